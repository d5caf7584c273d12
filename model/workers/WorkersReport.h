#pragma once

#include "AttemptRecord.h"
#include "lab/monitor/InvariantVerdict.h"
#include "store/json/Json.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace atlas {

// The summary of a workers' run: what was published, what the workers did,
// what it cost in serialization retries, and every invariant's verdict
// against the single-threaded reference.
struct WorkersReport
{
    std::string store;  // the URL without its password
    std::string schema; // where the run's tables are
    std::string strategy;
    int workers = 0;
    std::uint64_t seed = 0;
    std::uint64_t orders = 0;
    std::uint64_t events = 0;
    std::uint64_t deliveries = 0;         // published, duplicates included
    std::uint64_t duplicatesInjected = 0; // by the chaos duplicate rate
    std::uint64_t attempts = 0;           // handler runs, redeliveries included
    std::uint64_t leaseExpiries = 0;      // redelivered because no ack came in time
    std::uint64_t nacks = 0;              // redelivered after a retryable failure
    std::uint64_t lateAcks = 0;           // acks that came after their lease ran out
    std::uint64_t markerDuplicates = 0;   // stopped by the inbox marker
    std::uint64_t guardDuplicates = 0;    // stopped by the state guard
    std::uint64_t effects = 0;            // committed changes to an order
    std::uint64_t parked = 0;
    std::uint64_t crashes = 0;
    std::uint64_t serializationRetries = 0; // transactions run again after 40001/40P01
    std::uint64_t contentionNacks = 0;      // gave up after every allowed attempt
    std::uint64_t workersDied = 0;
    double seconds = 0;
    std::vector<InvariantVerdict> invariants;
    std::vector<AttemptRecord> log;

    bool holds() const;
    double eventsPerSecond() const;
    double retriesPerThousandEvents() const;
    // Every field but the log.
    Json toJson() const;
};

} // namespace atlas
