#include "WorldFingerprint.h"

#include "lab/chaos/ConsumerFaults.h"
#include "lab/inflight/InFlightAttempts.h"
#include "lab/Lab.h"
#include "delivery/DeliveryChannel.h"
#include "outbox/OutboxRelay.h"
#include "store/DocumentStore.h"
#include "store/clock/SimClock.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <functional>
#include <string_view>

namespace atlas {
namespace {

std::uint64_t mix(std::uint64_t x)
{
    // splitmix64's finaliser: spreads nearby inputs over all 64 bits.
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::uint64_t hashText(std::string_view text)
{
    return mix(std::hash<std::string_view>{}(text));
}

// An ordered fold: the channel's queue order matters.
struct Fold
{
    std::uint64_t h = 0x51ed270b27a0f3c5ULL;
    void add(std::uint64_t v) { h = mix(h ^ v) + 0x632be59bd9b4e019ULL; }
    void add(std::string_view text) { add(hashText(text)); }
};

// A value as dump() would print it, without printing it: two values fold
// alike exactly when their texts are the same (an integer as signed or
// unsigned, a non-finite number as null), objects in their members' order.
void addJson(Fold& f, const Json& j)
{
    switch (j.type()) {
    case Json::value_t::boolean:
        f.add(j.get<bool>() ? 3u : 2u);
        return;
    case Json::value_t::number_integer:
        f.add(4u);
        f.add(static_cast<std::uint64_t>(j.get<std::int64_t>()));
        return;
    case Json::value_t::number_unsigned: {
        const auto value = j.get<std::uint64_t>();
        f.add(value <= static_cast<std::uint64_t>(INT64_MAX) ? 4u : 5u);
        f.add(value);
        return;
    }
    case Json::value_t::number_float: {
        const double value = j.get<double>();
        if (!std::isfinite(value))
            break; // printed as null
        f.add(6u);
        f.add(std::bit_cast<std::uint64_t>(value));
        return;
    }
    case Json::value_t::string:
        f.add(7u);
        f.add(std::string_view(j.get_ref<const std::string&>()));
        return;
    case Json::value_t::array:
        f.add(8u);
        f.add(j.size());
        for (const Json& item : j)
            addJson(f, item);
        return;
    case Json::value_t::object:
        f.add(9u);
        f.add(j.size());
        for (auto it = j.begin(); it != j.end(); ++it) {
            f.add(std::string_view(it.key()));
            addJson(f, it.value());
        }
        return;
    case Json::value_t::binary:
        f.add(10u);
        f.add(j.dump());
        return;
    default:
        break;
    }
    f.add(1u); // null (and discarded, which a document never holds)
}

std::uint64_t documentHash(const Document& doc, std::uint64_t database)
{
    Fold f;
    f.add(database);
    f.add(doc.collection);
    f.add(doc.id);
    addJson(f, doc.data);
    return f.h;
}

} // namespace

WorldFingerprint::WorldFingerprint(Lab& lab) : lab_(lab)
{
    world_ = QObject::connect(&lab_, &Lab::worldCreated, [this] { follow(); });
    assigned_ = QObject::connect(&lab_, &Lab::worldAssigned, [this] { stale_ = true; });
    follow();
}

void WorldFingerprint::assignFrom(const WorldFingerprint& other)
{
    documents_ = other.stale_ ? other.recount() : other.documents_;
    stale_ = false;
}

std::uint64_t WorldFingerprint::recount() const
{
    std::uint64_t sum = 0;
    std::uint64_t database = 0;
    for (const std::string& name : Lab::databaseNames()) {
        ++database;
        const DocumentStore& store = lab_.database(name);
        for (const std::string& collection : store.collections())
            for (const DocumentPtr& doc : store.list(collection))
                sum += documentHash(*doc, database);
    }
    return sum;
}

WorldFingerprint::~WorldFingerprint()
{
    QObject::disconnect(world_);
    QObject::disconnect(assigned_);
    for (const auto& feed : feeds_)
        QObject::disconnect(feed);
}

void WorldFingerprint::follow()
{
    for (const auto& feed : feeds_)
        QObject::disconnect(feed);
    feeds_.clear();
    documents_ = 0;
    stale_ = false;
    std::uint64_t index = 0;
    for (const std::string& name : Lab::databaseNames()) {
        const std::uint64_t database = ++index;
        feeds_.push_back(QObject::connect(&lab_.database(name), &DocumentStore::committed,
                                          [this, database](const CommitInfo& commit) {
                                              onCommit(commit, database);
                                          }));
    }
}

void WorldFingerprint::onCommit(const CommitInfo& commit, std::uint64_t database)
{
    // A sum of per-document hashes does not depend on the order documents
    // were written in; a change takes the old version out and puts the new in.
    for (const DocumentChange& change : commit.changes) {
        if (change.before)
            documents_ -= documentHash(*change.before, database);
        if (change.after)
            documents_ += documentHash(*change.after, database);
    }
}

std::uint64_t WorldFingerprint::value() const
{
    if (stale_) {
        documents_ = recount();
        stale_ = false;
    }
    Fold f;
    f.add(documents_);
    const Millis now = lab_.clock().now();
    f.add(static_cast<std::uint64_t>(now));
    const DeliveryChannel& channel = lab_.channel();
    for (const Delivery& d : channel.queue()) {
        f.add(d.messageKey);
        f.add(static_cast<std::uint64_t>(d.due - now));
        f.add(static_cast<std::uint64_t>(d.fault));
    }
    f.add(0xFFu);
    for (const Message& m : channel.messages()) {
        f.add(m.key());
        f.add(static_cast<std::uint64_t>(m.status));
        f.add(static_cast<std::uint64_t>(m.attempts));
    }
    f.add(0xFEu);
    for (const AwaitingAck& a : channel.awaitingAck()) {
        f.add(a.messageKey);
        f.add(static_cast<std::uint64_t>(a.deadline - now));
    }
    f.add(channel.deadLetters().size());
    for (const auto& [id, attempt] : lab_.inFlight().attempts()) {
        f.add(attempt.delivery.messageKey);
        f.add(static_cast<std::uint64_t>(attempt.state));
        f.add(static_cast<std::uint64_t>(attempt.finishesAt - now));
    }
    const OutboxRelay& relay = lab_.relay();
    f.add(static_cast<std::uint64_t>(relay.pendingFault()));
    f.add(relay.answersInFlight());
    f.add(lab_.consumer().poisonedCount());
    f.add(lab_.consumer().offline() ? 1u : 0u);
    return f.h;
}

} // namespace atlas
