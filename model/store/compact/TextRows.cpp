#include "store/compact/TextRows.h"

#include <algorithm>
#include <cstring>
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
        !c->second.texts[index].bytes)
        return nullptr;
    return &c->second.texts[index];
}

bool TextRows::fetch(const std::string& collection, const std::string& id, Row& row)
{
    const Text* text = find(collection, id);
    if (!text)
        return false;
    row.data.assign(text->view());
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
        if (const Text& text = c->second.texts[i]; text.bytes)
            present.emplace_back(c->second.ids.at(i), &text);
    // Bytewise, as SQLite's BINARY collation orders ids in a file.
    std::sort(present.begin(), present.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [id, text] : present)
        visit(std::string(id), Row{std::string(text->view()), text->createTime, text->updateTime});
}

void TextRows::assign(Text& text, const RowStore::Write& write)
{
    const std::string& data = *write.data;
    // A document rewritten no longer than before keeps its allocation.
    if (!text.bytes || data.size() > text.capacity) {
        text.bytes = std::make_unique_for_overwrite<char[]>(data.size());
        text.capacity = static_cast<std::uint32_t>(data.size());
    }
    std::memcpy(text.bytes.get(), data.data(), data.size());
    text.size = static_cast<std::uint32_t>(data.size());
    text.createTime = write.createTime;
    text.updateTime = write.updateTime;
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
        assign(c.texts[index], w);
    }
}

} // namespace atlas
