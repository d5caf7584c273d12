#include "OutboxRecord.h"

#include "store/JoinedText.h"

namespace atlas {

std::string OutboxRecord::receiptId(std::string_view orderId)
{
    return joinedText("email-receipt-", orderId);
}

std::string OutboxRecord::receiptKey(std::string_view orderId)
{
    return joinedText("receipt-", orderId);
}

std::string OutboxRecord::path(std::string_view recordId)
{
    return joinedText(kCollection, "/", recordId);
}

bool OutboxRecord::isDue(const Json& record, Millis now)
{
    const std::string state = text(record, "state");
    if (state == "READY") {
        const auto next = time(record, "nextAttemptAt");
        return !next || *next <= now;
    }
    if (state == "PROCESSING") {
        const auto expires = time(record, "leaseExpiresAt");
        return !expires || *expires <= now;
    }
    return false;
}

bool OutboxRecord::holdsLease(const Json& record, std::string_view owner, Millis now)
{
    const auto expires = time(record, "leaseExpiresAt");
    return text(record, "state") == "PROCESSING" && text(record, "leaseOwner") == owner &&
           expires && *expires > now;
}

int OutboxRecord::attempts(const Json& record)
{
    const auto it = record.find("attempts");
    return it != record.end() && it->is_number_integer() ? it->get<int>() : 0;
}

std::string OutboxRecord::text(const Json& record, const char* field)
{
    const auto it = record.find(field);
    return it != record.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::optional<Millis> OutboxRecord::time(const Json& record, const char* field)
{
    const std::string value = text(record, field);
    return value.empty() ? std::nullopt : SimClock::parseIso(value);
}

} // namespace atlas
