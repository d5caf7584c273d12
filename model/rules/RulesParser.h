#pragma once

#include "RulesSet.h"
#include "RulesToken.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace atlas {

// Recursive descent over the rules subset the lab teaches (docs/internals.md,
// "rules/"). Throws RulesSyntaxError at the first token that does not fit.
class RulesParser
{
public:
    explicit RulesParser(const std::string& text);
    RulesSet parse();

    // TEXT[from, to) on one line with single spaces: how a verdict quotes a
    // statement or a condition.
    static std::string oneLine(std::string_view text, std::size_t from, std::size_t to);

private:
    const RulesToken& peek() const { return tokens_[pos_]; }
    const RulesToken& take() { return tokens_[pos_ < tokens_.size() - 1 ? pos_++ : pos_]; }
    // `what` and `expected` are marked with QT_TRANSLATE_NOOP and translated
    // only when the text does not parse.
    const RulesToken& expectSymbol(const char* symbol, const char* what);
    const RulesToken& expectWord(const char* word, const char* what);
    [[noreturn]] void fail(const char* expected) const;

    RulesMatch parseMatch();
    std::vector<RulesSegment> parsePath(const RulesToken& path) const;
    RulesAllow parseAllow();
    std::shared_ptr<const RulesExpr> parseOr();
    std::shared_ptr<const RulesExpr> parseAnd();
    std::shared_ptr<const RulesExpr> parseRelation();
    std::shared_ptr<const RulesExpr> parseUnary();
    std::shared_ptr<const RulesExpr> parsePostfix();
    std::shared_ptr<const RulesExpr> parsePrimary();
    std::string source(std::size_t from, std::size_t to) const;

    const std::string& text_;
    std::vector<RulesToken> tokens_;
    std::size_t pos_ = 0;
};

} // namespace atlas
