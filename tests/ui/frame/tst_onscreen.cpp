// Whether a panel can be seen: shown, and in a dock whose tab is in front.
// A tabbed dock behind another is moved out of view, not hidden, so the
// panels inside it stay isVisible().
#include "frame/OnScreen.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTest>

using namespace atlas;

namespace {

// As MainWindow::addDock makes them: the panel in a scroll area in a dock.
QWidget* addPanel(QMainWindow& window, const QString& name)
{
    auto* panel = new QWidget;
    auto* scroller = new QScrollArea;
    scroller->setWidgetResizable(true);
    scroller->setWidget(panel);
    auto* dock = new QDockWidget(name, &window);
    dock->setObjectName(name);
    dock->setWidget(scroller);
    window.addDockWidget(Qt::BottomDockWidgetArea, dock);
    return panel;
}

// Holds its watch as the lab's panels do, and counts what the watch reports
// once its destructor has begun (QWidget's destructor hides a shown widget).
class WatchingOwner : public QWidget
{
public:
    WatchingOwner(bool& destroying, int& reportsWhileDestroying)
        : destroying_(destroying), watch(this)
    {
        connect(&watch, &OnScreen::changed, this, [&destroying, &reportsWhileDestroying] {
            if (destroying)
                ++reportsWhileDestroying;
        });
    }
    ~WatchingOwner() override { destroying_ = true; }

private:
    bool& destroying_;

public:
    OnScreen watch;
};

} // namespace

class TestOnScreen : public QObject
{
    Q_OBJECT
private slots:
    void aPanelBehindAnotherTabIsNotOnScreen()
    {
        QMainWindow window;
        window.setCentralWidget(new QWidget);
        QWidget* front = addPanel(window, QStringLiteral("front"));
        QWidget* back = addPanel(window, QStringLiteral("back"));
        OnScreen frontWatch(front);
        OnScreen backWatch(back);
        // Tabbed before the window is shown, as the lab's layout is.
        auto* frontDock = window.findChild<QDockWidget*>(QStringLiteral("front"));
        auto* backDock = window.findChild<QDockWidget*>(QStringLiteral("back"));
        window.tabifyDockWidget(frontDock, backDock);
        frontDock->raise();
        window.resize(800, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QVERIFY(back->isVisible()); // what isVisible() alone would believe
        QTRY_VERIFY(!backWatch.isOnScreen());
        QVERIFY(frontWatch.isOnScreen());

        QSignalSpy backChanged(&backWatch, &OnScreen::changed);
        backDock->raise();
        QTRY_VERIFY(backWatch.isOnScreen());
        QTRY_VERIFY(!frontWatch.isOnScreen());
        QCOMPARE(backChanged.size(), 1);
        QCOMPARE(backChanged.front().front().toBool(), true);
    }

    void aClosedDockOrHiddenPanelIsNotOnScreen()
    {
        QMainWindow window;
        window.setCentralWidget(new QWidget);
        QWidget* panel = addPanel(window, QStringLiteral("only"));
        OnScreen watch(panel);
        QVERIFY(!watch.isOnScreen()); // not shown yet
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(watch.isOnScreen());

        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("only"));
        dock->close();
        QVERIFY(!watch.isOnScreen());
        dock->show();
        QTRY_VERIFY(watch.isOnScreen());
        panel->hide();
        QVERIFY(!watch.isOnScreen());
        panel->show();
        QVERIFY(watch.isOnScreen());
    }

    // A shown widget being destroyed is hidden by QWidget's destructor, when
    // the owner's own part is gone: its watch, a member, must be gone first,
    // so no slot of the owner hears of it.
    void aWatchHeldAsAMemberReportsNothingOnceItsOwnerIsBeingDestroyed()
    {
        bool destroying = false;
        int reportsWhileDestroying = 0;
        auto* owner = new WatchingOwner(destroying, reportsWhileDestroying);
        owner->show();
        QVERIFY(QTest::qWaitForWindowExposed(owner));
        QVERIFY(owner->watch.isOnScreen());
        delete owner;
        QVERIFY(destroying);
        QCOMPARE(reportsWhileDestroying, 0);
    }

    void aWidgetOutsideADockIsOnScreenWhenShown()
    {
        QWidget widget;
        OnScreen watch(&widget);
        widget.show();
        QVERIFY(watch.isOnScreen());
        widget.hide();
        QVERIFY(!watch.isOnScreen());
    }
};

QTEST_MAIN(TestOnScreen)
#include "tst_onscreen.moc"
