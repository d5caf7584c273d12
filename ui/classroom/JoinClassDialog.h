#pragma once

#include "classroom/ClassMembership.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace atlas {

// Class → Join class…: the server, the class code the teacher gave, and the
// name the learner's results go out under. OK checks the code with the
// server before anything is kept.
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
    // The check OK runs; public for tests.
    bool check();

private:
    void updateButtons();

    QLineEdit* server_;
    QLineEdit* code_;
    QLineEdit* learner_;
    QLabel* message_;
    QDialogButtonBox* buttons_;
};

} // namespace atlas
