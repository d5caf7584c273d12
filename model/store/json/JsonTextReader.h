#pragma once

#include "store/json/Json.h"

#include <string_view>

namespace atlas {

// The reading side of toJsonText (JsonText.h): the value nlohmann's parse()
// gives, the same types included, read quickly when the text is what the
// lab's own writers produce (plain ASCII strings, integers, at most
// kMaxPlainDepth levels, no key twice in an object) and handed to nlohmann
// otherwise, so errors, escapes, non-ASCII text and floats are its business
// as before. Every delivery reads its event's payload and every document
// fetched from the rows is read from such text; nlohmann's parser read it a
// byte at a time through its input adapter and grew each object a member at
// a time.

// As Json::parse(text): throws nlohmann's parse_error on invalid JSON.
Json readJsonText(std::string_view text);
// As Json::parse(text, nullptr, false): invalid JSON gives a discarded value.
Json readJsonTextOrDiscarded(std::string_view text);

// The quick reader alone: true with `out` set when it took the whole text,
// false (and `out` unspecified) when the text is for nlohmann to read.
bool readPlainJsonText(std::string_view text, Json& out);

inline constexpr int kMaxPlainDepth = 64;

} // namespace atlas
