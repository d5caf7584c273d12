#include "../lab/LabFixtures.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "views/ColumnKind.h"
#include "views/JournalDocuments.h"
#include "views/JournalFilterModel.h"
#include "views/JournalModel.h"
#include "views/OutcomeCategory.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

using namespace atlas;
using namespace atlas::fixtures;

namespace {

constexpr auto kQtTest = QAbstractItemModelTester::FailureReportingMode::QtTest;
const QString kOrder = QStringLiteral("orders/ord-ch10-001");
const std::string kPaymentKey = "atlasmart://payment-simulator|evt-pay-success-ord-ch10-001-v1";

void paymentScenario(Lab& lab)
{
    lab.execute("seedDocument", Json{{"path", "orders/ord-ch10-001"}, {"data", lessonOrder()}});
    lab.execute("publish", Json{{"event", paymentEvent()}});
    lab.execute("deliverNext");
    lab.execute("duplicate", Json{{"message", "latest"}});
    lab.execute("deliverNext");
}

int rowOfOutcome(const QAbstractItemModel& model, const QString& kind, const QString& outcome)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, 0);
        if (index.data(JournalModel::KindRole) == kind &&
            index.data(JournalModel::OutcomeRole) == outcome)
            return row;
    }
    return -1;
}

QStringList kindsOf(const QAbstractItemModel& model)
{
    QStringList kinds;
    for (int row = 0; row < model.rowCount(); ++row)
        kinds << model.index(row, 0).data(JournalModel::KindRole).toString();
    return kinds;
}

} // namespace

class TestJournalModel : public QObject
{
    Q_OBJECT
private slots:
    void rowsFollowTheJournal()
    {
        Lab lab;
        JournalModel model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserts(&model, &QAbstractItemModel::rowsInserted);
        paymentScenario(lab);
        QCOMPARE(model.rowCount(), 0); // not yet: the burst is applied once, on the next frame
        QTRY_COMPARE(model.rowCount(), int(lab.journal().size()));
        QCOMPARE(inserts.size(), 1);
        QCOMPARE(inserts.front().at(1).toInt(), 0);
        QCOMPARE(inserts.front().at(2).toInt(), model.rowCount() - 1);
        QCOMPARE(resets.size(), 0);
        for (int row = 0; row < model.rowCount(); ++row)
            QCOMPARE(model.index(row, JournalModel::SeqColumn).data().toULongLong(),
                     qulonglong(row + 1));

        const int before = model.rowCount();
        lab.execute("deliverNext"); // the queue is empty: one command and one "idle" entry
        model.sync();
        QCOMPARE(model.rowCount(), before + 2);
        QCOMPARE(inserts.size(), 2);
        QCOMPARE(inserts.back().at(1).toInt(), before);
        QCOMPARE(resets.size(), 0);
    }

    void columnsShowTheEntry()
    {
        Lab lab;
        JournalModel model(lab);
        paymentScenario(lab);
        model.sync();
        const int row =
            rowOfOutcome(model, QStringLiteral("handler-result"), QStringLiteral("completed"));
        QVERIFY(row >= 0);
        const auto cell = [&](int column, int role = Qt::DisplayRole) {
            return model.index(row, column).data(role);
        };
        QCOMPARE(cell(JournalModel::TimeColumn).toString(), QStringLiteral("T+0:00:00"));
        QCOMPARE(cell(JournalModel::TimeColumn, Qt::ToolTipRole).toString(),
                 QStringLiteral("2026-09-16T18:30:00.000Z"));
        QCOMPARE(cell(JournalModel::KindColumn).toString(), QStringLiteral("handler-result"));
        QCOMPARE(cell(JournalModel::OutcomeColumn).toString(), QStringLiteral("completed"));
        QCOMPARE(cell(JournalModel::MessageColumn).toString(),
                 QStringLiteral("payment-simulator|evt-pay-success-ord-ch10-001-v1"));
        QCOMPARE(cell(JournalModel::MessageColumn, Qt::ToolTipRole).toString(),
                 QString::fromStdString(kPaymentKey));
        QCOMPARE(cell(JournalModel::DeliveryColumn).toULongLong(), 1ULL);
        QCOMPARE(cell(JournalModel::AttemptColumn).toInt(), 1);
        QVERIFY(cell(JournalModel::DetailColumn)
                    .toString()
                    .contains(QStringLiteral("completed order")));
        QCOMPARE(cell(0, JournalModel::OutcomeCategoryRole).toString(), QStringLiteral("good"));
        const QStringList paths = cell(0, JournalModel::DocumentPathsRole).toStringList();
        QCOMPARE(paths.value(0), kOrder);
        QVERIFY(paths.contains(QStringLiteral("workflowOutbox/email-receipt-ord-ch10-001")));
        QVERIFY(paths.contains(QString::fromStdString(JournalDocuments::inboxPath(kPaymentKey))));
        QCOMPARE(paths.size(), QSet<QString>(paths.begin(), paths.end()).size());

        const int duplicate =
            rowOfOutcome(model, QStringLiteral("handler-result"), QStringLiteral("duplicate"));
        QCOMPARE(model.index(duplicate, 0).data(JournalModel::OutcomeCategoryRole).toString(),
                 QStringLiteral("duplicate"));
        const int command =
            rowOfOutcome(model, QStringLiteral("command"), QStringLiteral("duplicate"));
        QCOMPARE(model.index(command, 0).data(JournalModel::OutcomeCategoryRole).toString(),
                 QStringLiteral("info"));
        QVERIFY(!model.index(command, JournalModel::DeliveryColumn).data().isValid());
    }

