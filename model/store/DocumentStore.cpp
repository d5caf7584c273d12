#include "DocumentStore.h"

#include "FieldOps.h"
#include "SqlBackend.h"
#include "StoreError.h"

#include <algorithm>

namespace atlas {
namespace {

// The document after one write, given the document before it.
DocumentPtr applyWrite(const WriteOp& op, const DocumentPtr& current, Millis now,
                       const std::string& nowIso)
{
    const auto path = [&] { return op.path.str(); };
    auto next = std::make_shared<Document>();
    next->collection = op.path.collection();
    next->id = op.path.id();
    next->createTime = current ? current->createTime : now;
    next->updateTime = now;
    if ((op.kind == WriteOp::Kind::Create || op.kind == WriteOp::Kind::Set) &&
        FieldOps::hasSentinel(op.data) && FieldOps::hasDelete(op.data))
        throw StoreError(StoreErrorCode::InvalidArgument,
                         "document '" + path() +
                             "': deleteField() can only be used with update() or set(..., merge)");
    switch (op.kind) {
    case WriteOp::Kind::Create:
        if (current)
            throw StoreError(StoreErrorCode::AlreadyExists,
                             "document '" + path() + "' already exists");
        next->data = FieldOps::resolve(op.data, nowIso);
        break;
    case WriteOp::Kind::Set:
        next->data = FieldOps::resolve(op.data, nowIso);
        break;
    case WriteOp::Kind::Merge:
        next->data = current ? current->data : Json::object();
        FieldOps::merge(next->data, op.data, nowIso);
        break;
    case WriteOp::Kind::Update:
        if (!current)
            throw StoreError(StoreErrorCode::NotFound,
                             "no document to update: '" + path() + "' does not exist");
        next->data = current->data;
        for (auto it = op.data.begin(); it != op.data.end(); ++it)
            FieldOps::setPath(next->data, it.key(), it.value(), nowIso);
        break;
    case WriteOp::Kind::Remove:
        return nullptr;
    }
    if (!next->data.is_object())
        throw StoreError(StoreErrorCode::InvalidArgument, "document '" + path() +
                                                              "' must be a JSON object, got " +
                                                              next->data.type_name());
    return next;
}

struct PendingWrite
{
    DocumentPtr before; // as committed
    DocumentPtr after;
    std::string json;
};

} // namespace

DocumentStore::DocumentStore(SimClock& clock, const QString& filePath, QObject* parent)
    : QObject(parent), clock_(clock), sql_(std::make_unique<SqlBackend>(filePath))
{
    sql_->loadAll([this](std::string collection, std::string id, std::string data,
                         std::int64_t createTime, std::int64_t updateTime) {
        auto doc = std::make_shared<Document>();
        doc->collection = std::move(collection);
        doc->id = std::move(id);
        doc->data = Json::parse(data, nullptr, false);
        if (doc->data.is_discarded())
            throw StoreError(StoreErrorCode::Incompatible,
                             "document '" + doc->path() + "' in '" +
                                 sql_->filePath().toStdString() +
                                 "' is not valid JSON; the file was left untouched");
        doc->createTime = createTime;
        doc->updateTime = updateTime;
        auto& slot = collections_[doc->collection][doc->id];
        slot = std::move(doc);
    });
}

DocumentStore::~DocumentStore() = default;

bool DocumentStore::isPersistent() const
{
    return !sql_->filePath().isEmpty();
}
QString DocumentStore::filePath() const
{
    return sql_->filePath();
}

DocumentSnapshot DocumentStore::get(std::string_view path) const
{
    const auto p = DocumentPath::parse(path);
    return DocumentSnapshot(std::string(path), find(p.collection(), p.id()));
}

DocumentPtr DocumentStore::find(const std::string& collection, const std::string& id) const
{
    const auto c = collections_.find(collection);
    if (c == collections_.end())
        return nullptr;
    const auto d = c->second.find(id);
    return d == c->second.end() ? nullptr : d->second;
}

std::vector<DocumentPtr> DocumentStore::list(std::string_view collection) const
{
    DocumentPath::validateCollection(collection);
    std::vector<DocumentPtr> out;
    const auto c = collections_.find(std::string(collection));
    if (c == collections_.end())
        return out;
    out.reserve(c->second.size());
    for (const auto& [id, doc] : c->second)
        out.push_back(doc);
    return out;
}

std::size_t DocumentStore::count(std::string_view collection) const
{
    DocumentPath::validateCollection(collection);
    const auto c = collections_.find(std::string(collection));
    return c == collections_.end() ? 0 : c->second.size();
}

std::vector<std::string> DocumentStore::collections() const
{
    std::vector<std::string> out;
    for (const auto& [name, docs] : collections_)
        if (!docs.empty())
            out.push_back(name);
    std::sort(out.begin(), out.end());
    return out;
}

void DocumentStore::clear()
{
    WriteBatch batch;
    for (const auto& name : collections())
        for (const auto& [id, doc] : collections_.at(name))
            batch.remove(doc->path());
    commit(batch);
}

void DocumentStore::commitWrites(const std::vector<WriteOp>& ops)
{
    if (ops.empty())
        return;
    const Millis now = clock_.now();
    const std::string nowIso = SimClock::toIso(now);

    // Apply every write to a private overlay first: an error here leaves the
    // store exactly as it was.
    std::vector<std::pair<std::string, PendingWrite>> pending; // in first-touch order
    std::unordered_map<std::string, std::size_t> slotIndex;
    const auto slotFor = [&](const DocumentPath& path) -> PendingWrite& {
        std::string key = path.str();
        const auto [it, inserted] = slotIndex.try_emplace(key, pending.size());
        if (inserted) {
            auto before = find(path.collection(), path.id());
            pending.emplace_back(std::move(key), PendingWrite{before, before, {}});
        }
        return pending[it->second].second;
    };
    for (const auto& op : ops) {
        PendingWrite& w = slotFor(op.path);
        w.after = applyWrite(op, w.after, now, nowIso);
    }

    CommitInfo info;
    info.time = now;
    std::vector<const PendingWrite*> writes;
    for (auto& [key, w] : pending) {
        if (!w.before && !w.after)
            continue;
        // A write that leaves the data as it was fires nothing, as in Firestore.
        if (w.before && w.after && FieldOps::sameValue(w.before->data, w.after->data))
            continue;
        if (w.after) {
            w.json = w.after->data.dump();
            if (w.json.size() > kMaxDocumentBytes)
                throw StoreError(StoreErrorCode::InvalidArgument,
                                 "document '" + key + "' would be " +
                                     std::to_string(w.json.size()) +
                                     " bytes; a document may be at most 1 MiB (1,048,576 bytes)");
        }
        DocumentChange change;
        change.kind =
            !w.before ? ChangeKind::Added : (!w.after ? ChangeKind::Removed : ChangeKind::Modified);
        change.before = w.before;
        change.after = w.after;
        change.changedFields = FieldOps::changedFields(change.oldData(), change.newData());
        info.changes.push_back(std::move(change));
        writes.push_back(&w);
    }
    if (info.changes.empty())
        return;

    sql_->begin();
    try {
        for (const PendingWrite* w : writes) {
            const Document& doc = w->after ? *w->after : *w->before;
            if (w->after)
                sql_->upsert(doc.collection, doc.id, w->json, doc.createTime, doc.updateTime);
            else
                sql_->remove(doc.collection, doc.id);
        }
        sql_->commit();
    } catch (...) {
        sql_->rollback();
        throw;
    }

    for (const auto& change : info.changes) {
        auto& docs = collections_[change.collection()];
        if (change.after)
            docs[change.id()] = change.after;
        else
            docs.erase(change.id());
    }
    info.sequence = ++sequence_;
    emit committed(info);
}

} // namespace atlas
