#include "store/compact/TextRows.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace atlas {

TextRows::Text* TextRows::find(Collection& c, const std::string& id)
{
    const std::uint32_t index = c.ids.find(id);
    // An id without a text: interned by a write that then failed.
    if (index == StringTable::kNone || index >= c.texts.size() || c.texts[index].text.isNull())
        return nullptr;
    return &c.texts[index];
}

bool TextRows::fetch(const std::string& collection, const std::string& id, Row& row)
{
    const auto c = collections_.find(collection);
    const Text* text = c == collections_.end() ? nullptr : find(c->second, id);
    if (!text)
        return false;
    row.data = text->text;
    row.createTime = text->createTime;
    row.updateTime = text->updateTime;
    return true;
}

void TextRows::fetchCollection(const std::string& collection, const RowVisitor& visit)
{
    const auto c = collections_.find(collection);
    if (c == collections_.end())
        return;
    std::vector<std::pair<std::string_view, const Text*>> present;
    for (std::uint32_t i = 0; i < c->second.texts.size(); ++i)
        if (const Text& text = c->second.texts[i]; !text.text.isNull())
            present.emplace_back(c->second.ids.at(i), &text);
    // Bytewise, as SQLite's BINARY collation orders ids in a file.
    std::sort(present.begin(), present.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [id, text] : present)
        visit(std::string(id), Row{text->text, text->createTime, text->updateTime});
}

void TextRows::write(const std::vector<Write>& writes)
{
    // An in-memory store writes a hundred or so documents at a time
    // (DocumentStore's write-behind), most of them new ids in a table of a
    // million once a long run is under way: a cache miss each, which overlap
    // when all are requested first.
    if (writes.size() > 1)
        for (const Write& w : writes)
            if (const auto c = collections_.find(*w.collection); c != collections_.end())
                c->second.ids.prefetch(*w.id);
    for (const Write& w : writes) {
        if (!w.data) {
            remove(*w.collection, *w.id);
            continue;
        }
        Collection& c = collections_[*w.collection];
        const std::uint32_t index = c.ids.intern(*w.id);
        while (c.texts.size() <= index) // more than once only after a failed write
            c.texts.emplace_back();
        Text& text = c.texts[index];
        if (text.text.isNull())
            ++c.documents;
        text = Text{*w.data, w.createTime, w.updateTime};
    }
}

void TextRows::remove(const std::string& collection, const std::string& id)
{
    const auto found = collections_.find(collection);
    if (found == collections_.end())
        return;
    Collection& c = found->second;
    Text* text = find(c, id);
    if (!text)
        return;
    *text = Text{};
    --c.documents;
    const std::size_t without = c.ids.size() - c.documents;
    if (without >= kCompactFrom && without > c.documents)
        compact(c);
}

void TextRows::compact(Collection& c)
{
    Collection kept;
    for (std::uint32_t i = 0; i < c.texts.size(); ++i)
        if (!c.texts[i].text.isNull()) {
            kept.ids.intern(c.ids.at(i));
            kept.texts.push_back(c.texts[i]);
        }
    kept.documents = kept.texts.size();
    c = std::move(kept);
}

std::size_t TextRows::idsHeld(const std::string& collection) const
{
    const auto c = collections_.find(collection);
    return c == collections_.end() ? 0 : c->second.ids.size();
}

} // namespace atlas
