#include "PgTestCluster.h"

#include "classroom/BatchSender.h"
#include "classroom/CreateClassDialog.h"
#include "classroom/ClassRegistry.h"
#include "classroom/DashboardCsv.h"
#include "classroom/DashboardModel.h"
#include "classroom/DashboardWindow.h"
#include "classroom/JoinClassDialog.h"
#include "postgres/ServerAddress.h"
#include "classroom/UploadService.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace atlas;

namespace {

QPushButton* findButton(QWidget& dialog, const QString& text)
{
    for (QPushButton* button : dialog.findChildren<QPushButton*>())
        if (button->text().remove(QLatin1Char('&')) == text)
            return button;
    return nullptr;
}

} // namespace

// The class server from the window: joining checks the code, uploads run off
// the GUI thread, the dashboard window follows the class and exports it.
class TestClassroomUi : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void joinChecksTheCode();
    void createShowsTheCode();
    void uploadsOffTheGuiThread();
    void dashboardWindowFollowsAndExports();

private:
    std::unique_ptr<PgTestCluster> cluster_;
    ServerAddress server_;
    QString classCode_;
    QTemporaryDir dir_;
};

void TestClassroomUi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    cluster_ = std::make_unique<PgTestCluster>();
    QVERIFY2(cluster_->ok(), qPrintable(cluster_->error()));
    server_ = *ServerAddress::parse(cluster_->url());
    QString why;
    const auto code = ClassRegistry::createClass(server_, QStringLiteral("Window"), &why);
    QVERIFY2(code, qPrintable(why));
    classCode_ = *code;
}

// Join asks the server off the GUI thread: the dialog stays live, Join is
// off while it asks, and only a code that names a class accepts it.
void TestClassroomUi::joinChecksTheCode()
{
    JoinClassDialog dialog({cluster_->url(), {}, QStringLiteral("Anna")});
    QSignalSpy checked(&dialog, &JoinClassDialog::checked);
    auto* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // no code yet
    QTest::keyClicks(dialog.codeEdit(), QStringLiteral("nosuch"));
    QVERIFY(ok->isEnabled());
    ok->click();
    QVERIFY(dialog.isChecking());
    QVERIFY(!ok->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 15000);
    QCOMPARE(checked.takeFirst().front().toBool(), false);
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY2(dialog.message().contains(QLatin1String("NOSUCH")), qPrintable(dialog.message()));

    dialog.codeEdit()->setText(classCode_.toLower());
    ok->click();
    QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 15000);
    QCOMPARE(checked.takeFirst().front().toBool(), true);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(dialog.message().contains(QLatin1String("Window")));
    QCOMPARE(dialog.membership().classCode, classCode_);
    QCOMPARE(dialog.membership().learner, QStringLiteral("Anna"));

    dialog.serverEdit()->setText(QStringLiteral("not a server"));
    dialog.check();
    QVERIFY(!dialog.isChecking()); // refused before asking anyone
    QVERIFY(!dialog.message().isEmpty());
}

// Create asks the server off the GUI thread and shows the new class's code.
void TestClassroomUi::createShowsTheCode()
{
    CreateClassDialog dialog(cluster_->url());
    QSignalSpy answered(&dialog, &CreateClassDialog::answered);
    dialog.findChild<QLineEdit*>(QStringLiteral("createName"))->setText(QStringLiteral("Friday"));
    auto* create = findButton(dialog, QStringLiteral("Create"));
    QVERIFY(create);
    create->click();
    QVERIFY(!create->isEnabled()); // while it asks
    QTRY_COMPARE_WITH_TIMEOUT(answered.size(), 1, 15000);
    QCOMPARE(answered.front().front().toBool(), true);
    QVERIFY(create->isEnabled());
    QVERIFY(!dialog.classCode().isEmpty());
    QString why;
    QCOMPARE(ClassRegistry::className(server_, dialog.classCode(), &why),
             std::optional<QString>(QStringLiteral("Friday")));
    QVERIFY(findButton(dialog, QStringLiteral("Open dashboard"))->isEnabled());
}

void TestClassroomUi::uploadsOffTheGuiThread()
{
    UploadService service(dir_.filePath(QStringLiteral("outbox.sqlite")));
    QSignalSpy status(&service, &UploadService::statusChanged);
    service.setServer(cluster_->url(), classCode_);
    ProgressRecord record =
        ProgressRecord::scenario(QStringLiteral("ch10"), QStringLiteral("lab-run"), true, {});
    record.classCode = classCode_;
    record.learner = QStringLiteral("Threaded");
    service.enqueue(record);
    service.enqueue(record); // a second play: seq 2
    QTRY_COMPARE(service.sent(), 2);
    QCOMPARE(service.pending(), 0);
    QCOMPARE(service.state(), UploadWorker::State::Sent);
    QVERIFY(status.count() > 0);

    // Left the class: results stay queued on this computer, nothing is sent.
    service.setServer({}, {});
    QTRY_COMPARE(service.state(), UploadWorker::State::Idle);
    service.enqueue(record);
    QTRY_COMPARE(service.pending(), 1);
    QTest::qWait(200);
    QCOMPARE(service.sent(), 2);
    QCOMPARE(service.state(), UploadWorker::State::Idle);
}

void TestClassroomUi::dashboardWindowFollowsAndExports()
{
    DashboardWindow window;
    window.show();
    QVERIFY2(window.openClass(cluster_->url(), classCode_), qPrintable(window.statusText()));
    // Only learners who sent something are rows: Threaded, not Anna (who only checked the code).
    QCOMPARE(window.table()->model()->rowCount(), 1);
    ProgressRecord failed =
        ProgressRecord::scenario(QStringLiteral("ch10"), QStringLiteral("redrive"), false,
                                 QStringLiteral("one email per order"));
    failed.classCode = classCode_;
    failed.learner = QStringLiteral("Ben");
    failed.seq = 1;
    QVERIFY(BatchSender::send(server_, {failed}).ok());
    QTRY_COMPARE(window.model()->learnerCount(), 2);
    QVERIFY(window.statusText().contains(classCode_));

    QAbstractItemModel* shown = window.table()->model();
    int redrive = -1;
    for (int c = 0; c < shown->columnCount(); ++c)
        if (shown->headerData(c, Qt::Horizontal, DashboardModel::ItemIdRole).toString() ==
            QStringLiteral("ch10/redrive"))
            redrive = c;
    QVERIFY(redrive > 0);
    QVERIFY(shown->headerData(redrive, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("one email per order")));
    const QModelIndex ben = shown->index(0, redrive); // Ben sorts first
    QCOMPARE(ben.data().toString(), QStringLiteral("✗ 0/1"));
    QVERIFY(ben.data(Qt::BackgroundRole).isValid());
    QVERIFY(ben.data(Qt::ForegroundRole).isValid());
    QVERIFY(!shown->index(0, 0).data(Qt::BackgroundRole).isValid());

    const QString path = dir_.filePath(QStringLiteral("class.csv"));
    QVERIFY(window.exportAction()->isEnabled());
    QVERIFY(window.exportCsv(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), DashboardCsv::toCsv(*window.model()));

    // Ctrl+W closes it, as it closes the lab's other windows.
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(&window, Qt::Key_W, Qt::ControlModifier);
    QTRY_VERIFY(!window.isVisible());
}

QTEST_MAIN(TestClassroomUi)
#include "tst_classroomui.moc"
