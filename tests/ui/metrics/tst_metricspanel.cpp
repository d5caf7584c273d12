#include "../PanelTestSupport.h"

#include "lab/monitor/MetricsHistory.h"
#include "metrics/MetricChart.h"
#include "metrics/MetricsPanel.h"

#include <QLineSeries>
#include <QTableWidget>
#include <QTimer>

#include <algorithm>

using namespace atlas;
using namespace atlas::fixtures;
using namespace atlas::testing;

namespace {

MetricChart* chartFor(MetricsPanel& panel, const char* metric)
{
    return panel.findChild<MetricChart*>(QStringLiteral("chart-%1").arg(QLatin1String(metric)));
}

QString tableValue(MetricsPanel& panel, const QString& label)
{
    QTableWidget* table = panel.table();
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text() == label)
            return table->item(row, 1)->text();
    return {};
}

} // namespace

class TestMetricsPanel : public QObject
{
    Q_OBJECT
private slots:
    void burstsOfCommandsRedrawOnce()
    {
        Lab lab;
        MetricsPanel panel(lab);
        panel.show();
        const int before = panel.refreshCount();
        seedLessonOrder(lab);
        for (int i = 0; i < 20; ++i) {
            lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_SUCCEEDED",
                                                               "evt-" + std::to_string(i))}});
            lab.execute("duplicate", Json{{"message", "latest"}});
            lab.execute("deliverNext");
            lab.execute("deliverNext");
            lab.execute("advanceClock", Json{{"ms", 1000}});
        }
        QCOMPARE(panel.refreshCount(), before); // coalesced, not yet drawn
        QTRY_COMPARE(panel.refreshCount(), before + 1);
        QTest::qWait(2 * MetricsPanel::kRefreshIntervalMs);
        QCOMPARE(panel.refreshCount(), before + 1);
    }

    // A scheduled redraw draws one chart per pass of the event loop, so a
    // chaos run's window never waits for all of them at once.
    void aScheduledRedrawDrawsOneChartPerPass()
    {
        Lab lab;
        MetricsPanel panel(lab);
        panel.show();
        const int before = panel.refreshCount();
        int passes = 0;
        QTimer counter; // a zero timer fires once per pass of the event loop
        counter.setInterval(0);
        connect(&counter, &QTimer::timeout, this, [&passes] { ++passes; });
        std::vector<int> drawnAt;
        for (MetricChart* chart : panel.charts())
            connect(chart->series(0), &QXYSeries::pointsReplaced, this,
                    [&drawnAt, &passes] { drawnAt.push_back(passes); });
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("deliverNext");
        panel.scheduleRefresh();
        counter.start();
        QTRY_COMPARE(drawnAt.size(), std::size_t(panel.charts().size()));
        for (std::size_t i = 1; i < drawnAt.size(); ++i)
            QVERIFY2(drawnAt[i] > drawnAt[i - 1], "each chart in a pass of its own");
        QCOMPARE(panel.refreshCount(), before + 1);
        const auto samples = qsizetype(lab.metricsHistory().samples().size());
        for (MetricChart* chart : panel.charts())
            QCOMPARE(chart->series(0)->count(), samples);
    }

    // Charts out of view are not drawn; they are once back in view.
    void aPanelOutOfViewRedrawsWhenBackInView()
    {
        Lab lab;
        MetricsPanel panel(lab);
        const int before = panel.refreshCount();
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("advanceClock", Json{{"ms", 2000}});
        lab.execute("deliverNext");
        QTest::qWait(2 * MetricsPanel::kRefreshIntervalMs);
        QCOMPARE(panel.refreshCount(), before);
        QCOMPARE(panel.charts().front()->series(0)->count(), qsizetype(0)); // as made: empty

        panel.show();
        QTRY_COMPARE(panel.refreshCount(), before + 1);
        const auto samples = qsizetype(lab.metricsHistory().samples().size());
        QVERIFY(samples > 1);
        for (MetricChart* chart : panel.charts())
            QTRY_COMPARE(chart->series(0)->count(), samples);
    }

    void seriesFollowTheHistory()
    {
        Lab lab;
        MetricsPanel panel(lab);
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});
        lab.execute("advanceClock", Json{{"ms", 2000}});
        lab.execute("deliverNext");
        lab.execute("advanceClock", Json{{"ms", 2000}});
        lab.execute("duplicate", Json{{"message", "latest"}});
        lab.execute("deliverNext");
        panel.refresh();

        const auto samples = lab.metricsHistory().samples().size();
        QVERIFY(samples >= 3);
        for (MetricChart* chart : panel.charts())
            QCOMPARE(chart->series(0)->count(), qsizetype(samples));
        QLineSeries* rate = chartFor(panel, "duplicateRate")->series(0);
        QCOMPARE(rate->points().back().y(), 50.0);          // one duplicate in two deliveries, in %
        QCOMPARE(rate->points().back().x(), 4000.0 / 1000); // seconds since the start
        MetricChart* emails = chartFor(panel, "emailsSent");
        QCOMPARE(emails->series(0)->points().back().y(), 1.0);
        QCOMPARE(emails->series(1)->points().back().y(), 1.0);
        QCOMPARE(chartFor(panel, "deadLetterTopicSize")->series(1)->name(),
                 QStringLiteral("parked"));

        QCOMPARE(panel.table()->rowCount(), int(lab.metrics().values.size()));
        QCOMPARE(tableValue(panel, QStringLiteral("Duplicate rate")), QStringLiteral("50.0 %"));
        QCOMPARE(tableValue(panel, QStringLiteral("Deliveries")), QStringLiteral("2"));
        QCOMPARE(tableValue(panel, QStringLiteral("Emails sent")), QStringLiteral("1"));
    }

    // A long history is drawn from fewer points, spikes, start and end kept.
    void longHistoriesAreDrawnFromFewerPoints()
    {
        MetricChart chart(QStringLiteral("rate"));
        chart.addSeries(QStringLiteral("rate"), 0);
        QList<QPointF> points;
        for (int i = 0; i < 2000; ++i)
            points << QPointF(i * 100.0, i == 1234 ? 99.0 : (i % 7 == 0 ? 1.0 : 2.0));
        chart.setData({points});
        const QList<QPointF> shown = chart.series(0)->points();
        QVERIFY(shown.size() <= 2 * MetricChart::kMaxBuckets + 2);
        QVERIFY(shown.size() > MetricChart::kMaxBuckets);
        QCOMPARE(shown.front(), QPointF(0, 1));
        QCOMPARE(shown.back(), QPointF(199.9, 2)); // in seconds
        QVERIFY(std::any_of(shown.begin(), shown.end(), [](QPointF p) { return p.y() == 99.0; }));
        QVERIFY(std::is_sorted(shown.begin(), shown.end(),
                               [](QPointF a, QPointF b) { return a.x() < b.x(); }));
        chart.setData({points.mid(0, 300)}); // short enough: every point
        QCOMPARE(chart.series(0)->count(), qsizetype(300));
    }

    void screenshotAfterAChaosRun()
    {
        Lab lab(Lab::Options{5, 0});
        lab.execute("runChaos", Json{{"orders", 150},
                                     {"events", 600},
                                     {"lostAckRate", 0.05},
                                     {"crashRate", 0.03},
                                     {"transientRate", 0.05}});
        lab.execute("setStrategy", Json{{"eventType", "*"}, {"strategy", "no-dedup"}});
        lab.execute("setRelayStrategy", Json{{"strategy", "flag-after-send"}});
        lab.execute("runChaos", Json{{"orders", 150},
                                     {"events", 600},
                                     {"lostAckRate", 0.05},
                                     {"crashRate", 0.03},
                                     {"transientRate", 0.05}});
        MetricsPanel panel(lab);
        panel.resize(1200, 640);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.refresh();
        screenshot(&panel, QStringLiteral("metrics-panel"));
    }
};

QTEST_MAIN(TestMetricsPanel)
#include "tst_metricspanel.moc"
