#pragma once

namespace atlas {

// Thrown through the handler when its open transaction was ABORTED at commit
// and may run again (fewer than AttemptTransactions::kMaxAttempts so far).
// Not a std::exception, for the same reason as LockWait.
struct TransactionRetry
{
};

} // namespace atlas
