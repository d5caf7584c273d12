// Dead letters and the consumer's side of delivery: redrive (with its dry run
// and loop guard), poison events and a consumer that is offline for a while.
#include "lab/Lab.h"

#include "LabArgs.h"
#include "LabError.h"
#include "delivery/DurationText.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "lab/LabWorld.h"

namespace atlas {
namespace {

// The longest retention: an outage longer than that outlives every message.
constexpr Millis kMaxOfflineMs = 7LL * 24 * 3600 * 1000;

std::string entryList(const std::vector<RedriveCandidate>& candidates, bool held)
{
    std::string out;
    for (const RedriveCandidate& c : candidates) {
        if (c.held != held)
            continue;
        out += out.empty() ? "" : ", ";
        out += filled(Translated::translate("atlas::Lab", "entry %1 (%2, redriven %3x)"), c.entryId,
                      c.messageKey, c.redrives);
    }
    return out;
}

Json candidateJson(const RedriveCandidate& c)
{
    Json j = jsonObject("entry", c.entryId, "messageId", c.messageId, "messageKey", c.messageKey,
                        "redrives", c.redrives, "action", c.held ? "hold" : "redrive");
    if (c.held)
        j["reason"] = c.reason;
    return j;
}

} // namespace

Json Lab::cmdRedrive(const Json& args)
{
    const LabArgs a("redrive", args);
    const Json& entry = a.raw("entry");
    const bool dryRun = a.boolean("dryRun", false);
    const bool byId = entry.is_number_integer() && entry.get<std::int64_t>() >= 1;
    if (entry != "all" && entry != "latest" && !byId)
        a.fail("entry", filled(LabError::tr("a dead-letter entry id, \"latest\" or \"all\"")));
    auto& ch = world_->channel;
    if (ch.deadLetters().empty())
        throw LabError(filled(LabError::tr("the dead-letter topic is empty")));
    std::uint64_t id = ch.deadLetters().back().id;
    if (byId) {
        id = entry.get<std::uint64_t>();
        const DeadLetterEntry* found = ch.deadLetterEntry(id);
        if (!found)
            throw LabError(filled(LabError::tr("no dead-letter entry has id %1"), id));
        if (!found->inTopic())
            throw LabError(filled(LabError::tr("dead-letter entry %1 is not in the topic: it was "
                                               "redriven as message %2"),
                                  id, found->redrives.back().messageId));
    }
    if (dryRun)
        return redriveDryRun(entry == "all" ? entry : Json(id));
    if (entry == "all") {
        const auto heldBefore = ch.counters().redrivesHeld;
        Json deliveries = ch.redriveAll();
        return jsonObject("deliveryIds", std::move(deliveries), "held",
                          ch.counters().redrivesHeld - heldBefore);
    }
    if (const std::uint64_t delivery = ch.redrive(id))
        return jsonObject("deliveryId", delivery);
    return jsonObject("held", true, "reason", ch.deadLetterEntry(id)->heldReason);
}

// Says what a redrive would do and changes nothing but the journal, so the
// command is logged like any other (a replay journals it again).
Json Lab::redriveDryRun(const Json& entry)
{
    const auto& ch = world_->channel;
    const std::vector<RedriveCandidate> candidates =
        entry == "all" ? ch.planRedriveAll()
                       : std::vector<RedriveCandidate>{ch.planRedrive(entry.get<std::uint64_t>())};
    Json lines = Json::array();
    std::size_t held = 0;
    for (const RedriveCandidate& c : candidates) {
        lines.push_back(candidateJson(c));
        held += c.held ? 1 : 0;
    }
    const std::size_t redriven = candidates.size() - held;
    // Singular and plural as two sentences, not %n: without a translator
    // (benchmarks, tests) English would read "entry(s)".
    std::string detail =
        entry == "all"
            ? filled(candidates.size() == 1
                         ? Translated::translate("atlas::Lab",
                                                 "dry run of redrive all: %1 of %2 entry would be "
                                                 "redelivered")
                         : Translated::translate("atlas::Lab",
                                                 "dry run of redrive all: %1 of %2 entries would "
                                                 "be redelivered"),
                     redriven, candidates.size())
            : filled(candidates.size() == 1
                         ? Translated::translate("atlas::Lab",
                                                 "dry run of redrive entry %1: %2 of %3 entry "
                                                 "would be redelivered")
                         : Translated::translate("atlas::Lab",
                                                 "dry run of redrive entry %1: %2 of %3 entries "
                                                 "would be redelivered"),
                     entry.dump(), redriven, candidates.size());
    if (redriven > 0)
        detail += " (" + entryList(candidates, false) + ")";
    if (held > 0)
        detail += filled(Translated::translate("atlas::Lab",
                                               "; %1 would be held by the redrive limit (%2): "
                                               "%3"),
                         held, ch.redriveLimit(), entryList(candidates, true));
    detail += Translated::translate("atlas::Lab", "; nothing was changed");
    Json result = jsonObject("dryRun", true, "wouldRedrive", redriven, "wouldHold", held, "entries",
                             std::move(lines));
    journal("channel", "redrive-dry-run", std::move(detail), result,
            candidates.size() == 1 ? candidates.front().messageKey : std::string());
    return result;
}

Json Lab::cmdSetRedriveLimit(const Json& args)
{
    const LabArgs a("setRedriveLimit", args);
    const auto limit = static_cast<int>(a.integer("max", 1, DeliveryChannel::kMaxRedriveLimit));
    world_->channel.setRedriveLimit(limit);
    journal("channel", "policy",
            limit == 1 ? Translated::translate("atlas::Lab",
                                               "redrive limit is now 1: a dead letter redriven 1 "
                                               "time is held in the topic instead of being "
                                               "redriven again")
                       : filled(Translated::translate("atlas::Lab",
                                                      "redrive limit is now %1: a dead letter "
                                                      "redriven %1 times is held in the topic "
                                                      "instead of being redriven again"),
                                limit),
            jsonObject("redriveLimit", limit));
    return jsonObject("redriveLimit", limit);
}

Json Lab::cmdPoison(const Json& args)
{
    const LabArgs a("poison", args);
    const std::uint64_t id = selectMessage(a.raw("message"));
    const bool enabled = a.boolean("enabled", true);
    const std::string key(world_->channel.message(id)->key());
    ConsumerFaults& consumer = world_->consumer;
    if (enabled) {
        consumer.poison(key);
        journal("channel", "poisoned",
                filled(Translated::translate("atlas::Lab",
                                             "event %1 is poison from now on: the handler throws "
                                             "POISON_MESSAGE on it before writing anything, on "
                                             "every attempt. The application does not know the "
                                             "error as a permanent one, so it does not park the "
                                             "event: every attempt nacks. Redrives and "
                                             "republishes of the same source+id are poison too, "
                                             "until the handler is fixed"),
                       key),
                jsonObject("messageId", id), key);
    } else {
        const bool was = consumer.clearPoison(key);
        journal("channel", "poison-cleared",
                filled(was ? Translated::translate("atlas::Lab",
                                                   "the handler is fixed for event %1: its next "
                                                   "attempt runs the handler normally")
                           : Translated::translate("atlas::Lab",
                                                   "event %1 was not poison: nothing changes"),
                       key),
                jsonObject("messageId", id), key);
    }
    return jsonObject("messageKey", key, "poisoned", enabled);
}

void Lab::endOfflineWindow()
{
    world_->consumer.setOnline();
    bringConsumerBack(Translated::translate("atlas::Lab", "its offline window ended"));
}

Json Lab::cmdSetConsumerOffline(const Json& args)
{
    const LabArgs a("setConsumerOffline", args);
    const bool enabled = a.boolean("enabled");
    if (!enabled && a.has("durationMs"))
        a.fail("durationMs",
               filled(LabError::tr("no durationMs with \"enabled\": false "
                                   "(bringing the consumer back takes no duration)")));
    std::optional<Millis> duration;
    if (a.has("durationMs"))
        duration = a.integer("durationMs", 1000, kMaxOfflineMs);
    ConsumerFaults& consumer = world_->consumer;
    SimClock& clock = world_->clock;
    if (!enabled) {
        if (consumer.offline())
            bringConsumerBack(Translated::translate("atlas::Lab", "set back online"));
        else
            journal("channel", "consumer-online",
                    Translated::translate("atlas::Lab",
                                          "the consumer is online already: nothing changes"));
        return jsonObject("offline", false);
    }
    // A new window replaces the one in progress.
    if (const auto timer = consumer.setOnline())
        clock.cancel(*timer);
    std::optional<Millis> until;
    std::optional<TimerId> timer;
    if (duration) {
        until = clock.now() + *duration;
        timer = clock.schedule(*until, [this] { endOfflineWindow(); });
    }
    consumer.setOffline(clock.now(), until, timer);
    Json data = jsonObject("offline", true);
    if (until)
        data["until"] = SimClock::toIso(*until);
    journal("channel", "consumer-offline",
            filled(Translated::translate("atlas::Lab",
                                         "the consumer is offline %1: every push fails with "
                                         "UNAVAILABLE and no handler runs; each failure is a "
                                         "delivery attempt, retried (or not) by the retry "
                                         "policy"),
                   duration
                       ? filled(Translated::translate("atlas::Lab", "for %1, until %2"),
                                formatDuration(*duration), formatElapsed(*until - clock.epoch()))
                       : Translated::translate("atlas::Lab", "until it is set back online")),
            data);
    return data;
}

void Lab::bringConsumerBack(const std::string& why)
{
    ConsumerFaults& consumer = world_->consumer;
    SimClock& clock = world_->clock;
    const Millis since = consumer.offlineSince();
    if (const auto timer = consumer.setOnline())
        clock.cancel(*timer);
    journal("channel", "consumer-online",
            filled(Translated::translate("atlas::Lab",
                                         "the consumer is back online after %1 offline (%2): "
                                         "deliveries reach the handler again"),
                   formatDuration(clock.now() - since), why));
}

bool Lab::failWhileOffline(const Delivery& d)
{
    LabWorld& w = *world_;
    if (!w.consumer.offline())
        return false;
    journal("channel", "unavailable",
            filled(Translated::translate("atlas::Lab",
                                         "delivery %1 (attempt %2) did not reach the consumer: "
                                         "it is offline, so the push failed with UNAVAILABLE and "
                                         "no handler ran"),
                   d.id, d.attempt),
            jsonObject("messageId", d.messageId, "error", "UNAVAILABLE"), d.messageKey, d.id,
            d.attempt);
    w.channel.nack(d, "UNAVAILABLE");
    return true;
}

} // namespace atlas
