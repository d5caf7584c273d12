#pragma once

#include "lesson/LessonTree.h"

#include <QtTest>

namespace atlas::testing {

// What the lesson-panel tests share: finding Chapter 10 in the navigator and
// clicking one of its items as a learner would.
inline int chapterIndex(const LessonTree* tree)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)
                ->text(LessonTree::TitleColumn)
                .startsWith(QStringLiteral("Chapter 10")))
            return LessonTree::nodeOf(tree->topLevelItem(i)).lesson;
    return -1;
}

inline QTreeWidgetItem* chapterItem(const LessonTree* tree, LessonNode::Kind kind,
                                    const QString& id = {})
{
    return tree->itemFor({kind, chapterIndex(tree), id});
}

inline void clickItem(LessonTree* tree, QTreeWidgetItem* target)
{
    QVERIFY(target);
    for (QTreeWidgetItem* p = target->parent(); p; p = p->parent())
        p->setExpanded(true);
    tree->scrollToItem(target);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(target).center());
}

} // namespace atlas::testing
