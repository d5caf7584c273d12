#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace atlas {

// How a handler guards against duplicates. Only InboxInTransaction is
// correct; each other one is a mistake the lesson warns about, kept so
// learners can watch it break under the fault that exposes it.
enum class HandlerStrategy {
    InboxInTransaction, // marker and state change in one transaction, state guard
    NoDedup,            // no marker, no guard: every delivery re-applies the effect
    MarkerBeforeEffect, // marker committed first: a crash in between loses the effect
    MarkerAfterEffect,  // effect committed first: a crash in between repeats the effect
    EventIdOnly,        // marker but no business guard: a new envelope repeats the effect
    BusinessKeyOnly,    // payment key compare only: a stale redelivery undoes the order
};

inline constexpr std::array kHandlerStrategies{
    HandlerStrategy::InboxInTransaction, HandlerStrategy::NoDedup,
    HandlerStrategy::MarkerBeforeEffect, HandlerStrategy::MarkerAfterEffect,
    HandlerStrategy::EventIdOnly,        HandlerStrategy::BusinessKeyOnly,
};

std::string_view toString(HandlerStrategy strategy);
std::optional<HandlerStrategy> handlerStrategyFromString(std::string_view name);

} // namespace atlas
