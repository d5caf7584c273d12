#include "classroom/ClassroomController.h"

#include "classroom/CreateClassDialog.h"
#include "classroom/DashboardModel.h"
#include "classroom/DashboardWindow.h"
#include "classroom/JoinClassDialog.h"
#include "classroom/ProgressRecord.h"
#include "classroom/UploadService.h"
#include "exercise/AttemptFile.h"
#include "exercise/AttemptRead.h"
#include "frame/ActionHelp.h"
#include "lesson/LessonPanel.h"
#include "lesson/progress/LearnerProgress.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>

namespace atlas {

ClassroomController::ClassroomController(QWidget* window, LessonPanel& lessons, QStatusBar& status)
    : QObject(window), window_(window), membership_(ClassMembership::learnerSide()),
      uploads_(std::make_unique<UploadService>())
{
    status_ = new QLabel(&status);
    status_->setObjectName(QStringLiteral("statusClass"));
    status.addPermanentWidget(status_);

    create_ = new QAction(tr("&Create class…"), this);
    create_->setObjectName(QStringLiteral("actionCreateClass"));
    setActionHelp(create_, tr("Create class: a class on a shared PostgreSQL server, with a code "
                              "learners join with (for the teacher)"));
    connect(create_, &QAction::triggered, this, &ClassroomController::createClass);
    join_ = new QAction(tr("&Join class…"), this);
    join_->setObjectName(QStringLiteral("actionJoinClass"));
    join_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J));
    setActionHelp(join_, tr("Join class: send your scenario and question results to your "
                            "teacher's class server"));
    connect(join_, &QAction::triggered, this, &ClassroomController::joinClass);
    leave_ = new QAction(tr("&Leave class"), this);
    leave_->setObjectName(QStringLiteral("actionLeaveClass"));
    setActionHelp(leave_, tr("Leave class: stop sending results (what is queued stays queued)"));
    connect(leave_, &QAction::triggered, this, &ClassroomController::leaveClass);
    upload_ = new QAction(tr("&Upload now"), this);
    upload_->setObjectName(QStringLiteral("actionUploadNow"));
    upload_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    setActionHelp(upload_, tr("Upload now: send what is queued without waiting for the next retry"));
    connect(upload_, &QAction::triggered, this, [this] { uploads_->flush(); });
    dashboardAction_ = new QAction(tr("Instructor &dashboard"), this);
    dashboardAction_->setObjectName(QStringLiteral("actionDashboard"));
    dashboardAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    setActionHelp(dashboardAction_, tr("Instructor dashboard: the class live, learners × "
                                       "scenarios, questions and exercises"));
    connect(dashboardAction_, &QAction::triggered, this, [this] { showDashboard(); });

    // The lesson panel's results, once joined: written to the local queue
    // first (UploadService), whatever the network does.
    connect(&lessons, &LessonPanel::scenarioFinished, this,
            [this](const QString& lessonId, const QString& scenarioId, bool passed,
                   const QString& failedClaim) {
                if (!membership_.isJoined())
                    return;
                ProgressRecord record =
                    ProgressRecord::scenario(lessonId, scenarioId, passed, failedClaim);
                record.classCode = membership_.classCode;
                record.learner = membership_.learner;
                uploads_->enqueue(record);
            });
    connect(&lessons, &LessonPanel::questionAnswered, this,
            [this](const QString& lessonId, const QString& questionId, int choice, bool correct) {
                if (!membership_.isJoined())
                    return;
                ProgressRecord record = ProgressRecord::question(lessonId, questionId, choice, correct);
                record.classCode = membership_.classCode;
                record.learner = membership_.learner;
                uploads_->enqueue(record);
            });
    // A handed-in attempt goes to the class as well as to its file.
    connect(&lessons, &LessonPanel::attemptHandedIn, this, [this](const QString& path) {
        if (!membership_.isJoined())
            return;
        // Read as the grader reads it: bounded, and checked field by field.
        const AttemptRead read = AttemptFile::read(path);
        QString why = read.ok() ? QString() : read.errors.front().message;
        std::optional<ProgressRecord> record;
        if (read.ok())
            record = ProgressRecord::fromAttempt(read.document, &why);
        if (!record) {
            status_->setText(tr("Class %1: the attempt was not sent (%2)")
                                 .arg(membership_.classCode, why));
            return;
        }
        record->classCode = membership_.classCode;
        record->learner = membership_.learner;
        uploads_->enqueue(*record);
    });
    connect(uploads_.get(), &UploadService::statusChanged, this, &ClassroomController::showStatus);
    lessonLearner_ = [&lessons] { return lessons.progress().learner(); };
    setMembership(membership_);
}

