#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace atlas {

// The candidate nearest to `word`, if it is at most `maxDistance` edits away
// and at most half the word's length. An edit is an insertion, a deletion, a
// substitution or a swap of two neighbours (the typos people make); ASCII case
// is ignored. Ties go to the earlier candidate, so suggestions are stable.
std::optional<std::string_view> closestMatch(std::string_view word,
                                             std::span<const std::string_view> candidates,
                                             std::size_t maxDistance = 2);

} // namespace atlas
