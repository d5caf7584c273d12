#include "AttemptVerdict.h"

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

QStringList AttemptVerdict::problems(const Grade& recorded) const
{
    const auto tr = [](const char* text) { return QCoreApplication::translate("Attempt", text); };
    QStringList out;
    if (!digestMatches)
        out << tr("the digest does not match the file's content (edited after it was written)");
    if (!attemptIdMatches)
        out << tr("the attemptId does not match the learner, exercise and commands");
    if (refusedCommand >= 0)
        out << tr("command %1 was refused on replay: %2").arg(refusedCommand).arg(refusal);
    if (!totalsMatch)
        out << tr("the recorded grade's score or maxScore is not the sum of its items (edited "
                  "after it was written)");
    if (!gradeMatches)
        out << tr("the recorded grade (%1/%2) is not the one its commands earn (%3/%4)")
                   .arg(recorded.score())
                   .arg(recorded.maxScore())
                   .arg(recomputed.score())
                   .arg(recomputed.maxScore());
    return out;
}

} // namespace atlas
