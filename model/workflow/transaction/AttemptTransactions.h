#pragma once

#include "TransactionRead.h"

#include <string>
#include <vector>

namespace atlas {

// Where one handler attempt in flight stands with its transactions. The
// attempt's last transaction stays open while it runs (it read when the
// attempt started, it commits when it finishes); the ones before it have
// committed. Each later pass through the handler replays the committed ones
// with exactly what they read, so the handler takes the same path again.
struct AttemptTransactions
{
    // Firestore's server SDKs run a transaction function at most 5 times in
    // all by default, retrying only on contention (ABORTED).
    static constexpr int kMaxAttempts = 5;

    std::vector<std::vector<TransactionRead>> committed; // per committed transaction
    std::vector<TransactionRead> open;                   // the open transaction's reads
    bool holding = false;                                // a transaction is open
    int txAttempt = 1;                                   // of the open transaction, 1..kMaxAttempts
    // Set by the runner when the open transaction cannot commit: the paths
    // that changed since it read them.
    std::vector<std::string> changed;
    bool gaveUp = false; // the last abort was the kMaxAttempts-th
};

} // namespace atlas
