#pragma once

#include "lesson/progress/KnowledgeCheckScore.h"

#include <QWidget>

#include <vector>

class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace atlas {

class LearnerProgress;
class QuestionCard;
struct Lesson;

// A lesson's knowledge check: every question as a card, and the score so far
// ("Knowledge check: 3 of 5 right on the first try, 2 retried"), counting
// each question's first answer only.
class KnowledgeCheckView : public QWidget
{
    Q_OBJECT
public:
    explicit KnowledgeCheckView(QWidget* parent = nullptr);

    // Rebuilds the cards and restores the answers `progress` holds.
    // `lessonFolder`: where the explanations' images may come from.
    void setLesson(const Lesson& lesson, const LearnerProgress& progress,
                   const QString& lessonFolder = {});
    QString lessonId() const { return lessonId_; }
    KnowledgeCheckScore score() const;
    int questionCount() const { return static_cast<int>(cards_.size()); }
    QString scoreText() const;
    // The score as one sentence, as the view and the lesson's overview show it.
    static QString describe(const KnowledgeCheckScore& score);
    QuestionCard* card(const QString& questionId) const;
    void focusQuestion(const QString& questionId);

signals:
    void answered(const QString& questionId, int choice, bool correct);
    void showMeRequested(const QString& scenarioId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateScore();

    QString lessonId_;
    QLabel* score_;
    QLabel* hint_;
    QScrollArea* scroll_;
    QWidget* content_;
    QVBoxLayout* cardsLayout_;
    std::vector<QuestionCard*> cards_;
};

} // namespace atlas
