#include "LessonTree.h"

#include "LessonErrorsView.h"
#include "VerdictColors.h"
#include "lesson/progress/LearnerProgress.h"
#include "lesson/reader/LoadResult.h"

#include <QEvent>
#include <QHeaderView>

namespace atlas {
namespace {

enum Role { KindRole = Qt::UserRole, LessonRole, IdRole };

constexpr int kMaxTooltipErrors = 15;

QTreeWidgetItem* makeItem(QTreeWidgetItem* parent, const QString& title, const LessonNode& node)
{
    auto* item = new QTreeWidgetItem(parent);
    item->setText(LessonTree::TitleColumn, title);
    item->setData(LessonTree::TitleColumn, KindRole, static_cast<int>(node.kind));
    item->setData(LessonTree::TitleColumn, LessonRole, node.lesson);
    item->setData(LessonTree::TitleColumn, IdRole, node.id);
    item->setTextAlignment(LessonTree::MarkColumn, Qt::AlignCenter);
    return item;
}

QTreeWidgetItem* childOfKind(const QTreeWidgetItem* lesson, LessonNode::Kind kind)
{
    for (int i = 0; i < lesson->childCount(); ++i)
        if (LessonTree::nodeOf(lesson->child(i)).kind == kind)
            return lesson->child(i);
    return nullptr;
}

} // namespace

LessonTree::LessonTree(QWidget* parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("lessonTree"));
    setColumnCount(ColumnCount);
    setHeaderHidden(true);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(TitleColumn, QHeaderView::Stretch);
    header()->setSectionResizeMode(MarkColumn, QHeaderView::ResizeToContents);
    setAccessibleName(tr("Lessons"));
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* current) {
        if (current)
            emit nodeActivated(nodeOf(current));
    });
    // Clicking the row that is already current still opens it again (the
    // page may have moved on to the player since).
    connect(this, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem* item) { emit nodeActivated(nodeOf(item)); });
}

LessonNode LessonTree::nodeOf(const QTreeWidgetItem* item)
{
    return LessonNode{static_cast<LessonNode::Kind>(item->data(TitleColumn, KindRole).toInt()),
                      item->data(TitleColumn, LessonRole).toInt(),
                      item->data(TitleColumn, IdRole).toString()};
}

void LessonTree::setLessons(const std::vector<LoadResult>& lessons, const LearnerProgress& progress)
{
    const QSignalBlocker blocker(this);
    clear();
    for (int i = 0; i < static_cast<int>(lessons.size()); ++i) {
        const LoadResult& result = lessons[static_cast<std::size_t>(i)];
        if (result.ok())
            addLesson(result, i);
        else
            addBrokenLesson(result, i);
    }
    colourBroken();
    updateMarks(lessons, progress);
}

void LessonTree::addLesson(const LoadResult& result, int index)
{
    using Kind = LessonNode::Kind;
    const Lesson& lesson = result.lesson;
    auto* top = makeItem(invisibleRootItem(), lesson.title, {Kind::Lesson, index, {}});
    top->setToolTip(
        TitleColumn,
        QStringLiteral("%1\n\n%2\n(%3)").arg(lesson.title, lesson.summary, result.file));

    auto* sections = makeItem(top, tr("Sections"), {Kind::SectionGroup, index, {}});
    for (const LessonSection& s : lesson.sections)
        makeItem(sections, s.title, {Kind::Section, index, s.id});

    auto* scenarios = makeItem(top, tr("Scenarios"), {Kind::ScenarioGroup, index, {}});
    for (const Scenario& s : lesson.scenarios) {
        auto* item = makeItem(scenarios, s.title, {Kind::Scenario, index, s.id});
        item->setToolTip(TitleColumn, tr("%1\n\n%2\n(steps: %3; id %4)")
                                          .arg(s.title, s.summary)
                                          .arg(s.steps.size())
                                          .arg(s.id));
    }

    if (!lesson.knowledgeCheck.empty()) {
        auto* questions = makeItem(top, tr("Knowledge check"), {Kind::QuestionGroup, index, {}});
        for (const Question& q : lesson.knowledgeCheck) {
            auto* item = makeItem(questions, q.question, {Kind::Question, index, q.id});
            item->setToolTip(TitleColumn, q.question);
        }
    }
    if (!lesson.exercises.empty()) {
        auto* exercises = makeItem(top, tr("Exercises"), {Kind::ExerciseGroup, index, {}});
        for (const Exercise& e : lesson.exercises) {
            auto* item = makeItem(exercises, e.title, {Kind::Exercise, index, e.id});
            item->setToolTip(TitleColumn, tr("%1\n\n%2\n(graded out of %3 points; id %4)")
                                              .arg(e.title, e.goal)
                                              .arg(e.grading.maxScore())
                                              .arg(e.id));
        }
    }
    top->setExpanded(true);
    sections->setExpanded(true);
}

