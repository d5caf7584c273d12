#include "HeadlessCli.h"

#include "ChaosCli.h"
#include "CliOptions.h"
#include "LessonCli.h"

#include <cstdio>

namespace atlas {

bool HeadlessCli::wanted(const QStringList& arguments)
{
    for (const QString& a : arguments.mid(1))
        if (a == QLatin1String("--headless") || a == QLatin1String("--list") ||
            a.startsWith(QLatin1String("--validate")) || a == QLatin1String("--help") ||
            a == QLatin1String("-h") || a == QLatin1String("--version") || a == QLatin1String("-v"))
            return true;
    return false;
}

int HeadlessCli::run(const QStringList& arguments)
{
    CliOptions options;
    QString error;
    if (!options.parse(arguments, error)) {
        std::fprintf(stderr, "atlasmart-lab: %s\nTry 'atlasmart-lab --help'.\n", qPrintable(error));
        return 2;
    }
    const QCommandLineParser& p = options.parser;
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(p.helpText()), stdout);
        return 0;
    }
    if (p.isSet(QStringLiteral("version"))) {
        std::printf("atlasmart-lab %s\n", qPrintable(QCoreApplication::applicationVersion()));
        return 0;
    }
    if (p.isSet(options.validate))
        return validateLessonCli(p.value(options.validate));
    if (p.isSet(options.list))
        return listLessonsCli();
    if (p.isSet(options.chaos))
        return runChaosCli(options);
    if (p.isSet(options.lesson))
        return playLessonCli(p.value(options.lesson), p.value(options.scenario));
    std::fputs("atlasmart-lab: --headless needs --chaos or --lesson FILE (see --help)\n", stderr);
    return 2;
}

} // namespace atlas
