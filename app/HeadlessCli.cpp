#include "HeadlessCli.h"

#include "ChaosCli.h"
#include "CliOptions.h"
#include "ExploreCli.h"
#include "GradeCli.h"
#include "LessonCli.h"
#include "ReconcileCli.h"
#include "RulesCli.h"
#include "SessionCli.h"

#include <QCoreApplication>

#include <cstdio>

namespace atlas {

bool HeadlessCli::wanted(const CliOptions& options)
{
    const QCommandLineParser& p = options.parser;
    return options.mode != CliMode::Window || p.isSet(QStringLiteral("help")) ||
           p.isSet(QStringLiteral("version"));
}

int HeadlessCli::run(const CliOptions& options)
{
    const QCommandLineParser& p = options.parser;
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(p.helpText()), stdout);
        return 0;
    }
    if (p.isSet(QStringLiteral("version"))) {
        std::printf("atlasmart-lab %s\n", qPrintable(QCoreApplication::applicationVersion()));
        return 0;
    }
    switch (options.mode) {
    case CliMode::Validate:
        return validateLessonCli(p.value(options.validate));
    case CliMode::List:
        return listLessonsCli();
    case CliMode::Chaos:
        return runChaosCli(options);
    case CliMode::Matrix:
        return matrixCli(p.isSet(options.json));
    case CliMode::Lesson:
        if (p.isSet(options.explore) && p.isSet(options.reconcile)) {
            std::fprintf(stderr, "atlasmart-lab: %s\n",
                         qPrintable(QCoreApplication::translate(
                             "atlas::HeadlessCli",
                             "--explore and --reconcile are different runs of a lesson; choose "
                             "one")));
            return 2;
        }
        if (p.isSet(options.explore))
            return exploreCli(options);
        for (const QCommandLineOption* o : {&options.strategy, &options.relayStrategy,
                                            &options.maxFaults, &options.faults,
                                            &options.saveTrace})
            if (p.isSet(*o)) {
                std::fprintf(stderr, "atlasmart-lab: %s\n",
                             qPrintable(QCoreApplication::translate(
                                            "atlas::HeadlessCli", "--%1 applies to --explore only")
                                            .arg(o->names().first())));
                return 2;
            }
        if (p.isSet(options.reconcile))
            return reconcileLessonCli(p.value(options.lesson), p.value(options.scenario),
                                      p.isSet(options.json));
        return playLessonCli(p.value(options.lesson), p.value(options.scenario),
                             p.isSet(options.json));
    case CliMode::CheckSession:
        return checkSessionCli(p.value(options.checkSession), p.isSet(options.json));
    case CliMode::Grade:
        return gradeCli(p.value(options.grade), p.value(options.lesson), p.isSet(options.json),
                        p.value(options.results));
    case CliMode::RulesCheck:
        return rulesCheckCli(p.value(options.rulesCheck), p.value(options.rules),
                             p.isSet(options.json));
    case CliMode::Window:
        break;
    }
    Q_UNREACHABLE(); // wanted() keeps the window away from here
}

} // namespace atlas
