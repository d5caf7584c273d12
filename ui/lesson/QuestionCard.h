#pragma once

#include "lesson/Question.h"

#include <QFrame>

#include <optional>

class QButtonGroup;
class QLabel;
class QPushButton;
class QRadioButton;

namespace atlas {

class MarkdownView;
struct RecordedAnswer;

// One knowledge-check question: its choices as lettered radio buttons (so a
// teacher can ask the room "who said B?"), Check answer, the verdict with the
// explanation, and Show me for the scenario that plays the answer out.
class QuestionCard : public QFrame
{
    Q_OBJECT
public:
    // `lessonFolder`: where the explanation's images may come from.
    QuestionCard(const Question& question, int number, int total, const QString& lessonFolder,
                 QWidget* parent = nullptr);

    const Question& question() const { return question_; }
    // Shows an answer given earlier (restored from the learner's progress).
    void showRecorded(const RecordedAnswer& answer);
    // The choice currently selected, or -1.
    int selectedChoice() const;
    void selectChoice(int choice);
    // Whether the latest checked answer was right; nullopt before any.
    std::optional<bool> verdict() const { return verdict_; }
    QRadioButton* choiceButton(int choice) const;
    void focusFirstChoice();

signals:
    void answered(int choice, bool correct);
    void showMeRequested(const QString& scenarioId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void check();
    void showVerdict(int choice, bool correct);
    void applyStyle();

    Question question_;
    std::optional<bool> verdict_;
    QLabel* number_;
    QLabel* text_;
    QButtonGroup* choices_;
    QPushButton* check_;
    QPushButton* showMe_;
    QLabel* verdictLabel_;
    MarkdownView* explanation_;
};

} // namespace atlas
