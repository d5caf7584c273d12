#include "SessionReport.h"

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
    std::string out = "Session " + file + "\n";
    if (!writtenBy.empty())
        out += "  written by       " + writtenBy + "\n";
    out += "  seed             " + std::to_string(seed) + "\n";
    out += "  commands         " + std::to_string(commands);
    if (interrupted)
        out += " (the last, a chaos run, was cut short after " + std::to_string(interruptedAfter) +
               " events)";
    out += "\n  branches         " + std::to_string(branches);
    out += "\n  journal entries  " + std::to_string(journalEntries) + "\n";
    std::uint64_t total = 0;
    for (const auto& [collection, count] : documents)
        total += count;
    out += "  documents        " + std::to_string(total) + "\n";
    for (const auto& [collection, count] : documents)
        out += "    " + collection +
               std::string(collection.size() < 26 ? 26 - collection.size() : 1, ' ') +
               std::to_string(count) + "\n";
    out += "  SQLite integrity " + integrity + "\n";
    if (!replayed)
        out += "  replay           FAILED: " + replayError + "\n";
    else if (differenceCount == 0)
        out += "  replay           the command log rebuilds exactly these documents and this "
               "journal\n";
    else
        out += "  replay           " + std::to_string(differenceCount) +
               " difference(s) between the file and its replay:\n";
    for (const auto& d : differences)
        out += "    - " + d + "\n";
    if (differenceCount > differences.size())
        out += "    (+" + std::to_string(differenceCount - differences.size()) + " more)\n";
    if (replayed) {
        out += "Invariants of the replayed world\n";
        for (const auto& v : invariants)
            out += std::string("  ") + (v.holds ? "[ok]       " : "[VIOLATED] ") + v.id + "  " +
                   v.title + "\n";
    }
    out += consistent() ? "Consistent.\n" : "NOT consistent.\n";
    return out;
}

} // namespace atlas
