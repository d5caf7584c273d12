#include "SessionReport.h"

#include "SessionError.h"
#include "i18n/Filled.h"
#include "i18n/Language.h"

#include <algorithm>

namespace atlas {

void SessionReport::addDifference(std::string sentence)
{
    ++differenceCount;
    if (differences.size() < kDifferencesShown)
        differences.push_back(std::move(sentence));
}

Json SessionReport::toJson() const
{
    Json invariantsJson = Json::array();
    for (const auto& v : invariants)
        invariantsJson.push_back(Json{{"id", v.id},
                                      {"title", v.title},
                                      {"holds", v.holds},
                                      {"offenders", v.offenders},
                                      {"explanation", v.explanation}});
    Json out{{"file", file},
             {"writtenBy", writtenBy},
             {"language", language},
             {"sentencesCompared", sentencesCompared},
             {"seed", seed},
             {"documents", documents},
             {"commands", commands},
             {"branches", branches},
             {"journalEntries", journalEntries},
             {"integrity", integrity},
             {"replayed", replayed},
             {"differenceCount", differenceCount},
             {"differences", differences},
             {"invariants", invariantsJson},
             {"consistent", consistent()}};
    if (interrupted)
        out["interruptedChaosRun"] = Json{{"published", interruptedAfter}};
    if (!replayError.empty())
        out["replayError"] = replayError;
    return out;
}

std::string SessionReport::toJsonText() const
{
    return toJson().dump(2, ' ', false, Json::error_handler_t::replace);
}

std::string SessionReport::toText() const
{
    const QString labels[] = {SessionError::tr("written by"),       SessionError::tr("seed"),
                              SessionError::tr("commands"),         SessionError::tr("branches"),
                              SessionError::tr("journal entries"),  SessionError::tr("documents"),
                              SessionError::tr("SQLite integrity"), SessionError::tr("replay")};
    // The values line up after the longest label, in whichever language.
    qsizetype width = 0;
    for (const QString& label : labels)
        width = std::max(width, label.size());
    const auto row = [&](const QString& label, const QString& value) {
        return "  " +
               QString(label + QString(width + 1 - label.size(), u' ') + value).toStdString();
    };
    const auto number = [](auto n) { return QString::number(n); };

    std::string out = filled(SessionError::tr("Session %1"), file) + "\n";
    if (!writtenBy.empty())
        out += row(labels[0], QString::fromStdString(writtenBy)) + "\n";
    if (!sentencesCompared)
        out += "  " +
               filled(SessionError::tr("(written in %1: its sentences are in that language, so "
                                       "they were not compared; everything else was)"),
                      Language::nativeName(QString::fromStdString(language))) +
               "\n";
    out += row(labels[1], number(seed)) + "\n";
    out += row(labels[2], number(commands));
    if (interrupted)
        out += " " + SessionError::tr("(the last, a chaos run, was cut short after %n events)",
                                      nullptr, static_cast<int>(interruptedAfter))
                         .toStdString();
    out += "\n" + row(labels[3], number(branches));
    out += "\n" + row(labels[4], number(journalEntries)) + "\n";
    std::uint64_t total = 0;
    for (const auto& [collection, count] : documents)
        total += count;
    out += row(labels[5], number(total)) + "\n";
    for (const auto& [collection, count] : documents)
        out += "    " + collection +
               std::string(collection.size() < 26 ? 26 - collection.size() : 1, ' ') +
               std::to_string(count) + "\n";
    out += row(labels[6], QString::fromStdString(integrity)) + "\n";
    if (!replayed)
        out += row(labels[7],
                   SessionError::tr("FAILED: %1").arg(QString::fromStdString(replayError))) +
               "\n";
    else if (differenceCount == 0)
        out += row(labels[7],
                   SessionError::tr("the command log rebuilds exactly these documents and this "
                                    "journal")) +
               "\n";
    else
        out += row(labels[7], SessionError::tr("%n difference(s) between the file and its replay:",
                                               nullptr, static_cast<int>(differenceCount))) +
               "\n";
    for (const auto& d : differences)
        out += "    - " + d + "\n";
    if (differenceCount > differences.size())
        out += "    " +
               filled(SessionError::tr("(+%1 more)"), differenceCount - differences.size()) + "\n";
    if (replayed) {
        out += filled(SessionError::tr("Invariants of the replayed world")) + "\n";
        for (const auto& v : invariants)
            out += std::string("  ") + (v.holds ? "[ok]       " : "[VIOLATED] ") + v.id + "  " +
                   filled(QCoreApplication::translate("atlas::InvariantMonitor", v.title.c_str())) +
                   "\n";
    }
    out += filled(consistent() ? SessionError::tr("Consistent.")
                               : SessionError::tr("NOT consistent.")) +
           "\n";
    return out;
}

} // namespace atlas
