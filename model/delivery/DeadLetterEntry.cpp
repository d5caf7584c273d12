#include "DeadLetterEntry.h"

namespace atlas {

std::string_view toString(DeadLetterEntry::State state)
{
    switch (state) {
    case DeadLetterEntry::State::Waiting:
        return "waiting";
    case DeadLetterEntry::State::Held:
        return "held";
    case DeadLetterEntry::State::Redriven:
        return "redriven";
    }
    return "waiting";
}

} // namespace atlas
