#pragma once

#include "store/json/Json.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace atlas {

class DocumentStore;

// Completed-order revenue as a distributed counter: one document per shard
// under counters/revenue/shards, each written with FieldValue::increment so a
// completion needs no read, and summed when someone asks for the total. The
// shard is a hash of the order id, so replaying a run hits the same shards.
class RevenueCounter
{
public:
    static constexpr int kShards = 4;
    static constexpr const char* kShardCollection = "counters/revenue/shards";
    static constexpr const char* kField = "value";

    explicit RevenueCounter(const DocumentStore& store) : store_(store) {}

    static std::uint32_t fnv1a(std::string_view text);
    static int shardFor(std::string_view orderId);
    static std::string shardPath(int shard);
    // The merge patch that adds `amount` (an integer or floating JSON number).
    static Json incrementPatch(const Json& amount);

    double total() const;

private:
    const DocumentStore& store_;
};

} // namespace atlas
