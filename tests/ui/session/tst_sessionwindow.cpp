// The File menu as a learner uses it: free play survives a closed window,
// a saved session reopens identical, opening a file changes nothing, a
// damaged autosave is set aside, and the journal exports.
#include "../../session/SessionTestSupport.h"
#include "../ShownWindow.h"
#include "controls/ChaosRunner.h"
#include "frame/LabSettings.h"
#include "frame/MainWindow.h"
#include "lab/chaos/ChaosConfig.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "session/SessionController.h"
#include "session/SessionFile.h"
#include "session/SessionRecorder.h"
#include "session/SessionReplay.h"
#include "store/DocumentStore.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace atlas;

namespace {

Json payment(const std::string& order, const std::string& id)
{
    return sessiontest::paymentEvent(order, id);
}

void play(Lab& lab)
{
    lab.execute("runChaos", Json{{"orders", 10}, {"events", 30}, {"duplicateRate", 0.3}});
    lab.execute("publish", Json{{"event", payment("ord-000001", "evt-again")}});
    lab.execute("duplicate", Json{{"message", "latest"}});
    lab.execute("deliverAll", Json::object());
}

using sessiontest::contents;
using sessiontest::fingerprint;

} // namespace

class TestSessionWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
    }

    void init()
    {
        QSettings(LabSettings::organization(), LabSettings::application()).clear();
        QFile::remove(SessionController::autosavePath(QStringLiteral("anna")));
    }

    void theFileMenuOffersEverySessionAction()
    {
        const auto window = testing::shownWindow();
        QMenu* file = nullptr;
        for (QAction* action : window->menuBar()->actions())
            if (action->menu() && action->text() == QStringLiteral("&File"))
                file = action->menu();
        QVERIFY(file);
        QStringList texts;
        for (QAction* action : file->actions())
            texts << action->text();
        for (const char* expected : {"&New session", "&Open session…", "Open &recent",
                                     "&Save session as…", "&Export journal…", "&Quit"})
            QVERIFY2(texts.contains(QString::fromUtf8(expected)), expected);
        SessionController* sessions = window->sessions();
        QCOMPARE(sessions->newAction()->shortcut(), QKeySequence(QKeySequence::New));
        QCOMPARE(sessions->openAction()->shortcut(), QKeySequence(QKeySequence::Open));
        QVERIFY(!sessions->saveAsAction()->shortcuts().isEmpty());
        QVERIFY(!sessions->exportJournalAction()->toolTip().isEmpty());
        QVERIFY(window->shortcutActions().contains(sessions->openAction()));
    }

    void freePlaySurvivesAClosedWindow()
    {
        std::map<std::string, std::string> before;
        std::vector<LabCommand> log;
        {
            const auto window = testing::shownWindow();
            QString note;
            QVERIFY(window->sessions()->openAutosave(QStringLiteral("anna"), &note));
            QVERIFY(window->sessions()->isAutosave());
            play(window->lab());
            before = contents(window->lab());
            log = window->lab().commandLog();
        } // closed: nothing is saved on close, everything was saved as it happened
        const auto window = testing::shownWindow();
        QString note;
        QVERIFY(window->sessions()->openAutosave(QStringLiteral("anna"), &note));
        QVERIFY2(note.contains(QStringLiteral("restored")), qPrintable(note));
        QCOMPARE(window->lab().commandLog().size(), log.size());
        QCOMPARE(contents(window->lab()), before);
    }

    void aSavedSessionReopensIdenticalAndOpeningChangesNothing()
    {
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("hand-in.atlaslab"));
        std::map<std::string, std::string> before;
        {
            const auto window = testing::shownWindow();
            window->sessions()->setInteractive(false);
            QVERIFY(window->sessions()->openAutosave(QStringLiteral("anna"), nullptr));
            play(window->lab());
            QString error;
            QVERIFY2(window->sessions()->saveSessionAs(saved, &error), qPrintable(error));
            QCOMPARE(window->sessions()->currentPath(), QFileInfo(saved).absoluteFilePath());
            QVERIFY(window->windowTitle().contains(QStringLiteral("hand-in.atlaslab")));
            before = contents(window->lab());
        }
        QVERIFY(SessionReplay::check(saved).consistent());
        const QByteArray bytes = fingerprint(saved);
        const auto window = testing::shownWindow();
        window->sessions()->setInteractive(false);
        QString error;
        QVERIFY2(window->sessions()->openSession(saved, &error), qPrintable(error));
        QCOMPARE(contents(window->lab()), before);
        QCOMPARE(fingerprint(saved), bytes); // until the learner does something
        QVERIFY(LabSettings().recentSessions().contains(QFileInfo(saved).absoluteFilePath()));

        window->lab().execute("publish", Json{{"event", payment("ord-000002", "evt-later")}});
        QVERIFY(fingerprint(saved) != bytes);
        const SessionReport report = SessionReplay::check(saved);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QCOMPARE(report.commands, std::uint64_t{window->lab().commandLog().size()});
    }

    void aFileThatDisagreesWithItsReplayIsNotOpened()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("forged.atlaslab"));
        {
            Lab lab;
            SessionRecorder recorder(lab, SessionFile::create(path, 1), true);
            play(lab);
        }
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("forge"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("UPDATE documents SET data = '{\"state\":\"COMPLETED\"}' "
                                          "WHERE collection = 'orders' AND id = 'ord-000002'")));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("forge"));
        const QByteArray bytes = fingerprint(path);

        const auto window = testing::shownWindow();
        window->sessions()->setInteractive(false);
        QVERIFY(window->sessions()->openAutosave(QStringLiteral("anna"), nullptr));
        window->lab().execute("publish", Json{{"event", payment("ord-9", "evt-mine")}});
        const auto mine = contents(window->lab());
        QString error;
        QVERIFY(!window->sessions()->openSession(path, &error));
        QVERIFY2(error.contains(QStringLiteral("orders/ord-000002 differs")), qPrintable(error));
        QCOMPARE(fingerprint(path), bytes);
        // The learner's own world and its autosave carry on.
        QCOMPARE(contents(window->lab()), mine);
        QVERIFY(window->sessions()->isAutosave());
        window->lab().execute("deliverAll", Json::object());
        QVERIFY(SessionReplay::check(SessionController::autosavePath(QStringLiteral("anna")))
                    .consistent());
    }

    void aDamagedAutosaveIsSetAsideAndTheLabStarts()
    {
        const QString autosave = SessionController::autosavePath(QStringLiteral("anna"));
        QDir().mkpath(QFileInfo(autosave).absolutePath());
        QFile damaged(autosave);
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("SQLite format 3");
        damaged.write(QByteArray(200, '\x7f'));
        damaged.close();
        const auto window = testing::shownWindow();
        QString note;
        QVERIFY(window->sessions()->openAutosave(QStringLiteral("anna"), &note));
        QVERIFY2(note.contains(QStringLiteral(".corrupt")), qPrintable(note));
        QVERIFY(QFileInfo::exists(autosave + QStringLiteral(".corrupt")));
        QVERIFY(window->sessions()->isAutosave());
        window->lab().execute("publish", Json{{"event", payment("ord-1", "evt-1")}});
        QVERIFY(SessionReplay::check(autosave).consistent());
        QFile::remove(autosave + QStringLiteral(".corrupt"));
    }

    void newSessionStartsAnEmptyWorldInTheAutosave()
    {
        QTemporaryDir dir;
        const auto window = testing::shownWindow();
        window->sessions()->setInteractive(false);
        QVERIFY(window->sessions()->openAutosave(QStringLiteral("anna"), nullptr));
        play(window->lab());
        const QString kept = dir.filePath(QStringLiteral("kept.atlaslab"));
        QVERIFY(window->sessions()->saveSessionAs(kept, nullptr));
        QString error;
        QVERIFY2(window->sessions()->newSession(&error), qPrintable(error));
        QVERIFY(window->sessions()->isAutosave());
        QCOMPARE(window->lab().commandLog().size(), std::size_t{1}); // the reset
        QVERIFY(window->lab().store().collections().empty());
        QVERIFY(SessionReplay::check(kept).commands > 1); // the saved one keeps its run
    }

    void aChaosRunInTheWindowIsRecordedSliceBySlice()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("chaos.atlaslab"));
        Lab lab;
        SessionRecorder recorder(lab, SessionFile::create(path, 1), true);
        ChaosRunner runner(lab);
        QSignalSpy checkpoints(&lab, &Lab::checkpointReached);
        QVERIFY(runner.start(ChaosConfig::fromJson(Json{{"orders", 300}, {"events", 1500}}), 4));
        // While it runs, the file holds a consistent prefix: what a crash now would leave.
        QTRY_VERIFY_WITH_TIMEOUT(checkpoints.count() >= 2, 30'000);
        const SessionReport midway = SessionReplay::check(path);
        QVERIFY2(midway.consistent(), midway.toText().c_str());
        QVERIFY(midway.interrupted);
        QVERIFY(midway.interruptedAfter > 0 && midway.interruptedAfter < 1500);
        QTRY_VERIFY_WITH_TIMEOUT(!runner.isRunning(), 60'000);
        const SessionReport done = SessionReplay::check(path);
        QVERIFY2(done.consistent(), done.toText().c_str());
        QVERIFY(!done.interrupted);
        QCOMPARE(done.commands, std::uint64_t{1});
    }

    void theJournalExportsComplete()
    {
        QTemporaryDir dir;
        const auto window = testing::shownWindow();
        window->sessions()->setInteractive(false);
        QVERIFY(window->sessions()->openAutosave(QStringLiteral("anna"), nullptr));
        play(window->lab());
        const QString jsonl = dir.filePath(QStringLiteral("journal.jsonl"));
        const QString csv = dir.filePath(QStringLiteral("journal.csv"));
        QString error;
        QVERIFY2(window->sessions()->exportJournal(jsonl, &error), qPrintable(error));
        QVERIFY2(window->sessions()->exportJournal(csv, &error), qPrintable(error));
        QFile j(jsonl), c(csv);
        QVERIFY(j.open(QIODevice::ReadOnly) && c.open(QIODevice::ReadOnly));
        const auto total = static_cast<qsizetype>(window->lab().journal().total());
        QCOMPARE(j.readAll().count('\n'), total);
        QCOMPARE(c.readAll().count("\r\n"), total + 1);
        QVERIFY(!window->sessions()->exportJournal(dir.path(), &error));
        QVERIFY2(error.contains(dir.path()), qPrintable(error));
    }

private:
    QTemporaryDir settingsDir_;
};

QTEST_MAIN(TestSessionWindow)
#include "tst_sessionwindow.moc"
