#include "deliveries/ParkedEventsView.h"

#include "controls/Availability.h"
#include "controls/CommandRunner.h"
#include "lab/Lab.h"
#include "store/DocumentStore.h"
#include "tables/ColumnFitter.h"
#include "tables/LabTableView.h"
#include "views/CollectionTableModel.h"
#include "widgets/ActionRow.h"

#include <QAction>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QVBoxLayout>

namespace atlas {
namespace {

constexpr const char* kCollection = "workflowDeadLetters";
constexpr const char* kNeedsReview = "NEEDS_REVIEW";
enum ParkedColumn { IdColumn, TypeColumn, OrderColumn, ReasonColumn, StateColumn };

QString stateOf(const DocumentPtr& doc)
{
    const auto it = doc->data.find("state");
    return it != doc->data.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                                    : QString();
}

} // namespace

ParkedEventsView::ParkedEventsView(Lab& lab, const CommandRunner& run, QWidget* parent)
    : QWidget(parent), lab_(lab), run_(run), proxy_(new QSortFilterProxyModel(this)),
      view_(new LabTableView(this)), replay_(new QAction(tr("Replay"), this)),
      resolve_(new QAction(tr("Resolve with note…"), this)),
      discard_(new QAction(tr("Discard"), this))
{
    replay_->setObjectName(QStringLiteral("replayParkedAction"));
    resolve_->setObjectName(QStringLiteral("resolveParkedAction"));
    discard_->setObjectName(QStringLiteral("discardParkedAction"));
    connect(replay_, &QAction::triggered, this, &ParkedEventsView::replay);
    connect(resolve_, &QAction::triggered, this, &ParkedEventsView::resolve);
    connect(discard_, &QAction::triggered, this, &ParkedEventsView::discard);

    proxy_->setFilterKeyColumn(StateColumn);
    proxy_->setFilterRegularExpression(
        QRegularExpression(QStringLiteral("^%1$").arg(QLatin1String(kNeedsReview))));
    view_->setObjectName(QStringLiteral("parkedView"));
    view_->setModel(proxy_);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->keepColumnHidden(IdColumn);
    view_->fitter()->setFitContents(true);
    view_->fitter()->setFillColumn(ReasonColumn);
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view_, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu menu(this);
        menu.setToolTipsVisible(true);
        menu.addActions({replay_, resolve_, discard_});
        menu.exec(view_->viewport()->mapToGlobal(pos));
    });
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const QModelIndexList rows = view_->selectionModel()->selectedRows(IdColumn);
        if (rows.isEmpty())
            return; // filtered away after a replay: keep showing what was acted on
        selectedId_ = rows.front().data().toString();
        updateActions();
    });

    auto* toolbar = new ActionRow({}, this);
    toolbar->addActions({replay_, resolve_, discard_});

    auto* caption = new QLabel(
        tr("Events the application parked in <b>workflowDeadLetters</b>: no retry can fix them, "
           "so an operator decides."),
        this);
    caption->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(caption);
    layout->addWidget(view_, 1);
    layout->addWidget(toolbar);

    connect(&lab_, &Lab::worldRebuilt, this, &ParkedEventsView::rebind);
    connect(&lab_, &Lab::commandExecuted, this, &ParkedEventsView::updateActions);
    rebind();
}

void ParkedEventsView::rebind()
{
    // The rebuilt world has a new store; the old model's store is gone.
    auto* source = new CollectionTableModel(lab_.store(), QString::fromLatin1(kCollection), this);
    source->setColumns({{QString(), tr("Parked id")},
                        {QStringLiteral("type"), tr("Type")},
                        {QStringLiteral("orderId"), tr("Order")},
                        {QStringLiteral("reason"), tr("Reason")},
                        {QStringLiteral("state"), tr("State")}});
    proxy_->setSourceModel(source);
    delete source_;
    source_ = source;
    if (!selectedId_.isEmpty() && !lab_.store().find(kCollection, selectedId_.toStdString()))
        selectedId_.clear();
    updateActions();
}

int ParkedEventsView::needsReviewCount() const
{
    return proxy_->rowCount();
}

void ParkedEventsView::setSelectedParkedId(const QString& parkedId)
{
    selectedId_ = parkedId;
    const int sourceRow = source_->rowOf(parkedId);
    const QModelIndex row = proxy_->mapFromSource(source_->index(sourceRow, TypeColumn));
    if (row.isValid())
        view_->selectRow(row.row());
    else
        view_->clearSelection();
    updateActions();
}

void ParkedEventsView::setBusyReason(const QString& reason)
{
    busyReason_ = reason;
    updateActions();
}

QString ParkedEventsView::unavailableReason() const
{
    if (!busyReason_.isEmpty())
        return busyReason_;
    if (selectedId_.isEmpty())
        return needsReviewCount() == 0 ? tr("No parked event needs review")
                                       : tr("Select a parked event first");
    const DocumentPtr doc = lab_.store().find(kCollection, selectedId_.toStdString());
    if (!doc)
        return tr("The parked event %1 no longer exists").arg(selectedId_);
    const QString state = stateOf(doc);
    if (state != QLatin1String(kNeedsReview))
        return tr("This parked event is already %1: only events that need review can be "
                  "replayed, resolved or discarded")
            .arg(state);
    return {};
}

void ParkedEventsView::updateActions()
{
    const QString why = unavailableReason();
    setAvailability(replay_,
                    tr("Run the parked event through the handler again (replayParked), e.g. "
                       "after fixing what made it fail"),
                    why);
    setAvailability(resolve_,
                    tr("Close the record with a note saying what was done, without replaying "
                       "it (resolveParked)"),
                    why);
    setAvailability(discard_,
                    tr("Close the record as not worth processing; the record itself is kept "
                       "as evidence (discardParked)"),
                    why);
    if (const int count = needsReviewCount(); count != lastCount_) {
        lastCount_ = count;
        emit needsReviewCountChanged(count);
    }
}

void ParkedEventsView::replay()
{
    run_("replayParked", Json{{"id", selectedId_.toStdString()}});
}

void ParkedEventsView::resolve()
{
    auto* dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("resolveNoteDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Resolve parked event"));
    dialog->setLabelText(tr("What was done about this event? The note is kept on the record."));
    const std::string id = selectedId_.toStdString();
    connect(dialog, &QInputDialog::textValueSelected, this, [this, id](const QString& note) {
        run_("resolveParked", Json{{"id", id}, {"note", note.trimmed().toStdString()}});
    });
    dialog->open();
}

void ParkedEventsView::discard()
{
    run_("discardParked", Json{{"id", selectedId_.toStdString()}});
}

} // namespace atlas
