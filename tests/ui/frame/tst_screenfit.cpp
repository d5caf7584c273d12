// The window on the screen it runs on: CTest runs this program once per
// classroom screen (1280x720, 1366x768, 1920x1080, presenter mode on a
// 1920x1080 projector, German at 1280x720), each with an offscreen screen of
// that size.
#include "../ShownWindow.h"
#include "frame/Appearance.h"
#include "frame/DemoScript.h"
#include "frame/LabSettings.h"
#include "i18n/Language.h"
#include "lab/Lab.h"
#include "lesson/ExerciseView.h"
#include "lesson/LessonPanel.h"
#include "widgets/ActionRow.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QScreen>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

using namespace atlas;

namespace {

bool presenter()
{
    return qEnvironmentVariableIntValue("ATLASLAB_PRESENTER") == 1;
}

// The language the window is built in (ATLASLAB_LANGUAGE), English unless set.
QString language()
{
    const QString chosen = qEnvironmentVariable("ATLASLAB_LANGUAGE");
    return chosen.isEmpty() ? QStringLiteral("en") : chosen;
}

// A dock behind another's tab is moved out of the window, not hidden.
bool inFront(const QWidget* widget)
{
    for (const QWidget* w = widget; w; w = w->parentWidget())
        if (qobject_cast<const QDockWidget*>(w))
            return w->geometry().intersects(w->parentWidget()->rect());
    return true;
}

// A control a learner acts with.
bool isControl(const QWidget* widget)
{
    return qobject_cast<const QAbstractButton*>(widget) ||
           qobject_cast<const QComboBox*>(widget) || qobject_cast<const QLineEdit*>(widget) ||
           qobject_cast<const QSlider*>(widget);
}

// The first ancestor that cuts part of `widget` off, or null. A tab bar
// scrolls its own tabs and a combo box or line edit owns its parts, so
// their insides are theirs to arrange.
const QWidget* clipper(const QWidget* widget)
{
    QRect rect(QPoint(0, 0), widget->size());
    const QWidget* child = widget;
    for (const QWidget* parent = widget->parentWidget(); parent && !child->isWindow();
         child = parent, parent = parent->parentWidget()) {
        rect.translate(child->pos());
        if (qobject_cast<const QTabBar*>(parent) || qobject_cast<const QComboBox*>(parent) ||
            qobject_cast<const QLineEdit*>(parent))
            return nullptr;
        const QRect room(QPoint(0, 0), parent->size());
        // A panel that scrolls up and down keeps its controls in reach that
        // way; sideways it must fit.
        const auto* area = qobject_cast<const QAbstractScrollArea*>(parent->parentWidget());
        if (area && area->viewport() == parent) {
            if (rect.left() < 0 || rect.right() > room.right())
                return parent;
            rect = rect.intersected(room);
            if (rect.isEmpty())
                return nullptr; // scrolled out of view, not cut off
            continue;
        }
        if (!room.contains(rect))
            return parent;
    }
    return nullptr;
}

QString describe(const QWidget* widget)
{
    QString text;
    if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
        text = button->text();
    return QStringLiteral("%1 \"%2\" (%3)")
        .arg(QString::fromLatin1(widget->metaObject()->className()), text, widget->objectName());
}

} // namespace

class TestScreenFit : public QObject
{
    Q_OBJECT

    QTemporaryDir settingsDir_;
    std::unique_ptr<MainWindow> window_;

    QRect screenRoom() const { return QGuiApplication::primaryScreen()->availableGeometry(); }

    void openWindow()
    {
        window_ = testing::shownWindow();
        if (presenter())
            window_->appearance()->setPresenterMode(true);
        QTest::qWait(50);
    }

    QStringList clippedControls() const
    {
        QStringList clipped;
        for (QWidget* widget : window_->findChildren<QWidget*>()) {
            if (!isControl(widget) || !widget->isVisible() || !inFront(widget) ||
                widget->window() != window_.get())
                continue;
            if (const QWidget* cut = clipper(widget))
                clipped << describe(widget) + QStringLiteral(" cut off by ") + describe(cut);
        }
        return clipped;
    }

    // Every control that is showing lies wholly inside everything around it,
    // once the layouts have settled: a loaded machine may take several event
    // loop turns after a presenter toggle, so wait for that, not a fixed time.
    void checkNothingClipped(const QString& when)
    {
        QCoreApplication::sendPostedEvents();
        QTRY_VERIFY2_WITH_TIMEOUT(
            clippedControls().isEmpty(),
            qPrintable(when + QStringLiteral(": ") + clippedControls().join(QStringLiteral("; "))),
            3000);
        const QString dir = qEnvironmentVariable("ATLASLAB_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            const QSize screen = screenRoom().size();
            QString name = QStringLiteral("fit-%1x%2%3%4-%5.png")
                               .arg(screen.width())
                               .arg(screen.height())
                               .arg(presenter() ? QStringLiteral("-presenter") : QString(),
                                    language() == QStringLiteral("en")
                                        ? QString()
                                        : QString(QLatin1Char('-') + language()),
                                    when);
            name.replace(u' ', u'-');
            window_->grab().save(QDir(dir).filePath(name));
        }
    }

