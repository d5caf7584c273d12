#include "DidYouMean.h"

#include <algorithm>
#include <vector>

namespace atlas {
namespace {

char lower(char c)
{
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

std::size_t editDistance(std::string_view a, std::string_view b)
{
    // Optimal string alignment over three rolling rows.
    const std::size_t n = b.size();
    std::vector<std::size_t> before(n + 1), previous(n + 1), current(n + 1);
    for (std::size_t j = 0; j <= n; ++j)
        previous[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (std::size_t j = 1; j <= n; ++j) {
            const std::size_t cost = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost});
            if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) &&
                lower(a[i - 2]) == lower(b[j - 1]))
                current[j] = std::min(current[j], before[j - 2] + 1);
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return previous[n];
}

} // namespace

std::optional<std::string_view> closestMatch(std::string_view word,
                                             std::span<const std::string_view> candidates,
                                             std::size_t maxDistance)
{
    // Short words get fewer edits, or "ms" would suggest "id".
    const std::size_t limit = std::min(maxDistance, word.size() / 2);
    std::optional<std::string_view> best;
    std::size_t bestDistance = limit + 1;
    for (const std::string_view candidate : candidates) {
        const std::size_t d = editDistance(word, candidate);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}

} // namespace atlas
