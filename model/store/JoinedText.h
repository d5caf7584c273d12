#pragma once

#include <array>
#include <string>
#include <string_view>

namespace atlas {

// The parts end to end, in one allocation of the exact size. A document path
// built as `std::string(collection) + '/' + id` starts in the short-string
// room and is copied into a grown buffer at the id; order, outbox and store
// paths are built this way several times an event.
template <class... Parts> std::string joinedText(const Parts&... parts)
{
    const std::array<std::string_view, sizeof...(Parts)> views = {std::string_view(parts)...};
    std::size_t size = 0;
    for (const std::string_view view : views)
        size += view.size();
    std::string out;
    out.reserve(size);
    for (const std::string_view view : views)
        out.append(view);
    return out;
}

} // namespace atlas
