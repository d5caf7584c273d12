// The simulated clock: ISO times and timers.
#include "StoreTestSupport.h"
#include "lab/Rng.h"
#include "store/clock/IsoTime.h"

#include <QDateTime>

using namespace atlas;
using namespace atlas::storetest;

namespace {

std::string qtText(qint64 t)
{
    return QDateTime::fromMSecsSinceEpoch(t, Qt::UTC).toString(Qt::ISODateWithMs).toStdString();
}

} // namespace

class TestSimClock : public QObject
{
    Q_OBJECT
private slots:
    // --- SimClock --------------------------------------------------------

    void isoRoundTrip_data()
    {
        QTest::addColumn<qint64>("millis");
        QTest::addColumn<QString>("iso");
        QTest::addRow("default epoch")
            << qint64(SimClock::kDefaultEpoch) << "2026-09-16T18:30:00.000Z";
        QTest::addRow("unix epoch") << qint64(0) << "1970-01-01T00:00:00.000Z";
        QTest::addRow("milliseconds")
            << qint64(SimClock::kDefaultEpoch + 86399999) << "2026-09-17T18:29:59.999Z";
        QTest::addRow("leap day") << qint64(1835395200000) << "2028-02-29T00:00:00.000Z";
        QTest::addRow("before 1970") << qint64(-1) << "1969-12-31T23:59:59.999Z";
        QTest::addRow("year 2000") << qint64(951782400000) << "2000-02-29T00:00:00.000Z";
    }

    void isoRoundTrip()
    {
        QFETCH(qint64, millis);
        QFETCH(QString, iso);
        QCOMPARE(SimClock::toIso(millis), iso.toStdString());
        QCOMPARE(SimClock::parseIso(iso.toStdString()), std::optional<Millis>(millis));
    }

