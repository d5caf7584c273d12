#pragma once

#include "controls/CommandRunner.h"

#include <QWidget>

class QAction;
class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QRadioButton;

namespace atlas {

class Lab;
class MessageLine;
class RulesTextView;

// The learner as a client app, the way the emulator's Requests tab shows it:
// signed out or signed in as a uid, a get, list, create, update or delete on
// a path, sent as the Lab's clientRequest command (journaled, undone by step
// back). Each request is listed allowed or denied with the rule that decided
// and why; the rules beside the list highlight that rule's line. The
// workflow's handlers write with server credentials and never meet the rules.
class RequestsWindow : public QWidget
{
    Q_OBJECT
public:
    explicit RequestsWindow(Lab& lab, QWidget* parent = nullptr);

    QAction* sendAction() const { return send_; }
    QRadioButton* signedOutButton() const { return signedOut_; }
    QRadioButton* signedInButton() const { return signedIn_; }
    QLineEdit* uidEdit() const { return uid_; }
    QComboBox* opBox() const { return op_; }
    QLineEdit* pathEdit() const { return path_; }
    QPlainTextEdit* dataEdit() const { return data_; }
    QListWidget* requestList() const { return list_; }
    QLabel* detailLabel() const { return detail_; }
    RulesTextView* rulesView() const { return rules_; }
    MessageLine* messageLine() const { return messageLine_; }

    void send();

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void showSelected();
    void updateForm();

    Lab& lab_;
    MessageLine* messageLine_;
    CommandRunner run_;
    QRadioButton* signedOut_;
    QRadioButton* signedIn_;
    QLineEdit* uid_;
    QComboBox* op_;
    QLineEdit* path_;
    QPlainTextEdit* data_;
    QAction* send_;
    QListWidget* list_;
    QLabel* detail_;
    RulesTextView* rules_;
    const void* shownRules_ = nullptr; // the rules the view shows
};

} // namespace atlas
