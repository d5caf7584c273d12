#include "journal/BranchPanel.h"

#include "lab/Lab.h"
#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QToolButton>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include <exception>
#include <map>

namespace atlas {
namespace {

constexpr int kBranchIdRole = Qt::UserRole;

} // namespace

BranchPanel::BranchPanel(Lab& lab, const QList<QAction*>& actions, QWidget* parent)
    : QWidget(parent), lab_(lab)
{
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("branchesTitle"));
    row->addWidget(title_);
    row->addStretch(1);
    // Icons only: the journal beside needs the width; the toolbar and the
    // Lab menu hold the same actions with their names.
    for (QAction* action : actions) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);
        button->setObjectName(action->objectName() + QStringLiteral("Button"));
        row->addWidget(button);
    }

    tree_ = new QTreeWidget(this);
    tree_->setObjectName(QStringLiteral("branchTree"));
    tree_->setColumnCount(3);
    tree_->setHeaderLabels({tr("Branch"), tr("Fork"), tr("Count")});
    tree_->headerItem()->setToolTip(ForkColumn,
                                    tr("How many commands a branch shares with the one it forked "
                                       "from"));
    tree_->headerItem()->setToolTip(CommandsColumn,
                                    tr("Commands in the branch; on the current one, how many have "
                                       "run of them"));
    tree_->setRootIsDecorated(true);
    tree_->setIndentation(fontMetrics().averageCharWidth() * 2);
    tree_->setUniformRowHeights(true);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->setEditTriggers(QAbstractItemView::EditKeyPressed);
    treeTip_ = tr("Every branch of this session's timeline. Click one to switch to it (its "
                  "commands are replayed); F2 renames the selected branch.");
    tree_->setToolTip(treeTip_);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(ForkColumn, QHeaderView::ResizeToContents);
    tree_->header()->setSectionResizeMode(CommandsColumn, QHeaderView::ResizeToContents);
    connect(tree_, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem* item) { switchTo(item); });
    connect(tree_, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { switchTo(item); });
    connect(tree_, &QTreeWidget::itemChanged, this, &BranchPanel::rename);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(tree_, 1);

    connect(&lab_, &Lab::timelineChanged, this, &BranchPanel::rebuild);
    rebuild();
}

QTreeWidgetItem* BranchPanel::itemFor(std::uint64_t branch) const
{
    for (QTreeWidgetItemIterator it(tree_); *it; ++it)
        if ((*it)->data(NameColumn, kBranchIdRole).toULongLong() == branch)
            return *it;
    return nullptr;
}

