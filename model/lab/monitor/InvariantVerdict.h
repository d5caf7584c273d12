#pragma once

#include <string>
#include <vector>

namespace atlas {

struct InvariantVerdict
{
    std::string id;    // stable id lessons refer to, e.g. "single-completion"
    std::string title; // what must hold, in a learner's words
    bool holds = true;
    // What breaks it: document paths ("orders/ord-7") or message keys.
    std::vector<std::string> offenders;
    std::string explanation; // why it is violated (empty when it holds)
};

} // namespace atlas
