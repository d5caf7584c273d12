#include "frame/HugePages.h"

#include <QFile>
#include <QProcess>
#include <QTest>

using namespace atlas;

namespace {

// The kernel's own view of a process, as /proc reports it ("THP_enabled:\t1").
QByteArray thpLine(const QByteArray& status)
{
    for (const QByteArray& line : status.split('\n'))
        if (line.startsWith("THP_enabled:"))
            return line.simplified();
    return {};
}

} // namespace

class TestHugePages : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
#ifndef __linux__
        QSKIP("huge pages are only turned down on Linux");
#endif
    }

    void turnedDownAndBackOn()
    {
        QFile status(QStringLiteral("/proc/self/status"));
        allowHugePages(false);
        QVERIFY(!hugePagesAllowed());
        QVERIFY(status.open(QIODevice::ReadOnly));
        QCOMPARE(thpLine(status.readAll()), QByteArray("THP_enabled: 0"));
        status.close();

        allowHugePages(true);
        QVERIFY(hugePagesAllowed());
        QVERIFY(status.open(QIODevice::ReadOnly));
        QCOMPARE(thpLine(status.readAll()), QByteArray("THP_enabled: 1"));
    }

    // The window's process turns them down, and what it starts afterwards
    // inherits that: bench_window's headless runs take them back themselves.
    void aChildInheritsTheChoice()
    {
        allowHugePages(false);
        QProcess child;
        child.start(QStringLiteral("cat"), {QStringLiteral("/proc/self/status")});
        QVERIFY(child.waitForFinished());
        QCOMPARE(thpLine(child.readAllStandardOutput()), QByteArray("THP_enabled: 0"));
        QVERIFY(!hugePagesAllowed());
        allowHugePages(true);
    }
};

QTEST_GUILESS_MAIN(TestHugePages)
#include "tst_hugepages.moc"
