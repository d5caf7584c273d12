#pragma once

#include <array>
#include <cstddef>

namespace atlas {

// Bytes a JSON string holds as they are, with nothing to escape: printable
// ASCII but the quote and the backslash. What JsonText's writer copies
// straight and JsonTextReader reads straight; any other byte is nlohmann's.
inline constexpr std::array<bool, 256> kPlainJsonByte = [] {
    std::array<bool, 256> table{};
    for (int c = 0x20; c <= 0x7E; ++c)
        table[static_cast<std::size_t>(c)] = c != '"' && c != '\\';
    return table;
}();

} // namespace atlas
