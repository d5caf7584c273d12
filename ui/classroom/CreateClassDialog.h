#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace atlas {

// Class → Create class… (the teacher): the server and a name; Create makes
// the class tables if needed and the class, and shows the code learners type.
class CreateClassDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CreateClassDialog(const QString& serverUrl, QWidget* parent = nullptr);

    QString serverUrl() const;
    // Empty until a class was created.
    const QString& classCode() const { return code_; }
    // What Create does: asks the server off the GUI thread; answered() says
    // how it went.
    void create();

signals:
    void answered(bool created);
    void dashboardRequested(const QString& serverUrl, const QString& classCode);

private:
    QLineEdit* server_;
    QLineEdit* name_;
    QLabel* result_;
    QPushButton* create_;
    QPushButton* dashboard_;
    QString code_;
};

} // namespace atlas
