#include "WorldDiff.h"

#include "store/DocumentStore.h"

#include <QStringList>

#include <map>
#include <set>
#include <string>

namespace atlas {
namespace {

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

// Names every field path whose value differs; maps are walked key by key so
// that key order never counts as a difference, anything else compares whole.
void differingFields(const Json& left, const Json& right, const std::string& prefix,
                     QStringList& out)
{
    if (left.is_object() && right.is_object()) {
        for (auto it = left.begin(); it != left.end(); ++it) {
            const std::string path = prefix.empty() ? it.key() : prefix + '.' + it.key();
            const auto other = right.find(it.key());
            if (other == right.end())
                out << qs(path);
            else
                differingFields(it.value(), *other, path, out);
        }
        for (auto it = right.begin(); it != right.end(); ++it)
            if (!left.contains(it.key()))
                out << qs(prefix.empty() ? it.key() : prefix + '.' + it.key());
        return;
    }
    if (left != right)
        out << qs(prefix);
}

std::map<std::string, DocumentPtr> byId(const DocumentStore& store, const std::string& collection)
{
    std::map<std::string, DocumentPtr> out;
    for (DocumentPtr& doc : store.list(collection))
        out.emplace(doc->id, std::move(doc));
    return out;
}

} // namespace

WorldDiff WorldDiff::compute(const DocumentStore& left, const DocumentStore& right, Limits limits)
{
    WorldDiff diff;
    diff.limits_ = limits;
    std::set<std::string> names;
    for (const std::string& c : left.collections())
        names.insert(c);
    for (const std::string& c : right.collections())
        names.insert(c);

    for (const std::string& name : names) {
        CollectionDiff c;
        c.collection = qs(name);
        c.leftCount = left.count(name);
        c.rightCount = right.count(name);
        if (c.leftCount > limits.maxDocuments || c.rightCount > limits.maxDocuments) {
            c.skipped = true;
            diff.collections_.push_back(std::move(c));
            continue;
        }
        const auto l = byId(left, name);
        const auto r = byId(right, name);
        const auto note = [&](DocumentDiff d) {
            ++diff.differences_;
            if (diff.differences_ > limits.maxDifferences) {
                diff.capped_ = true;
                return;
            }
            c.documents.push_back(std::move(d));
        };
        auto li = l.begin();
        auto ri = r.begin();
        while (li != l.end() || ri != r.end()) {
            if (ri == r.end() || (li != l.end() && li->first < ri->first)) {
                note({qs(li->first), DocumentDiff::Presence::LeftOnly, {}});
                ++li;
            } else if (li == l.end() || ri->first < li->first) {
                note({qs(ri->first), DocumentDiff::Presence::RightOnly, {}});
                ++ri;
            } else {
                QStringList fields;
                differingFields(li->second->data, ri->second->data, {}, fields);
                if (!fields.isEmpty())
                    note({qs(li->first), DocumentDiff::Presence::Differs, fields});
                ++li;
                ++ri;
            }
        }
        diff.collections_.push_back(std::move(c));
    }
    return diff;
}

const CollectionDiff* WorldDiff::collection(const QString& name) const
{
    for (const CollectionDiff& c : collections_)
        if (c.collection == name)
            return &c;
    return nullptr;
}

const DocumentDiff* WorldDiff::find(const QString& collection, const QString& id) const
{
    const CollectionDiff* c = this->collection(collection);
    return c ? c->find(id) : nullptr;
}

bool WorldDiff::skippedAny() const
{
    for (const CollectionDiff& c : collections_)
        if (c.skipped)
            return true;
    return false;
}

QString WorldDiff::cutNote() const
{
    QStringList parts;
    QStringList skipped;
    for (const CollectionDiff& c : collections_)
        if (c.skipped)
            skipped << c.collection;
    if (!skipped.isEmpty())
        parts << QStringLiteral("not compared (more than %1 documents): %2")
                     .arg(limits_.maxDocuments)
                     .arg(skipped.join(QStringLiteral(", ")));
    if (capped_)
        parts << QStringLiteral("%1 documents differ; the first %2 are marked")
                     .arg(differences_)
                     .arg(limits_.maxDifferences);
    return parts.join(QStringLiteral("; "));
}

} // namespace atlas
