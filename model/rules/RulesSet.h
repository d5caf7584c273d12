#pragma once

#include "RulesMatch.h"

#include <memory>
#include <string>
#include <vector>

namespace atlas {

// A parsed `firestore.rules` text: what the evaluator walks, and the text
// itself so verdicts and the Requests view can quote it.
class RulesSet
{
public:
    // Throws RulesSyntaxError naming line, column and what was expected.
    static RulesSet parse(const std::string& text);
    // The chapter's rules (the resource :/rules/firestore.rules), parsed once.
    static std::shared_ptr<const RulesSet> chapter();
    static std::string chapterText();

    const std::string& text() const { return text_; }
    int version() const { return version_; } // 1 without rules_version
    const std::vector<RulesMatch>& matches() const { return matches_; }

private:
    friend class RulesParser;
    std::string text_;
    int version_ = 1;
    std::vector<RulesMatch> matches_;
};

} // namespace atlas
