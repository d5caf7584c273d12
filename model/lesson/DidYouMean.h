#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace atlas {

// Edits needed to turn `a` into `b` (insert, delete, substitute, or swap two
// neighbours: the typos people make), ignoring ASCII case.
std::size_t editDistance(std::string_view a, std::string_view b);

// The candidate nearest to `word` if it is at most `maxDistance` edits away
// (and at most half the word's length); ties go to the earlier candidate, so suggestions do not
// depend on hashing.
std::optional<std::string_view> closestMatch(std::string_view word,
                                             std::span<const std::string_view> candidates,
                                             std::size_t maxDistance = 2);

} // namespace atlas
