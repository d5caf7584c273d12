#include "ExploreCli.h"

#include "CliOptions.h"
#include "explore/CrashMatrix.h"
#include "explore/Explorer.h"
#include "explore/TraceLesson.h"
#include "lesson/reader/LessonLoader.h"
#include "outbox/RelayStrategy.h"
#include "workflow/handler/HandlerStrategy.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

#include <cstdio>

namespace atlas {
namespace {

// The context of this file's messages in the translations.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(atlas::ExploreCli)
};

void out(const QString& text)
{
    std::fputs(qPrintable(text), stdout);
}

int fail(const QString& message, int code = 2)
{
    std::fprintf(stderr, "atlasmart-lab: %s\n", qPrintable(message));
    return code;
}

Json verdictJson(const InvariantVerdict& v)
{
    return Json{{"id", v.id},
                {"title", v.title},
                {"explanation", v.explanation},
                {"offenders", v.offenders}};
}

Json traceJson(const ExploreResult& r)
{
    Json trace = Json::array();
    for (std::size_t i = 0; i < r.trace.size(); ++i) {
        Json commands = Json::array();
        for (const LabCommand& c : r.trace[i].commands)
            commands.push_back(c.toJson());
        trace.push_back(Json{{"move", r.trace[i].label},
                             {"fault", r.trace[i].fault ? Json(std::string(toString(
                                                              *r.trace[i].fault)))
                                                        : Json(nullptr)},
                             {"commands", std::move(commands)},
                             {"because", i < r.because.size() ? r.because[i] : std::string()}});
    }
    return trace;
}

Json statsJson(const ExploreResult& r)
{
    return Json{{"explored", r.explored},
                {"distinct", r.distinct},
                {"settled", r.settledStates},
                {"depth", r.depth},
                {"exhausted", r.exhausted},
                {"cut", r.cut},
                {"seconds", r.seconds},
                {"statesPerSecond", r.seconds > 0 ? r.explored / r.seconds : 0.0}};
}

void printResult(const ExploreResult& r)
{
    if (!r.violated) {
        out(Text::tr("   no violation: every run within the budget keeps every invariant and "
                     "settles%1\n")
                .arg(r.cut ? Text::tr(" (but the search was cut at its state limit)") : QString()));
    } else {
        out(Text::tr("   VIOLATION: %1 (%2)\n   because: %3\n")
                .arg(
                    QCoreApplication::translate("atlas::InvariantMonitor", r.verdict.title.c_str()),
                    QString::fromStdString(r.verdict.id),
                    QCoreApplication::translate("atlas::InvariantMonitor",
                                                r.verdict.explanation.c_str())));
        if (!r.verdict.offenders.empty()) {
            std::string offenders;
            for (const auto& o : r.verdict.offenders)
                offenders += (offenders.empty() ? "" : ", ") + o;
            out(Text::tr("   documents: %1\n").arg(QString::fromStdString(offenders)));
        }
        out(Text::tr("   shortest trace: %n move(s)\n", nullptr, static_cast<int>(r.trace.size())));
        for (std::size_t i = 0; i < r.trace.size(); ++i) {
            out(QStringLiteral("   %1. %2%3%4\n")
                    .arg(i + 1, 2)
                    .arg(QString::fromStdString(r.trace[i].label),
                         r.trace[i].fault ? Text::tr("  [fault]") : QString(),
                         static_cast<int>(i) == r.inevitableAt
                             ? Text::tr("  <- from here the break is inevitable")
                             : QString()));
            if (i < r.because.size() && !r.because[i].empty())
                std::printf("       %s\n", r.because[i].c_str());
        }
    }
    out(Text::tr("   explored %1 states (%2 distinct, %3 settled), depth %4, %5 s, %6 states/s\n")
            .arg(r.explored)
            .arg(r.distinct)
            .arg(r.settledStates)
            .arg(r.depth)
            .arg(r.seconds, 0, 'f', 2)
            .arg(r.seconds > 0 ? r.explored / r.seconds : 0.0, 0, 'f', 0));
}

bool writeNewFile(const QString& path, const QByteArray& bytes, QString& error)
{
    if (QFileInfo::exists(path)) {
        error = Text::tr("%1 already exists; --save-trace writes a new file only").arg(path);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace

int exploreCli(const CliOptions& o)
{
    const QCommandLineParser& p = o.parser;
    if (!p.isSet(o.scenario))
        return fail(QStringLiteral("--explore needs --scenario ID: the world to search"));
    ExploreOptions options;
    QString error;
    std::uint64_t k = 0;
    if (!o.wholeNumber(o.maxFaults, 0, 4, k, error))
        return fail(error);
    options.maxFaults = static_cast<int>(k);
    if (p.isSet(o.faults)) {
        QStringList known;
        for (const ExploreFault f : kExploreFaults)
            known << QString::fromLatin1(toString(f).data(), qsizetype(toString(f).size()));
        options.faults.clear();
        for (const QString& name : p.value(o.faults).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto fault = exploreFaultFromString(name.trimmed().toStdString());
            if (!fault)
                return fail(QStringLiteral("--faults: unknown fault '%1'; the faults are %2")
                                .arg(name, known.join(QStringLiteral(", "))));
            options.faults.push_back(*fault);
        }
        // A search with no fault finds nothing and would report a pass.
        if (options.faults.empty())
            return fail(QStringLiteral("--faults needs at least one fault: %1")
                            .arg(known.join(QStringLiteral(", "))));
    }
    if (p.isSet(o.strategy)) {
        options.strategy = p.value(o.strategy).toStdString();
        if (!handlerStrategyFromString(options.strategy))
            return fail(QStringLiteral("--strategy: unknown handler strategy '%1'")
                            .arg(p.value(o.strategy)));
    }
    if (p.isSet(o.relayStrategy)) {
        options.relayStrategy = p.value(o.relayStrategy).toStdString();
        if (!relayStrategyFromString(options.relayStrategy))
            return fail(QStringLiteral("--relay-strategy: unknown relay strategy '%1'")
                            .arg(p.value(o.relayStrategy)));
    }
    const QString file = p.value(o.lesson);
    const LoadResult loaded = LessonLoader::load(file);
    if (!loaded.ok()) {
        for (const auto& e : loaded.errors)
            std::fprintf(stderr, "%s\n", qPrintable(e.toString()));
        return 2;
    }
    const Scenario* scenario = loaded.lesson.scenario(p.value(o.scenario));
    if (!scenario)
        return fail(Text::tr("%1 has no scenario '%2'").arg(file, p.value(o.scenario)));

    const Explorer explorer(
        ExploreWorld::fromScenario(*scenario, options.strategy, options.relayStrategy), options);
    const ExploreResult r = explorer.run();
    std::string faultNames;
    for (const ExploreFault f : options.faults)
        faultNames += (faultNames.empty() ? "" : ",") + std::string(toString(f));

    if (p.isSet(o.saveTrace) && r.violated) {
        const QString id = scenario->id + QStringLiteral("-counterexample");
        const Json lesson = TraceLesson::lesson(
            explorer, r, id, QStringLiteral("Counterexample: %1").arg(scenario->title));
        if (!writeNewFile(p.value(o.saveTrace), QByteArray::fromStdString(lesson.dump(2) + "\n"),
                          error))
            return fail(error, 3);
    }
    if (p.isSet(o.json)) {
        Json out{{"scenario", scenario->id.toStdString()},
                 {"strategy", options.strategy},
                 {"relayStrategy", options.relayStrategy},
                 {"maxFaults", options.maxFaults},
                 {"faults", faultNames},
                 {"violated", r.violated},
                 {"stats", statsJson(r)}};
        if (r.violated) {
            out["invariant"] = verdictJson(r.verdict);
            out["trace"] = traceJson(r);
            out["inevitableAt"] = r.inevitableAt;
        }
        std::printf("%s\n", out.dump(2).c_str());
    } else {
        out(Text::tr("== Explore %1 (%2), %3%4, at most %n fault(s) of: %5\n", nullptr,
                     options.maxFaults)
                .arg(scenario->id, scenario->title,
                     options.strategy.empty() ? Text::tr("the scenario's strategies")
                                              : QString::fromStdString(options.strategy),
                     options.relayStrategy.empty()
                         ? QString()
                         : QString::fromStdString(" / " + options.relayStrategy),
                     QString::fromStdString(faultNames)));
        printResult(r);
        if (p.isSet(o.saveTrace) && r.violated)
            out(Text::tr("   trace saved as a lesson: %1\n").arg(p.value(o.saveTrace)));
    }
    return r.violated ? 1 : 0;
}

int matrixCli(bool json)
{
    const auto cells = CrashMatrix::run(2);
    const auto rows = CrashMatrix::rows();
    const auto columns = CrashMatrix::columns();
    bool correctRowsHold = true;
    for (const MatrixCell& c : cells)
        if ((c.row == "inbox-in-transaction" || c.row == "outbox-with-provider-key") &&
            (c.order != CellOutcome::ExactlyOnce || c.email != CellOutcome::ExactlyOnce))
            correctRowsHold = false;
    double seconds = 0;
    for (const MatrixCell& c : cells)
        seconds += c.result.seconds;
    if (json) {
        Json out = Json::array();
        for (const MatrixCell& c : cells) {
            Json cell{{"row", c.row},
                      {"relayRow", c.relayRow},
                      {"fault", std::string(toString(c.fault))},
                      {"order", std::string(toString(c.order))},
                      {"email", std::string(toString(c.email))},
                      {"red", c.red()},
                      {"stats", statsJson(c.result)}};
            if (c.result.violated) {
                cell["invariant"] = verdictJson(c.result.verdict);
                cell["trace"] = traceJson(c.result);
            }
            out.push_back(std::move(cell));
        }
        std::printf("%s\n", Json{{"cells", out}, {"searchSeconds", seconds}}.dump(2).c_str());
        return correctRowsHold ? 0 : 1;
    }
    const auto code = [](CellOutcome outcome) {
        switch (outcome) {
        case CellOutcome::ExactlyOnce:
            return "ok";
        case CellOutcome::Duplicated:
            return "DUP";
        case CellOutcome::Lost:
            return "LOST";
        case CellOutcome::Parked:
            return "park";
        }
        return "?";
    };
    out(Text::tr("Crash-point matrix: order state / receipt email, one fault per run (K = 1)\n"));
    out(Text::tr("ok = exactly once, DUP = duplicated, LOST = lost, park = parked\n\n"));
    out(Text::tr("strategy").leftJustified(26));
    for (std::size_t c = 0; c < columns.size(); ++c)
        std::printf(" %9s", ("F" + std::to_string(c + 1)).c_str());
    std::printf("\n");
    for (std::size_t r = 0; r < rows.size(); ++r) {
        std::printf("%-26s", ((rows[r].relay ? "relay: " : "") + rows[r].strategy).c_str());
        for (std::size_t c = 0; c < columns.size(); ++c) {
            const MatrixCell& cell = cells[r * columns.size() + c];
            std::printf(" %9s", (std::string(code(cell.order)) + "/" + code(cell.email)).c_str());
        }
        std::printf("\n");
    }
    std::printf("\n");
    for (std::size_t c = 0; c < columns.size(); ++c)
        std::printf("F%-2zu %s\n", c + 1, std::string(toString(columns[c])).c_str());
    out(Text::tr("\nsearch time %1 s over %2 cells; correct rows %3\n")
            .arg(seconds, 0, 'f', 2)
            .arg(cells.size())
            .arg(correctRowsHold ? Text::tr("exactly once everywhere")
                                 : Text::tr("NOT exactly once everywhere")));
    return correctRowsHold ? 0 : 1;
}

} // namespace atlas
