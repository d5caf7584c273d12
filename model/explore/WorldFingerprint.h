#pragma once

#include <QMetaObject>

#include <cstdint>
#include <vector>

namespace atlas {

class Lab;
struct CommitInfo;

// A canonical hash of what a world's future depends on: every document of
// every database, the channel (queue, messages, acks awaited, dead letters),
// handlers in flight, the relay's pending work and the clock. Two worlds
// with the same fingerprint are the same state to the explorer, however they
// got there. Documents are hashed from the change feed as they commit
// (order-independent), so reading the fingerprint costs only the channel.
// The Rng's position is not part of it.
class WorldFingerprint
{
public:
    explicit WorldFingerprint(Lab& lab);
    ~WorldFingerprint();
    WorldFingerprint(const WorldFingerprint&) = delete;
    WorldFingerprint& operator=(const WorldFingerprint&) = delete;

    std::uint64_t value() const;
    // After the lab took over `other`'s lab's world (Lab::assignWorldFrom):
    // its documents' part, instead of hashing every document again.
    void assignFrom(const WorldFingerprint& other);

private:
    void follow();
    void onCommit(const CommitInfo& commit, std::uint64_t database);
    // Hashes every document of every database (after an assignment).
    std::uint64_t recount() const;

    Lab& lab_;
    // Stale after the lab took over another world, until recounted.
    mutable bool stale_ = false;
    mutable std::uint64_t documents_ = 0;
    QMetaObject::Connection world_;
    QMetaObject::Connection assigned_;
    std::vector<QMetaObject::Connection> feeds_;
};

} // namespace atlas
