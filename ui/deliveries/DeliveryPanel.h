#pragma once

#include "controls/CommandRunner.h"
#include "deliveries/DeliveryActions.h"

#include <QPointer>
#include <QWidget>

#include <cstdint>

class QLabel;
class QTabWidget;
class QTableView;

namespace atlas {

class DeadLetterTopicModel;
class DeliveryQueueModel;
class InFlightModel;
class EventComposer;
class Lab;
class SteadyLabel;
class MessageLine;
class OfflineBanner;
struct Message;
class ParkedEventsView;

// The channel under the learner's hands: the pending-delivery queue, the
// dead-letter topic and the parked events, with every way to deliver,
// duplicate, reorder, break and redrive them. Each click is one Lab command,
// the same one a lesson step runs; an action that does not apply is disabled
// and its tooltip says why. Place it with MainWindow::addDockPanel.
class DeliveryPanel : public QWidget
{
    Q_OBJECT
public:
    explicit DeliveryPanel(Lab& lab, QWidget* parent = nullptr);
    ~DeliveryPanel() override;

    DeliveryQueueModel* queueModel() const { return queueModel_; }
    // Also meant for a live-table tab of its own.
    DeadLetterTopicModel* deadLetterModel() const { return deadLetterModel_; }
    const DeliveryActions& actions() const { return actions_; }
    QTableView* queueView() const { return queueView_; }
    QTableView* deadLetterView() const { return deadLetterView_; }
    InFlightModel* inFlightModel() const { return inFlightModel_; }
    QTableView* inFlightView() const { return inFlightView_; }
    MessageLine* messageLine() const { return messageLine_; }
    OfflineBanner* offlineBanner() const { return offlineBanner_; }
    QLabel* redriveHistoryLabel() const { return historyLabel_; }
    EventComposer* composer() const; // null until Publish… is used
    QString selectedParkedId() const;
    std::uint64_t selectedDeliveryId() const; // 0 when none

public slots:
    // Selects a workflowDeadLetters document (from the live tables) for the
    // Replay / Resolve / Discard actions.
    void setSelectedParkedId(const QString& parkedId);
    // Non-empty while something else drives the lab (a chaos run): every
    // action is disabled with this reason as its tooltip.
    void setBusyReason(const QString& reason);
    // Re-reads the channel after changes made outside a command.
    void refresh();
    void openComposer();

signals:
    void deliverySelected(quint64 deliveryId, const QString& messageKey);

private:
    QWidget* buildQueueTab();
    QWidget* buildDeadLetterTab();
    QWidget* buildInFlightBox(QWidget* parent);
    void connectActions();
    void afterChange();
    void updateActions();
    void updateStatus();
    void selectDefaultDelivery();
    std::uint64_t selectedDeadLetterId() const;
    bool entryInTopic(std::uint64_t entryId) const;
    // The message Poison acts on: the selected delivery's, else the latest.
    const Message* poisonTarget() const;
    void inject(Fault fault);
    QString queueReason(bool needsSelection) const;

    Lab& lab_;
    MessageLine* messageLine_;
    CommandRunner run_;
    DeliveryActions actions_;
    DeliveryQueueModel* queueModel_;
    DeadLetterTopicModel* deadLetterModel_;
    InFlightModel* inFlightModel_;
    QTabWidget* tabs_ = nullptr;
    QTableView* queueView_ = nullptr;
    QTableView* deadLetterView_ = nullptr;
    QWidget* inFlightBox_ = nullptr;
    QLabel* inFlightTitle_ = nullptr;
    QTableView* inFlightView_ = nullptr;
    ParkedEventsView* parkedView_ = nullptr;
    SteadyLabel* clockLabel_ = nullptr;
    QLabel* awaitingLabel_ = nullptr;
    QLabel* historyLabel_ = nullptr;
    OfflineBanner* offlineBanner_ = nullptr;
    QPointer<EventComposer> composer_;
    QString busyReason_;
};

} // namespace atlas
