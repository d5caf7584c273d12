#include "ChaosCli.h"

#include "CliOptions.h"
#include "JournalFile.h"
#include "WorkersCli.h"
#include "delivery/RetryMode.h"
#include "lab/Lab.h"
#include "lab/chaos/ChaosConfig.h"
#include "lab/chaos/ChaosRun.h"
#include "lab/commands/LabError.h"
#include "lab/timeline/Journal.h"
#include "outbox/RelayStrategy.h"
#include "session/OutputFile.h"
#include "session/SessionError.h"
#include "session/SessionFile.h"
#include "session/SessionRecorder.h"
#include "workflow/handler/HandlerStrategy.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <stdexcept>
#include <unistd.h>

namespace atlas {
namespace {

// The context of this file's messages in the translations.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(atlas::ChaosCli)
};

void printError(const QString& error)
{
    std::fprintf(stderr, "atlasmart-lab: %s\n", qPrintable(error));
}

// Everything a chaos run needs from the command line, checked before any
// file is opened.
struct ChaosArguments
{
    std::uint64_t seed = 0;
    Json chaos;         // runChaos's arguments, as the Lab logs them
    ChaosConfig config; // the same, as the model reads them
};

// The model's own parser decides; the option's --help text names the choices.
template <class Parse>
bool knownName(const CliOptions& o, const QCommandLineOption& option, Parse parse)
{
    const QString name = o.parser.value(option);
    if (parse(name.toStdString()))
        return true;
    printError(Text::tr("--%1 has no choice '%2'. %3")
                   .arg(option.names().first(), name, option.description()));
    return false;
}

bool readArguments(const CliOptions& o, ChaosArguments& a)
{
    QString error;
    std::uint64_t orders = 0, events = 0;
    if (!o.wholeNumber(o.seed, 0, std::numeric_limits<std::uint64_t>::max(), a.seed, error) ||
        !o.wholeNumber(o.orders, 1, 10'000'000, orders, error) ||
        !o.wholeNumber(o.events, 1, 100'000'000, events, error)) {
        printError(error);
        return false;
    }
    a.chaos = Json{{"orders", orders}, {"events", events}};
    std::uint64_t sagas = 0;
    if (!o.wholeNumber(o.sagas, 0, 1'000'000, sagas, error)) {
        printError(error);
        return false;
    }
    if (sagas > 0)
        a.chaos["sagas"] = sagas;
    if (!o.chaosRates(a.chaos, error)) {
        printError(error);
        return false;
    }
    // ChaosRun::applyFaults picks at most one of these with a single draw.
    const double shared = a.chaos["lostAckRate"].get<double>() +
                          a.chaos["crashRate"].get<double>() +
                          a.chaos["transientRate"].get<double>();
    if (shared > 1) {
        printError(Text::tr("--lost-acks %1 + --crashes %2 + --transients %3 = %4, but they "
                            "share one draw per delivery and must not add up to more than 1")
                       .arg(o.parser.value(o.lostAcks), o.parser.value(o.crashes),
                            o.parser.value(o.transients),
                            QString::number(shared, 'g', QLocale::FloatingPointShortest)));
        return false;
    }
    try {
        a.config = ChaosConfig::fromJson(a.chaos);
    } catch (const std::invalid_argument& refused) {
        printError(QString::fromUtf8(refused.what()));
        return false;
    }
    return knownName(o, o.retry, retryModeFromString) &&
           knownName(o, o.strategy, handlerStrategyFromString) &&
           knownName(o, o.relayStrategy, relayStrategyFromString);
}

// The same file however it is spelled ("./x", "x", a symbolic link); a file
// that does not exist yet is its folder's canonical path plus its name.
QString fileIdentity(const QString& path)
{
    const QFileInfo info(path);
    if (info.exists())
        return info.canonicalFilePath();
    const QString folder = info.absoluteDir().canonicalPath();
    return folder.isEmpty() ? QDir::cleanPath(info.absoluteFilePath())
                            : folder + QLatin1Char('/') + info.fileName();
}

// A journal a run wrote: JSON Lines whose first line has an entry's seq and kind.
bool isJournal(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray line = file.readLine(1024 * 1024);
    const Json first =
        Json::parse(line.constData(), line.constData() + line.size(), nullptr, false);
    return first.is_object() && first.contains("seq") && first["seq"].is_number_integer() &&
           first.contains("kind") && first["kind"].is_string();
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
            std::fprintf(stderr, "\r[%.*s%*s] %3d%%  %s", bar, "####################", 20 - bar, "",
                         percent, qPrintable(Text::tr("%1/%2 events").arg(done).arg(total_)));
            std::fflush(stderr);
        } else if (!tty_ && percent / 10 != last_ / 10) {
            std::fprintf(stderr, "atlasmart-lab: %d%% (%s)\n", percent,
                         qPrintable(Text::tr("%1/%2 events").arg(done).arg(total_)));
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
    std::fputs(qPrintable(Text::tr("AtlasMart chaos run: seed %1, %2 orders, %3 events, retry %4, "
                                   "strategy %5\n")
                              .arg(QString::fromStdString(setup["seed"].dump()),
                                   QString::fromStdString(setup["orders"].dump()),
                                   QString::fromStdString(setup["events"].dump()),
                                   QString::fromStdString(setup["retry"].get<std::string>()),
                                   QString::fromStdString(setup["strategy"].get<std::string>()))),
               stdout);
    const std::pair<QString, const char*> lines[] = {
        {Text::tr("deliveries (attempts)"), "deliveries"},
        {Text::tr("duplicates detected"), "duplicatesDetected"},
        {Text::tr("duplicate rate"), "duplicateRate"},
        {Text::tr("retries and redeliveries"), "retries"},
        {Text::tr("handler failures, retryable"), "handlerFailuresRetryable"},
        {Text::tr("handler failures, permanent"), "handlerFailuresPermanent"},
        {Text::tr("dead-lettered (topic size)"), "deadLetterTopicSize"},
        {Text::tr("parked (needs review)"), "parkedBacklog"},
        {Text::tr("dropped or expired (lost)"), "droppedEvents"},
        {Text::tr("emails sent"), "emailsSent"},
        {Text::tr("distinct receipts"), "receiptsDistinct"},
        {Text::tr("simulated cost (USD)"), "simulatedCost"},
    };
    // Padded as text, not by printf (a translated label may hold umlauts),
    // to the longest label of the language.
    qsizetype width = 28;
    for (const auto& [label, id] : lines)
        width = std::max(width, label.size());
    for (const auto& [label, id] : lines)
        std::printf("  %s %.6g\n", qPrintable(label.leftJustified(width)), m.value(id).value_or(0));
    std::printf("%s\n", qPrintable(Text::tr("Invariants")));
    for (const auto& v : lab.invariants()) {
        // Titles and fixed explanations are marked in InvariantMonitor.
        std::printf(
            "  %-10s %-22s %s\n", v.holds ? "[ok]" : "[VIOLATED]", v.id.c_str(),
            qPrintable(QCoreApplication::translate("atlas::InvariantMonitor", v.title.c_str())));
        if (v.holds)
            continue;
        std::printf("             %s:", qPrintable(QCoreApplication::translate(
                                            "atlas::InvariantMonitor", v.explanation.c_str())));
        for (std::size_t i = 0; i < v.offenders.size() && i < 5; ++i)
            std::printf(" %s", v.offenders[i].c_str());
        if (v.offenders.size() > 5)
            std::printf(" %s", qPrintable(Text::tr("(+%1 more)").arg(v.offenders.size() - 5)));
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
    if (p.isSet(o.store) || p.isSet(o.workers))
        return runWorkersCli(o);
    ChaosArguments arguments;
    if (!readArguments(o, arguments))
        return 2;
    const QString journalPath = p.value(o.journal);
    if (p.isSet(o.journal) && p.isSet(o.db) &&
        fileIdentity(journalPath) == fileIdentity(p.value(o.db))) {
        printError(QStringLiteral("--journal and --db both name '%1'; nothing was opened. Give "
                                  "each its own file.")
                       .arg(journalPath));
        return 3;
    }

    // The journal opens first, so that a journal that cannot be written
    // leaves no new session file behind, and is emptied only once the
    // session is made (JournalFile::begin). Declared before the Lab, whose
    // sink writes to it, so that it outlives it.
    JournalFile journal;
    if (p.isSet(o.journal)) {
        if (!OutputFile::mayReplace(journalPath, isJournal)) {
            printError(Text::tr("'%1' exists and is not a journal the lab wrote; not overwriting "
                                "it (give --journal a new file name)")
                           .arg(journalPath));
            return 3;
        }
        if (!journal.open(journalPath)) {
            printError(Text::tr("cannot write the journal to '%1': %2")
                           .arg(journalPath, journal.reason()));
            return 3;
        }
    }

    // A chaos run starts a new session: a file that already holds one is
    // refused untouched, and any name is a plain path (never an SQLite URI).
    std::unique_ptr<SessionFile> session;
    if (p.isSet(o.db)) {
        try {
            session = SessionFile::create(p.value(o.db), arguments.seed);
        } catch (const SessionError& error) {
            std::fprintf(stderr, "atlasmart-lab: %s\n", error.what());
            return 3;
        }
    }
    if (p.isSet(o.journal))
        journal.begin();

    Lab::Options options;
    options.seed = arguments.seed;
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
        printError(Text::tr("%1\n  The run stopped; the file holds every step before the "
                            "failure and is consistent (check it with --check-session).")
                       .arg(recorder->lastError()));
        return true;
    };
    if (p.isSet(o.journal)) {
        lab->setJournalSink(
            [&journal](const JournalEntry& entry) { journal.append(Journal::toJsonLine(entry)); });
    }

    const Json setup{{"seed", arguments.seed},
                     {"orders", arguments.config.orders},
                     {"events", arguments.config.events},
                     {"retry", p.value(o.retry).toStdString()},
                     {"strategy", p.value(o.strategy).toStdString()},
                     {"relayStrategy", p.value(o.relayStrategy).toStdString()}};
    const std::uint64_t events = arguments.config.events;
    std::uint64_t published = 0;
    bool completed = false;
    try {
        lab->execute("setRetryPolicy", Json{{"mode", setup["retry"]}});
        lab->execute("setStrategy", Json{{"eventType", "*"}, {"strategy", setup["strategy"]}});
        lab->execute("setRelayStrategy", Json{{"strategy", setup["relayStrategy"]}});
        if (recordingFailed())
            return 3;
        ChaosRun run(*lab, arguments.config);
        Progress progress(events);
        // Each slice is one transaction of the session file.
        const std::uint64_t slice = std::clamp<std::uint64_t>(events / 100, 1, 5000);
        // A journal or session that cannot be written makes the rest of the run pointless.
        while (!run.publishingDone() && !journal.failed()) {
            run.step(slice);
            lab->noteChaosProgress(arguments.chaos, run.published());
            if (recordingFailed())
                return 3;
            journal.flush();
            progress.show(run.published());
        }
        progress.done();
        published = run.published();
        if (!journal.failed()) {
            run.finish();
            lab->logCompletedChaos(arguments.chaos);
            completed = true;
        }
        if (recordingFailed())
            return 3;
    } catch (const LabError& error) {
        printError(QString::fromUtf8(error.what()));
        return 2;
    }
    if (completed) {
        if (p.isSet(o.json))
            printJson(*lab, setup);
        else
            printText(*lab, setup);
    }
    if (p.isSet(o.journal) && !journal.close()) {
        QString error = Text::tr("cannot write the journal to '%1': %2; the journal is "
                                 "incomplete: %3 of %4 entries were written")
                            .arg(journalPath, journal.reason())
                            .arg(journal.linesWritten())
                            .arg(journal.linesGiven());
        if (!completed)
            error +=
                Text::tr(", and the run stopped after %1 of %2 events").arg(published).arg(events);
        printError(error);
        return 3;
    }
    for (const auto& v : lab->invariants())
        if (!v.holds)
            return 1;
    return 0;
}

} // namespace atlas
