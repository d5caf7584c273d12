#include "RevenueCounter.h"

#include "store/DocumentStore.h"
#include "store/FieldValue.h"
#include "store/JoinedText.h"

namespace atlas {

std::uint32_t RevenueCounter::fnv1a(std::string_view text)
{
    std::uint32_t hash = 2166136261u;
    for (const unsigned char c : text) {
        hash ^= c;
        hash *= 16777619u;
    }
    return hash;
}

int RevenueCounter::shardFor(std::string_view orderId)
{
    return static_cast<int>(fnv1a(orderId) % kShards);
}

std::string RevenueCounter::shardPath(int shard)
{
    return joinedText(kShardCollection, "/", std::to_string(shard));
}

Json RevenueCounter::incrementPatch(const Json& amount)
{
    // Integer totals stay integers in the shard, as Firestore keeps them.
    return Json{{kField, amount.is_number_integer()
                             ? FieldValue::increment(amount.get<std::int64_t>())
                             : FieldValue::increment(amount.get<double>())}};
}

double RevenueCounter::total() const
{
    double sum = 0;
    for (const auto& shard : store_.list(kShardCollection)) {
        const auto it = shard->data.find(kField);
        if (it != shard->data.end() && it->is_number())
            sum += it->get<double>();
    }
    return sum;
}

} // namespace atlas
