#include "QuestionCard.h"

#include "MarkdownView.h"
#include "ScaledFont.h"
#include "VerdictColors.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QVBoxLayout>

namespace atlas {
namespace {

// Choices are whole sentences; a QRadioButton cannot wrap its text, so the
// sentence sits in a wrapping label that selects the button when clicked.
class ChoiceLabel : public QLabel
{
public:
    ChoiceLabel(const QString& text, QRadioButton* button, QWidget* parent)
        : QLabel(text, parent), button_(button)
    {
        setWordWrap(true);
        setTextFormat(Qt::PlainText);
        setCursor(Qt::PointingHandCursor);
    }

protected:
    void mouseReleaseEvent(QMouseEvent* event) override
    {
        if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
            button_->click();
        QLabel::mouseReleaseEvent(event);
    }

private:
    QRadioButton* button_;
};

QString letter(int choice)
{
    return QString(QChar(u'A' + choice));
}

} // namespace

QuestionCard::QuestionCard(const Question& question, int number, int total,
                           const QString& lessonFolder, QWidget* parent)
    : QFrame(parent), question_(question),
      number_(new QLabel(tr("Question %1 of %2").arg(number).arg(total), this)),
      text_(new QLabel(question.question, this)), choices_(new QButtonGroup(this)),
      check_(new QPushButton(tr("Check answer"), this)),
      showMe_(new QPushButton(tr("Show me"), this)), verdictLabel_(new QLabel(this)),
      retryLabel_(new QLabel(this)),
      explanation_(new MarkdownView(MarkdownView::Sizing::FitText, this))
{
    setObjectName(QStringLiteral("question-") + question.id);
    setFrameShape(QFrame::StyledPanel);
    text_->setObjectName(QStringLiteral("questionText"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::PlainText);

    auto* choiceGrid = new QGridLayout;
    choiceGrid->setColumnStretch(1, 1);
    for (int i = 0; i < question.choices.size(); ++i) {
        auto* button = new QRadioButton(letter(i), this);
        button->setObjectName(QStringLiteral("choice%1").arg(i));
        button->setAccessibleName(question.choices.at(i));
        choices_->addButton(button, i);
        choiceGrid->addWidget(button, i, 0, Qt::AlignTop);
        choiceGrid->addWidget(new ChoiceLabel(question.choices.at(i), button, this), i, 1);
    }
    // The tab chain follows the order widgets were made in, and the buttons
    // were made before the choices: Tab from a choice would skip Check answer
    // and land in the next question. Put the keyboard through in reading order.
    QWidget* previous = choices_->buttons().last();
    for (QWidget* next : {static_cast<QWidget*>(check_), static_cast<QWidget*>(showMe_),
                          static_cast<QWidget*>(explanation_)}) {
        setTabOrder(previous, next);
        previous = next;
    }
    connect(choices_, &QButtonGroup::idToggled, this, [this](int, bool) { updateCheckButton(); });

    check_->setObjectName(QStringLiteral("checkButton"));
    updateCheckButton();
    connect(check_, &QPushButton::clicked, this, &QuestionCard::check);
    showMe_->setObjectName(QStringLiteral("showMeButton"));
    showMe_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    showMe_->setToolTip(tr("Play the scenario that shows the answer happening"));
    showMe_->setVisible(!question.scenario.isEmpty());
    connect(showMe_, &QPushButton::clicked, this,
            [this] { emit showMeRequested(question_.scenario); });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(check_);
    buttons->addWidget(showMe_);
    buttons->addStretch(1);

    verdictLabel_->setObjectName(QStringLiteral("verdict"));
    verdictLabel_->setWordWrap(true);
    retryLabel_->setObjectName(QStringLiteral("retryVerdict"));
    retryLabel_->setWordWrap(true);
    explanation_->setObjectName(QStringLiteral("explanation"));
    explanation_->showMarkdown(question.explanation, lessonFolder);
    verdictLabel_->hide();
    retryLabel_->hide();
    explanation_->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(number_);
    layout->addWidget(text_);
    layout->addLayout(choiceGrid);
    layout->addLayout(buttons);
    layout->addWidget(verdictLabel_);
    layout->addWidget(retryLabel_);
    layout->addWidget(explanation_);
    applyStyle();
}

int QuestionCard::selectedChoice() const
{
    return choices_->checkedId();
}

void QuestionCard::selectChoice(int choice)
{
    if (QRadioButton* button = choiceButton(choice))
        button->setChecked(true);
}

QRadioButton* QuestionCard::choiceButton(int choice) const
{
    return qobject_cast<QRadioButton*>(choices_->button(choice));
}

void QuestionCard::focusFirstChoice()
{
    QAbstractButton* target = choices_->checkedButton();
    if (!target)
        target = choices_->button(0);
    if (target)
        target->setFocus(Qt::OtherFocusReason);
}

void QuestionCard::showRecorded(const RecordedAnswer& answer)
{
    // Kept even when the lesson has changed its choices since, so that the
    // card scores exactly what the progress file does; a choice that no
    // longer exists is simply not selected.
    recorded_ = answer;
    selectChoice(answer.latestChoice);
    showAnswers();
}

void QuestionCard::check()
{
    const int choice = selectedChoice();
    if (choice < 0)
        return;
    const bool correct = choice == question_.answer;
    if (!recorded_)
        recorded_.emplace();
    recorded_->addAttempt(choice, correct);
    // The button is about to be disabled (its choice is checked now); keep
    // the keyboard in this card instead of letting the focus jump away.
    if (check_->hasFocus())
        focusFirstChoice();
    showAnswers();
    emit answered(choice, correct);
}

void QuestionCard::keyPressEvent(QKeyEvent* event)
{
    // Radio buttons and (outside dialogs) push buttons leave Enter to their
    // parent: here it checks the selected choice.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
        (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier && check_->isEnabled()) {
        check();
        event->accept();
        return;
    }
    QFrame::keyPressEvent(event);
}

QString QuestionCard::choiceName(int choice) const
{
    return question_.kind == Question::Kind::TrueFalse
               ? question_.choices.value(choice, letter(choice))
               : letter(choice);
}

void QuestionCard::showAnswers()
{
    if (!recorded_)
        return;
    const RecordedAnswer& a = *recorded_;
    const QString right = choiceName(question_.answer);
    if (!a.firstKnown())
        verdictLabel_->setText(tr("The answer is %1. Your first answer was not kept (this "
                                  "progress is from an older version of the lab), so it does "
                                  "not count as right on the first try.")
                                   .arg(right));
    else if (a.firstCorrect)
        verdictLabel_->setText(tr("✓ Correct: %1, on the first try.").arg(right));
    else
        verdictLabel_->setText(tr("✗ Not quite: your first answer was %1; the answer is %2.")
                                   .arg(choiceName(a.firstChoice), right));
    verdictLabel_->setToolTip(tr("Your first answer is the one scored"));
    const QString retry = QString::number(a.attempts - 1);
    const QString chosen = choiceName(a.latestChoice);
    retryLabel_->setText(a.latestCorrect
                             ? tr("Retry %1, not scored: ✓ %2 is right.").arg(retry, chosen)
                             : tr("Retry %1, not scored: ✗ %2 is not right.").arg(retry, chosen));
    retryLabel_->setVisible(a.retried());
    verdictLabel_->show();
    explanation_->show();
    updateCheckButton();
    applyStyle();
}

void QuestionCard::updateCheckButton()
{
    const int choice = selectedChoice();
    if (!recorded_) {
        check_->setText(tr("Check answer"));
        check_->setToolTip(tr("Check the selected answer (or press Enter). Your first answer is "
                              "the one scored; the right answer and why are shown after it."));
        check_->setEnabled(choice >= 0);
        return;
    }
    check_->setText(tr("Check again"));
    check_->setToolTip(tr("Check another choice for practice (or press Enter). Retries are "
                          "recorded but never change the score."));
    check_->setEnabled(choice >= 0 && choice != recorded_->latestChoice);
}

void QuestionCard::applyStyle()
{
    text_->setFont(scaledFont(font(), 1.15, true));
    verdictLabel_->setFont(scaledFont(font(), 1.0, true));
    QPalette muted = palette();
    muted.setColor(QPalette::WindowText, VerdictColors::muted(palette()));
    number_->setPalette(muted);
    if (recorded_) {
        const auto colour = [this](bool correct) {
            return correct ? VerdictColors::passed(palette()) : VerdictColors::failed(palette());
        };
        QPalette first = palette();
        first.setColor(QPalette::WindowText, recorded_->firstKnown()
                                                 ? colour(recorded_->firstCorrect)
                                                 : VerdictColors::muted(palette()));
        verdictLabel_->setPalette(first);
        QPalette retry = palette();
        retry.setColor(QPalette::WindowText, colour(recorded_->latestCorrect));
        retryLabel_->setPalette(retry);
    }
}

void QuestionCard::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        applyStyle();
}

} // namespace atlas
