// A session file after kill -9: a chaos run recording to a WAL file is killed
// at 20 moments and every file must check consistent, with the same code as
// --check-session. What the file holds is a prefix of the run: every
// committed document change has its journal entries and its command.
#include "session/SessionError.h"
#include "session/SessionReplay.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <random>

using namespace atlas;

class TestSessionCrash : public QObject
{
    Q_OBJECT
private slots:
    void aKilledRunLeavesAConsistentFile()
    {
        QTemporaryDir dir;
        // The kill moments are seeded, so a failure can be reproduced. The run
        // is long enough (about 2 s) that every moment falls inside it: at
        // 10,000 events a faster lab finished some runs before their moment.
        std::mt19937 rng(20261201);
        std::uniform_int_distribution<int> moment(20, 900);
        int interrupted = 0, withContent = 0;
        for (int i = 0; i < 20; ++i) {
            const QString path = dir.filePath(QStringLiteral("killed-%1.atlaslab").arg(i));
            QProcess lab;
            lab.setProcessChannelMode(QProcess::ForwardedErrorChannel);
            lab.setStandardOutputFile(QProcess::nullDevice());
            lab.start(QStringLiteral(ATLASLAB_EXE),
                      {QStringLiteral("--headless"), QStringLiteral("--chaos"),
                       QStringLiteral("--seed"), QString::number(i + 1), QStringLiteral("--orders"),
                       QStringLiteral("8000"), QStringLiteral("--events"), QStringLiteral("40000"),
                       QStringLiteral("--crashes"), QStringLiteral("0.02"), QStringLiteral("--db"),
                       path});
            QVERIFY(lab.waitForStarted());
            const int ms = moment(rng);
            if (!lab.waitForFinished(ms)) {
                lab.kill(); // SIGKILL: nothing runs after it
                QVERIFY(lab.waitForFinished());
                ++interrupted;
            }
            if (!QFileInfo::exists(path) || QFileInfo(path).size() == 0)
                continue; // killed before the file was made
            ++withContent;
            SessionReport report;
            try {
                report = SessionReplay::check(path);
            } catch (const SessionError& error) {
                QFAIL(qPrintable(QStringLiteral("moment %1 ms: %2")
                                     .arg(ms)
                                     .arg(QString::fromUtf8(error.what()))));
            }
            QVERIFY2(report.consistent(),
                     qPrintable(QStringLiteral("killed after %1 ms:\n").arg(ms) +
                                QString::fromStdString(report.toText())));
        }
        // The moments must really fall inside runs, most with a file under way.
        QVERIFY2(interrupted >= 15, qPrintable(QString::number(interrupted)));
        QVERIFY2(withContent >= 15, qPrintable(QString::number(withContent)));
    }
};

QTEST_GUILESS_MAIN(TestSessionCrash)
#include "tst_sessioncrash.moc"
