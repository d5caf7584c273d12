#include "journal/JournalPanel.h"

#include "frame/ActionHelp.h"
#include "tables/ColumnFitter.h"
#include "tables/LabTableView.h"
#include "tables/OutcomeDelegate.h"
#include "views/JournalFilterModel.h"
#include "views/JournalModel.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

namespace atlas {

JournalPanel::JournalPanel(JournalModel& journal, QWidget* parent)
    : QWidget(parent), journal_(journal)
{
    filter_ = new JournalFilterModel(journal_, this);

    text_ = new QLineEdit(this);
    text_->setObjectName(QStringLiteral("journalFilter"));
    text_->setClearButtonEnabled(true);
    text_->setPlaceholderText(tr("Filter by message key, outcome or text (Ctrl+J)"));
    text_->setToolTip(tr("Shows only entries whose message key, outcome or detail contains this "
                         "text (Ctrl+J)"));
    connect(text_, &QLineEdit::textChanged, filter_, &JournalFilterModel::setText);

    kind_ = new QComboBox(this);
    kind_->setObjectName(QStringLiteral("journalKind"));
    kind_->setToolTip(tr("Shows only entries of one kind"));
    kind_->addItem(tr("All kinds"), QString());
    const std::pair<QString, QString> kinds[] = {
        {tr("Handler decisions"), QStringLiteral("handler-result")},
        {tr("Handlers in flight"), QStringLiteral("handler")},
        {tr("Channel"), QStringLiteral("channel")},
        {tr("Commands"), QStringLiteral("command")},
        {tr("Outbox relay"), QStringLiteral("relay")},
        {tr("Operator"), QStringLiteral("operator")},
        {tr("Clock"), QStringLiteral("clock")},
    };
    for (const auto& [label, kind] : kinds)
        kind_->addItem(label, kind);
    connect(kind_, &QComboBox::currentIndexChanged, this,
            [this](int index) { filter_->setKind(kind_->itemData(index).toString()); });

    view_ = new LabTableView(this);
    view_->setObjectName(QStringLiteral("journalView"));
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setModel(filter_);
    view_->setItemDelegate(new OutcomeDelegate(JournalModel::OutcomeColumn, view_));
    // The other columns size themselves (ColumnFitter); the detail fills the rest.
    view_->setColumnChars(JournalModel::MessageColumn, ColumnFitter::kKeyChars);
    connect(view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &JournalPanel::onCurrentRowChanged);
    connect(filter_, &QAbstractItemModel::rowsAboutToBeInserted, this,
            &JournalPanel::rememberScrollPosition);
    connect(filter_, &QAbstractItemModel::rowsInserted, this, &JournalPanel::followNewRows);

    auto* find = new QAction(tr("Find in journal"), this);
    find->setObjectName(QStringLiteral("actionFindInJournal"));
    find->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    setActionHelp(find, tr("Find in journal: filter the journal by message key or text"));
    connect(find, &QAction::triggered, this, &JournalPanel::focusFilter);
    addAction(find);

    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(text_, 1);
    filterRow->addWidget(kind_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filterRow);
    split_ = new QSplitter(Qt::Horizontal, this);
    split_->setObjectName(QStringLiteral("journalSplit"));
    split_->setChildrenCollapsible(false);
    split_->addWidget(view_);
    layout->addWidget(split_, 1);
    setTabOrder(text_, kind_);
    setTabOrder(kind_, view_);
}

void JournalPanel::rememberScrollPosition()
{
    const QScrollBar* bar = view_->verticalScrollBar();
    atBottom_ = bar->value() >= bar->maximum();
}

void JournalPanel::followNewRows()
{
    // Scrolling up to read stops the follow; scrolling back down resumes it.
    if (atBottom_)
        view_->scrollToBottom();
}

void JournalPanel::onCurrentRowChanged(const QModelIndex& current)
{
    const auto seq = current.data(JournalModel::SeqRole).toULongLong();
    if (seq == 0)
        return;
    emit entrySelected(seq);
    if (!selectingProgrammatically_) {
        const QStringList paths = current.data(JournalModel::DocumentPathsRole).toStringList();
        if (!paths.isEmpty())
            emit documentsActivated(paths);
    }
}

bool JournalPanel::selectSeq(std::uint64_t seq)
{
    journal_.sync();
    const int row = journal_.rowOfSeq(seq);
    if (row < 0)
        return false;
    QModelIndex index = filter_->mapFromSource(journal_.index(row, 0));
    if (!index.isValid()) {
        text_->clear();
        kind_->setCurrentIndex(0);
        index = filter_->mapFromSource(journal_.index(row, 0));
    }
    if (!index.isValid())
        return false;
    if (view_->currentIndex() == index) // no currentRowChanged will come: say it anyway
        emit entrySelected(seq);
    selectingProgrammatically_ = true;
    view_->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                        QItemSelectionModel::Rows);
    selectingProgrammatically_ = false;
    view_->scrollTo(index, QAbstractItemView::PositionAtCenter);
    return true;
}

std::uint64_t JournalPanel::selectedSeq() const
{
    return view_->currentIndex().data(JournalModel::SeqRole).toULongLong();
}

void JournalPanel::setFilterText(const QString& text)
{
    text_->setText(text);
}

void JournalPanel::setKindFilter(const QString& kind)
{
    const int index = kind_->findData(kind);
    kind_->setCurrentIndex(index < 0 ? 0 : index);
}

void JournalPanel::setSidePanel(QWidget* side)
{
    split_->addWidget(side);
    split_->setStretchFactor(0, 2);
    split_->setStretchFactor(1, 1);
    // Wide enough for a branch's name, its fork point and its count.
    side->setMinimumWidth(fontMetrics().averageCharWidth() * 28);
}

void JournalPanel::focusFilter()
{
    text_->setFocus(Qt::ShortcutFocusReason);
    text_->selectAll();
}

} // namespace atlas