    void checkOnScreen(const QString& when)
    {
        QTRY_VERIFY2(screenRoom().contains(window_->frameGeometry()),
                     qPrintable(QStringLiteral("%1: window %2 on a screen of %3")
                                    .arg(when)
                                    .arg(QDebug::toString(window_->frameGeometry()))
                                    .arg(QDebug::toString(screenRoom()))));
        const QSize least = window_->minimumSizeHint();
        QVERIFY2(least.width() <= screenRoom().width() && least.height() <= screenRoom().height(),
                 qPrintable(QStringLiteral("%1: the window needs at least %2x%3")
                                .arg(when)
                                .arg(least.width())
                                .arg(least.height())));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
        qInfo("screen %dx%d%s, language %s", screenRoom().width(), screenRoom().height(),
              presenter() ? ", presenter mode" : "", qPrintable(language()));
        Language::install(language());
        QCOMPARE(Language::current(), language());
        // The window is really built in that language, not in the sources' English.
        const QString file = QCoreApplication::translate("atlas::MainWindow", "&File");
        QVERIFY2((file == QStringLiteral("&File")) == (language() == QStringLiteral("en")),
                 qPrintable(file));
    }

    void init() { QSettings(LabSettings::organization(), LabSettings::application()).clear(); }
    void cleanup() { window_.reset(); }

    void theFirstWindowFitsAndClipsNothing()
    {
        openWindow();
        checkOnScreen(QStringLiteral("first start"));
        checkNothingClipped(QStringLiteral("first start"));
    }

    void aBusyWorldAndAScenarioStillFit()
    {
        openWindow();
        runDemoScript(window_->lab());
        const QString chapter = qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
                                QStringLiteral("/lessons/chapter10-idempotency.json");
        QString error;
        QVERIFY2(window_->lessonPanel()->playScenarioFromFile(
                     chapter, QStringLiteral("ch10-lab-run"), 3, &error),
                 qPrintable(error));
        QTest::qWait(50);
        checkOnScreen(QStringLiteral("scenario"));
        checkNothingClipped(QStringLiteral("scenario"));
        // Every dock in turn in front: what a tab hides must fit too.
        for (QDockWidget* dock : window_->findChildren<QDockWidget*>()) {
            dock->raise();
            checkNothingClipped(QStringLiteral("with %1 in front").arg(dock->windowTitle()));
        }
    }

    void anExerciseAndItsGradeFit()
    {
        openWindow();
        LessonPanel* lessons = window_->lessonPanel();
        QVERIFY(lessons->openLessonFile(qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
                                        QStringLiteral("/lessons/chapter10-idempotency.json")));
        QVERIFY(lessons->openExercise(QStringLiteral("chapter10-idempotency"),
                                      QStringLiteral("ex-flag-after-send-fault")));
        lessons->exerciseView()->start();
        window_->lab().execute("injectRelayFault",
                               Json{{"fault", "relay-crash-between-send-and-mark"}});
        window_->lab().execute("runRelay", Json::object());
        lessons->exerciseView()->submit();
        QVERIFY(lessons->exerciseView()->lastGrade());
        QTest::qWait(50);
        checkOnScreen(QStringLiteral("exercise"));
        checkNothingClipped(QStringLiteral("exercise"));
    }

    void anActionThatDoesNotFitIsInAMoreMenu()
    {
        openWindow();
        for (ActionRow* row : window_->findChildren<ActionRow*>()) {
            if (!row->isVisibleTo(window_.get()))
                continue;
            for (QToolButton* button : row->findChildren<QToolButton*>()) {
                if (button == row->moreButton() || !button->defaultAction())
                    continue;
                QVERIFY2(button->isVisibleTo(row) ||
                             row->overflowActions().contains(button->defaultAction()),
                         qPrintable(describe(button)));
            }
            QCOMPARE(row->moreButton()->isVisibleTo(row), !row->overflowActions().isEmpty());
        }
    }

    void geometrySavedOnALargerScreenIsCorrected()
    {
        {
            openWindow();
            window_->resize(3800, 2100);
            window_->move(200, 150);
            window_.reset(); // saves the settings
        }
        openWindow();
        checkOnScreen(QStringLiteral("restored"));
    }

    void switchingPresenterModeKeepsTheWindowOnScreen()
    {
        openWindow();
        window_->appearance()->presenterAction()->trigger();
        checkOnScreen(QStringLiteral("presenter toggled"));
        checkNothingClipped(QStringLiteral("presenter toggled"));
        window_->appearance()->presenterAction()->trigger();
        checkOnScreen(QStringLiteral("presenter toggled back"));
        checkNothingClipped(QStringLiteral("presenter toggled back"));
    }
};

QTEST_MAIN(TestScreenFit)
#include "tst_screenfit.moc"
