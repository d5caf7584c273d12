#pragma once

#include "classroom/ClassMembership.h"

#include <QObject>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QMenu;
class QStatusBar;
class QWidget;

namespace atlas {

class DashboardWindow;
class LessonPanel;
class UploadService;

// The window's Class menu and what hangs off it: joining a class (and the
// lesson panel's results going into the upload queue from then on),
// creating one, the upload status in the status bar, and the instructor
// dashboard window.
class ClassroomController : public QObject
{
    Q_OBJECT
public:
    ClassroomController(QWidget* window, LessonPanel& lessons, QStatusBar& status);
    ~ClassroomController() override;

    void populateMenu(QMenu* menu);
    QList<QAction*> actions() const;

    const ClassMembership& membership() const { return membership_; }
    QLabel* statusLabel() const { return status_; }
    DashboardWindow* dashboard() const { return dashboard_.get(); }

    void createClass();
    void joinClass();
    void leaveClass();
    void showDashboard(const QString& serverUrl = {}, const QString& classCode = {});

private:
    void setMembership(const ClassMembership& membership);
    void showStatus();

    QWidget* window_;
    ClassMembership membership_;
    std::unique_ptr<UploadService> uploads_;
    QLabel* status_;
    QAction* create_;
    QAction* join_;
    QAction* leave_;
    QAction* upload_;
    QAction* dashboardAction_;
    std::unique_ptr<DashboardWindow> dashboard_;
    std::function<QString()> lessonLearner_;
};

} // namespace atlas
