#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace atlas {

// Turns byte offsets into the line:column an editor shows (both 1-based;
// columns count characters, not UTF-8 bytes).
class LineIndex
{
public:
    struct Position
    {
        int line = 0; // 0: no position (the file as a whole)
        int column = 0;
    };

    explicit LineIndex(std::string_view text);
    // Offsets past the end map to the end of the text.
    Position at(std::size_t offset) const;

private:
    std::string_view text_;
    std::vector<std::size_t> lineStarts_;
};

} // namespace atlas
