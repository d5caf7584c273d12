#pragma once

#include "RulesToken.h"

#include <string>
#include <vector>

namespace atlas {

// Splits a rules text into tokens. The path after `match` is one token: it
// holds `{` and `/`, which elsewhere are symbols. Throws RulesSyntaxError.
class RulesLexer
{
public:
    static std::vector<RulesToken> tokenize(const std::string& text);
    // How a token reads in an error message: 'allow', end of text, …
    static std::string describe(const RulesToken& token);
};

} // namespace atlas
