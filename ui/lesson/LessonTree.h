#pragma once

#include "LessonNode.h"

#include <QTreeWidget>

#include <vector>

namespace atlas {

class LearnerProgress;
struct LoadResult;

// The lesson navigator: each lesson with its sections, scenarios and
// knowledge-check questions, a ✓ beside every completed scenario and every
// question answered right on the first try, and broken lesson files in red
// with their errors in the tooltip.
class LessonTree : public QTreeWidget
{
    Q_OBJECT
public:
    enum Column { TitleColumn, MarkColumn, ColumnCount };

    explicit LessonTree(QWidget* parent = nullptr);

    void setLessons(const std::vector<LoadResult>& lessons, const LearnerProgress& progress);
    void updateMarks(const std::vector<LoadResult>& lessons, const LearnerProgress& progress);
    QTreeWidgetItem* itemFor(const LessonNode& node) const;
    static LessonNode nodeOf(const QTreeWidgetItem* item);
    // Makes `node` current (emits nodeActivated when it changes); false if absent.
    bool select(const LessonNode& node);

signals:
    void nodeActivated(const atlas::LessonNode& node);

protected:
    void changeEvent(QEvent* event) override;

private:
    void addLesson(const LoadResult& result, int index);
    void addBrokenLesson(const LoadResult& result, int index);
    void colourBroken();
};

} // namespace atlas
