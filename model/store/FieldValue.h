#pragma once

#include "store/json/Json.h"

#include <concepts>
#include <cstdint>

namespace atlas {

// Sentinels a write may carry in place of a value, as Firestore's FieldValue:
// the store resolves them at commit time.
class FieldValue
{
public:
    static Json serverTimestamp();
    static Json increment(std::int64_t by);
    static Json increment(double by);
    // Without this, `increment(1)` is ambiguous between the two above.
    template <std::integral T>
    requires(!std::same_as<T, bool>) static Json increment(T by)
    {
        return increment(static_cast<std::int64_t>(by));
    }
    static Json deleteField();

    static bool isSentinel(const Json& value);
    static bool isServerTimestamp(const Json& value);
    static bool isIncrement(const Json& value);
    static bool isDelete(const Json& value);
    static const Json& incrementBy(const Json& value);

    static constexpr const char* kKey = "$fieldValue";
};

} // namespace atlas
