#pragma once

#include <string>

namespace atlas {

// One allow statement that applied to a request (its match covered the path
// and it names the method), and what its condition came to.
struct RulesConsidered
{
    enum class Result { True, False, Error };
    int line = 0;
    int column = 0;
    std::string statement;
    std::string condition;
    Result result = Result::False;
    std::string why; // for False and Error: the part that decided it
};

} // namespace atlas
