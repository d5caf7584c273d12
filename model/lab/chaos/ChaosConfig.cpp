#include "ChaosConfig.h"

#include "i18n/Filled.h"
#include "lab/commands/LabArgs.h"
#include "lab/commands/LabError.h"

#include <stdexcept>

namespace atlas {
namespace {

double rate(const Json& args, const char* field, double fallback)
{
    if (!args.contains(field))
        return fallback;
    const Json& v = args.at(field);
    // Written so that NaN, which compares false with everything, is refused too.
    if (!v.is_number() || !(v.get<double>() >= 0 && v.get<double>() <= 1))
        throw std::invalid_argument(LabArgs::mustBe(
            "runChaos", field, filled(LabError::tr("a number from 0 to 1")), v.dump()));
    return v.get<double>();
}

std::uint64_t count(const Json& args, const char* field, std::uint64_t fallback, std::uint64_t max)
{
    if (!args.contains(field))
        return fallback;
    const Json& v = args.at(field);
    if (!v.is_number_integer() || v.get<std::int64_t>() < 1 || v.get<std::uint64_t>() > max)
        throw std::invalid_argument(
            LabArgs::mustBe("runChaos", field, LabArgs::wholeNumber(1, max), v.dump()));
    return v.get<std::uint64_t>();
}

} // namespace

ChaosConfig ChaosConfig::fromJson(const Json& args)
{
    ChaosConfig c;
    c.orders = count(args, "orders", c.orders, 10'000'000);
    c.events = count(args, "events", c.events, 100'000'000);
    c.duplicateRate = rate(args, "duplicateRate", c.duplicateRate);
    c.reorderRate = rate(args, "reorderRate", c.reorderRate);
    c.lostAckRate = rate(args, "lostAckRate", c.lostAckRate);
    c.crashRate = rate(args, "crashRate", c.crashRate);
    c.transientRate = rate(args, "transientRate", c.transientRate);
    c.paymentFailureRate = rate(args, "paymentFailureRate", c.paymentFailureRate);
    c.window = count(args, "window", c.window, 10'000);
    c.sagas = count(args, "sagas", c.sagas, 1'000'000);
    if (c.lostAckRate + c.crashRate + c.transientRate > 1)
        throw std::invalid_argument(filled(
            LabError::tr("runChaos: lostAckRate + crashRate + transientRate must not exceed 1")));
    return c;
}

Json ChaosConfig::toJson() const
{
    Json out = Json{{"orders", orders},
                {"events", events},
                {"duplicateRate", duplicateRate},
                {"reorderRate", reorderRate},
                {"lostAckRate", lostAckRate},
                {"crashRate", crashRate},
                {"transientRate", transientRate},
                {"paymentFailureRate", paymentFailureRate},
                {"window", window}};
    // Only when there are sagas: a run without them logs what it always did.
    if (sagas > 0)
        out["sagas"] = sagas;
    return out;
}

} // namespace atlas
