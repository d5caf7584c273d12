#include "LineIndex.h"

#include <algorithm>

namespace atlas {

LineIndex::LineIndex(std::string_view text) : text_(text)
{
    lineStarts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n')
            lineStarts_.push_back(i + 1);
}

LineIndex::Position LineIndex::at(std::size_t offset) const
{
    offset = std::min(offset, text_.size());
    const auto next = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), offset);
    const std::size_t line = static_cast<std::size_t>(next - lineStarts_.begin());
    const std::size_t start = lineStarts_[line - 1];
    int column = 1;
    for (std::size_t i = start; i < offset; ++i)
        if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) // skip continuation bytes
            ++column;
    return {static_cast<int>(line), column};
}

} // namespace atlas
