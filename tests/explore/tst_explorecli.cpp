// --explore and --matrix as a user meets them: exit codes, the printed
// trace, the saved lesson, refused arguments.
#include "CliTestSupport.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace clitest;

namespace {

QString chapter10()
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
           QStringLiteral("/lessons/chapter10-idempotency.json");
}

QStringList explore(const QString& scenario, const QStringList& extra)
{
    return QStringList{QStringLiteral("--headless"), QStringLiteral("--explore"),
                       QStringLiteral("--lesson"),   chapter10(),
                       QStringLiteral("--scenario"), scenario} +
           extra;
}

} // namespace

class TestExploreCli : public QObject
{
    Q_OBJECT
private slots:
    void aViolationExitsOneWithItsTrace()
    {
        const Run r = run(explore(QStringLiteral("ch10-marker-before-effect"),
                                  {QStringLiteral("--strategy"),
                                   QStringLiteral("marker-before-effect"),
                                   QStringLiteral("--max-faults"), QStringLiteral("1")}));
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QStringLiteral("VIOLATION")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("shortest trace")));
        QVERIFY(r.out.contains(QStringLiteral("[fault]")));
        QVERIFY(r.out.contains(QStringLiteral("inevitable")));
    }

    void aBoundedSpaceThatHoldsExitsZero()
    {
        const Run r = run(explore(QStringLiteral("ch10-lost-ack-redelivery"),
                                  {QStringLiteral("--strategy"),
                                   QStringLiteral("inbox-in-transaction"),
                                   QStringLiteral("--max-faults"), QStringLiteral("2"),
                                   QStringLiteral("--json")}));
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o[QStringLiteral("violated")].toBool(true), false);
        const QJsonObject stats = o[QStringLiteral("stats")].toObject();
        QVERIFY(stats[QStringLiteral("exhausted")].toBool());
        QVERIFY(stats[QStringLiteral("distinct")].toInt() > 0);
        QVERIFY(stats[QStringLiteral("explored")].toInt() >= stats[QStringLiteral("distinct")].toInt());
    }

    void theSavedTraceIsALessonThatPlays()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("trace.json"));
        const QStringList args =
            explore(QStringLiteral("ch10-event-id-only"),
                    {QStringLiteral("--strategy"), QStringLiteral("event-id-only"),
                     QStringLiteral("--faults"), QStringLiteral("new-envelope,duplicate"),
                     QStringLiteral("--save-trace"), file});
        QCOMPARE(run(args).code, 1);
        QVERIFY(QFileInfo::exists(file));
        QCOMPARE(run({QStringLiteral("--validate"), file}).code, 0);
        // Played headless, its last expectation (the invariant is broken) is met.
        const Run played = run({QStringLiteral("--headless"), QStringLiteral("--lesson"), file});
        QVERIFY2(played.code == 0, qPrintable(played.out + played.err));

        // A second save never overwrites: the file stays as it was.
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        const Run again = run(args);
        QCOMPARE(again.code, 3);
        QVERIFY(again.err.contains(QStringLiteral("already exists")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    void badArgumentsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("no scenario")
            << QStringList{QStringLiteral("--headless"), QStringLiteral("--explore"),
                           QStringLiteral("--lesson"), chapter10()}
            << QStringLiteral("--scenario");
        QTest::addRow("unknown fault")
            << explore(QStringLiteral("ch10-lab-run"),
                       {QStringLiteral("--faults"), QStringLiteral("lost-ack,gremlins")})
            << QStringLiteral("gremlins");
        QTest::addRow("too many faults")
            << explore(QStringLiteral("ch10-lab-run"),
                       {QStringLiteral("--max-faults"), QStringLiteral("9")})
            << QStringLiteral("--max-faults");
        QTest::addRow("unknown strategy")
            << explore(QStringLiteral("ch10-lab-run"),
                       {QStringLiteral("--strategy"), QStringLiteral("hope")})
            << QStringLiteral("hope");
        QTest::addRow("unknown scenario") << explore(QStringLiteral("ch10-nope"), {})
                                          << QStringLiteral("ch10-nope");
        QTest::addRow("strategy without explore")
            << QStringList{QStringLiteral("--headless"), QStringLiteral("--lesson"), chapter10(),
                           QStringLiteral("--strategy"), QStringLiteral("no-dedup")}
            << QStringLiteral("--explore");
    }
    void badArgumentsExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void theMatrixHasACellForEveryStrategyAndFault()
    {
        const Run r = run({QStringLiteral("--headless"), QStringLiteral("--matrix"),
                           QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray cells =
            QJsonDocument::fromJson(r.out.toUtf8()).object()[QStringLiteral("cells")].toArray();
        QCOMPARE(cells.size(), 9 * 11);
        int red = 0;
        for (const auto& value : cells) {
            const QJsonObject cell = value.toObject();
            if (cell[QStringLiteral("red")].toBool()) {
                ++red;
                QVERIFY(!cell[QStringLiteral("trace")].toArray().isEmpty());
            }
        }
        QVERIFY(red >= 7);
        const Run text = run({QStringLiteral("--headless"), QStringLiteral("--matrix")});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains(QStringLiteral("correct rows exactly once everywhere")));
    }
};

QTEST_GUILESS_MAIN(TestExploreCli)
#include "tst_explorecli.moc"
