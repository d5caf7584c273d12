#include "KnowledgeCheckView.h"

#include "QuestionCard.h"
#include "ScaledFont.h"
#include "lesson/progress/LearnerProgress.h"
#include "lesson/Lesson.h"

#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace atlas {

KnowledgeCheckView::KnowledgeCheckView(QWidget* parent)
    : QWidget(parent), score_(new QLabel(this)),
      hint_(new QLabel(tr("Choose an answer, then Check answer (or press Enter). Your first "
                          "answer is the one scored; the right answer and why are shown after "
                          "it. You may try again for practice: retries never change the score. "
                          "Show me plays the scenario behind a question."),
                       this)),
      scroll_(new QScrollArea(this)), content_(new QWidget), cardsLayout_(new QVBoxLayout(content_))
{
    setObjectName(QStringLiteral("knowledgeCheck"));
    score_->setObjectName(QStringLiteral("scoreLabel"));
    score_->setWordWrap(true); // a long score must not widen a dock at the window's side
    hint_->setWordWrap(true);
    cardsLayout_->addStretch(1);
    scroll_->setWidget(content_);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(score_);
    layout->addWidget(hint_);
    layout->addWidget(scroll_, 1);
    score_->setFont(scaledFont(font(), 1.35, true));
}

void KnowledgeCheckView::setLesson(const Lesson& lesson, const LearnerProgress& progress,
                                   const QString& lessonFolder)
{
    for (QuestionCard* card : cards_)
        delete card;
    cards_.clear();
    lessonId_ = lesson.id;
    const int total = static_cast<int>(lesson.knowledgeCheck.size());
    for (int i = 0; i < total; ++i) {
        const Question& question = lesson.knowledgeCheck[static_cast<std::size_t>(i)];
        auto* card = new QuestionCard(question, i + 1, total, lessonFolder, content_);
        if (const auto recorded = progress.answer(lesson.id, question.id))
            card->showRecorded(*recorded);
        connect(card, &QuestionCard::answered, this, [this, card](int choice, bool correct) {
            updateScore();
            emit answered(card->question().id, choice, correct);
        });
        connect(card, &QuestionCard::showMeRequested, this, &KnowledgeCheckView::showMeRequested);
        cardsLayout_->insertWidget(i, card);
        cards_.push_back(card);
    }
    updateScore();
}

KnowledgeCheckScore KnowledgeCheckView::score() const
{
    KnowledgeCheckScore score;
    for (const QuestionCard* card : cards_)
        score.add(card->recorded());
    return score;
}

QString KnowledgeCheckView::describe(const KnowledgeCheckScore& score)
{
    if (score.questions == 0)
        return tr("This lesson has no knowledge check.");
    QString text = tr("Knowledge check: %1 of %2 right on the first try")
                       .arg(score.rightFirstTry)
                       .arg(score.questions);
    if (score.retried > 0)
        text += tr(", %1 retried").arg(score.retried);
    if (score.answered < score.questions)
        text += tr(", %1 not answered yet").arg(score.questions - score.answered);
    return text;
}

QString KnowledgeCheckView::scoreText() const
{
    return score_->text();
}

QuestionCard* KnowledgeCheckView::card(const QString& questionId) const
{
    for (QuestionCard* card : cards_)
        if (card->question().id == questionId)
            return card;
    return nullptr;
}

void KnowledgeCheckView::focusQuestion(const QString& questionId)
{
    if (QuestionCard* target = card(questionId)) {
        scroll_->ensureWidgetVisible(target, 0, 0);
        target->focusFirstChoice();
    }
}

void KnowledgeCheckView::updateScore()
{
    score_->setText(describe(score()));
}

void KnowledgeCheckView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        score_->setFont(scaledFont(font(), 1.35, true));
}

} // namespace atlas