void LessonTree::addBrokenLesson(const LoadResult& result, int index)
{
    auto* item =
        makeItem(invisibleRootItem(), QStringLiteral("⚠ ") + LessonErrorsView::headline(result),
                 {LessonNode::Kind::BrokenLesson, index, {}});
    QStringList lines;
    for (const LessonError& error : result.errors) {
        if (lines.size() == kMaxTooltipErrors) {
            lines << tr("… and %1 more").arg(result.errors.size() - kMaxTooltipErrors);
            break;
        }
        lines << error.toString();
    }
    item->setToolTip(TitleColumn, tr("This lesson cannot be played:\n%1").arg(lines.join(u'\n')));
}

void LessonTree::colourBroken()
{
    const QColor red = VerdictColors::failed(palette());
    for (int i = 0; i < topLevelItemCount(); ++i)
        if (nodeOf(topLevelItem(i)).kind == LessonNode::Kind::BrokenLesson)
            topLevelItem(i)->setForeground(TitleColumn, red);
}

void LessonTree::updateMarks(const std::vector<LoadResult>& lessons,
                             const LearnerProgress& progress)
{
    using Kind = LessonNode::Kind;
    const QString tick = QStringLiteral("✓");
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem* top = topLevelItem(i);
        const LessonNode node = nodeOf(top);
        if (node.kind != Kind::Lesson)
            continue;
        const Lesson& lesson = lessons[static_cast<std::size_t>(node.lesson)].lesson;
        int completed = 0, correct = 0;
        if (QTreeWidgetItem* group = childOfKind(top, Kind::ScenarioGroup)) {
            for (int c = 0; c < group->childCount(); ++c) {
                QTreeWidgetItem* item = group->child(c);
                const bool done = progress.isScenarioCompleted(lesson.id, nodeOf(item).id);
                completed += done ? 1 : 0;
                item->setText(MarkColumn, done ? tick : QString());
            }
            group->setText(
                TitleColumn,
                tr("Scenarios (%1 of %2 completed)").arg(completed).arg(group->childCount()));
        }
        if (QTreeWidgetItem* group = childOfKind(top, Kind::QuestionGroup)) {
            for (int c = 0; c < group->childCount(); ++c) {
                QTreeWidgetItem* item = group->child(c);
                const auto answer = progress.answer(lesson.id, nodeOf(item).id);
                const bool right = answer && answer->firstCorrect;
                correct += right ? 1 : 0;
                item->setText(MarkColumn, right ? tick : QString());
            }
            group->setText(TitleColumn, tr("Knowledge check (%1 of %2 right on the first try)")
                                            .arg(correct)
                                            .arg(group->childCount()));
        }
        const bool all = (!lesson.scenarios.empty() || !lesson.knowledgeCheck.empty()) &&
                         completed == static_cast<int>(lesson.scenarios.size()) &&
                         correct == static_cast<int>(lesson.knowledgeCheck.size());
        top->setText(MarkColumn, all ? tick : QString());
    }
}

QTreeWidgetItem* LessonTree::itemFor(const LessonNode& node) const
{
    const auto find = [&node](const auto& self, QTreeWidgetItem* item) -> QTreeWidgetItem* {
        if (nodeOf(item) == node)
            return item;
        for (int i = 0; i < item->childCount(); ++i)
            if (QTreeWidgetItem* found = self(self, item->child(i)))
                return found;
        return nullptr;
    };
    for (int i = 0; i < topLevelItemCount(); ++i)
        if (QTreeWidgetItem* found = find(find, topLevelItem(i)))
            return found;
    return nullptr;
}

bool LessonTree::select(const LessonNode& node)
{
    QTreeWidgetItem* item = itemFor(node);
    if (!item)
        return false;
    for (QTreeWidgetItem* p = item->parent(); p; p = p->parent())
        p->setExpanded(true);
    setCurrentItem(item);
    scrollToItem(item);
    return true;
}

void LessonTree::changeEvent(QEvent* event)
{
    QTreeWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        colourBroken();
}

} // namespace atlas
