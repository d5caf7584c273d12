#include "reconciliation/ReconciliationPanel.h"

#include "controls/Availability.h"
#include "deliveries/MessageLine.h"
#include "frame/PassGate.h"
#include "frame/Throttle.h"
#include "lab/Lab.h"
#include "tables/ColumnFitter.h"
#include "tables/LabTableView.h"
#include "views/ReconciliationModel.h"
#include "widgets/ActionRow.h"

#include <QAction>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QVBoxLayout>

namespace atlas {

ReconciliationPanel::ReconciliationPanel(Lab& lab, QWidget* parent)
    : QWidget(parent), lab_(lab), messageLine_(new MessageLine(this)), run_(lab, *messageLine_),
      model_(new ReconciliationModel(lab, this)), view_(new LabTableView(this)),
      summary_(new QLabel(this)), resend_(new QAction(tr("Resend with key"), this)),
      markReconciled_(new QAction(tr("Mark reconciled…"), this)),
      refresh_(new Throttle(
          kRefreshIntervalMs, [this] { refresh(); }, this)),
      onScreen_(this)
{
    // Refreshing takes milliseconds on a long run: not in a pass that ran a
    // whole chaos slice or another panel's redraw.
    refresh_->setGate([] { return PassGate::instance().claimRedraw(); });
    resend_->setObjectName(QStringLiteral("resendReceiptAction"));
    markReconciled_->setObjectName(QStringLiteral("markReconciledAction"));
    resend_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    resend_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(resend_);
    connect(resend_, &QAction::triggered, this, &ReconciliationPanel::resend);
    connect(markReconciled_, &QAction::triggered, this, &ReconciliationPanel::markReconciled);

    view_->setObjectName(QStringLiteral("reconciliationView"));
    view_->setModel(model_);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->fitter()->setFitContents(true); // message ids read whole
    view_->fitter()->setFillColumn(ReconciliationModel::DetailColumn);
    view_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view_, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu menu(this);
        menu.setToolTipsVisible(true);
        menu.addActions({resend_, markReconciled_});
        menu.exec(view_->viewport()->mapToGlobal(pos));
    });
    connect(view_->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const QModelIndexList rows = view_->selectionModel()->selectedRows();
        if (rows.isEmpty())
            return; // repaired away: keep naming what was acted on
        selectedOrder_ = rows.front().data(ReconciliationModel::OrderIdRole).toString();
        updateActions();
    });

    summary_->setObjectName(QStringLiteral("reconciliationSummary"));
    summary_->setWordWrap(true);
    auto* caption = new QLabel(
        tr("Orders that deserve a receipt, compared with what the provider really sent "
           "(<b>providerEmails</b>). Only findings are listed; an ok receipt is counted."),
        this);
    caption->setWordWrap(true);
    auto* actions = new ActionRow(tr("Repair:"), this);
    actions->setObjectName(QStringLiteral("reconciliationActions"));
    actions->addActions({resend_, markReconciled_});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(caption);
    layout->addWidget(summary_);
    layout->addWidget(view_, 1);
    layout->addWidget(actions);
    layout->addWidget(messageLine_);

    connect(&lab_, &Lab::commandExecuted, this, &ReconciliationPanel::scheduleRefresh);
    connect(&lab_, &Lab::worldRebuilt, this, [this] {
        model_->reload();
        scheduleRefresh();
    });
    refresh(); // the model follows once the panel is on screen
    connect(&onScreen_, &OnScreen::changed, this, &ReconciliationPanel::setOnScreen);
}

void ReconciliationPanel::scheduleRefresh()
{
    if (onScreen_.isOnScreen()) // one out of sight starts over when in view
        refresh_->request();
}

// A panel out of sight would keep findings nobody sees: while it is, the
// model keeps nothing (on a 100,000-event run its index held 19 MB), and it
// starts over from the store when the panel comes into view.
void ReconciliationPanel::setOnScreen(bool onScreen)
{
    model_->setFollowing(onScreen);
    if (!onScreen)
        return;
    refresh();
    setSelectedOrderId(selectedOrder_);
}

void ReconciliationPanel::refresh()
{
    model_->refresh();
    summary_->setText(summaryText());
    updateActions();
}

QString ReconciliationPanel::summaryText() const
{
    const auto& counts = model_->counts();
    if (counts.empty())
        return tr("No order is COMPLETED and no receipt was sent: nothing to reconcile yet.");
    QStringList parts;
    for (const auto& [kind, count] : counts)
        parts << tr("%1 %2").arg(count).arg(QString::fromStdString(kind));
    const int open = model_->openCount();
    return (open == 0 ? tr("No open findings.") : tr("<b>%n open finding(s)</b>.", "", open)) +
           QLatin1Char(' ') + parts.join(QStringLiteral(", ")) + QLatin1Char('.');
}

void ReconciliationPanel::setSelectedOrderId(const QString& orderId)
{
    selectedOrder_ = orderId;
    const int row = model_->rowOfOrder(orderId);
    if (row >= 0)
        view_->selectRow(row);
    else
        view_->clearSelection();
    updateActions();
}

void ReconciliationPanel::setBusyReason(const QString& reason)
{
    busyReason_ = reason;
    updateActions();
}

QString ReconciliationPanel::selectedFinding() const
{
    const int row = model_->rowOfOrder(selectedOrder_);
    return row < 0 ? QString()
                   : model_->index(row, 0).data(ReconciliationModel::FindingRole).toString();
}

QString ReconciliationPanel::unavailableReason(bool resend) const
{
    if (!busyReason_.isEmpty())
        return busyReason_;
    if (selectedOrder_.isEmpty())
        return model_->openCount() == 0 ? tr("No open finding to repair")
                                        : tr("Select a finding first");
    const QString finding = selectedFinding();
    if (finding.isEmpty())
        return tr("Order %1's receipt is ok now: nothing to repair").arg(selectedOrder_);
    if (resend && finding != QLatin1String("missing"))
        return tr("Order %1's receipt is %2, not missing: only a missing receipt is resent")
            .arg(selectedOrder_, finding);
    if (!resend && (finding == QLatin1String("pending") || finding == QLatin1String("reconciled")))
        return tr("Order %1's receipt is %2: only a missing, duplicated or unexpected receipt is "
                  "marked reconciled")
            .arg(selectedOrder_, finding);
    return {};
}

void ReconciliationPanel::updateActions()
{
    setAvailability(resend_,
                    tr("Send the missing receipt through the provider with the order's "
                       "idempotency key, so a repeat within the provider's key window sends "
                       "nothing more (resendReceipt)"),
                    unavailableReason(true));
    setAvailability(markReconciled_,
                    tr("Record the finding as settled with a note saying what was done, e.g. an "
                       "apology for a duplicate (markReconciled)"),
                    unavailableReason(false));
}

void ReconciliationPanel::resend()
{
    run_("resendReceipt", Json{{"orderId", selectedOrder_.toStdString()}});
}

void ReconciliationPanel::markReconciled()
{
    auto* dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("reconcileNoteDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Mark reconciled"));
    dialog->setLabelText(
        tr("What was done about order %1's receipt? The note is kept in workflowReconciliations.")
            .arg(selectedOrder_));
    const std::string order = selectedOrder_.toStdString();
    connect(dialog, &QInputDialog::textValueSelected, this, [this, order](const QString& note) {
        run_("markReconciled", Json{{"orderId", order}, {"note", note.trimmed().toStdString()}});
    });
    dialog->open();
}

} // namespace atlas
