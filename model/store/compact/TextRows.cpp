#include "store/compact/TextRows.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace atlas {

TextRows::Text* TextRows::find(const std::string& collection, const std::string& id)
{
    const auto c = collections_.find(collection);
    if (c == collections_.end())
        return nullptr;
    const std::uint32_t index = c->second.ids.find(id);
    // An id without a text: interned by a write that then failed.
    if (index == StringTable::kNone || index >= c->second.texts.size() ||
        c->second.texts[index].text.isNull())
        return nullptr;
    return &c->second.texts[index];
}

bool TextRows::fetch(const std::string& collection, const std::string& id, Row& row)
{
    const Text* text = find(collection, id);
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
    for (const Write& w : writes) {
        if (!w.data) {
            if (Text* text = find(*w.collection, *w.id))
                *text = Text{};
            continue;
        }
        Collection& c = collections_[*w.collection];
        const std::uint32_t index = c.ids.intern(*w.id);
        while (c.texts.size() <= index) // more than once only after a failed write
            c.texts.emplace_back();
        c.texts[index] = Text{*w.data, w.createTime, w.updateTime};
    }
}

} // namespace atlas
