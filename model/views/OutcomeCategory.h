#pragma once

#include <span>
#include <string_view>

namespace atlas {

// How a journal outcome reads to a learner. The model only names the
// category; the UI decides what colour each one is in the current palette.
enum class OutcomeCategory {
    Info,
    Good,      // the work was done: completed, acked, sent, ...
    Duplicate, // a repeat was recognised and nothing new happened
    Warning,   // it will be tried again: retry, lost ack, crash, ...
    Bad,       // the event left the happy path: dead-lettered, dropped, parked, ...
};

// Commands and clock moves are always Info: the command "duplicate" asks for
// a duplicate delivery, it does not report one.
OutcomeCategory outcomeCategory(std::string_view kind, std::string_view outcome);

// Every outcome of a channel, handler, relay, operator or clock entry; a
// command entry's outcome is the command's name.
std::span<const std::string_view> categorisedOutcomes();

// "info", "good", "duplicate", "warning", "bad".
std::string_view toString(OutcomeCategory category);

} // namespace atlas
