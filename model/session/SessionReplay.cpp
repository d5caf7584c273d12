#include "SessionReplay.h"

#include "SessionError.h"
#include "SessionFile.h"
#include "SessionTimeline.h"
#include "i18n/Filled.h"
#include "i18n/Language.h"
#include "lab/Lab.h"
#include "lab/timeline/Journal.h"
#include "store/DocumentStore.h"
#include "store/JoinedText.h"
#include "store/json/JsonText.h"

#include <algorithm>
#include <functional>

namespace atlas {
namespace {

std::string shortened(std::string_view text)
{
    constexpr std::size_t kShown = 160;
    if (text.size() <= kShown)
        return std::string(text);
    // Never cut a UTF-8 sequence in two.
    std::size_t cut = kShown;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;
    return std::string(text.substr(0, cut)) + "…";
}

std::uint64_t lineHash(std::string_view line)
{
    return std::hash<std::string_view>{}(line);
}

// `value` with every sentence (a string holding a space) replaced by one
// mark, for files written in another language: ids, states, outcomes, paths
// and times never hold a space, sentences always do.
Json withoutSentences(const Json& value)
{
    if (value.is_string())
        return value.get_ref<const std::string&>().find(' ') == std::string::npos ? value
                                                                                  : Json("…");
    if (!value.is_structured())
        return value;
    Json out = value.is_object() ? Json::object() : Json::array();
    for (auto it = value.begin(); it != value.end(); ++it)
        if (value.is_object())
            out[it.key()] = withoutSentences(it.value());
        else
            out.push_back(withoutSentences(*it));
    return out;
}

std::string neutralText(const Json& value)
{
    return withoutSentences(value).dump(-1, ' ', false, Json::error_handler_t::replace);
}

} // namespace

void SessionReplay::describe(const SessionFile& file, SessionReport& report)
{
    report.file = file.path().toStdString();
    report.writtenBy = file.writtenBy().toStdString();
    report.language = file.language().toStdString();
    report.sentencesCompared = file.language() == Language::current();
    report.seed = file.seed();
    report.documents = file.documentCounts();
    report.journalEntries = file.journalCount();
    report.integrity = file.integrityCheck();
}

SessionReport SessionReplay::restore(Lab& lab, const SessionFile& file)
{
    SessionReport report;
    describe(file, report);
    std::vector<LabCommand> commands = file.commands();
    report.commands = commands.size();
    if (!commands.empty() && commands.back().name == "runChaos" &&
        commands.back().args.value("drain", true) == false) {
        report.interrupted = true;
        report.interruptedAfter = commands.back().args.value("limit", std::uint64_t{0});
    }

    // The file's journal, one hash per entry by its sequence number: a
    // million entries cost 16 MB here, where their text would cost half a
    // gigabyte. The file gives them in order.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> expected;
    expected.reserve(report.journalEntries);
    const bool sentences = report.sentencesCompared;
    file.forEachJournalLine([&](std::uint64_t seq, std::string_view line) {
        expected.emplace_back(seq, sentences
                                       ? lineHash(line)
                                       : lineHash(neutralText(Json::parse(line, nullptr, false))));
    });
    lab.setJournalRecorder([&](const JournalEntry& entry) {
        const auto it =
            std::lower_bound(expected.begin(), expected.end(), entry.seq,
                             [](const auto& e, std::uint64_t seq) { return e.first < seq; });
        if (it == expected.end() || it->first != entry.seq)
            report.addDifference(
                filled(SessionError::tr("journal entry %1 (%2 %3) is missing from the file"),
                       entry.seq, entry.kind, entry.outcome));
        else if ((sentences ? lineHash(Journal::toJsonLine(entry))
                            : lineHash(neutralText(entry.toJson()))) != it->second)
            report.addDifference(
                filled(SessionError::tr("journal entry %1 differs from the replay's (%2 %3)"),
                       entry.seq, entry.kind, entry.outcome));
    });
    try {
        // The current branch's past is the command log; the other branches
        // and its future, if any, are kept beside it.
        if (const std::optional<std::string> branches = file.timeline()) {
            Timeline timeline = [&] {
                try {
                    return SessionTimeline::decode(*branches, commands);
                } catch (const std::invalid_argument& error) {
                    throw std::invalid_argument(
                        filled(SessionError::tr("its branches cannot be read: %1"), error.what()));
                }
            }();
            report.branches = timeline.branches().size();
            lab.restore(std::move(timeline));
        } else {
            lab.restore(report.seed, std::move(commands));
        }
        report.replayed = true;
    } catch (const std::exception& error) {
        report.replayError = error.what();
    }
    lab.setJournalRecorder(nullptr);
    if (!report.replayed)
        return report;
    for (auto it = expected.rbegin(); it != expected.rend() && it->first > lab.journal().total();
         ++it)
        report.addDifference(filled(
            SessionError::tr("journal entry %1 is in the file but the replay ends at entry %2"),
            it->first, lab.journal().total()));
    compareDocuments(lab, file, report);
    report.invariants = lab.invariants();
    return report;
}

// Both sides in (collection, id) byte order, walked side by side.
void SessionReplay::compareDocuments(const Lab& lab, const SessionFile& file, SessionReport& report)
{
    const DocumentStore& store = lab.store();
    const std::vector<std::string> collections = store.collections();
    std::size_t c = 0;
    std::vector<DocumentPtr> docs;
    std::size_t d = 0;
    const auto nextReplayed = [&]() -> const Document* {
        while (d >= docs.size()) {
            if (c >= collections.size())
                return nullptr;
            docs = store.list(collections[c++]);
            d = 0;
        }
        return docs[d].get();
    };
    const auto before = [](const Document& a, const std::string& collection,
                           const std::string& id) {
        return a.collection != collection ? a.collection < collection : a.id < id;
    };
    std::string text;
    file.forEachDocument([&](const SessionFile::DocumentRow& row) {
        const Document* r = nextReplayed();
        while (r && before(*r, row.collection, row.id)) {
            report.addDifference(filled(
                SessionError::tr("%1 is in the replayed world but not in the file"), r->path()));
            ++d;
            r = nextReplayed();
        }
        const std::string path = joinedText(row.collection, "/", row.id);
        if (!r || r->collection != row.collection || r->id != row.id) {
            report.addDifference(
                filled(SessionError::tr("%1 is in the file but not in the replayed world"), path));
            return;
        }
        text = toJsonText(r->data);
        if (text != row.data &&
            (report.sentencesCompared ||
             neutralText(r->data) != neutralText(Json::parse(row.data, nullptr, false))))
            report.addDifference(
                filled(SessionError::tr("%1 differs: the file holds %2, the replay %3"), path,
                       shortened(row.data), shortened(text)));
        else if (r->createTime != row.createTime || r->updateTime != row.updateTime)
            report.addDifference(filled(
                SessionError::tr("%1 has other create/update times than the replay's"), path));
        ++d;
    });
    for (const Document* r = nextReplayed(); r; ++d, r = nextReplayed())
        report.addDifference(
            filled(SessionError::tr("%1 is in the replayed world but not in the file"), r->path()));
}

SessionReport SessionReplay::check(const QString& path)
{
    const auto file = SessionFile::open(path);
    Lab::Options options;
    options.journalRetention = 1000; // compared as it streams past
    Lab lab(options);
    return restore(lab, *file);
}

} // namespace atlas