    void retentionRemovesRowsAtTheFront()
    {
        Lab lab(Lab::Options{1, 12});
        JournalModel model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        QSignalSpy removes(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        paymentScenario(lab);
        model.sync();
        QCOMPARE(model.rowCount(), 12);
        QCOMPARE(model.index(0, 0).data(JournalModel::SeqRole).toULongLong(),
                 qulonglong(lab.journal().firstRetainedSeq()));
        for (int i = 0; i < 3; ++i)
            lab.execute("deliverNext");
        model.sync();
        QCOMPARE(model.rowCount(), 12);
        QCOMPARE(removes.size(), 1);
        QCOMPARE(removes.front().at(1).toInt(), 0);
        QCOMPARE(removes.front().at(2).toInt(), 5); // three commands, each with an "idle" entry
        QCOMPARE(model.index(0, 0).data(JournalModel::SeqRole).toULongLong(),
                 qulonglong(lab.journal().firstRetainedSeq()));
        QCOMPARE(model.index(11, 0).data(JournalModel::SeqRole).toULongLong(),
                 qulonglong(lab.journal().total()));
        QCOMPARE(resets.size(), 0);
    }

    void rowsLaggingRetentionReadAsEmpty()
    {
        Lab lab(Lab::Options{1, 4});
        JournalModel model(lab);
        lab.execute("deliverNext");
        model.sync();
        const QModelIndex oldest = model.index(0, JournalModel::DetailColumn);
        for (int i = 0; i < 3; ++i)
            lab.execute("deliverNext");
        QVERIFY(!oldest.data().isValid()); // dropped, not yet synced: no stale or dangling read
        QCOMPARE(model.entryAt(0), nullptr);
        model.sync();
        QVERIFY(model.index(0, 0).data().isValid());
    }

    void aRebuiltWorldResetsTheModel()
    {
        Lab lab;
        JournalModel model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        paymentScenario(lab);
        model.sync();
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QVERIFY(lab.stepBack());
        QCOMPARE(resets.size(), 1);
        QCOMPARE(model.rowCount(), int(lab.journal().size()));
        model.sync(); // the commandExecuted that follows a rebuild adds nothing
        QCOMPARE(model.rowCount(), int(lab.journal().size()));

        lab.execute("reset", Json{{"seed", 7}});
        QCOMPARE(resets.size(), 2);
        QCOMPARE(model.rowCount(), int(lab.journal().size()));
        QCOMPARE(model.index(0, 0).data(JournalModel::SeqRole).toULongLong(), 1ULL);
    }

    void aRejectedCommandLeavesNoRow()
    {
        Lab lab;
        JournalModel model(lab);
        QAbstractItemModelTester tester(&model, kQtTest);
        lab.execute("deliverNext");
        model.sync();
        const int before = model.rowCount();
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("setAckDeadline", Json{{"ms", 5}}));
        model.sync();
        QCOMPARE(model.rowCount(), before);
    }

    void lookupBySeq()
    {
        Lab lab(Lab::Options{1, 5});
        JournalModel model(lab);
        paymentScenario(lab);
        model.sync();
        const std::uint64_t last = lab.journal().total();
        QCOMPARE(model.rowOfSeq(last), 4);
        QCOMPARE(model.entryBySeq(last)->seq, last);
        QCOMPARE(model.rowOfSeq(1), -1);
        QCOMPARE(model.entryBySeq(1), nullptr);
        QCOMPARE(model.entryBySeq(last + 1), nullptr);
    }

