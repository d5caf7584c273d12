#include "../PanelTestSupport.h"

#include "controls/ControlsPanel.h"
#include "controls/StrategySection.h"
#include "deliveries/DeliveryPanel.h"
#include "metrics/InvariantBar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QSignalSpy>
#include <QVBoxLayout>

using namespace atlas;
using namespace atlas::fixtures;
using namespace atlas::testing;

class TestInvariantBar : public QObject
{
    Q_OBJECT
private slots:
    void oneGreenBadgePerInvariant()
    {
        Lab lab;
        InvariantBar bar(lab);
        QCOMPARE(bar.badges().size(), qsizetype(lab.invariants().size()));
        for (const InvariantVerdict& v : lab.invariants()) {
            InvariantBadge* badge = bar.badge(QString::fromStdString(v.id));
            QVERIFY(badge);
            QVERIFY(badge->holds());
            QVERIFY(badge->property("holds").toBool());
            QVERIFY(badge->text().startsWith(QStringLiteral("✓ ")));
            QVERIFY(badge->toolTip().contains(QString::fromStdString(v.title)));
        }
    }

    // The lesson's point, clicked through the panels: without dedup a
    // duplicate delivery completes the order twice.
    void noDedupTurnsSingleCompletionRed()
    {
        Lab lab;
        QWidget window; // as the window arranges them: the strip on top
        auto* bar = new InvariantBar(lab, &window);
        auto* controls = new ControlsPanel(lab, &window);
        auto* delivery = new DeliveryPanel(lab, &window);
        auto* panels = new QHBoxLayout;
        panels->addWidget(controls);
        panels->addWidget(delivery, 1);
        auto* layout = new QVBoxLayout(&window);
        layout->addWidget(bar);
        layout->addLayout(panels, 1);
        window.resize(1400, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QComboBox* all = controls->strategySection()->allTypesBox();
        all->setFocus();
        QTest::keyClick(all, Qt::Key_Down); // inbox-in-transaction -> no-dedup
        QCOMPARE(all->currentData().toString(), QStringLiteral("no-dedup"));
        seedLessonOrder(lab);
        lab.execute("publish", Json{{"event", paymentEvent()}});

        InvariantBadge* single = bar->badge(QStringLiteral("single-completion"));
        QVERIFY(single && single->holds());
        delivery->actions().deliverNext->trigger();
        QVERIFY(single->holds());
        delivery->actions().duplicate->trigger();
        delivery->actions().deliverNext->trigger();
        QVERIFY(!single->holds());
        QVERIFY(!single->property("holds").toBool());
        QVERIFY(single->text().startsWith(QStringLiteral("✗ ")));
        QVERIFY2(single->toolTip().contains(QStringLiteral("orders/ord-ch10-001")),
                 qPrintable(single->toolTip()));

        QSignalSpy activated(bar, &InvariantBar::offendersActivated);
        QTest::mouseClick(single, Qt::LeftButton);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.front().at(0).toStringList(),
                 QStringList{QStringLiteral("orders/ord-ch10-001")});
        QTest::mouseClick(bar->badge(QStringLiteral("completed-is-final")), Qt::LeftButton);
        QCOMPARE(activated.size(), 1); // a badge that holds has nothing to select

        // Step back past the duplicate: green again.
        QVERIFY(lab.stepBack());
        QVERIFY(single->holds());
        screenshot(bar, QStringLiteral("invariant-bar-green"));
        delivery->actions().deliverNext->trigger();
        screenshot(bar, QStringLiteral("invariant-bar-red"));
        screenshot(&window, QStringLiteral("panels-together"));
    }

    void tooltipsListAtMostTenOffenders()
    {
        Lab lab;
        InvariantBar bar(lab);
        lab.execute("setRetryPolicy", Json{{"mode", "off"}});
        for (int i = 0; i < 12; ++i) {
            lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_SUCCEEDED",
                                                               "evt-" + std::to_string(i))}});
            lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "transient-error"}});
            lab.execute("deliverNext");
        }
        InvariantBadge* lost = bar.badge(QStringLiteral("no-event-lost"));
        QVERIFY(!lost->holds());
        QCOMPARE(lost->verdict().offenders.size(), std::size_t(12));
        QCOMPARE(lost->toolTip().count(QStringLiteral("<li>")), InvariantBadge::kOffendersShown);
        QVERIFY(lost->toolTip().contains(QStringLiteral("and 2 more")));
    }
};

QTEST_MAIN(TestInvariantBar)
#include "tst_invariantbar.moc"
