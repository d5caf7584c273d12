#include "MainWindowTestSupport.h"
#include "delivery/DeliveryChannel.h"
#include "frame/Appearance.h"
#include "frame/HugePages.h"
#include "frame/LabSettings.h"
#include "frame/LabStatusBar.h"
#include "frame/MainWindow.h"
#include "frame/ShortcutsDialog.h"
#include "frame/ThemeColors.h"
#include "inspector/DocumentInspector.h"
#include "inspector/WhyInspector.h"
#include "journal/JournalPanel.h"
#include "lab/timeline/Journal.h"
#include "playback/PlaybackController.h"
#include "reconciliation/ReconciliationPanel.h"
#include "tables/ChangeFlashDelegate.h"
#include "tables/LabTableView.h"
#include "tables/LiveTablesPanel.h"
#include "views/CollectionTableModel.h"
#include "views/JournalDocuments.h"
#include "views/JournalFilterModel.h"
#include "views/JournalModel.h"
#include "views/ReconciliationModel.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QCursor>
#include <QDockWidget>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolBar>
#include <QTreeWidget>
#include <QtTest>

#include <functional>
#include <map>

#include <memory>

using namespace atlas;
using namespace atlas::fixtures;
using namespace atlas::testing;

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
        baseFont_ = QApplication::font();
    }

    void init() { QSettings(LabSettings::organization(), LabSettings::application()).clear(); }

    void cleanup() { QCOMPARE(QApplication::font(), baseFont_); } // every window restores it

    void opensWithTheCollectionTabs()
    {
        const auto window = openWindow();
        LiveTablesPanel* tables = window->liveTables();
        QCOMPARE(tables->tabCount(), 7);
        const QStringList expected{QStringLiteral("Orders (0)"),      QStringLiteral("Inbox (0)"),
                                   QStringLiteral("Outbox (0)"),      QStringLiteral("Parked (0)"),
                                   QStringLiteral("Emails (0)"),      QStringLiteral("Revenue (0)"),
                                   QStringLiteral("Dead letters (0)")};
        for (int tab = 0; tab < 7; ++tab)
            QTRY_COMPARE(tables->tabText(tab), expected.at(tab));
        QCOMPARE(tables->tabOf(QStringLiteral("counters/revenue/shards")), 5);
        QVERIFY(window->findChild<QDockWidget*>(QStringLiteral("journalDock"))->isVisible());
        QVERIFY(window->findChild<QDockWidget*>(QStringLiteral("whyDock"))->isVisible());
        QVERIFY(window->findChild<QDockWidget*>(QStringLiteral("documentDock"))->isVisible());
        QVERIFY(QFile::exists(QStringLiteral(":/icons/atlasmart-lab.svg")));
        QVERIFY(QFile::exists(QStringLiteral(":/icons/atlasmart-lab-64.png")));
        QVERIFY(window->labStatusBar()->summary().contains(QStringLiteral("Seed 1")));
    }

    void stepDeliversAndStepBackUndoes()
    {
        const auto window = openWindow();
        Lab& lab = window->lab();
        LiveTablesPanel* tables = window->liveTables();
        const QTableView* orders = tables->tableView(tables->tabOf(QStringLiteral("orders")));
        const int inbox = tables->tabOf(QStringLiteral("workflowEvents"));
        seedPayment(lab);
        QCOMPARE(cell(orders, QStringLiteral("ord-ch10-001"), QStringLiteral("state")),
                 QStringLiteral("PAYMENT_PENDING"));
        QTRY_COMPARE(tables->tabText(inbox), QStringLiteral("Inbox (0)"));
        QVERIFY(window->labStatusBar()->summary().contains(QStringLiteral("Queue 1")));

        QTest::keyClick(window.get(), Qt::Key_PageDown); // Step: the clicker's "next"
        QCOMPARE(cell(orders, QStringLiteral("ord-ch10-001"), QStringLiteral("state")),
                 QStringLiteral("COMPLETED"));
        QTRY_COMPARE(tables->tabText(inbox), QStringLiteral("Inbox (1)"));
        QVERIFY(window->labStatusBar()->summary().contains(QStringLiteral("Queue 0")));

        QTest::keyClick(window.get(), Qt::Key_PageUp); // Step back
        QCOMPARE(cell(orders, QStringLiteral("ord-ch10-001"), QStringLiteral("state")),
                 QStringLiteral("PAYMENT_PENDING"));
        QTRY_COMPARE(tables->tabText(inbox), QStringLiteral("Inbox (0)"));

        // The rebuilt world resets the journal model; its columns keep their widths.
        QTableView* journal = window->journalPanel()->view();
        QCOMPARE(journal->columnWidth(JournalModel::MessageColumn),
                 journal->fontMetrics().averageCharWidth() * 36);

        window->playback()->stepAction()->trigger();
        QTRY_COMPARE(tables->tabText(inbox), QStringLiteral("Inbox (1)"));
        QTest::keyClick(window.get(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(tables->tabText(inbox), QStringLiteral("Inbox (0)"));
    }

    void stepOnAnEmptyQueueSaysWhy()
    {
        const auto window = openWindow();
        const auto commands = window->lab().commandLog().size();
        window->playback()->stepAction()->trigger();
        QCOMPARE(window->lab().commandLog().size(), commands);
        QVERIFY(
            window->labStatusBar()->currentMessage().contains(QStringLiteral("queue is empty")));
    }

    void playDeliversUntilTheQueueIsEmpty()
    {
        const auto window = openWindow();
        Lab& lab = window->lab();
        seedPayment(lab);
        lab.execute("duplicate", Json{{"message", "latest"}});
        PlaybackController* playback = window->playback();
        playback->setSpeed(PlaybackController::kMaxSpeed);
        QTest::keyClick(window.get(), Qt::Key_B);
        QVERIFY(playback->isPlaying());
        QTRY_VERIFY(!playback->isPlaying());
        QVERIFY(lab.channel().queue().empty());
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("duplicate"));
        QVERIFY(!playback->playAction()->isChecked());
    }

    void changedCellsFlashAndFade()
    {
        const auto window = openWindow();
        seedPayment(window->lab());
        QTableView* orders = window->liveTables()->tableView(0);
        auto* flash = qobject_cast<ChangeFlashDelegate*>(orders->itemDelegate());
        QVERIFY(flash);
        QTRY_VERIFY_WITH_TIMEOUT(!flash->isFading(), 5000);
        window->playback()->step();
        QVERIFY(flash->isFading());
        const QAbstractItemModel* model = orders->model();
        int stateColumn = -1, totalColumn = -1;
        for (int column = 0; column < model->columnCount(); ++column) {
            const QString title = model->headerData(column, Qt::Horizontal).toString();
            stateColumn = title == QLatin1String("state") ? column : stateColumn;
            totalColumn = title == QLatin1String("total") ? column : totalColumn;
        }
        QVERIFY(flash->strength(model->index(0, stateColumn)) > 0);
        QCOMPARE(flash->strength(model->index(0, totalColumn)), 0.0);
        QTRY_VERIFY_WITH_TIMEOUT(!flash->isFading(), 5000);
        QCOMPARE(flash->strength(model->index(0, stateColumn)), 0.0);

        // A rebuilt world gives the table a new model: the flash follows it.
        window->playback()->stepBack();
        QVERIFY(orders->model() != model);
        QCOMPARE(orders->itemDelegate(), flash);
        window->playback()->step();
        QVERIFY(flash->isFading());
        QVERIFY(flash->strength(orders->model()->index(0, stateColumn)) > 0);
    }

    void aLongStepBackShowsThatItIsReplaying()
    {
        const auto window = openWindow();
        Lab& lab = window->lab();
        lab.execute("runChaos", Json{{"orders", 5000}, {"events", 20000}});
        lab.execute("advanceClock", Json{{"ms", 1000}});
        // The replay holds the GUI thread: look at the status bar from inside it.
        QStringList messages;
        bool busyCursor = false;
        connect(&lab, &Lab::replayProgressed, this, [&] {
            const QString message = window->labStatusBar()->currentMessage();
            if (!message.isEmpty() && !messages.contains(message))
                messages << message;
            const QCursor* cursor = QGuiApplication::overrideCursor();
            busyCursor = busyCursor || (cursor && cursor->shape() == Qt::WaitCursor);
        });
        QTest::keyClick(window.get(), Qt::Key_PageUp);
        QCOMPARE(lab.commandLog().size(), std::size_t(1));
        QVERIFY2(messages.size() >= 2, qPrintable(messages.join(QLatin1Char('\n'))));
        QVERIFY(messages.first().contains(QStringLiteral("replaying the log")));
        QVERIFY(messages.last().contains(QStringLiteral("rebuilt world")));
        QVERIFY(busyCursor);
        // Over: the cursor and the status bar are the learner's again.
        QCOMPARE(QGuiApplication::overrideCursor(), nullptr);
        QVERIFY(window->labStatusBar()->currentMessage().isEmpty());
    }

    void tabTitlesCountRows()
    {
        const auto window = openWindow();
        Lab& lab = window->lab();
        for (const char* id : {"ord-1", "ord-2", "ord-3"})
            lab.execute("seedDocument",
                        Json{{"path", std::string("orders/") + id}, {"data", lessonOrder()}});
        LiveTablesPanel* tables = window->liveTables();
        QTRY_COMPARE(tables->tabText(0), QStringLiteral("Orders (3)"));
        tables->setFilterText(QStringLiteral("ord-2"));
        QTRY_COMPARE(tables->tabText(0), QStringLiteral("Orders (1 of 3)"));
        QCOMPARE(tables->tableView(0)->model()->rowCount(), 1);
        tables->setFilterText({});
        QTRY_COMPARE(tables->tabText(0), QStringLiteral("Orders (3)"));

        tables->setCurrentTab(2);
        tables->setFilterText(QStringLiteral("ord"));
        QVERIFY(window->playback()->stepBackAction()->isEnabled());
        window->playback()->stepBack(); // rebuilt world: same tab, same filter
        QCOMPARE(tables->currentTab(), 2);
        QCOMPARE(tables->filterText(), QStringLiteral("ord"));
        QTRY_COMPARE(tables->tabText(0), QStringLiteral("Orders (2)"));
    }

    void ctrlFFocusesTheTableFilter()
    {
        const auto window = openWindow();
        QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("tableFilter"));
        QTest::keyClick(window.get(), Qt::Key_J, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("journalFilter"));
        // Letters typed into a filter are text, not the single-key shortcuts.
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("pn"));
        QCOMPARE(window->lab().commandLog().size(), std::size_t(0));
        QVERIFY(!window->playback()->isPlaying());
    }

    void keyboardOnlyReachesEveryPanel()
    {
        const auto window = openWindow();
        const auto focused = [] { return QApplication::focusWidget()->objectName(); };
        QTest::keyClick(window.get(), Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(focused(), QStringLiteral("journalView"));
        QTest::keyClick(window.get(), Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(focused(), QStringLiteral("whyText"));
        QTest::keyClick(window.get(), Qt::Key_4, Qt::ControlModifier);
        QCOMPARE(focused(), QStringLiteral("documentJson"));
        QTest::keyClick(window.get(), Qt::Key_1, Qt::ControlModifier);
        QCOMPARE(focused(), QStringLiteral("table-orders"));
        QTest::keyClick(window.get(), Qt::Key_3, Qt::AltModifier); // the third table
        QCOMPARE(window->liveTables()->currentTab(), 2);

        // Tab walks in reading order: table filter, tab bar (arrows switch
        // tables), table, journal filter, kind, journal, explanation.
        QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
        const QStringList order{
            QStringLiteral("qt_tabwidget_tabbar"), QStringLiteral("table-workflowOutbox"),
            QStringLiteral("journalFilter"),       QStringLiteral("journalKind"),
            QStringLiteral("journalView"),         QStringLiteral("whyText")};
        for (const QString& next : order) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QCOMPARE(focused(), next);
        }
    }

    void theJournalFollowsUnlessScrolledUp()
    {
        const auto window = openWindow();
        Lab& lab = window->lab();
        QTableView* journal = window->journalPanel()->view();
        QScrollBar* bar = journal->verticalScrollBar();
        const auto addEntries = [&lab](int n) {
            for (int i = 0; i < n; ++i)
                lab.execute("seedDocument", Json{{"path", "orders/o" + std::to_string(i)},
                                                 {"data", lessonOrder()}});
        };
        addEntries(80);
        QTRY_COMPARE(journal->model()->rowCount(), 80);
        QVERIFY(bar->maximum() > 0);
        QTRY_COMPARE(bar->value(), bar->maximum());

        bar->setValue(0); // the learner scrolls up to read
        const int shortMaximum = bar->maximum();
        addEntries(20);
        QTRY_COMPARE(journal->model()->rowCount(), 100);
        QTRY_VERIFY(bar->maximum() > shortMaximum); // the view laid out the new rows
        QCOMPARE(bar->value(), 0);

        bar->setValue(bar->maximum()); // and back down: following resumes
        addEntries(20);
        QTRY_COMPARE(journal->model()->rowCount(), 120);
        QTRY_COMPARE(bar->value(), bar->maximum());
    }

    void presenterModeEnlargesEveryFont()
    {
        const auto window = openWindow();
        const double base = QApplication::font().pointSizeF();
        QTableView* journal = window->journalPanel()->view();
        const int rowHeight = journal->verticalHeader()->defaultSectionSize();
        QTest::keyClick(window.get(), Qt::Key_F5);
        QVERIFY(window->appearance()->presenterMode());
        QVERIFY(QApplication::font().pointSizeF() >= base * 1.5);
        // Widgets take the new application font from a posted event.
        QTRY_VERIFY(journal->font().pointSizeF() >= base * 1.5);
        QVERIFY(journal->verticalHeader()->defaultSectionSize() > rowHeight);
        auto* json = window->documentInspector()->findChild<QPlainTextEdit*>();
        QCOMPARE(json->font().pointSizeF(),
                 QApplication::font().pointSizeF()); // monospace, same size
        QTest::keyClick(window.get(), Qt::Key_F5);
        QCOMPARE(QApplication::font().pointSizeF(), base);
        QTRY_COMPARE(journal->verticalHeader()->defaultSectionSize(), rowHeight);

        QTest::keyClick(window.get(), Qt::Key_Equal, Qt::ControlModifier);
        QVERIFY(QApplication::font().pointSizeF() > base);
        QTest::keyClick(window.get(), Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(window.get(), Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(QApplication::font().pointSizeF() < base);
        QTest::keyClick(window.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(QApplication::font().pointSizeF(), base);
    }

    void darkThemeSwapsThePalette()
    {
        const auto window = openWindow();
        QVERIFY(!ThemeColors::isDark(QApplication::palette()));
        window->appearance()->toggleDarkAction()->trigger();
        QVERIFY(ThemeColors::isDark(QApplication::palette()));
        QTRY_VERIFY(ThemeColors::isDark(window->journalPanel()->view()->palette()));
        window->appearance()->toggleDarkAction()->trigger();
        QVERIFY(!ThemeColors::isDark(QApplication::palette()));
    }

    void settingsSurviveARestart()
    {
        {
            const auto window = openWindow();
            window->resize(1400, 900);
            window->appearance()->setPresenterMode(true);
            window->appearance()->setTheme(Appearance::Theme::Dark);
            window->appearance()->setZoomStep(2);
            window->liveTables()->setCurrentTab(3);
            window->playback()->setSpeed(7);
            window->findChild<QDockWidget*>(QStringLiteral("documentDock"))->hide();
        }
        QVERIFY(!ThemeColors::isDark(QApplication::palette())); // restored when the window went
        const auto window = openWindow();
        QCOMPARE(window->size(), QSize(1400, 900));
        QVERIFY(window->appearance()->presenterMode());
        QCOMPARE(window->appearance()->theme(), Appearance::Theme::Dark);
        QVERIFY(ThemeColors::isDark(QApplication::palette()));
        QCOMPARE(window->appearance()->zoomStep(), 2);
        QCOMPARE(window->liveTables()->currentTab(), 3);
        QCOMPARE(window->playback()->speed(), 7);
        QVERIFY(!window->findChild<QDockWidget*>(QStringLiteral("documentDock"))->isVisible());
        QVERIFY(window->findChild<QDockWidget*>(QStringLiteral("journalDock"))->isVisible());
    }

    // Two actions of the main window with the same key make Qt refuse both
    // ("ambiguous shortcut"): every action shown in the main window, window
    // wide, bound to a panel or only in one of its menus (a menu is a window
    // of its own, but its keys work in the window whose menu bar holds it),
    // has keys of its own.
    void noTwoActionsOfTheWindowShareAKey()
    {
        const auto window = openWindow();
        const std::function<bool(const QAction*)> shownIn = [&](const QAction* action) {
            for (QObject* object : action->associatedObjects()) {
                auto* widget = qobject_cast<QWidget*>(object);
                if (!widget)
                    continue;
                if (widget->window() == window.get())
                    return true;
                if (auto* menu = qobject_cast<QMenu*>(widget); menu && shownIn(menu->menuAction()))
                    return true;
            }
            return false;
        };
        std::map<QString, QStringList> byKey;
        for (QAction* action : window->findChildren<QAction*>()) {
            if (!shownIn(action))
                continue;
            for (const QKeySequence& key : action->shortcuts())
                byKey[key.toString()] << action->objectName() + u'/' + action->text();
        }
        QVERIFY(byKey.size() >= 20);
        for (const auto& [key, names] : byKey)
            QVERIFY2(names.size() == 1,
                     qPrintable(key + QStringLiteral(": ") + names.join(QStringLiteral(", "))));
    }

    // Alt and a menu's letter opens the menu; a label (or a button) in the
    // window with the same letter would make Qt pass the key from one to the
    // other (the Explorer's "&Handler:" took Help's Alt+H).
    void noLabelOrButtonTakesAMenusLetter()
    {
        const auto window = openWindow();
        std::map<QString, QString> menus;
        for (const QAction* menu : window->menuBar()->actions())
            menus[QKeySequence::mnemonic(menu->text()).toString()] = menu->text();
        QVERIFY(menus.size() >= 5);
        QStringList clashes;
        const auto check = [&](const QWidget* widget, const QString& text) {
            const QString key = QKeySequence::mnemonic(text).toString();
            if (widget->window() == window.get() && menus.count(key))
                clashes << key + QStringLiteral(": ") + text + QStringLiteral(" and the menu ") +
                               menus[key];
        };
        for (const QLabel* label : window->findChildren<QLabel*>())
            if (label->buddy())
                check(label, label->text());
        for (const QAbstractButton* button : window->findChildren<QAbstractButton*>())
            check(button, button->text());
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    }

    // B plays, yet a focused combo box still picks an item by its letter.
    void aFocusedComboBoxKeepsTheLettersTypedIntoIt()
    {
        const auto window = openWindow();
        auto* mode = window->findChild<QComboBox*>(QStringLiteral("retryModeBox"));
        QVERIFY(mode);
        QSignalSpy play(window->findChild<QAction*>(QStringLiteral("actionPlay")),
                        &QAction::triggered);
        window->findChild<QDockWidget*>(QStringLiteral("controlsDock"))->raise();
        mode->setCurrentIndex(0); // Off
        mode->setFocus();
        QTRY_VERIFY(mode->hasFocus());
        QTest::keyClick(mode, Qt::Key_B);
        QCOMPARE(mode->currentData().toString(), QStringLiteral("bounded"));
        QCOMPARE(play.count(), 0);
        QTest::keyClick(window->liveTables(), Qt::Key_B); // elsewhere B is still Play
        QCOMPARE(play.count(), 1);
    }

    void everyShortcutIsNamedAndListed()
    {
        const auto window = openWindow();
        const QList<QAction*> actions = window->shortcutActions();
        QVERIFY(actions.size() >= 20);
        QStringList keys;
        for (const QAction* action : actions) {
            const QString key = action->shortcuts().front().toString(QKeySequence::NativeText);
            QVERIFY2(action->toolTip().contains(key), qPrintable(action->toolTip()));
            QVERIFY2(!keys.contains(key), qPrintable(QStringLiteral("%1 is used twice").arg(key)));
            keys << key;
        }
        for (const char* key :
             {"PgDown", "PgUp", "B", ".", "Ctrl+T", "F5", "Ctrl+R", "Ctrl+Z", "F1"})
            QVERIFY2(std::any_of(actions.begin(), actions.end(),
                                 [key](const QAction* a) {
                                     return a->shortcuts().contains(
                                         QKeySequence::fromString(QString::fromLatin1(key)));
                                 }),
                     key);
        ShortcutsDialog dialog(actions, window.get());
        QCOMPARE(dialog.table()->topLevelItemCount(), actions.size());
        for (int i = 0; i < dialog.table()->topLevelItemCount(); ++i) {
            const QTreeWidgetItem* row = dialog.table()->topLevelItem(i);
            QVERIFY2(!row->text(2).isEmpty(),
                     qPrintable(row->text(0) + QStringLiteral(" says nothing: ") + row->text(1)));
        }
        // A window of its own keeps its keys (the crash-point matrix's Esc).
        const auto* matrix = window->findChild<QWidget*>(QStringLiteral("matrixWindow"));
        QVERIFY(matrix && !matrix->actions().isEmpty());
        for (QAction* action : matrix->actions())
            QVERIFY2(!actions.contains(action), qPrintable(action->text()));
        // A floating dock is still the window's: its panel's keys stay listed.
        auto* deliveries = window->findChild<QDockWidget*>(QStringLiteral("deliveryDock"));
        deliveries->setFloating(true);
        QTRY_VERIFY(deliveries->isFloating());
        QVERIFY(window->shortcutActions().contains(
            window->findChild<QAction*>(QStringLiteral("deliverNextAction"))));
        deliveries->setFloating(false);
    }

    // A dock behind another tab is moved out of view, not hidden: its panel
    // stays isVisible(). Reconciliation keeps nothing until its tab is in front.
    void aPanelBehindATabKeepsNothing()
    {
        const auto window = openWindow();
        ReconciliationPanel* panel = window->reconciliationPanel();
        QVERIFY(panel->isVisible());
        QTRY_VERIFY(!panel->model()->isFollowing());
        window->findChild<QDockWidget*>(QStringLiteral("reconciliationDock"))->raise();
        QTRY_VERIFY(panel->model()->isFollowing());
        window->findChild<QDockWidget*>(QStringLiteral("journalDock"))->raise();
        QTRY_VERIFY(!panel->model()->isFollowing());
    }

    void otherPanelsDockAndStrip()
    {
        const auto window = openWindow();
        auto* panel = new QLabel(QStringLiteral("deliveries"));
        QDockWidget* dock =
            window->addDockPanel(panel, Qt::LeftDockWidgetArea, QStringLiteral("Deliveries"),
                                 QStringLiteral("deliveryDock"));
        QCOMPARE(dock->objectName(), QStringLiteral("deliveryDock"));
        QCOMPARE(window->dockWidgetArea(dock), Qt::LeftDockWidgetArea);
        QTRY_VERIFY(panel->isVisible());
        QToolBar* strip =
            window->addStrip(new QLabel(QStringLiteral("invariants")), QStringLiteral("Invariants"),
                             QStringLiteral("invariantStrip"));
        QTRY_VERIFY(strip->isVisible());
        QVERIFY(!strip->isMovable());

        auto* extra = new QStandardItemModel(2, 1, window.get());
        const int tab =
            window->liveTables()->addTableTab(extra, QStringLiteral("Dead-letter topic"));
        QTRY_COMPARE(window->liveTables()->tabText(tab), QStringLiteral("Dead-letter topic (2)"));
        extra->appendRow(new QStandardItem(QStringLiteral("x")));
        QTRY_COMPARE(window->liveTables()->tabText(tab), QStringLiteral("Dead-letter topic (3)"));
    }

    void aLaterDockReturnsToItsSavedPlace()
    {
        {
            const auto window = openWindow();
            QDockWidget* dock =
                window->addDockPanel(new QLabel(QStringLiteral("metrics")), Qt::LeftDockWidgetArea,
                                     QStringLiteral("Metrics"), QStringLiteral("metricsDock"));
            window->addDockWidget(Qt::BottomDockWidgetArea, dock); // the teacher moved it
            QTRY_VERIFY(dock->isVisible());
        }
        const auto window = openWindow();
        QDockWidget* dock =
            window->addDockPanel(new QLabel(QStringLiteral("metrics")), Qt::LeftDockWidgetArea,
                                 QStringLiteral("Metrics"), QStringLiteral("metricsDock"));
        QCOMPARE(window->dockWidgetArea(dock), Qt::BottomDockWidgetArea);
        QTRY_VERIFY(dock->isVisible());
    }

    // Before it builds the lab's world, even if it goes no further (HugePages.h).
    void theWindowsProcessTurnsDownHugePages()
    {
        allowHugePages(true);
        QCOMPARE(MainWindow::runApplication(*qApp, {QStringLiteral("atlasmart-lab"),
                                                    QStringLiteral("--seed"),
                                                    QStringLiteral("minus one")}),
                 2);
#ifdef __linux__
        QVERIFY(!hugePagesAllowed());
#endif
        allowHugePages(true);
    }

    void screenshotAndABadStoreFile()
    {
        const QString png = settingsDir_.filePath(QStringLiteral("shot.png"));
        QCOMPARE(MainWindow::runApplication(
                     *qApp, {QStringLiteral("atlasmart-lab"), QStringLiteral("--screenshot"), png}),
                 0);
        const QImage shot(png);
        QCOMPARE(shot.size(), QSize(1600, 1000));

        const QString bad = settingsDir_.filePath(QStringLiteral("not-a-lab.db"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is not an SQLite database, it is a shopping list: lamps, kettles");
        file.close();
        QCOMPARE(MainWindow::runApplication(*qApp, {QStringLiteral("atlasmart-lab"),
                                                    QStringLiteral("--db"), bad,
                                                    QStringLiteral("--screenshot"), png}),
                 3); // a file that cannot be used, as the README lists
        QCOMPARE(MainWindow::runApplication(*qApp, {QStringLiteral("atlasmart-lab"),
                                                    QStringLiteral("--seed"),
                                                    QStringLiteral("minus one")}),
                 2);
    }

private:
    QTemporaryDir settingsDir_;
    QFont baseFont_;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
