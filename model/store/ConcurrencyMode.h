#pragma once

#include <optional>
#include <string_view>

namespace atlas {

// How the database keeps concurrent read-write transactions apart, a setting
// of the database: pessimistic by default on Firestore Standard edition,
// optimistic on Enterprise.
enum class ConcurrencyMode {
    Pessimistic, // a transaction locks what it reads; another reader waits
    Optimistic,  // nobody waits; a commit whose reads changed is ABORTED
};

std::string_view toString(ConcurrencyMode mode); // "pessimistic", "optimistic"
std::optional<ConcurrencyMode> concurrencyModeFromString(std::string_view name);

} // namespace atlas