ClassroomController::~ClassroomController() = default;

void ClassroomController::populateMenu(QMenu* menu)
{
    menu->addAction(join_);
    menu->addAction(leave_);
    menu->addAction(upload_);
    menu->addSeparator();
    menu->addAction(create_);
    menu->addAction(dashboardAction_);
}

QList<QAction*> ClassroomController::actions() const
{
    return {join_, leave_, upload_, create_, dashboardAction_};
}

void ClassroomController::setMembership(const ClassMembership& membership)
{
    membership_ = membership;
    leave_->setEnabled(membership_.isJoined());
    upload_->setEnabled(membership_.isJoined());
    if (membership_.isJoined())
        uploads_->setServer(membership_.serverUrl, membership_.classCode);
    else
        uploads_->setServer({}, {});
    showStatus();
}

void ClassroomController::showStatus()
{
    status_->setVisible(membership_.isJoined());
    if (!membership_.isJoined())
        return;
    const int pending = uploads_->pending();
    QString text;
    switch (uploads_->state()) {
    case UploadWorker::State::Offline:
        text = tr("Class %1: offline, %2 queued").arg(membership_.classCode).arg(pending);
        break;
    case UploadWorker::State::Failed:
        text = tr("Class %1: not sent, %2 queued").arg(membership_.classCode).arg(pending);
        break;
    case UploadWorker::State::Sending:
        text = tr("Class %1: sending %2").arg(membership_.classCode).arg(pending);
        break;
    default:
        text = tr("Class %1: %2 sent, %3 queued")
                   .arg(membership_.classCode)
                   .arg(uploads_->sent())
                   .arg(pending);
    }
    status_->setText(text);
    status_->setToolTip(
        tr("Results for %1 go to %2. They are kept on this computer first and resent until the "
           "server confirms them; the server keeps each one once.")
            .arg(membership_.learner, membership_.serverUrl) +
        (uploads_->detail().isEmpty() ? QString() : QStringLiteral("\n") + uploads_->detail()));
}

void ClassroomController::createClass()
{
    CreateClassDialog dialog(ClassMembership::teacherSide().serverUrl, window_);
    connect(&dialog, &CreateClassDialog::dashboardRequested, this,
            [this](const QString& server, const QString& code) { showDashboard(server, code); });
    dialog.exec();
    if (!dialog.classCode().isEmpty())
        ClassMembership{dialog.serverUrl(), dialog.classCode(), {}}.saveAsTeacher();
}

void ClassroomController::joinClass()
{
    ClassMembership current = membership_;
    if (current.learner.isEmpty())
        current.learner = lessonLearner_();
    JoinClassDialog dialog(current, window_);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ClassMembership joined = dialog.membership();
    joined.saveAsLearner();
    setMembership(joined);
}

void ClassroomController::leaveClass()
{
    ClassMembership::leave();
    setMembership({});
}

void ClassroomController::showDashboard(const QString& serverUrl, const QString& classCode)
{
    if (!dashboard_)
        dashboard_ = std::make_unique<DashboardWindow>();
    const ClassMembership teacher = ClassMembership::teacherSide();
    const QString server = serverUrl.isEmpty() ? teacher.serverUrl : serverUrl;
    const QString code = classCode.isEmpty() ? teacher.classCode : classCode;
    if (!server.isEmpty() && !code.isEmpty() &&
        (!dashboard_->model()->isOpen() || dashboard_->model()->classCode() != code))
        dashboard_->openClass(server, code);
    dashboard_->show();
    dashboard_->raise();
    dashboard_->activateWindow();
}

} // namespace atlas
