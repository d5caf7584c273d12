#pragma once

#include <QDialog>

class QCommandLinkButton;

namespace atlas {

// What a first-time learner sees before the lab: three ways in, each one
// click (or its number key) away. Help → Welcome shows it again.
class WelcomeDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Start { None, Chapter, FreePlay, OpenSession };

    explicit WelcomeDialog(QWidget* parent = nullptr);

    // What the learner picked; None when the dialog was closed.
    Start choice() const { return choice_; }
    QCommandLinkButton* button(Start start) const;

private:
    QCommandLinkButton* addChoice(Start start, const QString& text, const QString& description);

    Start choice_ = Start::None;
    QList<std::pair<Start, QCommandLinkButton*>> buttons_;
};

} // namespace atlas
