#include "store/DocumentStore.h"

#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "store/DocumentAllocator.h"
#include "store/FieldOps.h"
#include "store/StoreError.h"
#include "store/compact/TextRows.h"
#include "store/json/JsonText.h"
#include "store/json/JsonTextReader.h"
#include "store/sqlite/SqlBackend.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>

namespace atlas {
namespace {

// Documents an in-memory store queues before it writes them to its rows:
// a document changed again meanwhile is written once (about a third of
// the writes of a chaos run), and a small world never makes rows at all.
constexpr std::size_t kFlushAt = 128;

// A stored row as a document; `path` only names it in the error.
DocumentPtr documentFromRow(std::string collection, std::string id, const RowStore::Row& row,
                            const std::string& path)
{
    auto doc = makeDocument();
    doc->collection = std::move(collection);
    doc->id = std::move(id);
    doc->data = readJsonTextOrDiscarded(row.data.view());
    if (doc->data.is_discarded())
        throw StoreError(StoreErrorCode::Internal,
                         filled(Translated::translate("atlas::StoreError",
                                                      "document '%1' is stored as invalid JSON"),
                                path));
    doc->json = row.data;
    doc->createTime = row.createTime;
    doc->updateTime = row.updateTime;
    return doc;
}

// A document's row as the rows take it: a removed document by the version
// it removed.
RowStore::Write rowWrite(const Document& doc, bool removed)
{
    return {&doc.collection, &doc.id, removed ? nullptr : &doc.json, doc.createTime,
            doc.updateTime};
}

// A copy of a document's data with room for `extra` more fields: a full
// member vector that grows copies every member again (const keys never move).
Json copyWithRoom(const Json& data, std::size_t extra)
{
    if (!data.is_object())
        return data;
    Json copy(Json::value_t::object);
    auto& members = copy.get_ref<Json::object_t&>();
    const auto& from = data.get_ref<const Json::object_t&>();
    members.reserve(from.size() + extra);
    for (const auto& member : from)
        members.push_back(member);
    return copy;
}

// The document after one write, given the document before it. Create and
// Set take op.data over (the op is not used again).
std::shared_ptr<Document> applyWrite(WriteOp& op, const DocumentPtr& current, Millis now,
                                     const std::string& nowIso)
{
    const auto path = [&] { return op.path.str(); };
    auto next = makeDocument();
    next->collection = op.path.collection();
    next->id = op.path.id();
    next->createTime = current ? current->createTime : now;
    next->updateTime = now;
    if ((op.kind == WriteOp::Kind::Create || op.kind == WriteOp::Kind::Set) &&
        FieldOps::hasDelete(op.data))
        throw StoreError(StoreErrorCode::InvalidArgument,
                         filled(Translated::translate("atlas::StoreError",
                                                      "document '%1': deleteField() can only be "
                                                      "used with update() or set(..., merge)"),
                                path()));
    switch (op.kind) {
    case WriteOp::Kind::Create:
        if (current)
            throw StoreError(
                StoreErrorCode::AlreadyExists,
                filled(Translated::translate("atlas::StoreError", "document '%1' already exists"),
                       path()));
        next->data = std::move(op.data);
        FieldOps::resolveInPlace(next->data, nowIso);
        break;
    case WriteOp::Kind::Set:
        next->data = std::move(op.data);
        FieldOps::resolveInPlace(next->data, nowIso);
        break;
    case WriteOp::Kind::Merge:
        next->data = current ? copyWithRoom(current->data, op.data.size()) : Json::object();
        FieldOps::merge(next->data, op.data, nowIso);
        break;
    case WriteOp::Kind::Update:
        if (!current)
            throw StoreError(StoreErrorCode::NotFound,
                             filled(Translated::translate("atlas::StoreError",
                                                          "no document to update: '%1' does not "
                                                          "exist"),
                                    path()));
        next->data = copyWithRoom(current->data, op.data.size());
        for (auto& [field, value] : op.data.get_ref<Json::object_t&>())
            FieldOps::setPath(next->data, field, std::move(value), nowIso);
        break;
    case WriteOp::Kind::Remove:
        return nullptr;
    }
    if (!next->data.is_object())
        throw StoreError(
            StoreErrorCode::InvalidArgument,
            filled(Translated::translate("atlas::StoreError",
                                         "document '%1' must be a JSON object, got %2"),
                   path(), next->data.type_name()));
    return next;
}

struct PendingWrite
{
    DocumentPtr before; // as committed
    // Still private to the commit, so its text can be filled in.
    std::shared_ptr<Document> after;
    bool written = false; // else `before` still stands

