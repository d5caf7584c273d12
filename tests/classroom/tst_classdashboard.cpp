#include "PgTestCluster.h"

#include "classroom/BatchSender.h"
#include "classroom/ClassRegistry.h"
#include "classroom/DashboardCsv.h"
#include "classroom/DashboardModel.h"
#include "classroom/ProgressRecord.h"
#include "postgres/ServerAddress.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace atlas;

// The instructor's dashboard follows the class through LISTEN/NOTIFY and
// exports what it shows.
class TestClassDashboard : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void followsTheClassThroughNotify();
    void exportsCsv();
    void quotesCsvFields();

private:
    ProgressRecord record(const QString& classCode, const QString& learner, const QString& item,
                          int seq, double points, const QString& failing) const;
    void send(std::vector<ProgressRecord> batch);

    std::unique_ptr<PgTestCluster> cluster_;
    ServerAddress server_;
    QString classCode_;
    QString otherClass_;
};

void TestClassDashboard::initTestCase()
{
    cluster_ = std::make_unique<PgTestCluster>();
    QVERIFY2(cluster_->ok(), qPrintable(cluster_->error()));
    server_ = *ServerAddress::parse(cluster_->url());
    QString why;
    const auto code = ClassRegistry::createClass(server_, QStringLiteral("Watched"), &why);
    const auto other = ClassRegistry::createClass(server_, QStringLiteral("Next door"), &why);
    QVERIFY2(code && other, qPrintable(why));
    classCode_ = *code;
    otherClass_ = *other;
}

ProgressRecord TestClassDashboard::record(const QString& classCode, const QString& learner,
                                          const QString& item, int seq, double points,
                                          const QString& failing) const
{
    ProgressRecord r;
    r.classCode = classCode;
    r.learner = learner;
    r.kind = ProgressRecord::Kind::Exercise;
    r.itemId = ProgressRecord::itemIdFor(QStringLiteral("ch10"), item);
    r.attemptId = r.itemId;
    r.seq = seq;
    r.points = points;
    r.maxPoints = 2;
    r.passed = failing.isEmpty() && points >= 2;
    r.failingInvariant = failing;
    return r;
}

void TestClassDashboard::send(std::vector<ProgressRecord> batch)
{
    const UploadOutcome outcome = BatchSender::send(server_, batch);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error));
}

void TestClassDashboard::followsTheClassThroughNotify()
{
    DashboardModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY2(model.open(server_, classCode_), qPrintable(model.lastError()));
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 1);

    QSignalSpy refreshed(&model, &DashboardModel::refreshed);
    QSignalSpy rows(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy columns(&model, &QAbstractItemModel::columnsInserted);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);

    // Another learner's upload, on another connection.
    send({record(classCode_, QStringLiteral("Ben"), QStringLiteral("redrive"), 1, 0,
                 QStringLiteral("one-email-per-order"))});
    QTRY_COMPARE(refreshed.count(), 1);
    QCOMPARE(rows.count(), 1);
    QCOMPARE(columns.count(), 1);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, DashboardModel::LearnerColumn).data().toString(), QStringLiteral("Ben"));
    const QModelIndex ben = model.index(0, DashboardModel::FirstItemColumn);
    QCOMPARE(ben.data().toString(), QStringLiteral("✗ 0/2"));
    QCOMPARE(ben.data(DashboardModel::CellStateRole).toInt(), int(DashboardModel::Failed));
    QCOMPARE(model.headerData(1, Qt::Horizontal, DashboardModel::MostCommonFailureRole).toString(),
             QStringLiteral("one-email-per-order"));

    changed.clear();
    // A resend changes nothing and notifies nobody, another class's record is
    // not this dashboard's business, and then Ben's second try comes in:
    // notifications arrive in commit order, so exactly one more refresh means
    // the first two were ignored.
    send({record(classCode_, QStringLiteral("Ben"), QStringLiteral("redrive"), 1, 0,
                 QStringLiteral("one-email-per-order"))});
    send({record(otherClass_, QStringLiteral("Zoe"), QStringLiteral("redrive"), 1, 2, {})});
    send({record(classCode_, QStringLiteral("Ben"), QStringLiteral("redrive"), 2, 2, {})});
    QTRY_COMPARE(refreshed.count(), 2);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).value<QModelIndex>(), ben);
    QCOMPARE(ben.data().toString(), QStringLiteral("✓ 2/2"));
    QCOMPARE(ben.data(DashboardModel::AttemptsRole).toInt(), 2);
    // The earlier failure still counts for the item.
    QCOMPARE(model.headerData(1, Qt::Horizontal, DashboardModel::MostCommonFailureRole).toString(),
             QStringLiteral("one-email-per-order"));

    // A learner sorted before Ben and a new item: inserted in place, no reset.
    send({record(classCode_, QStringLiteral("Anna"), QStringLiteral("flag-after-send"), 1, 1,
                 QStringLiteral("revenue-matches")),
          record(classCode_, QStringLiteral("Anna"), QStringLiteral("redrive"), 1, 0,
                 QStringLiteral("no-second-email"))});
    QTRY_COMPARE(refreshed.count(), 3);
    QCOMPARE(resets.count(), 0);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 3);
    QCOMPARE(model.learnerAt(0), QStringLiteral("Anna"));
    QCOMPARE(model.itemAt(0).id, QStringLiteral("ch10/flag-after-send"));
    QCOMPARE(model.index(0, 1).data(DashboardModel::CellStateRole).toInt(), int(DashboardModel::Partial));
    QCOMPARE(model.index(1, 2).data().toString(), QStringLiteral("✓ 2/2"));
    QCOMPARE(model.index(1, 1).data().toString(), QString());
    // redrive: one-email-per-order once, no-second-email once; the tie goes
    // to the alphabetically first.
    QCOMPARE(model.itemAt(1).mostCommonFailure, QStringLiteral("no-second-email"));
}

void TestClassDashboard::exportsCsv()
{
    DashboardModel model;
    QVERIFY2(model.open(server_, otherClass_), qPrintable(model.lastError()));
    QSignalSpy refreshed(&model, &DashboardModel::refreshed);
    send({record(otherClass_, QStringLiteral("Yann, Jr."), QStringLiteral("redrive"), 1, 1,
                 QStringLiteral("one-email-per-order")),
          record(otherClass_, QStringLiteral("Yann, Jr."), QStringLiteral("dlq"), 1, 1,
                 QStringLiteral("one-email-per-order"))});
    QTRY_COMPARE(refreshed.count(), 1);
    // Zoe's record came from the previous test function.
    const QString expected = QStringLiteral(
        "learner,ch10/dlq,ch10/redrive\r\n"
        "\"Yann, Jr.\",failed 1/2,failed 1/2\r\n"
        "Zoe,,passed 2/2\r\n"
        "most common failing invariant,one-email-per-order,one-email-per-order\r\n");
    QCOMPARE(DashboardCsv::toCsv(model), expected);
}

void TestClassDashboard::quotesCsvFields()
{
    QCOMPARE(DashboardCsv::field(QStringLiteral("plain")), QStringLiteral("plain"));
    QCOMPARE(DashboardCsv::field(QStringLiteral("a,b")), QStringLiteral("\"a,b\""));
    QCOMPARE(DashboardCsv::field(QStringLiteral("say \"hi\"")), QStringLiteral("\"say \"\"hi\"\"\""));
    QCOMPARE(DashboardCsv::field(QStringLiteral("two\nlines")), QStringLiteral("\"two\nlines\""));
}

QTEST_GUILESS_MAIN(TestClassDashboard)
#include "tst_classdashboard.moc"
