#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace atlas {

// SimClock milliseconds as text and back: YYYY-MM-DDTHH:MM:SS.mmmZ, in UTC.
// SimClock::toIso and parseIso are these; the journal and the JSON writers
// call appendIsoTime to write a time into their own buffer, with no string
// (and no allocation) of its own.
void appendIsoTime(std::string& out, std::int64_t t);
// Accepts YYYY-MM-DDTHH:MM:SS[.mmm]Z (also with a lower-case t and z), the
// forms the lab writes and lessons use; anything else, or a date that does
// not exist, is nullopt.
std::optional<std::int64_t> parseIsoTime(std::string_view text);

} // namespace atlas
