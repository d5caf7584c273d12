#include "ChaosCli.h"

#include "CliOptions.h"
#include "lab/ChaosRun.h"
#include "lab/Journal.h"
#include "lab/Lab.h"
#include "lab/LabError.h"
#include "store/DocumentStore.h"
#include "store/StoreError.h"

#include <QFile>
#include <QFileInfo>

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

    // A lab world starts empty; never wipe a run a learner saved earlier.
    if (p.isSet(o.db) && QFileInfo(p.value(o.db)).size() > 0) {
        try {
            SimClock clock;
            const DocumentStore existing(clock, p.value(o.db));
            std::size_t documents = 0;
            for (const auto& collection : existing.collections())
                documents += existing.count(collection);
            if (documents > 0) {
                std::fprintf(stderr,
                             "atlasmart-lab: '%s' already holds %zu documents from an earlier run; "
                             "nothing was changed. Choose a new file for --db.\n",
                             qPrintable(p.value(o.db)), documents);
                return 3;
            }
        } catch (const StoreError& error) {
            std::fprintf(stderr, "atlasmart-lab: %s\n", error.what());
            return 3;
        }
    }

    Lab::Options options;
    options.seed = seed;
    options.databaseFile = p.value(o.db);
    // A long run keeps only the newest entries in memory; --journal gets all.
    options.journalRetention = 10'000;
    std::unique_ptr<Lab> lab;
    try {
        lab = std::make_unique<Lab>(options);
    } catch (const StoreError& error) {
        std::fprintf(stderr, "atlasmart-lab: %s\n", error.what());
        return 3;
    }

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
    ChaosRun run(*lab, ChaosConfig::fromJson(chaosArgs));
    Progress progress(events);
    const std::uint64_t slice = std::max<std::uint64_t>(1, events / 100);
    while (!run.publishingDone()) {
        run.step(slice);
        progress.show(run.published());
    }
    run.finish();
    progress.done();
    lab->logCompletedChaos(chaosArgs);

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
