#include "Filled.h"

namespace atlas::filled_detail {

std::string filledUtf8(std::string_view pattern, const std::string_view* args, std::size_t count)
{
    std::size_t size = pattern.size();
    for (std::size_t i = 0; i < count; ++i)
        size += args[i].size();
    std::string out;
    out.reserve(size);
    std::size_t from = 0;
    for (std::size_t at = pattern.find('%'); at != std::string_view::npos;
         at = pattern.find('%', at + 1)) {
        if (at + 1 >= pattern.size())
            break;
        const char digit = pattern[at + 1];
        if (digit < '1' || digit > '9' || static_cast<std::size_t>(digit - '1') >= count)
            continue;
        out.append(pattern, from, at - from);
        out += args[digit - '1'];
        from = at + 2;
        at = from - 1;
    }
    out.append(pattern, from);
    return out;
}

} // namespace atlas::filled_detail