    DocumentPtr current() const { return written ? after : before; }
};

} // namespace

DocumentStore::DocumentStore(SimClock& clock, const QString& filePath, QObject* parent)
    : QObject(parent), clock_(clock), filePath_(filePath), writeBehind_(filePath.isEmpty())
{
    if (writeBehind_)
        return; // rows made when first flushed
    auto sql = std::make_unique<SqlBackend>(filePath);
    // Nothing is kept parsed, but every document is checked once, so a damaged
    // file is refused when it is opened, not halfway through a lesson.
    std::string path;
    sql->scanAll([&](const std::string& collection, const std::string& id, const char* data,
                     std::size_t size) {
        path.assign(collection).append(1, '/').append(id);
        if (!Json::accept(data, data + size))
            throw StoreError(StoreErrorCode::Incompatible,
                             filled(Translated::translate("atlas::StoreError",
                                                          "document '%1' in '%2' is not valid "
                                                          "JSON; the file was left untouched"),
                                    path, filePath_));
        mayExist_.add(path);
        auto c = counts_.find(collection);
        if (c == counts_.end())
            c = counts_.emplace(collection, 0).first;
        ++c->second;
    });
    rows_ = std::move(sql);
}

DocumentStore::~DocumentStore() = default;

bool DocumentStore::isPersistent() const
{
    return !filePath_.isEmpty();
}
QString DocumentStore::filePath() const
{
    return filePath_;
}

RowStore& DocumentStore::rows() const
{
    if (!rows_) {
        auto rows = std::make_unique<TextRows>(); // a file's are made when it opens
        rows_ = std::move(rows);
    }
    return *rows_;
}

DocumentSnapshot DocumentStore::get(std::string_view path) const
{
    // The cache is keyed by the whole path: a read it answers needs the
    // path checked, not cut into a collection and an id it would copy.
    const std::size_t idStart = DocumentPath::check(path);
    pathBuffer_.assign(path);
    if (const DocumentPtr* cached = cache_.find(pathBuffer_))
        return DocumentSnapshot(std::string(path), *cached);
    return DocumentSnapshot(
        std::string(path),
        findUncached(std::string(path.substr(0, idStart - 1)), std::string(path.substr(idStart))));
}

DocumentPtr DocumentStore::find(const std::string& collection, const std::string& id) const
{
    pathBuffer_.assign(collection).append(1, '/').append(id);
    if (const DocumentPtr* cached = cache_.find(pathBuffer_))
        return *cached;
    return findUncached(collection, id);
}

DocumentPtr DocumentStore::findUncached(const std::string& collection, const std::string& id) const
{
    if (!unflushed_.empty())
        if (const auto it = unflushed_.find(pathBuffer_); it != unflushed_.end()) {
            DocumentPtr found = it->second.current();
            cache_.put(pathBuffer_, found);
            return found;
        }
    if (!rows_)
        return nullptr;
    if (!isPersistent())
        return load(collection, id, pathBuffer_, false);
    if (!mayExist_.mayContain(pathBuffer_))
        return nullptr;
    return load(collection, id, pathBuffer_, true);
}

// A read the cache could not answer: from the rows, remembered in the cache
// when found (and when not, if `cacheAbsence`).
DocumentPtr DocumentStore::load(const std::string& collection, const std::string& id,
                                const std::string& path, bool cacheAbsence) const
{
    RowStore::Row row;
    DocumentPtr found;
    if (rows_->fetch(collection, id, row))
        found = documentFromRow(collection, id, row, path);
    if (found || cacheAbsence)
        cache_.put(path, found);
    return found;
}

std::vector<DocumentPtr> DocumentStore::list(std::string_view collection) const
{
    DocumentPath::validateCollection(collection);
    std::vector<DocumentPtr> out;
    const auto c = counts_.find(collection);
    if (c == counts_.end() || c->second == 0)
        return out;
    out.reserve(c->second);
    if (!rows_) {
        // Every document is still queued (at most kFlushAt of them).
        for (const auto& [path, row] : unflushed_)
            if (!row.removed && row.doc->collection == collection)
                out.push_back(row.doc);
        std::sort(out.begin(), out.end(),
                  [](const DocumentPtr& a, const DocumentPtr& b) { return a->id < b->id; });
        return out;
    }
    flushRows();
    const std::string name(collection);
    std::string path;
    rows_->fetchCollection(name, [&](std::string id, RowStore::Row row) {
        path.assign(name).append(1, '/').append(id);
        // The cached copy is the same committed document, already parsed.
        if (const DocumentPtr* cached = cache_.peek(path); cached && *cached) {
            out.push_back(*cached);
            return;
        }
        out.push_back(documentFromRow(name, std::move(id), row, path));
    });
    return out;
}

std::size_t DocumentStore::count(std::string_view collection) const
{
    DocumentPath::validateCollection(collection);
    const auto c = counts_.find(collection);
    return c == counts_.end() ? 0 : c->second;
}

std::vector<std::string> DocumentStore::collections() const
{
    std::vector<std::string> out; // counts_ is ordered by name
    for (const auto& [name, count] : counts_)
        if (count != 0)
            out.push_back(name);
    return out;
}

void DocumentStore::assignFrom(const DocumentStore& other)
{
    if (&other == this)
        return;
    if (!other.isClonable() || isPersistent())
        throw std::logic_error("a document store can be copied only in memory, before it "
                               "first flushes");
    rows_.reset();
    // The cache only spares lookups: everything is in unflushed_.
    cache_.clear();
    cache_.setCapacity(other.cache_.capacity());
    mayExist_ = other.mayExist_;
    counts_ = other.counts_;
    writeBehind_ = other.writeBehind_;
    unflushed_ = other.unflushed_;
    sequence_ = other.sequence_;
}

void DocumentStore::clear()
{
    WriteBatch batch;
    for (const auto& name : collections())
        for (const auto& doc : list(name))
            batch.remove(doc->path());
    commit(std::move(batch));
}

void DocumentStore::commitWrites(std::vector<WriteOp>& ops)
{
    if (ops.empty())
        return;
    const Millis now = clock_.now();
    const std::string nowIso = SimClock::toIso(now);

    // Apply every write to a private overlay first: an error here leaves the
    // store exactly as it was.
    std::vector<std::pair<std::string, PendingWrite>> pending; // in first-touch order
    pending.reserve(ops.size());
    // A handful of documents per commit: a linear search beats a hash map,
    // which only pays for batches of many documents.
    constexpr std::size_t kIndexFrom = 16;
    std::unordered_map<std::string_view, std::size_t> slotIndex;
    const auto slotFor = [&](const DocumentPath& path) -> PendingWrite& {
        std::string key = path.str();
        if (ops.size() < kIndexFrom) {
            for (auto& [existing, w] : pending)
                if (existing == key)
                    return w;
        } else if (const auto it = slotIndex.find(key); it != slotIndex.end()) {
            return pending[it->second].second;
        }
        auto before = find(path.collection(), path.id());
        pending.emplace_back(std::move(key), PendingWrite{before, nullptr, false});
        if (ops.size() >= kIndexFrom)
            slotIndex.emplace(pending.back().first, pending.size() - 1);
        return pending.back().second;
    };
    for (auto& op : ops) {
        PendingWrite& w = slotFor(op.path);
        w.after = applyWrite(op, w.current(), now, nowIso);
        w.written = true;
    }

    CommitInfo info;
    info.time = now;
    info.changes.reserve(pending.size());
    std::vector<PendingWrite*> writes;
    std::vector<const std::string*> paths; // of `writes`
    writes.reserve(pending.size());
    paths.reserve(pending.size());
    for (auto& [key, w] : pending) {
        if (!w.before && !w.after)
            continue;
        // A write that leaves the data as it was fires nothing, as in Firestore.
        if (w.before && w.after && FieldOps::sameValue(w.before->data, w.after->data))
            continue;
        if (w.after) {
            // Written where the last document was, then copied once at its size.
            const std::string_view text = writeJsonText(textScratch_, w.after->data);
            if (text.size() > kMaxDocumentBytes)
                throw StoreError(StoreErrorCode::InvalidArgument,
                                 filled(Translated::translate("atlas::StoreError",
                                                              "document '%1' would be %2 bytes; a "
                                                              "document may be at most 1 MiB "
                                                              "(1,048,576 bytes)"),
                                        key, text.size()));
            w.after->json = SharedText(text);
        }
        DocumentChange change;
        change.kind =
            !w.before ? ChangeKind::Added : (!w.after ? ChangeKind::Removed : ChangeKind::Modified);
        change.before = w.before;
        change.after = w.after;
        info.changes.push_back(std::move(change));
        writes.push_back(&w);
        paths.push_back(&key);
    }
    if (info.changes.empty())
        return;

    if (writeBehind_) {
        // Flush before queueing: if that fails, this commit has changed nothing.
        if (unflushed_.size() + writes.size() > kFlushAt)
            flushRows();
        for (std::size_t i = 0; i < writes.size(); ++i) {
            PendingWrite& w = *writes[i];
            if (!rows_ && !w.after) {
                unflushed_.erase(*paths[i]); // no rows saw it: nothing to delete
                continue;
            }
            unflushed_.insert_or_assign(*paths[i], w.after ? UnflushedRow{w.after, false}
                                                           : UnflushedRow{w.before, true});
        }
    } else {
        std::vector<RowStore::Write> rowWrites;
        rowWrites.reserve(writes.size());
        for (const PendingWrite* w : writes)
            rowWrites.push_back(w->after ? rowWrite(*w->after, false) : rowWrite(*w->before, true));
        rows_->write(rowWrites);
    }

    for (std::size_t i = 0; i < writes.size(); ++i) {
        const DocumentChange& change = info.changes[i];
        const std::string& path = *paths[i];
        cache_.put(path, change.after);
        if (change.kind == ChangeKind::Added) {
            if (isPersistent())
                mayExist_.add(path);
            ++counts_[change.collection()];
        } else if (change.kind == ChangeKind::Removed) {
            --counts_.find(change.collection())->second;
        }
    }
    info.sequence = ++sequence_;
    emit committed(info);
}

void DocumentStore::flushRows() const
{
    if (unflushed_.empty())
        return;
    std::vector<RowStore::Write> rowWrites;
    rowWrites.reserve(unflushed_.size());
    for (const auto& [path, row] : unflushed_)
        rowWrites.push_back(rowWrite(*row.doc, row.removed));
    rows().write(rowWrites);
    unflushed_.clear();
}

} // namespace atlas
