#pragma once

#include "controls/CommandRunner.h"
#include "frame/OnScreen.h"

#include <QWidget>

class QAction;
class QLabel;

namespace atlas {

class Lab;
class LabTableView;
class MessageLine;
class ReconciliationModel;
class Throttle;

// Reconciliation you can see: the receipts the provider's log shows missing,
// duplicated or unexpected (per order: expected, sent, finding), refreshed as
// the world changes, and the operator's repairs on the selected finding, run
// as the same Lab commands a lesson uses: resendReceipt (through the provider
// with the order's idempotency key) and markReconciled (with a note).
class ReconciliationPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ReconciliationPanel(Lab& lab, QWidget* parent = nullptr);

    ReconciliationModel* model() const { return model_; }
    LabTableView* view() const { return view_; }
    QAction* resendAction() const { return resend_; }
    QAction* markReconciledAction() const { return markReconciled_; }
    QString selectedOrderId() const { return selectedOrder_; }
    QString summaryText() const;

public slots:
    // Reconciling lists every order: a chaos run asks at most ten times a second.
    void scheduleRefresh();
    void setSelectedOrderId(const QString& orderId);
    void setBusyReason(const QString& reason);

private:
    void setOnScreen(bool onScreen);
    void refresh();
    void updateActions();
    void resend();
    void markReconciled();
    // Why the selected finding cannot take `action`; empty when it can.
    QString unavailableReason(bool resend) const;
    QString selectedFinding() const;

    static constexpr int kRefreshIntervalMs = 100;

    Lab& lab_;
    MessageLine* messageLine_;
    CommandRunner run_;
    ReconciliationModel* model_;
    LabTableView* view_;
    QLabel* summary_;
    QAction* resend_;
    QAction* markReconciled_;
    Throttle* refresh_;
    OnScreen onScreen_;
    QString selectedOrder_;
    QString busyReason_;
};

} // namespace atlas