void BranchPanel::rebuild()
{
    const Timeline& timeline = lab_.timeline();
    const std::uint64_t current = timeline.current().id;
    rebuilding_ = true;
    // Branches are never removed, so items are updated in place (a click or
    // an edit in progress keeps its item); only a restored timeline, with
    // other branches, starts the tree afresh.
    std::map<std::uint64_t, QTreeWidgetItem*> items;
    for (QTreeWidgetItemIterator it(tree_); *it; ++it)
        items[(*it)->data(NameColumn, kBranchIdRole).toULongLong()] = *it;
    for (const auto& [id, item] : items) {
        const TimelineBranch* b = timeline.find(id);
        const QTreeWidgetItem* parent = item->parent();
        const std::uint64_t parentId =
            parent ? parent->data(NameColumn, kBranchIdRole).toULongLong() : 0;
        if (!b || b->parent != parentId) {
            tree_->clear();
            items.clear();
            break;
        }
    }
    std::map<std::uint64_t, QString> names;
    for (const TimelineBranch& b : timeline.branches()) {
        const QString name = QString::fromStdString(b.name);
        names[b.id] = name;
        QTreeWidgetItem*& item = items[b.id];
        if (!item) {
            item = b.parent ? new QTreeWidgetItem(items[b.parent]) : new QTreeWidgetItem(tree_);
            item->setData(NameColumn, kBranchIdRole, QVariant::fromValue<qulonglong>(b.id));
            item->setFlags(item->flags() | Qt::ItemIsEditable);
            for (int column : {ForkColumn, CommandsColumn})
                item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
            item->setExpanded(true);
            if (item->parent())
                item->parent()->setExpanded(true);
        }
        item->setText(ForkColumn, b.parent ? QString::number(b.forkAt) : QStringLiteral("—"));
        const bool isCurrent = b.id == current;
        const std::size_t size = b.commands.size();
        item->setText(CommandsColumn, isCurrent && timeline.position() < size
                                          ? tr("%1 of %2").arg(timeline.position()).arg(size)
                                          : QString::number(size));
        item->setText(NameColumn, name);
        // Bold and an arrow: the mark does not rest on the font alone.
        item->setIcon(NameColumn,
                      isCurrent ? style()->standardIcon(QStyle::SP_ArrowRight) : QIcon());
        QString tip = b.parent ? tr("%1: forked from %2 after its first %3 commands; %4 commands.")
                                     .arg(name, names[b.parent])
                                     .arg(b.forkAt)
                                     .arg(size)
                               : tr("%1: the first branch; %2 commands.").arg(name).arg(size);
        if (isCurrent)
            tip += QLatin1Char(' ') + tr("The current branch.");
        tip += QLatin1Char(' ') +
               (isCurrent ? tr("The world is here, after %1 of them.").arg(timeline.position())
                          : tr("Click to switch to it."));
        QFont font = tree_->font();
        font.setBold(isCurrent);
        for (int column = 0; column < tree_->columnCount(); ++column) {
            item->setFont(column, font);
            item->setToolTip(column, tip);
        }
    }
    if (QTreeWidgetItem* item = items[current]) {
        tree_->setCurrentItem(item);
        tree_->scrollToItem(item);
    }
    // One branch without a future has nothing to show: the journal keeps
    // the width until a step back or a fork gives the tree something to say.
    // A scenario's own resets and steps (busy) do not bring it up either.
    shownOnce_ = shownOnce_ ||
                 (busy_.isEmpty() && (timeline.branches().size() > 1 || timeline.futureSize() > 0));
    setVisible(shownOnce_);
    // One line, no word wrap: no height-for-width may reach the dock layout.
    const std::size_t undone = timeline.futureSize();
    title_->setText(
        undone == 0 ? tr("Branches (%1)").arg(timeline.branches().size())
                    : tr("Branches (%1), %2 undone").arg(timeline.branches().size()).arg(undone));
    title_->setToolTip(undone == 0 ? tr("The branches of this session's timeline")
                                   : tr("Step forward redoes the undone commands; anything else "
                                        "starts a new branch and keeps them in this one."));
    rebuilding_ = false;
}

void BranchPanel::setBusyReason(const QString& reason)
{
    busy_ = reason;
    tree_->setEnabled(reason.isEmpty());
    tree_->setToolTip(reason.isEmpty() ? treeTip_ : reason);
}

void BranchPanel::switchTo(QTreeWidgetItem* item)
{
    if (!item || !busy_.isEmpty())
        return;
    const auto id = item->data(NameColumn, kBranchIdRole).toULongLong();
    if (id == lab_.timeline().current().id)
        return;
    try {
        lab_.switchBranch(id);
        emit message(tr("Switched to %1: %2 commands replayed.")
                         .arg(QString::fromStdString(lab_.timeline().current().name))
                         .arg(lab_.commandLog().size()));
    } catch (const std::exception& error) {
        emit message(QString::fromUtf8(error.what()));
        rebuild();
    }
}

void BranchPanel::rename(QTreeWidgetItem* item, int column)
{
    if (rebuilding_ || column != NameColumn)
        return;
    const auto id = item->data(NameColumn, kBranchIdRole).toULongLong();
    const QString name = item->text(NameColumn).trimmed();
    // After the editor has let go of the item.
    QMetaObject::invokeMethod(
        this,
        [this, id, name] {
            try {
                lab_.renameBranch(id, name.toStdString());
            } catch (const std::exception& error) {
                emit message(
                    tr("The branch keeps its name: %1").arg(QString::fromUtf8(error.what())));
                rebuild();
            }
        },
        Qt::QueuedConnection);
}

} // namespace atlas
