#include "CliOptions.h"
#include "HeadlessCli.h"
#include "frame/MainWindow.h"
#include "i18n/Language.h"

#include <QApplication>
#include <QCoreApplication>

#include <csignal>
#include <cstdio>
#include <exception>
#include <limits>

namespace {

// Qt aborts with a platform-plugin error when no display exists; say what to
// do instead before that can happen.
bool displayAvailable()
{
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY") ||
           qEnvironmentVariableIsSet("QT_QPA_PLATFORM");
}

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("AtlasMart"));
    QCoreApplication::setApplicationName(QStringLiteral("AtlasMart Idempotency Lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATLASLAB_VERSION));
}

void printError(const QString& error)
{
    std::fprintf(stderr, "atlasmart-lab: %s\n", qPrintable(error));
}

// A run that never opens the window: the headless modes, --help, --version,
// and every refusal of the window's arguments. It speaks the system's
// language (LANG, LC_ALL), so its options are read again once the
// translation is in.
int runWithoutWindow(int argc, char* argv[], const QStringList& arguments)
{
    QCoreApplication app(argc, argv);
    describeApplication();
    atlas::Language::install(atlas::Language::fromSystem());
    atlas::CliOptions options;
    QString error;
    if (!options.parse(arguments, error)) {
        printError(error + QLatin1Char('\n') +
                   QCoreApplication::translate("atlas::main", "Try 'atlasmart-lab --help'."));
        return 2;
    }
    if (atlas::HeadlessCli::wanted(options))
        return atlas::HeadlessCli::run(options);
    // The window's parser takes any seed toULongLong takes, spaces and '+'
    // included; hold it to the same rule as the chaos run.
    std::uint64_t seed = 0;
    if (options.parser.isSet(options.seed) &&
        !options.wholeNumber(options.seed, 0, std::numeric_limits<std::uint64_t>::max(), seed,
                             error)) {
        printError(error);
        return 2;
    }
    std::fputs(
        qPrintable(QCoreApplication::translate(
            "atlas::main", "atlasmart-lab: no display found (DISPLAY and WAYLAND_DISPLAY are "
                           "unset), so the window cannot open.\n"
                           "  Run headless:      atlasmart-lab --headless --chaos --seed 1 "
                           "--events 1000\n"
                           "  Play a lesson:     atlasmart-lab --headless --lesson FILE\n"
                           "  Render offscreen:  atlasmart-lab --screenshot lab.png\n"
                           "  Virtual display:   xvfb-run -a atlasmart-lab\n")),
        stderr);
    return 3; // like any other thing the lab needs and cannot use
}

int runLab(int argc, char* argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);

    // Parsed here for both paths, so that a headless-only option given to the
    // window is refused before the window's own parser calls it unknown.
    // Untranslated: it only decides which application to make.
    atlas::CliOptions options;
    QString error;
    if (!options.parse(arguments, error) || atlas::HeadlessCli::wanted(options))
        return runWithoutWindow(argc, argv, arguments);
    std::uint64_t seed = 0;
    if (options.parser.isSet(options.seed) &&
        !options.wholeNumber(options.seed, 0, std::numeric_limits<std::uint64_t>::max(), seed,
                             error))
        return runWithoutWindow(argc, argv, arguments);
    if (options.parser.isSet(options.screenshot) && !displayAvailable())
        qputenv("QT_QPA_PLATFORM", "offscreen"); // a PNG needs no screen
    if (!displayAvailable())
        return runWithoutWindow(argc, argv, arguments);
    QApplication app(argc, argv);
    describeApplication();
    // Matches the installed menu entry, so a desktop shows its name and icon.
    QApplication::setDesktopFileName(QStringLiteral(ATLASLAB_APP_ID));
    return atlas::MainWindow::runApplication(app, arguments);
}

} // namespace

int main(int argc, char* argv[])
{
    // A file size limit (ulimit -f) would kill the lab in the middle of a
    // write; ignored, it is a write error (EFBIG) that gets reported.
    std::signal(SIGXFSZ, SIG_IGN);
    // Exit 3 like any other run that could not finish, instead of an abort.
    try {
        return runLab(argc, argv);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "atlasmart-lab: internal error: %s\n", error.what());
    } catch (...) {
        std::fputs("atlasmart-lab: internal error: an exception of unknown type\n", stderr);
    }
    return 3;
}
