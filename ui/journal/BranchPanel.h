#pragma once

#include <QList>
#include <QWidget>

#include <cstdint>

class QAction;
class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace atlas {

class Lab;

// The timeline's branches beside the journal, as a tree (shown from the
// first step back or fork on): each branch under
// the one it forked from, with its fork point and command count, the current
// one in bold with where the world is in it. Clicking a branch (or Enter)
// switches to it, replaying its log; F2 renames one. The buttons above are
// the step back / step forward actions that move along the current branch.
class BranchPanel : public QWidget
{
    Q_OBJECT
public:
    enum Column { NameColumn, ForkColumn, CommandsColumn };

    BranchPanel(Lab& lab, const QList<QAction*>& actions, QWidget* parent = nullptr);

    QTreeWidget* tree() const { return tree_; }
    QTreeWidgetItem* itemFor(std::uint64_t branch) const;
    // While something else drives the lab (a chaos run, a scenario on
    // screen): the tree stays readable but switches nothing.
    void setBusyReason(const QString& reason);

signals:
    // A sentence for the status bar: a switch refused or done.
    void message(const QString& text);

private:
    void rebuild();
    void switchTo(QTreeWidgetItem* item);
    void rename(QTreeWidgetItem* item, int column);

    Lab& lab_;
    QLabel* title_ = nullptr;
    QTreeWidget* tree_ = nullptr;
    QString busy_;
    QString treeTip_;
    bool rebuilding_ = false;
    bool shownOnce_ = false; // once there, it stays: the tree does not come and go
};

} // namespace atlas
