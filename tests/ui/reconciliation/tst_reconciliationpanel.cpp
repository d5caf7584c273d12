// The Reconciliation panel: findings listed as the world changes, the
// operator's repairs clicked, and the "why" of a business-key conflict.
#include "../PanelTestSupport.h"

#include "deliveries/MessageLine.h"
#include "inspector/WhyText.h"
#include "lab/timeline/Journal.h"
#include "reconciliation/ReconciliationPanel.h"
#include "views/ReconciliationModel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QInputDialog>
#include <QLabel>
#include <QTableView>
#include <QToolButton>

using namespace atlas;
using namespace atlas::testing;

namespace {

using M = ReconciliationModel;

Json payment(const std::string& orderId, const std::string& key)
{
    return Json{{"source", "atlasmart://payment-simulator"},
                {"id", "evt-pay-" + orderId},
                {"type", "PAYMENT_SUCCEEDED"},
                {"orderId", orderId},
                {"paymentIdempotencyKey", key},
                {"amount", 42}};
}

void complete(Lab& lab, const std::string& orderId)
{
    lab.execute("seedDocument", Json{{"path", "orders/" + orderId},
                                     {"data", fixtures::lessonOrder("PAYMENT_PENDING")}});
    lab.execute("publish", Json{{"event", payment(orderId, "payment-" + orderId)}});
    lab.execute("deliverNext");
}

// ord-1's receipt lost (flag-before-send, crash), ord-2's sent twice
// (flag-after-send, crash, lease expiry).
void loseOneDoubleOne(Lab& lab)
{
    lab.execute("setAutoRelay", Json{{"enabled", false}});
    lab.execute("setRelayStrategy", Json{{"strategy", "flag-before-send"}});
    complete(lab, "ord-1");
    complete(lab, "ord-2");
    lab.execute("injectRelayFault", Json{{"fault", "relay-crash-between-send-and-mark"}});
    lab.execute("runRelay");
    lab.execute("setRelayStrategy", Json{{"strategy", "flag-after-send"}});
    lab.execute("injectRelayFault", Json{{"fault", "relay-crash-between-send-and-mark"}});
    lab.execute("runRelay");
    lab.execute("advanceClock", Json{{"ms", 60000}});
    lab.execute("runRelay");
}

QString cell(const ReconciliationPanel& panel, const char* orderId, int column)
{
    const int row = panel.model()->rowOfOrder(QLatin1String(orderId));
    return row < 0 ? QString() : panel.model()->index(row, column).data().toString();
}

void click(QWidget* root, QAction* action)
{
    QToolButton* button = buttonFor(root, action);
    QVERIFY(button);
    QVERIFY2(button->isEnabled(), qPrintable(action->toolTip()));
    QTest::mouseClick(button, Qt::LeftButton);
}

} // namespace

