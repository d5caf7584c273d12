// MainWindow::runApplication: command line, application identity, and the
// --screenshot path used for documentation and checks.
#include "frame/MainWindow.h"

#include "frame/AppIcon.h"
#include "frame/Appearance.h"
#include "frame/DemoScript.h"
#include "frame/HugePages.h"
#include "frame/LabSettings.h"
#include "frame/LabStatusBar.h"
#include "frame/LanguageMenu.h"
#include "i18n/Language.h"
#include "journal/JournalPanel.h"
#include "lab/timeline/Journal.h"
#include "lesson/LessonPanel.h"
#include "lesson/progress/LearnerProgress.h"
#include "lesson/reader/LessonLoader.h"
#include "session/OutputFile.h"
#include "session/SessionController.h"
#include "tables/LiveTablesPanel.h"
#include "views/JournalModel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QImage>
#include <QImageReader>
#include <QMessageBox>
#include <QPixmap>
#include <QStyleFactory>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <optional>

namespace atlas {
namespace {

// The PNG text a screenshot carries, which says the lab may replace it.
const QString kScreenshotKey = QStringLiteral("Software");
const QString kScreenshotSoftware = QStringLiteral("AtlasMart Idempotency Lab");

void printError(const QString& text)
{
    std::fprintf(stderr, "atlasmart-lab: %s\n", qPrintable(text));
}

// Lets timers (the journal's once-per-frame sync) and layouts settle.
void settle(int ms)
{
    QElapsedTimer clock;
    clock.start();
    do
        QApplication::processEvents(QEventLoop::AllEvents, 20);
    while (clock.elapsed() < ms);
}

constexpr int kMinShotSide = 320;
constexpr int kMaxShotSide = 7680;

std::optional<QSize> parseSize(const QString& text)
{
    const QStringList parts = text.toLower().split(u'x');
    if (parts.size() != 2)
        return std::nullopt;
    bool okWidth = false;
    bool okHeight = false;
    const QSize size(parts[0].toInt(&okWidth), parts[1].toInt(&okHeight));
    if (!okWidth || !okHeight || std::min(size.width(), size.height()) < kMinShotSide ||
        std::max(size.width(), size.height()) > kMaxShotSide)
        return std::nullopt;
    return size;
}

} // namespace

int MainWindow::runApplication(QApplication& app, const QStringList& arguments)
{
    allowHugePages(false); // before the lab's world is built: see HugePages.h
    QApplication::setOrganizationName(LabSettings::organization());
    QApplication::setApplicationName(LabSettings::application());
    // Before the first tr(): every text below is set once, in this language.
    QString qtMissing;
    Language::install(LanguageMenu::startLanguage(), &qtMissing);
    if (!qtMissing.isEmpty())
        printError(tr("Qt's own translation %1 is missing (Debian's qt6-translations-l10n): "
                      "dialog buttons stay English")
                       .arg(qtMissing));
    QApplication::setApplicationDisplayName(tr("AtlasMart Idempotency Lab"));
    QApplication::setDesktopFileName(QStringLiteral("atlasmart-lab"));
    // The palette stays the platform's until the window applies its theme,
    // so that the System theme can give it back.
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setWindowIcon(appIcon());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("A lab for learning why \"exactly once\" is an illusion and how idempotency makes "
           "retries safe."));
    parser.addHelpOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        tr("Render the window with a short demo run to <file> (PNG) and exit."), tr("file"));
    const QCommandLineOption size(
        QStringLiteral("size"),
        tr("With --screenshot: the size of the window and of the PNG (default 1600x1000)."),
        tr("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption presenter(QStringLiteral("presenter"),
                                       tr("Start in presenter mode (large fonts)."));
    const QCommandLineOption dark(QStringLiteral("dark"),
                                  tr("Start with the dark theme (as --theme dark)."));
    const QCommandLineOption theme(QStringLiteral("theme"),
                                   tr("Start with this theme: light, dark or system."), tr("name"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  tr("Seed of the simulated world (default: the last one used, "
                                     "else 1)."),
                                  tr("n"));
    const QCommandLineOption db(QStringLiteral("db"),
                                tr("Open this session file (or start a new session in it) "
                                   "instead of the autosave."),
                                tr("file"));
    const QCommandLineOption lesson(QStringLiteral("lesson"),
                                    tr("Open this lesson file in the Lessons panel."), tr("file"));
    const QCommandLineOption scenario(QStringLiteral("scenario"),
                                      tr("With --lesson: load this scenario in the player (with "
                                         "--screenshot: and play its first steps)."),
                                      tr("id"));
    parser.addOptions({screenshot, size, presenter, dark, theme, seed, db, lesson, scenario});
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        return 2;
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }

    Lab::Options options;
    options.seed = LabSettings().seed();
    if (parser.isSet(seed)) {
        bool ok = false;
        options.seed = parser.value(seed).toULongLong(&ok);
        if (!ok) {
            printError(tr("--seed needs a whole number of 0 or more, not \"%1\".")
                           .arg(parser.value(seed)));
            return 2;
        }
    }
    std::optional<Appearance::Theme> startTheme;
    if (parser.isSet(theme)) {
        startTheme = Appearance::themeFromName(parser.value(theme));
        if (!startTheme) {
            printError(
                tr("--theme needs light, dark or system, not \"%1\".").arg(parser.value(theme)));
            return 2;
        }
        if (parser.isSet(dark) && *startTheme != Appearance::Theme::Dark) {
            printError(
                tr("--dark and --theme %1 ask for different themes.").arg(parser.value(theme)));
            return 2;
        }
    } else if (parser.isSet(dark)) {
        startTheme = Appearance::Theme::Dark;
    }
    const bool rendering = parser.isSet(screenshot);
    const std::optional<QSize> shotSize = parseSize(parser.value(size));
    if (!shotSize) {
        printError(tr("--size needs WIDTHxHEIGHT in pixels, each from %1 to %2, not \"%3\".")
                       .arg(kMinShotSide)
                       .arg(kMaxShotSide)
                       .arg(parser.value(size)));
        return 2;
    }
    if (parser.isSet(size) && !rendering) {
        printError(tr("--size only applies to --screenshot."));
        return 2;
    }
    // A screenshot replaces only one the lab took: its PNG says so.
    const auto isScreenshot = [](const QString& path) {
        QImageReader reader(path, "png");
        return reader.canRead() && reader.text(kScreenshotKey) == kScreenshotSoftware;
    };
    if (rendering && !OutputFile::mayReplace(parser.value(screenshot), isScreenshot)) {
        printError(tr("%1 exists and is not a screenshot the lab took; not overwriting it "
                      "(give --screenshot a new file name).")
                       .arg(parser.value(screenshot)));
        return 3;
    }

    std::unique_ptr<MainWindow> window;
    try {
        window = std::make_unique<MainWindow>(options);
    } catch (const std::exception& error) {
        printError(
            tr("the lab window could not be built: %1").arg(QString::fromUtf8(error.what())));
        return 3;
    }
    // The world is a session: the one --db names (opened, or started there),
    // else the learner's autosave. A rendering touches no file but its PNG.
    SessionController& sessions = *window->sessions();
    sessions.setInteractive(!rendering);
    if (parser.isSet(db)) {
        QString error;
        if (!sessions.openSession(parser.value(db), &error)) {
            printError(error);
            if (!rendering)
                QMessageBox::critical(nullptr, tr("AtlasMart Idempotency Lab"), error);
            return 3;
        }
    } else if (!rendering) {
        QString note;
        if (!sessions.openAutosave(LearnerProgress::defaultLearner(), &note))
            printError(tr("free play is not being saved: %1").arg(note));
        else if (!note.isEmpty())
            window->labStatusBar()->showNote(note);
    }
    if (parser.isSet(presenter))
        window->appearance()->setPresenterMode(true);
    if (startTheme)
        window->appearance()->setTheme(*startTheme);

    if (parser.isSet(lesson)) {
        QString error;
        const int steps = rendering ? 3 : 0;
        const bool opened = parser.isSet(scenario)
                                ? window->lessonPanel()->playScenarioFromFile(
                                      parser.value(lesson), parser.value(scenario), steps, &error)
                                : window->lessonPanel()->openLessonFile(parser.value(lesson));
        if (!opened && rendering) {
            // What --validate would say: each mistake at its file:line:column.
            if (error.isEmpty())
                for (const LessonError& mistake : LessonLoader::load(parser.value(lesson)).errors)
                    error +=
                        (error.isEmpty() ? QString() : QStringLiteral("\n")) + mistake.toString();
            printError(error.isEmpty()
                           ? tr("could not open the lesson %1").arg(parser.value(lesson))
                           : error);
            return 3;
        }
    }
    if (rendering) {
        window->setPersistSettings(false);
        return window->saveScreenshot(parser.value(screenshot), *shotSize) ? 0 : 3;
    }
    window->show();
    if (!parser.isSet(db) && !parser.isSet(lesson))
        QTimer::singleShot(0, window.get(), &MainWindow::welcomeIfFirstRun);
    return app.exec();
}

bool MainWindow::saveScreenshot(const QString& file, QSize size)
{
    if (lab_->commandLog().empty())
        runDemoScript(*lab_);
    fittedOnShow_ = true; // a rendering has no screen to fit: it is exactly `size`
    resize(size);
    show();
    resetLayout(); // the layout for this size, whatever the screen here is
    settle(150);
    journal_->sync();
    // The first payment's decision, and the order it completed.
    for (const auto& entry : lab_->journal().entries())
        if (entry.kind == "handler-result") {
            journalPanel_->selectSeq(entry.seq);
            break;
        }
    tables_->selectDocuments({QStringLiteral("orders/ord-1001")});
    settle(150);
    if (this->size() != size) {
        printError(tr("the window cannot be %1x%2: its panels need at least %3x%4")
                       .arg(size.width())
                       .arg(size.height())
                       .arg(minimumSizeHint().width())
                       .arg(minimumSizeHint().height()));
        return false;
    }
    QImage shot = grab().toImage();
    shot.setText(kScreenshotKey, kScreenshotSoftware);
    if (shot.isNull() || !shot.save(file, "PNG")) {
        printError(tr("could not write the screenshot to %1").arg(file));
        return false;
    }
    return true;
}

} // namespace atlas