    void outcomeCategories_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("category");
        const auto row = [](const char* kind, const char* outcome, const char* category) {
            QTest::addRow("%s %s", kind, outcome)
                << QString::fromLatin1(kind) << QString::fromLatin1(outcome)
                << QString::fromLatin1(category);
        };
        for (const char* good : {"completed", "applied", "created", "acked", "marked-sent", "sent",
                                 "resolved", "replayed"})
            row("handler-result", good, "good");
        for (const char* duplicate :
             {"duplicate", "already-completed", "already-exists", "deduplicated"})
            row("handler-result", duplicate, "duplicate");
        for (const char* warning : {"retry", "retry-scheduled", "redelivery-scheduled", "ack-lost",
                                    "crash", "lease-expired"})
            row("channel", warning, "warning");
        for (const char* bad :
             {"dead-lettered", "dropped", "expired", "parked", "error", "gave-up", "failed"})
            row("channel", bad, "bad");
        row("channel", "published", "info");
        row("relay", "claimed", "info");
        row("command", "duplicate", "info");
        row("command", "reset", "info");
        row("clock", "advanced", "info");
        row("operator", "something-new", "info");
    }

    void outcomeCategories()
    {
        QFETCH(QString, kind);
        QFETCH(QString, outcome);
        QFETCH(QString, category);
        QCOMPARE(QString::fromLatin1(
                     toString(outcomeCategory(kind.toStdString(), outcome.toStdString()))),
                 category);
    }

    void filterByKindTextAndDocument()
    {
        Lab lab;
        JournalModel model(lab);
        JournalFilterModel filter(model);
        QAbstractItemModelTester tester(&filter, kQtTest);
        paymentScenario(lab);
        model.sync();
        QCOMPARE(filter.rowCount(), model.rowCount());

        filter.setKind(QStringLiteral("handler-result"));
        QCOMPARE(filter.rowCount(), 2);
        filter.setText(QStringLiteral("DUPLICATE")); // case-insensitive, matches the outcome
        QCOMPARE(filter.rowCount(), 1);
        filter.setKind({});
        filter.setText(QStringLiteral("evt-pay-success")); // message key
        QVERIFY(kindsOf(filter).contains(QStringLiteral("channel")));
        QVERIFY(!kindsOf(filter).contains(QStringLiteral("relay")));
        filter.setText({});

        filter.setDocumentPath(kOrder);
        const QStringList orderHistory = kindsOf(filter);
        QCOMPARE(orderHistory.count(QStringLiteral("handler-result")), 2);
        QVERIFY(orderHistory.contains(QStringLiteral("relay"))); // the receipt names its order
        QVERIFY(!orderHistory.contains(QStringLiteral("command")));

        filter.setDocumentPath(QString::fromStdString(JournalDocuments::inboxPath(kPaymentKey)));
        const QStringList markerHistory = kindsOf(filter);
        QVERIFY(markerHistory.contains(QStringLiteral("channel")));
        QCOMPARE(markerHistory.count(QStringLiteral("handler-result")), 2);
        QVERIFY(!markerHistory.contains(QStringLiteral("relay")));

        filter.setDocumentPath(QStringLiteral("providerEmails/msg-000001"));
        QCOMPARE(kindsOf(filter), QStringList({QStringLiteral("relay"), QStringLiteral("relay")}));

        // New entries join a filtered view incrementally.
        filter.setDocumentPath(kOrder);
        const int before = filter.rowCount();
        lab.execute("duplicate", Json{{"message", "latest"}});
        lab.execute("deliverNext");
        model.sync();
        QCOMPARE(filter.rowCount(), before + 1);
    }

    void timesAreElapsedSimTime()
    {
        Lab lab;
        JournalModel model(lab);
        const auto header = [&](int column, int role) {
            return model.headerData(column, Qt::Horizontal, role);
        };
        lab.execute("advanceClock", Json{{"ms", 65'000}});
        model.sync();
        const auto lastTime = [&] {
            return model.index(model.rowCount() - 1, JournalModel::TimeColumn).data().toString();
        };
        QCOMPARE(lastTime(), QStringLiteral("T+0:01:05")); // never a raw count of milliseconds
        QCOMPARE(header(JournalModel::TimeColumn, WidestValueRole).toString(),
                 QStringLiteral("T+0:01:05"));
        lab.execute("advanceClock", Json{{"ms", 250}});
        model.sync();
        QCOMPARE(lastTime(), QStringLiteral("T+0:01:05.250"));
        // Once a time needs milliseconds, the column needs room for them.
        QCOMPARE(header(JournalModel::TimeColumn, WidestValueRole).toString(),
                 QStringLiteral("T+0:01:05.999"));
        QCOMPARE(header(JournalModel::SeqColumn, WidestValueRole).toString(),
                 QString::number(lab.journal().total()));
    }

    void headerDescribesTheColumns()
    {
        Lab lab;
        JournalModel model(lab);
        paymentScenario(lab);
        model.sync();
        const auto header = [&](int column, int role) {
            return model.headerData(column, Qt::Horizontal, role);
        };
        QCOMPARE(header(JournalModel::OutcomeColumn, ColumnKindRole).toInt(),
                 int(ColumnKind::Label));
        QCOMPARE(header(JournalModel::MessageColumn, ColumnKindRole).toInt(), int(ColumnKind::Key));
        QCOMPARE(header(JournalModel::DetailColumn, ColumnKindRole).toInt(), int(ColumnKind::Text));
        QCOMPARE(header(JournalModel::SeqColumn, ColumnKindRole).toInt(), int(ColumnKind::Figure));
        const QStringList outcomes =
            header(JournalModel::OutcomeColumn, KnownValuesRole).toStringList();
        // Every outcome shown is a known one, so the column is sized before it appears.
        for (int row = 0; row < model.rowCount(); ++row)
            QVERIFY2(
                outcomes.contains(model.index(row, JournalModel::OutcomeColumn).data().toString()),
                qPrintable(model.index(row, JournalModel::OutcomeColumn).data().toString()));
        QVERIFY(outcomes.contains(QStringLiteral("redelivery-scheduled")));
        QVERIFY(outcomes.contains(QStringLiteral("setProviderIdempotency")));
        QVERIFY(header(JournalModel::KindColumn, KnownValuesRole)
                    .toStringList()
                    .contains(QStringLiteral("handler-result")));
        QCOMPARE(header(JournalModel::DeliveryColumn, WidestValueRole).toString(),
                 QStringLiteral("2"));
    }

    void parkedRecordsBelongToTheirEvent()
    {
        JournalEntry entry;
        entry.kind = "channel";
        entry.outcome = "acked";
        entry.messageKey = "atlasmart://orders|evt 1";
        QVERIFY(JournalDocuments::concerns(
            entry, "workflowDeadLetters/atlasmart%3A%2F%2Forders%7Cevt%201"));
        QVERIFY(
            JournalDocuments::concerns(entry, "workflowEvents/atlasmart%3A%2F%2Forders%7Cevt%201"));
        QVERIFY(!JournalDocuments::concerns(entry, "workflowEvents/other"));
        QVERIFY(!JournalDocuments::concerns(entry, "orders/evt 1"));
    }

    // The facts are kept as JSON text and searched before they are parsed:
    // an id JSON escapes must still be found, and a path the text does not
    // hold must not.
    void factsNameTheirDocumentsEvenWhenEscaped()
    {
        JournalEntry entry;
        entry.kind = "relay";
        entry.setData(Json{{"record", "rec\"1\\x"},
                           {"orderId", "ord-7"},
                           {"writes", Json::array({Json{{"path", "providerEmails/m\n2"}}})}});
        QVERIFY(JournalDocuments::concerns(entry, "workflowOutbox/rec\"1\\x"));
        QVERIFY(JournalDocuments::concerns(entry, "orders/ord-7"));
        QVERIFY(JournalDocuments::concerns(entry, "providerEmails/m\n2"));
        QVERIFY(!JournalDocuments::concerns(entry, "orders/ord-8"));
        QVERIFY(!JournalDocuments::concerns(entry, "workflowOutbox/ord-7x"));
        QVERIFY(!JournalDocuments::concerns(entry, "workflowOutbox/rec\"2"));
        const auto paths = JournalDocuments::pathsOf(entry);
        QCOMPARE(paths, (std::vector<std::string>{"providerEmails/m\n2", "workflowOutbox/rec\"1\\x",
                                                  "orders/ord-7"}));
    }
};

QTEST_GUILESS_MAIN(TestJournalModel)
#include "tst_journalmodel.moc"
