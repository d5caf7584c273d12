#include "CommandSpec.h"

#include "delivery/RetryPolicy.h"
#include "lesson/Vocabulary.h"
#include "lesson/checker/LessonChecker.h"

#include <QtGlobal>

#include <array>
#include <cstdint>

namespace atlas {
namespace {

using Arg = CommandSpec::Arg;
using ArgSpec = CommandSpec::ArgSpec;
using Need = ObjectReader::Need;

// Bounds from FACTS.md (Pub/Sub and Eventarc subscription settings).
constexpr std::int64_t kMaxBackoffMs = RetryPolicy::kMaxBackoffLimit;
constexpr std::int64_t kNoMax = LessonChecker::kNoMax;
constexpr std::string_view kBackoffWhy =
    QT_TRANSLATE_NOOP("atlas::LessonError", "Pub/Sub allows 0 to 600 s");

// The Lab's own limits (model/lab/LabCommands.cpp, ChaosConfig.cpp): a lesson
// that passes the checker must not be refused when it plays.
// tests/lesson/tst_commandbounds.cpp runs each refusal through the Lab too.
constexpr std::int64_t kThirtyDaysMs = 30LL * 24 * 3600 * 1000;
constexpr std::int64_t kMaxDeliverAllSteps = 10'000'000;
constexpr std::int64_t kMaxChaosOrders = 10'000'000;
constexpr std::int64_t kMaxChaosEvents = 100'000'000;
constexpr std::int64_t kMinProviderWindowMs = 1000;

constexpr std::string_view kChaosWhy =
    QT_TRANSLATE_NOOP("atlas::LessonError", "the Lab's chaos limit");

// A handler's transaction spans its attempt (HandlerDurations::kMax).
constexpr std::int64_t kMaxHandlerMs = 270'000;
constexpr std::string_view kDurationWhy =
    QT_TRANSLATE_NOOP("atlas::LessonError", "a Firestore transaction may run at most 270 s");

constexpr ArgSpec kPublish[] = {{"event", Arg::Event}};
constexpr ArgSpec kDeliver[] = {
    {"delivery", Arg::Delivery},
    {"durationMs", Arg::Integer, Need::Optional, 0, kMaxHandlerMs, {}, kDurationWhy}};
constexpr ArgSpec kDeliverNext[] = {
    {"durationMs", Arg::Integer, Need::Optional, 0, kMaxHandlerMs, {}, kDurationWhy}};
constexpr ArgSpec kSetHandlerDuration[] = {
    {"eventType", Arg::EventType},
    {"ms", Arg::Integer, Need::Required, 0, kMaxHandlerMs, {}, kDurationWhy}};
constexpr ArgSpec kSetConcurrencyMode[] = {
    {"mode", Arg::Choice, Need::Required, 0, 0, vocabulary::kConcurrencyModes}};
constexpr ArgSpec kFinishAttempt[] = {{"attempt", Arg::AttemptSelector, Need::Optional}};
constexpr ArgSpec kDuplicate[] = {{"message", Arg::Message}};
constexpr ArgSpec kReorder[] = {{"delivery", Arg::Delivery}, {"before", Arg::Delivery}};
constexpr ArgSpec kInject[] = {{"delivery", Arg::Delivery},
                               {"fault", Arg::Choice, Need::Required, 0, 0, vocabulary::kFaults}};
constexpr ArgSpec kAdvanceClock[] = {
    {"ms",
     Arg::Integer,
     Need::Optional,
     1,
     kThirtyDaysMs,
     {},
     QT_TRANSLATE_NOOP("atlas::LessonError", "the Lab moves its clock at most 30 days at a time")},
    {"toNextDue", Arg::True, Need::Optional}};
constexpr ArgSpec kSetRetryPolicy[] = {
    {"mode", Arg::Choice, Need::Required, 0, 0, vocabulary::kRetryModes},
    {"minBackoffMs", Arg::Integer, Need::Optional, 0, kMaxBackoffMs, {}, kBackoffWhy},
    {"maxBackoffMs", Arg::Integer, Need::Optional, 0, kMaxBackoffMs, {}, kBackoffWhy},
    {"maxAttempts",
     Arg::Integer,
     Need::Optional,
     5,
     100,
     {},
     QT_TRANSLATE_NOOP("atlas::LessonError",
                       "a dead-letter topic allows 5 to 100 delivery attempts")},
    {"deadLetterTopic", Arg::Boolean, Need::Optional},
    {"retentionMs",
     Arg::Integer,
     Need::Optional,
     600'000,
     604'800'000,
     {},
     QT_TRANSLATE_NOOP("atlas::LessonError", "Pub/Sub retains messages 10 minutes to 7 days")},
};
constexpr ArgSpec kSetAckDeadline[] = {
    {"ms",
     Arg::Integer,
     Need::Required,
     10'000,
     600'000,
     {},
     QT_TRANSLATE_NOOP("atlas::LessonError", "the ack deadline is 10 s to 600 s")}};
constexpr ArgSpec kRedrive[] = {{"entry", Arg::RedriveEntry},
                                {"dryRun", Arg::Boolean, Need::Optional}};
constexpr ArgSpec kPoison[] = {{"message", Arg::Message},
                               {"enabled", Arg::Boolean, Need::Optional}};
constexpr ArgSpec kSetConsumerOffline[] = {
    {"enabled", Arg::Boolean},
    {"durationMs",
     Arg::Integer,
     Need::Optional,
     1000,
     7LL * 24 * 3600 * 1000,
     {},
     QT_TRANSLATE_NOOP(
         "atlas::LessonError",
         "the Lab keeps a consumer offline 1 s to 7 days (the longest retention) at a time")}};
constexpr ArgSpec kSetRedriveLimit[] = {
    {"max",
     Arg::Integer,
     Need::Required,
     1,
     100,
     {},
     QT_TRANSLATE_NOOP("atlas::LessonError", "the Lab's redrive limit is 1 to 100")}};
constexpr ArgSpec kReset[] = {{"seed", Arg::Integer, Need::Required, 0, kNoMax}};
constexpr ArgSpec kSeedDocument[] = {
    {"path", Arg::DocumentPath},
    {"data", Arg::Object},
    {"database", Arg::Choice, Need::Optional, 0, 0, vocabulary::kDatabases}};
constexpr ArgSpec kDeleteDocument[] = {
    {"path", Arg::DocumentPath},
    {"database", Arg::Choice, Need::Optional, 0, 0, vocabulary::kDatabases}};
constexpr ArgSpec kSetTtlPolicy[] = {
    {"collection", Arg::Collection},
    {"field", Arg::FieldName, Need::Optional},
    {"lagMs",
     Arg::Integer,
     Need::Optional,
     1000,
     kThirtyDaysMs,
     {},
     QT_TRANSLATE_NOOP("atlas::LessonError", "the Lab's TTL lag is 1 s to 30 days")},
    {"database", Arg::Choice, Need::Optional, 0, 0, vocabulary::kDatabases},
    {"enabled", Arg::Boolean, Need::Optional}};
constexpr ArgSpec kSetMarkerRetention[] = {
    {"ms",
     Arg::Integer,
     Need::Required,
     0,
     kThirtyDaysMs,
     {},
     QT_TRANSLATE_NOOP("atlas::LessonError", "0 (no expireAt) to 30 days")}};
constexpr ArgSpec kAddTrigger[] = {
    {"collection", Arg::Collection},
    {"on", Arg::Choice, Need::Required, 0, 0, vocabulary::kTriggerKinds},
    {"database", Arg::Choice, Need::Optional, 0, 0, vocabulary::kDatabases}};
constexpr ArgSpec kRemoveTrigger[] = {{"trigger", Arg::Integer, Need::Required, 1, INT32_MAX}};
constexpr ArgSpec kSetStrategy[] = {
    {"eventType", Arg::EventType},
    {"strategy", Arg::Choice, Need::Required, 0, 0, vocabulary::kHandlerStrategies}};
constexpr ArgSpec kSetRelayStrategy[] = {
    {"strategy", Arg::Choice, Need::Required, 0, 0, vocabulary::kRelayStrategies}};
constexpr ArgSpec kSetProviderIdempotency[] = {
    {"enabled", Arg::Boolean},
    {"windowMs",
     Arg::Integer,
     Need::Optional,
     kMinProviderWindowMs,
     kThirtyDaysMs,
     {},
     QT_TRANSLATE_NOOP("atlas::LessonError", "the provider remembers keys for 1 s to 30 days")}};
constexpr ArgSpec kInjectRelayFault[] = {
    {"fault", Arg::Choice, Need::Required, 0, 0, vocabulary::kRelayFaults}};
constexpr ArgSpec kParkedId[] = {{"id", Arg::Text}};
constexpr ArgSpec kResolveParked[] = {{"id", Arg::Text}, {"note", Arg::Text}};
constexpr ArgSpec kResendReceipt[] = {{"orderId", Arg::Text}};
constexpr ArgSpec kMarkReconciled[] = {{"orderId", Arg::Text}, {"note", Arg::Text}};
constexpr ArgSpec kSetSagaTimeout[] = {
    {"ms",
     Arg::Integer,
     Need::Required,
     1000,
     24LL * 3600 * 1000,
     {},
     QT_TRANSLATE_NOOP("atlas::LessonError", "the Lab's saga timeout is 1 s to 24 h")}};
constexpr ArgSpec kRepairSaga[] = {
    {"orderId", Arg::Text},
    {"state", Arg::Choice, Need::Optional, 0, 0, vocabulary::kSagaRepairStates},
    {"reason", Arg::Text}};
constexpr ArgSpec kDeliverAll[] = {
    {"maxSteps",
     Arg::Integer,
     Need::Optional,
     1,
     kMaxDeliverAllSteps,
     {},
     QT_TRANSLATE_NOOP("atlas::LessonError",
                       "the Lab delivers at most 10000000 in one deliverAll")}};
constexpr ArgSpec kRunChaos[] = {
    {"orders", Arg::Integer, Need::Required, 1, kMaxChaosOrders, {}, kChaosWhy},
    {"events", Arg::Integer, Need::Required, 1, kMaxChaosEvents, {}, kChaosWhy},
    {"duplicateRate", Arg::Rate},
    {"reorderRate", Arg::Rate},
    {"lostAckRate", Arg::Rate},
    {"crashRate", Arg::Rate},
    {"transientRate", Arg::Rate},
    {"sagas", Arg::Integer, Need::Optional, 1, 1'000'000, {}, kChaosWhy},
};

constexpr ArgSpec kSetRules[] = {{"text", Arg::RulesText, Need::Optional}};
constexpr ArgSpec kClientRequest[] = {
    {"op", Arg::Choice, Need::Required, 0, 0, vocabulary::kClientOps},
    {"path", Arg::ClientPath},
    {"uid", Arg::Uid, Need::Optional},
    {"data", Arg::Object, Need::Optional}};

constexpr CommandSpec kCommands[] = {
    {"publish", kPublish},
    {"deliverNext", kDeliverNext},
    {"deliver", kDeliver},
    {"deliverAll", kDeliverAll},
    {"duplicate", kDuplicate},
    {"reorder", kReorder},
    {"inject", kInject},
    {"advanceClock", kAdvanceClock},
    {"setRetryPolicy", kSetRetryPolicy},
    {"setAckDeadline", kSetAckDeadline},
    {"redrive", kRedrive},
    {"reset", kReset},
    {"seedDocument", kSeedDocument},
    {"setStrategy", kSetStrategy},
    {"setRelayStrategy", kSetRelayStrategy},
    {"setProviderIdempotency", kSetProviderIdempotency},
    {"runRelay", {}},
    {"injectRelayFault", kInjectRelayFault},
    {"replayParked", kParkedId},
    {"resolveParked", kResolveParked},
    {"discardParked", kParkedId},
    {"runChaos", kRunChaos},
    {"poison", kPoison},
    {"setConsumerOffline", kSetConsumerOffline},
    {"setRedriveLimit", kSetRedriveLimit},
    {"setTtlPolicy", kSetTtlPolicy},
    {"setMarkerRetention", kSetMarkerRetention},
    {"deleteDocument", kDeleteDocument},
    {"addTrigger", kAddTrigger},
    {"removeTrigger", kRemoveTrigger},
    {"resendReceipt", kResendReceipt},
    {"markReconciled", kMarkReconciled},
    {"setHandlerDuration", kSetHandlerDuration},
    {"setConcurrencyMode", kSetConcurrencyMode},
    {"finishAttempt", kFinishAttempt},
    {"setSagaTimeout", kSetSagaTimeout},
    {"repairSaga", kRepairSaga},
    {"setRules", kSetRules},
    {"clientRequest", kClientRequest},
};

constexpr auto kCommandNames = [] {
    std::array<std::string_view, std::size(kCommands)> names{};
    for (std::size_t i = 0; i < names.size(); ++i)
        names[i] = kCommands[i].name;
    return names;
}();

} // namespace

const CommandSpec* CommandSpec::find(std::string_view name)
{
    for (const CommandSpec& c : kCommands)
        if (c.name == name)
            return &c;
    return nullptr;
}

std::span<const std::string_view> CommandSpec::names()
{
    return kCommandNames;
}

} // namespace atlas
