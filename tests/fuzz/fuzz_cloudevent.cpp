// Events come from lesson files, session files and the window's composer:
// CloudEvent::fromJson must accept any JSON value or refuse it with the
// documented EventFormatError. Anything else that escapes is a bug.

#include "FuzzCheck.h"
#include "delivery/CloudEvent.h"
#include "delivery/EventFormatError.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    // Exceptions off: bytes that are not JSON are the parser's business, not
    // the event reader's, and a discarded value costs no throw.
    const atlas::Json json = atlas::Json::parse(data, data + size, nullptr, false);
    if (json.is_discarded())
        return 0;
    atlas::CloudEvent event;
    try {
        event = atlas::CloudEvent::fromJson(json);
    } catch (const atlas::EventFormatError& error) {
        FUZZ_CHECK(error.what()[0] != '\0', "a refused event says why");
        return 0;
    }
    FUZZ_CHECK(!event.source.empty() && !event.id.empty() && !event.type.empty(),
               "an accepted event has the attributes CloudEvents requires");
    FUZZ_CHECK(!event.inboxId().empty(), "an accepted event has an inbox id");
    // The envelope keeps every payload member (CloudEvent.h), so reading it
    // back must give the same event: what a session's replay relies on.
    FUZZ_CHECK(atlas::CloudEvent::fromJson(event.toEnvelope()) == event,
               "an event read back from its envelope form is the same event");
    const atlas::Json flat = event.toJson();
    FUZZ_CHECK(flat.is_object(), "the flat form is an object");
    return 0;
}
