// "Why?" and the document inspector in the window: a journal entry explains
// itself and selects its documents, every kind of step is explained, links
// select documents, and a document shows its changes and history.
#include "../frame/MainWindowTestSupport.h"
#include "frame/LabSettings.h"
#include "frame/MainWindow.h"
#include "inspector/DocumentInspector.h"
#include "inspector/WhyInspector.h"
#include "journal/JournalPanel.h"
#include "lab/timeline/Journal.h"
#include "playback/PlaybackController.h"
#include "tables/LabTableView.h"
#include "tables/LiveTablesPanel.h"
#include "views/JournalDocuments.h"
#include "views/JournalFilterModel.h"
#include "views/JournalModel.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

#include <memory>

using namespace atlas;
using namespace atlas::fixtures;
using namespace atlas::testing;

class TestWhyWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
    }

    void init() { QSettings(LabSettings::organization(), LabSettings::application()).clear(); }

    void aJournalEntryExplainsItselfAndSelectsItsDocuments()
    {
        const auto window = openWindow();
        seedPayment(window->lab());
        window->playback()->step();
        window->whyInspector()->setFollowNewDecisions(false);
        QTableView* journal = window->journalPanel()->view();
        QTRY_VERIFY(rowOf(journal->model(), QStringLiteral("handler-result"),
                          QStringLiteral("completed")) >= 0);
        window->liveTables()->setCurrentTab(4);

        clickRow(journal, rowOf(journal->model(), QStringLiteral("handler-result"),
                                QStringLiteral("completed")));
        const QString why = window->whyInspector()->plainText();
        QVERIFY2(why.contains(kPaymentKey), qPrintable(why));
        QVERIFY(why.contains(QStringLiteral("Looked up inbox marker")));
        QVERIFY(why.contains(QStringLiteral("did not exist")));
        QVERIFY(why.contains(QStringLiteral("state PAYMENT_PENDING")));
        QVERIFY(why.contains(QStringLiteral("in one transaction")));
        QVERIFY(why.contains(QStringLiteral("Reply: ack")));
        // The order is the first document the entry names.
        QCOMPARE(window->liveTables()->currentTab(), 0);
        QCOMPARE(window->documentInspector()->documentPath(),
                 QStringLiteral("orders/ord-ch10-001"));

        clickRow(journal,
                 rowOf(journal->model(), QStringLiteral("channel"), QStringLiteral("acked")));
        QVERIFY(window->whyInspector()->plainText().contains(
            QStringLiteral("considers this message done")));
    }

    void whyFollowsNewDecisionsAndShowsADelivery()
    {
        const auto window = openWindow();
        Lab& lab = window->lab();
        seedPayment(lab);
        window->playback()->step();
        lab.execute("duplicate", Json{{"message", "latest"}});
        window->playback()->step();
        WhyInspector* why = window->whyInspector();
        QTRY_COMPARE(why->shownSeq(), lab.journal().lastOfKind("handler-result")->seq);
        QVERIFY(why->plainText().contains(
            QStringLiteral("a marker for this source+id exists, so nothing was written")));

        QVERIFY(why->showDelivery(kPaymentKey));
        QCOMPARE(why->shownSeq(), lab.journal().lastOfKind("handler-result")->seq);
        QVERIFY(!why->showDelivery(QStringLiteral("nobody|nothing")));
    }

    void whyNamesTheTwoCommitHazard()
    {
        const auto window = openWindow();
        Lab& lab = window->lab();
        lab.execute("setStrategy", Json{{"strategy", "marker-after-effect"}});
        seedPayment(lab);
        window->playback()->step();
        QTRY_VERIFY(window->whyInspector()->shownSeq() != 0);
        const QString why = window->whyInspector()->plainText();
        QVERIFY2(why.contains(QStringLiteral("in two separate commits")), qPrintable(why));
        QVERIFY(why.contains(QStringLiteral("wrong-strategy hazard")));
    }

    void whyExplainsADroppedEvent()
    {
        const auto window = openWindow();
        Lab& lab = window->lab();
        lab.execute("setRetryPolicy", Json{{"mode", "off"}});
        seedPayment(lab);
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "transient-error"}});
        window->playback()->step();
        QTRY_VERIFY(window->whyInspector()->plainText().contains(QStringLiteral("Reply: nack")));
        QVERIFY(window->whyInspector()->plainText().contains(
            QStringLiteral("Then the channel: dropped")));
        QVERIFY(window->journalPanel()->selectSeq(lab.journal().entries().back().seq));
        QVERIFY(window->whyInspector()->plainText().contains(
            QStringLiteral("Retries are off: the platform reports success and the event is gone")));
    }

    void whyExplainsEachKindOfStep_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("expected");
        QTest::addRow("crash before commit")
            << "crash-before-commit"
            << "handler-result"
            << "crash"
            << "the process died inside the transaction, so it rolled back";
        QTest::addRow("nothing written after a rollback")
            << "crash-before-commit"
            << "handler-result"
            << "crash"
            << "Wrote nothing: the transaction rolled back";
        QTest::addRow("lost ack") << "lost-ack"
                                  << "handler-result"
                                  << "completed"
                                  << "Reply: no ack → the channel hears nothing and redelivers";
        QTest::addRow("the ack that never arrived")
            << "lost-ack"
            << "channel"
            << "ack-lost"
            << "The acknowledgement never reached the channel";
        QTest::addRow("retry with its due time") << "transient-error"
                                                 << "channel"
                                                 << "retry-scheduled"
                                                 << "scheduled a retry at 18:30:10";
        QTest::addRow("parked") << "permanent-error"
                                << "handler-result"
                                << "parked"
                                << "parked in workflowDeadLetters for an operator";
        QTest::addRow("relay") << "none"
                               << "relay"
                               << "sent"
                               << "The email provider sent a new email for workflowOutbox/";
        QTest::addRow("business guard") << "duplicate-envelope"
                                        << "handler-result"
                                        << "already-completed"
                                        << "the state guard changes nothing";
    }

    void whyExplainsEachKindOfStep()
    {
        QFETCH(QString, script);
        QFETCH(QString, kind);
        QFETCH(QString, outcome);
        QFETCH(QString, expected);
        const auto window = openWindow();
        Lab& lab = window->lab();
        seedPayment(lab);
        if (script == QLatin1String("duplicate-envelope")) {
            window->playback()->step();
            lab.execute("publish",
                        Json{{"event", paymentEvent("PAYMENT_SUCCEEDED", "evt-pay-v2")}});
        } else if (script != QLatin1String("none")) {
            lab.execute("inject", Json{{"delivery", "latest"}, {"fault", script.toStdString()}});
        }
        window->playback()->step();
        window->journalModel().sync();
        const QAbstractItemModel* journal = window->journalPanel()->view()->model();
        const int row = rowOf(journal, kind, outcome);
        QVERIFY2(row >= 0, qPrintable(outcome));
        QVERIFY(window->journalPanel()->selectSeq(
            journal->index(row, 0).data(JournalModel::SeqRole).toULongLong()));
        const QString why = window->whyInspector()->plainText();
        QVERIFY2(why.contains(expected), qPrintable(why));
    }

    void whyLinksSelectDocuments()
    {
        const auto window = openWindow();
        seedPayment(window->lab());
        window->playback()->step();
        WhyInspector* why = window->whyInspector();
        QTRY_VERIFY(why->shownSeq() != 0);
        QSignalSpy requests(why, &WhyInspector::documentRequested);
        auto* browser = why->findChild<QTextBrowser*>();
        const QString marker =
            QString::fromStdString(JournalDocuments::inboxPath(kPaymentKey.toStdString()));
        // Follow the first link (the event key) with the keyboard, as a learner without a mouse
        // would.
        browser->setFocus();
        QTest::keyClick(browser, Qt::Key_Tab);
        QTest::keyClick(browser, Qt::Key_Return);
        QCOMPARE(requests.size(), 1);
        QCOMPARE(requests.front().front().toString(), marker);
        QCOMPARE(window->liveTables()->currentTab(), 1);
        QCOMPARE(window->documentInspector()->documentPath(), marker);
    }

    void theDocumentInspectorShowsChangesAndHistory()
    {
        const auto window = openWindow();
        Lab& lab = window->lab();
        seedPayment(lab);
        LiveTablesPanel* tables = window->liveTables();
        QVERIFY(tables->selectDocuments({QStringLiteral("orders/ord-ch10-001")}));
        DocumentInspector* inspector = window->documentInspector();
        QCOMPARE(inspector->documentPath(), QStringLiteral("orders/ord-ch10-001"));
        QVERIFY(inspector->jsonText().contains(QStringLiteral("\"state\": \"PAYMENT_PENDING\"")));

        window->playback()->step();
        QVERIFY(inspector->jsonText().contains(QStringLiteral("\"state\": \"COMPLETED\"")));
        QVERIFY(inspector->highlightedFields().contains(QStringLiteral("state")));
        QVERIFY(!inspector->highlightedFields().contains(QStringLiteral("total")));

        JournalFilterModel* history = inspector->historyModel();
        QTRY_VERIFY(rowOf(history, QStringLiteral("handler-result"), QStringLiteral("completed")) >=
                    0);
        QVERIFY(rowOf(history, QStringLiteral("command"), QStringLiteral("deliverNext")) < 0);

        auto* historyView = inspector->findChild<LabTableView*>(QStringLiteral("documentHistory"));
        QVERIFY(
            historyView->isColumnHidden(JournalModel::KindColumn)); // seq, time, outcome, detail
        QVERIFY(historyView->isColumnHidden(JournalModel::MessageColumn));
        QVERIFY(!historyView->isColumnHidden(JournalModel::DetailColumn));
        clickRow(historyView,
                 rowOf(history, QStringLiteral("handler-result"), QStringLiteral("completed")));
        QCOMPARE(window->journalPanel()->selectedSeq(),
                 lab.journal().lastOfKind("handler-result")->seq);
        QCOMPARE(inspector->documentPath(), QStringLiteral("orders/ord-ch10-001")); // stays put
    }

private:
    QTemporaryDir settingsDir_;
};

QTEST_MAIN(TestWhyWindow)
#include "tst_whywindow.moc"