    void isoParsing_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("millis"); // -1: rejected
        const qint64 epoch = SimClock::kDefaultEpoch;
        QTest::addRow("no fraction") << "2026-09-16T18:30:00Z" << epoch;
        QTest::addRow("one digit") << "2026-09-16T18:30:00.5Z" << epoch + 500;
        QTest::addRow("microseconds truncate") << "2026-09-16T18:30:00.123999Z" << epoch + 123;
        QTest::addRow("lower case") << "2026-09-16t18:30:00z" << epoch;
        QTest::addRow("offset") << "2026-09-16T18:30:00+02:00" << qint64(-1);
        QTest::addRow("no zone") << "2026-09-16T18:30:00" << qint64(-1);
        QTest::addRow("empty fraction") << "2026-09-16T18:30:00.Z" << qint64(-1);
        QTest::addRow("month 13") << "2026-13-01T00:00:00Z" << qint64(-1);
        QTest::addRow("hour 24") << "2026-09-16T24:00:00Z" << qint64(-1);
        QTest::addRow("30 February") << "2026-02-30T00:00:00Z" << qint64(-1);
        QTest::addRow("29 February, common year") << "2027-02-29T00:00:00Z" << qint64(-1);
        QTest::addRow("31 April") << "2026-04-31T00:00:00Z" << qint64(-1);
        QTest::addRow("date only") << "2026-09-16" << qint64(-1);
        QTest::addRow("trailing text") << "2026-09-16T18:30:00Zx" << qint64(-1);
        QTest::addRow("plus sign") << "2026-+9-16T18:30:00Z" << qint64(-1);
        QTest::addRow("minus sign") << "2026-09-16T-1:30:00Z" << qint64(-1);
    }

    void isoParsing()
    {
        QFETCH(QString, text);
        QFETCH(qint64, millis);
        const auto parsed = SimClock::parseIso(text.toStdString());
        QCOMPARE(parsed, millis < 0 ? std::nullopt : std::optional<Millis>(millis));
    }

    // The text of a time against QDateTime's, for times over the years 1 to
    // 9999 and times close together (one second, one day, a day's edges),
    // moving between days and back and parsing in between: what each thread
    // keeps of the last day and time must never show in another's text.
    void isoTimeAgreesWithQDateTime()
    {
        constexpr qint64 kFirst = -62135596800000; // 0001-01-01T00:00:00.000Z
        constexpr qint64 kLast = 253402300799999;  // 9999-12-31T23:59:59.999Z
        Rng rng(20261207);
        qint64 t = SimClock::kDefaultEpoch;
        for (int i = 0; i < 20000; ++i) {
            switch (rng.below(6)) {
            case 0:
                t = rng.between(kFirst, kLast);
                break;
            case 1:
                t = std::clamp<qint64>(t + rng.between(-999, 999), kFirst, kLast);
                break;
            case 2:
                t = std::clamp<qint64>(t + rng.between(-86'400'000, 86'400'000), kFirst, kLast);
                break;
            case 3: // a day's first or last millisecond
                t = std::clamp<qint64>((t / 86'400'000 + rng.between(-1, 1)) * 86'400'000 -
                                           qint64(rng.below(2)),
                                       kFirst, kLast);
                break;
            case 4: // back to the epoch's day
                t = SimClock::kDefaultEpoch + rng.between(-1000, 1000);
                break;
            default: // another day read in between, then this time written again
                SimClock::parseIso(qtText(rng.between(kFirst, kLast)));
                break;
            }
            // Read before it is written (while the day last written is
            // another, often a day before or after) or after.
            const std::string expected = qtText(t);
            const bool readFirst = rng.below(2) == 0;
            if (readFirst)
                QCOMPARE(SimClock::parseIso(expected), std::optional<Millis>(t));
            std::string appended = "at ";
            appendIsoTime(appended, t);
            QCOMPARE(appended, "at " + expected);
            QCOMPARE(SimClock::toIso(t), expected);
            if (!readFirst)
                QCOMPARE(SimClock::parseIso(expected), std::optional<Millis>(t));
        }
    }

    // Years outside four digits are written in full (and not read back);
    // the years either side of them still are.
    void isoTimeOutsideFourDigits()
    {
        QCOMPARE(SimClock::toIso(253402300800000), std::string("10000-01-01T00:00:00.000Z"));
        QCOMPARE(SimClock::toIso(253402300799999), std::string("9999-12-31T23:59:59.999Z"));
        QCOMPARE(SimClock::toIso(-62167219200001), std::string("-001-12-31T23:59:59.999Z"));
        QCOMPARE(SimClock::toIso(-62167219200000), std::string("0000-01-01T00:00:00.000Z"));
        QCOMPARE(SimClock::parseIso("0000-01-01T00:00:00.000Z"),
                 std::optional<Millis>(-62167219200000));
        QCOMPARE(SimClock::parseIso("10000-01-01T00:00:00.000Z"), std::nullopt);
    }

    // A date remembered from the last time written does not make a bad time
    // of that day good, nor a bad date of another day.
    void isoParsingAfterTheSameDay()
    {
        QCOMPARE(SimClock::toIso(SimClock::kDefaultEpoch), std::string("2026-09-16T18:30:00.000Z"));
        QCOMPARE(SimClock::parseIso("2026-09-16T24:00:00Z"), std::nullopt);
        QCOMPARE(SimClock::parseIso("2026-09-16T18:60:00Z"), std::nullopt);
        QCOMPARE(SimClock::parseIso("2026-09-16T18:30:00"), std::nullopt);
        QCOMPARE(SimClock::parseIso("2026-09-16T1a:30:00Z"), std::nullopt);
        QCOMPARE(SimClock::parseIso("2026-09-31T18:30:00Z"), std::nullopt);
        QCOMPARE(SimClock::parseIso("2026-09-16T18:30:00Z"),
                 std::optional<Millis>(SimClock::kDefaultEpoch));
        QCOMPARE(SimClock::parseIso("2026-09-16t18:30:00.5z"),
                 std::optional<Millis>(SimClock::kDefaultEpoch + 500));
    }

    void clockDefaults()
    {
        SimClock clock;
        QCOMPARE(clock.now(), SimClock::kDefaultEpoch);
        QCOMPARE(clock.nowIso(), std::string("2026-09-16T18:30:00.000Z"));
        clock.advance(90000);
        QCOMPARE(clock.elapsed(), 90000);
        QCOMPARE(clock.nowIso(), std::string("2026-09-16T18:31:30.000Z"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, clock.advance(-1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, clock.advanceTo(clock.now() - 1));
        QCOMPARE(SimClock(1000).now(), 1000);
    }

    void timersFireInDueThenInsertionOrder()
    {
        SimClock clock(0);
        std::vector<std::pair<std::string, Millis>> fired;
        const auto timer = [&](std::string name) {
            return [&fired, &clock, name] { fired.emplace_back(name, clock.now()); };
        };
        clock.schedule(300, timer("c"));
        clock.schedule(100, timer("a1"));
        clock.schedule(100, timer("a2"));
        clock.scheduleIn(200, timer("b"));
        const TimerId cancelled = clock.schedule(150, timer("cancelled"));
        clock.schedule(1000, timer("later"));
        clock.schedule(100, [&] {
            fired.emplace_back("a3", clock.now());
            clock.scheduleIn(50, timer("chained")); // due 150, inside this advance
            clock.scheduleIn(0, timer("immediate"));
        });
        QVERIFY(clock.cancel(cancelled));
        QVERIFY(!clock.cancel(cancelled));
        QCOMPARE(clock.pendingTimers(), 6u);
        QCOMPARE(clock.nextDue(), std::optional<Millis>(100));

        clock.advance(500);
        const std::vector<std::pair<std::string, Millis>> expected = {
            {"a1", 100},      {"a2", 100}, {"a3", 100}, {"immediate", 100},
            {"chained", 150}, {"b", 200},  {"c", 300}};
        QCOMPARE(fired, expected);
        QCOMPARE(clock.now(), 500);
        QCOMPARE(clock.pendingTimers(), 1u);
        QCOMPARE(clock.nextDue(), std::optional<Millis>(1000));
    }

    void advanceToNextDue()
    {
        SimClock clock(0);
        std::vector<Millis> fired;
        QVERIFY(!clock.advanceToNextDue());
        QCOMPARE(clock.now(), 0);
        for (Millis due : {400, 250, 250, 900})
            clock.schedule(due, [&] { fired.push_back(clock.now()); });
        clock.schedule(-5, [&] { fired.push_back(clock.now()); }); // past: due now

        QVERIFY(clock.advanceToNextDue());
        QCOMPARE(fired, std::vector<Millis>({0}));
        QVERIFY(clock.advanceToNextDue());
        QCOMPARE(clock.now(), 250);
        QCOMPARE(fired, std::vector<Millis>({0, 250, 250})); // everything due then
        QVERIFY(clock.advanceToNextDue());
        QCOMPARE(clock.now(), 400);
        QVERIFY(clock.advanceToNextDue());
        QCOMPARE(clock.now(), 900);
        QVERIFY(!clock.advanceToNextDue());
        QCOMPARE(fired, std::vector<Millis>({0, 250, 250, 400, 900}));
        QVERIFY(!clock.nextDue());
    }
};

QTEST_GUILESS_MAIN(TestSimClock)
#include "tst_simclock.moc"
