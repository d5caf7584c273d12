#pragma once

#include "classroom/ClassMembership.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace atlas {

// Class → Join class…: the server, the class code the teacher gave, and the
// name the learner's results go out under. Join checks the code with the
// server before anything is kept; the window stays live while it asks.
class JoinClassDialog : public QDialog
{
    Q_OBJECT
public:
    JoinClassDialog(const ClassMembership& current, QWidget* parent = nullptr);

    ClassMembership membership() const;
    QLineEdit* serverEdit() const { return server_; }
    QLineEdit* codeEdit() const { return code_; }
    QLineEdit* learnerEdit() const { return learner_; }
    QString message() const;
    // What Join does: asks the server (off the GUI thread) whether the code
    // names a class; accepts the dialog when it does. checked() says how it went.
    void check();
    bool isChecking() const { return checking_; }

signals:
    void checked(bool joined);

private:
    void updateButtons();

    QLineEdit* server_;
    QLineEdit* code_;
    QLineEdit* learner_;
    QLabel* message_;
    QDialogButtonBox* buttons_;
    bool checking_ = false;
};

} // namespace atlas