class TestReconciliationPanel : public QObject
{
    Q_OBJECT
private slots:
    void findingsFollowTheWorldAndRepairsClear()
    {
        Lab lab;
        ReconciliationPanel panel(lab);
        QAbstractItemModelTester tester(panel.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel.resize(900, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QCOMPARE(panel.model()->rowCount(), 0);
        QVERIFY(!panel.resendAction()->isEnabled());

        loseOneDoubleOne(lab);
        QTRY_COMPARE(panel.model()->rowCount(), 2);
        QCOMPARE(cell(panel, "ord-1", M::FindingColumn), QStringLiteral("missing"));
        QCOMPARE(cell(panel, "ord-1", M::ExpectedColumn), QStringLiteral("1"));
        QCOMPARE(cell(panel, "ord-1", M::SentColumn), QStringLiteral("0"));
        QCOMPARE(cell(panel, "ord-1", M::OutboxColumn), QStringLiteral("SENT"));
        QCOMPARE(cell(panel, "ord-2", M::FindingColumn), QStringLiteral("duplicated"));
        QCOMPARE(cell(panel, "ord-2", M::SentColumn), QStringLiteral("2"));
        auto* summary = panel.findChild<QLabel*>(QStringLiteral("reconciliationSummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("2 open finding")),
                 qPrintable(summary->text()));

        // The duplicated receipt cannot be resent; the tooltip says why.
        panel.setSelectedOrderId(QStringLiteral("ord-2"));
        QVERIFY(!panel.resendAction()->isEnabled());
        QVERIFY(panel.resendAction()->toolTip().contains(QStringLiteral("not missing")));
        QVERIFY(panel.markReconciledAction()->isEnabled());

        // Click the lost receipt's row, then Resend with key.
        auto* view = panel.findChild<QTableView*>(QStringLiteral("reconciliationView"));
        const int row = panel.model()->rowOfOrder(QStringLiteral("ord-1"));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          view->visualRect(panel.model()->index(row, M::OrderColumn)).center());
        QCOMPARE(panel.selectedOrderId(), QStringLiteral("ord-1"));
        const auto emails = lab.store().count("providerEmails");
        click(&panel, panel.resendAction());
        QCOMPARE(lab.journal().lastOfKind("operator")->outcome, std::string("resent"));
        QCOMPARE(lab.store().count("providerEmails"), emails + 1);
        QTRY_COMPARE(panel.model()->rowCount(), 1);
        QCOMPARE(panel.model()->rowOfOrder(QStringLiteral("ord-1")), -1);
        QVERIFY(!panel.resendAction()->isEnabled());

        // Mark the duplicate reconciled with a note, through the dialog.
        panel.setSelectedOrderId(QStringLiteral("ord-2"));
        click(&panel, panel.markReconciledAction());
        auto* dialog = panel.findChild<QInputDialog*>(QStringLiteral("reconcileNoteDialog"));
        QVERIFY(dialog && dialog->isVisible());
        dialog->setTextValue(QStringLiteral("  Apologised for the second email  "));
        dialog->accept();
        const JournalEntry* marked = lab.journal().lastOfKind("operator");
        QCOMPARE(marked->outcome, std::string("reconciled"));
        QCOMPARE(lab.store().get("workflowReconciliations/ord-2").get("note"),
                 Json("Apologised for the second email"));
        QTRY_COMPARE(cell(panel, "ord-2", M::FindingColumn), QStringLiteral("reconciled"));
        QVERIFY(summary->text().contains(QStringLiteral("No open findings")));
        QVERIFY(!panel.markReconciledAction()->isEnabled());
        screenshot(&panel, QStringLiteral("reconciliation-panel"));

        // Step back: the mark is gone and the finding is open again.
        QVERIFY(lab.stepBack());
        QTRY_COMPARE(cell(panel, "ord-2", M::FindingColumn), QStringLiteral("duplicated"));
    }

    // Hidden, the panel keeps no findings; shown again, it has caught up
    // with what happened meanwhile and selects the same order again.
    void aHiddenPanelStartsOverWhenShown()
    {
        Lab lab;
        ReconciliationPanel panel(lab);
        QAbstractItemModelTester tester(panel.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!panel.model()->isFollowing()); // never shown yet
        loseOneDoubleOne(lab);
        QCOMPARE(panel.model()->rowCount(), 0);

        panel.resize(900, 400);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.model()->isFollowing());
        QCOMPARE(panel.model()->rowCount(), 2);
        QCOMPARE(cell(panel, "ord-2", M::FindingColumn), QStringLiteral("duplicated"));
        panel.setSelectedOrderId(QStringLiteral("ord-2"));

        panel.hide();
        QVERIFY(!panel.model()->isFollowing());
        QCOMPARE(panel.model()->rowCount(), 0);
        lab.execute("markReconciled", Json{{"orderId", "ord-2"}, {"note", "apologised"}});

        panel.show();
        QCOMPARE(panel.model()->rowCount(), 2);
        QCOMPARE(cell(panel, "ord-2", M::FindingColumn), QStringLiteral("reconciled"));
        QCOMPARE(cell(panel, "ord-1", M::FindingColumn), QStringLiteral("missing"));
        auto* view = panel.findChild<QTableView*>(QStringLiteral("reconciliationView"));
        const QModelIndexList selected = view->selectionModel()->selectedRows();
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.front().data(M::OrderIdRole).toString(), QStringLiteral("ord-2"));
        auto* summary = panel.findChild<QLabel*>(QStringLiteral("reconciliationSummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("1 open finding")),
                 qPrintable(summary->text()));
    }

    void aRefusedRepairIsShownNotThrown()
    {
        Lab lab;
        ReconciliationPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        loseOneDoubleOne(lab);
        QTRY_COMPARE(panel.model()->rowCount(), 2);
        panel.setSelectedOrderId(QStringLiteral("ord-1"));
        // The world moves on under the selection: the relay's lost receipt is
        // resent by somebody else before the click lands.
        lab.execute("resendReceipt", Json{{"orderId", "ord-1"}});
        panel.resendAction()->setEnabled(true);
        panel.resendAction()->trigger();
        auto* line = panel.findChild<MessageLine*>();
        QVERIFY(line && line->isError());
        QVERIFY2(line->text().contains(QStringLiteral("not missing")), qPrintable(line->text()));
    }

    void busyDisablesTheRepairs()
    {
        Lab lab;
        ReconciliationPanel panel(lab);
        panel.show();
        loseOneDoubleOne(lab);
        QTRY_COMPARE(panel.model()->rowCount(), 2);
        panel.setSelectedOrderId(QStringLiteral("ord-1"));
        QVERIFY(panel.resendAction()->isEnabled());
        panel.setBusyReason(QStringLiteral("A chaos run is in progress"));
        QVERIFY(!panel.resendAction()->isEnabled());
        QVERIFY(
            panel.resendAction()->toolTip().endsWith(QStringLiteral("A chaos run is in progress")));
        panel.setBusyReason({});
        QVERIFY(panel.resendAction()->isEnabled());
    }

    void whyExplainsAKeyConflict()
    {
        Lab lab;
        lab.execute("seedDocument",
                    Json{{"path", "orders/ord-1"}, {"data", fixtures::lessonOrder()}});
        lab.execute("seedDocument",
                    Json{{"path", "orders/ord-2"}, {"data", fixtures::lessonOrder()}});
        lab.execute("publish", Json{{"event", payment("ord-1", "payment-ord-1")}});
        lab.execute("deliverNext");
        lab.execute("publish", Json{{"event", payment("ord-2", "payment-ord-1")}});
        lab.execute("deliverNext");
        const JournalEntry* parked = lab.journal().lastOfKind("handler-result");
        QCOMPARE(parked->outcome, std::string("parked"));
        WhyText why(lab.journal(), QApplication::palette());
        const QString html = why.explain(*parked);
        for (const char* part : {"held by order", "Key conflict", "BUSINESS_KEY_CONFLICT",
                                 "atlasmart://payment-simulator|evt-pay-ord-1", "ord-2"})
            QVERIFY2(html.contains(QLatin1String(part)), part);
        QVERIFY(why.links().contains(QStringLiteral("workflowPaymentKeys/payment-ord-1")));
        QVERIFY(why.links().contains(QStringLiteral("orders/ord-1")));
    }
};

QTEST_MAIN(TestReconciliationPanel)
#include "tst_reconciliationpanel.moc"
