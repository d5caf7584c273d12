#include "ChaosCli.h"

#include "CliOptions.h"
#include "lab/ChaosRun.h"
#include "lab/Journal.h"
#include "lab/Lab.h"
#include "lab/LabError.h"
#include "session/SessionError.h"
#include "session/SessionFile.h"
#include "session/SessionRecorder.h"


#include <algorithm>
#include <cstdio>
#include <fstream>
#include <unistd.h>

namespace atlas {
namespace {

bool parseRate(const CliOptions& o, const QCommandLineOption& option, double& out)
{
    bool ok = false;
    out = o.parser.value(option).toDouble(&ok);
    if (!ok || out < 0 || out > 1) {
        std::fprintf(stderr, "atlasmart-lab: --%s must be a number from 0 to 1, got '%s'\n",
                     qPrintable(option.names().first()), qPrintable(o.parser.value(option)));
        return false;
    }
    return true;
}

bool parseCount(const CliOptions& o, const QCommandLineOption& option, qulonglong max,
                qulonglong& out)
{
    bool ok = false;
    out = o.parser.value(option).toULongLong(&ok);
    if (!ok || out < 1 || out > max) {
        std::fprintf(stderr,
                     "atlasmart-lab: --%s must be a whole number from 1 to %llu, got '%s'\n",
                     qPrintable(option.names().first()), max, qPrintable(o.parser.value(option)));
        return false;
    }
    return true;
}

// One line per 10% when stderr is a file; a live bar on a terminal.
class Progress
{
public:
    explicit Progress(std::uint64_t total) : total_(total), tty_(isatty(STDERR_FILENO) != 0) {}
    void show(std::uint64_t done)
    {
        const int percent = total_ == 0 ? 100 : static_cast<int>(done * 100 / total_);
        if (tty_ && percent != last_) {
            const int bar = percent / 5;
            std::fprintf(stderr, "\r[%.*s%*s] %3d%%  %llu/%llu events", bar, "####################",
                         20 - bar, "", percent, static_cast<unsigned long long>(done),
                         static_cast<unsigned long long>(total_));
            std::fflush(stderr);
        } else if (!tty_ && percent / 10 != last_ / 10) {
            std::fprintf(stderr, "atlasmart-lab: %d%% (%llu/%llu events)\n", percent,
                         static_cast<unsigned long long>(done),
                         static_cast<unsigned long long>(total_));
        }
        last_ = percent;
    }
    void done()
    {
        if (tty_)
            std::fputc('\n', stderr);
    }

private:
    std::uint64_t total_;
    bool tty_;
    int last_ = -1;
};

void printText(const Lab& lab, const Json& setup)
{
    const MetricsSnapshot m = lab.metrics();
    std::printf("AtlasMart chaos run: seed %s, %s orders, %s events, retry %s, strategy %s\n",
                setup["seed"].dump().c_str(), setup["orders"].dump().c_str(),
                setup["events"].dump().c_str(), setup["retry"].get<std::string>().c_str(),
                setup["strategy"].get<std::string>().c_str());
    const auto line = [&](const char* label, const char* id) {
        std::printf("  %-28s %.6g\n", label, m.value(id).value_or(0));
    };
    line("deliveries (attempts)", "deliveries");
    line("duplicates detected", "duplicatesDetected");
    line("duplicate rate", "duplicateRate");
    line("retries and redeliveries", "retries");
    line("handler failures, retryable", "handlerFailuresRetryable");
    line("handler failures, permanent", "handlerFailuresPermanent");
    line("dead-lettered (topic size)", "deadLetterTopicSize");
    line("parked (needs review)", "parkedBacklog");
    line("dropped or expired (lost)", "droppedEvents");
    line("emails sent", "emailsSent");
    line("distinct receipts", "receiptsDistinct");
    line("simulated cost (USD)", "simulatedCost");
    std::printf("Invariants\n");
    for (const auto& v : lab.invariants()) {
        std::printf("  %-10s %-22s %s\n", v.holds ? "[ok]" : "[VIOLATED]", v.id.c_str(),
                    v.title.c_str());
        if (v.holds)
            continue;
        std::printf("             %s:", v.explanation.c_str());
        for (std::size_t i = 0; i < v.offenders.size() && i < 5; ++i)
            std::printf(" %s", v.offenders[i].c_str());
        if (v.offenders.size() > 5)
            std::printf(" (+%zu more)", v.offenders.size() - 5);
        std::printf("\n");
    }
}

void printJson(const Lab& lab, const Json& setup)
{
    Json invariants = Json::array();
    for (const auto& v : lab.invariants())
        invariants.push_back(Json{{"id", v.id},
                                  {"title", v.title},
                                  {"holds", v.holds},
                                  {"offenders", v.offenders},
                                  {"explanation", v.explanation}});
    const Json out{
        {"setup", setup}, {"metrics", lab.metrics().toJson()}, {"invariants", invariants}};
    std::printf("%s\n", out.dump(2).c_str());
}

} // namespace

int runChaosCli(const CliOptions& o)
{
    const QCommandLineParser& p = o.parser;
    qulonglong seed = 0, orders = 0, events = 0;
    bool seedOk = false;
    seed = p.value(o.seed).toULongLong(&seedOk);
    if (!seedOk) {
        std::fprintf(stderr, "atlasmart-lab: --seed must be a whole number, got '%s'\n",
                     qPrintable(p.value(o.seed)));
        return 2;
    }
    double dup = 0, reorder = 0, lost = 0, crash = 0, transient = 0;
    if (!parseCount(o, o.orders, 10'000'000, orders) ||
        !parseCount(o, o.events, 100'000'000, events) || !parseRate(o, o.duplicates, dup) ||
        !parseRate(o, o.reorders, reorder) || !parseRate(o, o.lostAcks, lost) ||
        !parseRate(o, o.crashes, crash) || !parseRate(o, o.transients, transient))
        return 2;

    // A chaos run starts a new session: a file that already holds one is
    // refused untouched, and any name is a plain path (never an SQLite URI).
    std::unique_ptr<SessionFile> session;
    if (p.isSet(o.db)) {
        try {
            session = SessionFile::create(p.value(o.db), seed);
        } catch (const SessionError& error) {
            std::fprintf(stderr, "atlasmart-lab: %s\n", error.what());
            return 3;
        }
    }

    Lab::Options options;
    options.seed = seed;
    // A long run keeps only the newest entries in memory; --journal and the
    // session file get all.
    options.journalRetention = 10'000;
    auto lab = std::make_unique<Lab>(options);
    std::unique_ptr<SessionRecorder> recorder;
    if (session)
        recorder = std::make_unique<SessionRecorder>(*lab, std::move(session), true);
    const auto recordingFailed = [&] {
        if (!recorder || recorder->isRecording())
            return false;
        std::fprintf(stderr,
                     "atlasmart-lab: %s\n  The run stopped; the file holds every step before "
                     "the failure and is consistent (check it with --check-session).\n",
                     qPrintable(recorder->lastError()));
        return true;
    };

    std::ofstream journalFile;
    if (p.isSet(o.journal)) {
        journalFile.open(p.value(o.journal).toStdString(), std::ios::out | std::ios::trunc);
        if (!journalFile) {
            std::fprintf(stderr, "atlasmart-lab: cannot write the journal to '%s'\n",
                         qPrintable(p.value(o.journal)));
            return 3;
        }
        lab->setJournalSink([&journalFile](const JournalEntry& entry) {
            journalFile << Journal::toJsonLine(entry) << '\n';
        });
    }

    const Json setup{{"seed", seed},
                     {"orders", orders},
                     {"events", events},
                     {"retry", p.value(o.retry).toStdString()},
                     {"strategy", p.value(o.strategy).toStdString()},
                     {"relayStrategy", p.value(o.relayStrategy).toStdString()}};
    try {
        lab->execute("setRetryPolicy", Json{{"mode", setup["retry"]}});
        lab->execute("setStrategy", Json{{"eventType", "*"}, {"strategy", setup["strategy"]}});
        lab->execute("setRelayStrategy", Json{{"strategy", setup["relayStrategy"]}});
    } catch (const LabError& error) {
        std::fprintf(stderr, "atlasmart-lab: %s\n", error.what());
        return 2;
    }
    const Json chaosArgs{{"orders", orders},          {"events", events},    {"duplicateRate", dup},
                         {"reorderRate", reorder},    {"lostAckRate", lost}, {"crashRate", crash},
                         {"transientRate", transient}};
    if (recordingFailed())
        return 3;
    ChaosRun run(*lab, ChaosConfig::fromJson(chaosArgs));
    Progress progress(events);
    // Each slice is one transaction of the session file.
    const std::uint64_t slice = std::clamp<std::uint64_t>(events / 100, 1, 5000);
    while (!run.publishingDone()) {
        run.step(slice);
        lab->noteChaosProgress(chaosArgs, run.published());
        if (recordingFailed())
            return 3;
        progress.show(run.published());
    }
    run.finish();
    progress.done();
    lab->logCompletedChaos(chaosArgs);
    if (recordingFailed())
        return 3;

    if (p.isSet(o.json))
        printJson(*lab, setup);
    else
        printText(*lab, setup);
    for (const auto& v : lab->invariants())
        if (!v.holds)
            return 1;
    return 0;
}

} // namespace atlas
