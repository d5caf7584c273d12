#include "StepOutcomeText.h"

#include "lesson/player/StepResult.h"

#include <QStringList>

#include <algorithm>
#include <set>
#include <string>
#include <utility>

namespace atlas {
namespace {

// Outcomes a teacher will want to point at: the event did not simply go
// through (duplicates and deduplications are the system working, so they
// are not trouble).
bool isTrouble(const std::string& outcome)
{
    static const std::set<std::string> trouble{
        "crash",         "error",   "parked", "retry",   "ack-lost", "nacked",       "dropped",
        "dead-lettered", "expired", "failed", "gave-up", "crashed",  "lease-expired"};
    return trouble.count(outcome) > 0;
}

QString q(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace

std::vector<StepOutcomeText::Line> StepOutcomeText::outcome(const StepResult& result)
{
    std::vector<Line> lines;
    if (!result.error.isEmpty())
        lines.push_back({tr("refused: %1").arg(result.error), true});

    std::vector<const JournalEntry*> shown;
    for (const auto& entry : result.entries)
        if (entry.kind != "command") // the command itself is the step's title
            shown.push_back(&entry);

    if (static_cast<int>(shown.size()) <= kMaxListedEntries) {
        for (const JournalEntry* e : shown)
            lines.push_back({tr("%1 %2: %3").arg(q(e->kind), q(e->outcome), q(e->detail)),
                             isTrouble(e->outcome)});
        if (shown.empty() && result.error.isEmpty())
            lines.push_back({tr("Nothing was journaled: the setting took effect quietly."), false});
        return lines;
    }

    // Kinds and outcomes in the order they first happened, with their counts.
    std::vector<std::pair<std::string, std::vector<std::pair<std::string, int>>>> byKind;
    for (const JournalEntry* e : shown) {
        auto kind = std::find_if(byKind.begin(), byKind.end(),
                                 [&](const auto& k) { return k.first == e->kind; });
        if (kind == byKind.end())
            kind = byKind.insert(byKind.end(), {e->kind, {}});
        auto outcome = std::find_if(kind->second.begin(), kind->second.end(),
                                    [&](const auto& o) { return o.first == e->outcome; });
        if (outcome == kind->second.end())
            kind->second.push_back({e->outcome, 1});
        else
            ++outcome->second;
    }
    lines.push_back(
        {tr("%1 journal entries; every one is in the journal. In short:").arg(shown.size()),
         false});
    // Not marked as trouble: in a run this size some faults are the point.
    for (const auto& [kind, outcomes] : byKind) {
        QStringList parts;
        for (const auto& [outcome, count] : outcomes)
            parts << tr("%1 %2").arg(count).arg(q(outcome));
        lines.push_back({tr("%1: %2").arg(q(kind), parts.join(QStringLiteral(", "))), false});
    }
    return lines;
}

QString StepOutcomeText::expectation(const ExpectationResult& result)
{
    QString text = result.passed ? tr("✓ %1").arg(result.claim)
                                 : tr("✗ %1 (found %2)").arg(result.claim, result.actual);
    if (!result.message.isEmpty())
        text += u'\n' + result.message;
    return text;
}

QString StepOutcomeText::tally(int met, int checked)
{
    // The headless transcript's words, whatever the count.
    return tr("%1 of %2 expectations met").arg(met).arg(checked);
}

} // namespace atlas
