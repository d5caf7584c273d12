#pragma once

#include "lesson/Question.h"
#include "lesson/progress/RecordedAnswer.h"

#include <QFrame>

#include <optional>

class QButtonGroup;
class QLabel;
class QPushButton;
class QRadioButton;

namespace atlas {

class MarkdownView;

// One knowledge-check question: its choices as lettered radio buttons (so a
// teacher can ask the room "who said B?"), Check answer, the verdict with the
// explanation, and Show me for the scenario that plays the answer out.
//
// The first answer checked is the one scored, and the right answer with its
// explanation is shown after it, right or wrong. The learner may then check
// other choices as retries: each gets its own verdict, the score stays.
// Keyboard: Tab to the choices, arrow keys to move between them, Space to
// select, Enter (or Tab to Check answer and Space) to check.
class QuestionCard : public QFrame
{
    Q_OBJECT
public:
    // `lessonFolder`: where the explanation's images may come from.
    QuestionCard(const Question& question, int number, int total, const QString& lessonFolder,
                 QWidget* parent = nullptr);

    const Question& question() const { return question_; }
    // Shows the answers given earlier (restored from the learner's progress).
    void showRecorded(const RecordedAnswer& answer);
    // The choice currently selected, or -1.
    int selectedChoice() const;
    void selectChoice(int choice);
    // The answers checked so far; nullopt before the first.
    const std::optional<RecordedAnswer>& recorded() const { return recorded_; }
    QRadioButton* choiceButton(int choice) const;
    void focusFirstChoice();

signals:
    void answered(int choice, bool correct);
    void showMeRequested(const QString& scenarioId);

protected:
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void check();
    void showAnswers();
    void updateCheckButton();
    QString choiceName(int choice) const;
    void applyStyle();

    Question question_;
    std::optional<RecordedAnswer> recorded_;
    QLabel* number_;
    QLabel* text_;
    QButtonGroup* choices_;
    QPushButton* check_;
    QPushButton* showMe_;
    QLabel* verdictLabel_;
    QLabel* retryLabel_;
    MarkdownView* explanation_;
};

} // namespace atlas
