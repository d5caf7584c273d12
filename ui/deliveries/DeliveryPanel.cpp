#include "deliveries/DeliveryPanel.h"

#include "controls/Availability.h"
#include "deliveries/DeliveryQueueDelegate.h"
#include "deliveries/EventComposer.h"
#include "deliveries/MessageLine.h"
#include "deliveries/OfflineBanner.h"
#include "deliveries/ParkedEventsView.h"
#include "delivery/DeliveryChannel.h"
#include "delivery/DurationText.h"
#include "lab/Lab.h"
#include "lab/chaos/ConsumerFaults.h"
#include "lab/inflight/InFlightAttempts.h"
#include "lab/timeline/Journal.h"
#include "tables/ColumnFitter.h"
#include "views/DeadLetterTopicModel.h"
#include "views/DeliveryQueueModel.h"
#include "views/InFlightModel.h"
#include "widgets/ActionRow.h"
#include "widgets/LayoutBoundary.h"
#include "widgets/SteadyLabel.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace atlas {
namespace {

constexpr int kAwaitingShown = 3;

QTableView* makeTable(QWidget* parent, QAbstractItemModel* model, const QString& objectName)
{
    auto* view = new QTableView(parent);
    view->setObjectName(objectName);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setTextElideMode(Qt::ElideMiddle);
    view->setWordWrap(false);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    return view;
}

QString faultDescription(Fault fault)
{
    switch (fault) {
    case Fault::TransientError:
        return DeliveryPanel::tr("The selected delivery's attempt throws a retryable error "
                                 "before committing: the channel retries after the backoff");
    case Fault::PermanentError:
        return DeliveryPanel::tr("The selected delivery's attempt fails in a way no retry can "
                                 "fix: the application parks the event for an operator");
    case Fault::CrashBeforeCommit:
        return DeliveryPanel::tr("The process dies inside the transaction: nothing commits "
                                 "and the channel retries");
    case Fault::CrashBetweenWrites:
        return DeliveryPanel::tr("The process dies between two separate writes: only the wrong "
                                 "strategies that write twice leave half a change behind");
    case Fault::CrashAfterCommit:
        return DeliveryPanel::tr("The process dies after committing but before the ack: the "
                                 "event comes back after the ack deadline");
    case Fault::LostAck:
        return DeliveryPanel::tr("The handler succeeds but its ack is lost: the event comes "
                                 "back after the ack deadline, already processed");
    case Fault::None:
        return DeliveryPanel::tr("Remove the fault injected into the selected delivery");
    }
    return {};
}

bool canBeDeliveredAgain(const Message& m)
{
    return m.status == MessageStatus::Pending || m.status == MessageStatus::Acked;
}

} // namespace

DeliveryPanel::DeliveryPanel(Lab& lab, QWidget* parent)
    : QWidget(parent), lab_(lab), messageLine_(new MessageLine(this)), run_(lab, *messageLine_),
      actions_(this), queueModel_(new DeliveryQueueModel(lab, this)),
      deadLetterModel_(new DeadLetterTopicModel(lab, this)),
      inFlightModel_(new InFlightModel(lab, this))
{
    setObjectName(QStringLiteral("deliveryPanel"));
    auto* queueRow = new ActionRow({}, this);
    queueRow->setObjectName(QStringLiteral("queueActions"));
    queueRow->addActions({actions_.publish, actions_.deliverNext, actions_.deliverSelected,
                          actions_.duplicate, actions_.moveUp, actions_.moveDown});

    auto* faultRow = new ActionRow(tr("Fault on selected:"), this);
    faultRow->setObjectName(QStringLiteral("faultActions"));
    for (const auto& [fault, action] : actions_.faults)
        if (fault != Fault::None)
            faultRow->addActions({action});

    auto* clockRow = new ActionRow(tr("Clock:"), this);
    clockRow->setObjectName(QStringLiteral("clockActions"));
    clockLabel_ = new SteadyLabel(clockRow); // ticks through a chaos run
    clockLabel_->setObjectName(QStringLiteral("clockLabel"));
    clockRow->addWidget(clockLabel_);
    clockRow->addActions(
        {actions_.advanceSecond, actions_.advanceTenSeconds, actions_.advanceToNextDue});

    offlineBanner_ = new OfflineBanner(this);
    connect(offlineBanner_, &OfflineBanner::bringBackRequested, this, [this] {
        run_("setConsumerOffline", Json{{"enabled", false}});
    });

    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("deliveryTabs"));
    tabs_->addTab(buildQueueTab(), {});
    tabs_->addTab(buildDeadLetterTab(), {});
    parkedView_ = new ParkedEventsView(lab_, run_, tabs_);
    tabs_->addTab(parkedView_, {});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    layout->addWidget(queueRow);
    layout->addWidget(faultRow);
    layout->addWidget(clockRow);
    layout->addWidget(offlineBanner_);
    // Their titles and captions change with every refresh of a chaos run;
    // laying out the whole panel again for that (every wrapped label) took
    // 5 to 8 ms each time.
    layout->addWidget(new LayoutBoundary(tabs_, this), 1);
    layout->addWidget(messageLine_);

    connectActions();
    // The models refresh on the same signals; they were connected first, so
    // they are current when these run.
    connect(&lab_, &Lab::commandExecuted, this, &DeliveryPanel::afterChange);
    connect(parkedView_, &ParkedEventsView::needsReviewCountChanged, this,
            &DeliveryPanel::updateStatus);
    afterChange();
}

DeliveryPanel::~DeliveryPanel() = default;

QWidget* DeliveryPanel::buildQueueTab()
{
    auto* page = new QWidget(this);
    queueView_ = makeTable(page, queueModel_, QStringLiteral("queueView"));
    queueView_->setDragEnabled(true);
    queueView_->setAcceptDrops(true);
    queueView_->setDropIndicatorShown(true);
    queueView_->setDragDropMode(QAbstractItemView::DragDrop);
    queueView_->setDefaultDropAction(Qt::MoveAction);
    queueView_->setDragDropOverwriteMode(false);
    queueView_->setItemDelegate(new DeliveryQueueDelegate(queueView_));
    auto* queueColumns = new ColumnFitter(queueView_);
    queueColumns->setColumnChars(DeliveryQueueModel::EventKeyColumn, ColumnFitter::kKeyChars);
    queueColumns->setFillColumn(DeliveryQueueModel::EventKeyColumn);

    connect(queueView_, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu menu(this);
        menu.setToolTipsVisible(true);
        menu.addActions(
            {actions_.deliverSelected, actions_.duplicate, actions_.moveUp, actions_.moveDown});
        menu.addSeparator();
        for (const auto& entry : actions_.faults)
            menu.addAction(entry.second);
        menu.exec(queueView_->viewport()->mapToGlobal(pos));
    });
    connect(queueView_, &QAbstractItemView::doubleClicked, actions_.deliverSelected,
            &QAction::trigger);
    connect(queueView_->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        updateActions();
        if (const std::uint64_t id = selectedDeliveryId())
            emit deliverySelected(id, queueView_->selectionModel()
                                          ->selectedRows()
                                          .front()
                                          .data(DeliveryQueueModel::MessageKeyRole)
                                          .toString());
    });
    connect(queueModel_, &DeliveryQueueModel::reorderRequested, this,
            [this](quint64 delivery, quint64 before) {
                run_("reorder", Json{{"delivery", std::uint64_t(delivery)},
                                     {"before", std::uint64_t(before)}});
            });

    awaitingLabel_ = new QLabel(page);
    awaitingLabel_->setObjectName(QStringLiteral("awaitingAckLabel"));
    awaitingLabel_->setWordWrap(true);
    auto* hint =
        new QLabel(tr("Drag a delivery onto another to deliver it before that one."), page);
    hint->setEnabled(false);

    // Faults of the consumer as a whole, not of one attempt: under the queue
    // they act on, like the dead-letter tab's redrive row.
    auto* consumerRow = new ActionRow(tr("Consumer:"), page);
    consumerRow->setObjectName(QStringLiteral("consumerActions"));
    consumerRow->addActions({actions_.poison, actions_.consumerOffline});

    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(queueView_, 1);
    layout->addWidget(awaitingLabel_);
    layout->addWidget(buildInFlightBox(page), 1);
    layout->addWidget(consumerRow);
    layout->addWidget(hint);
    return page;
}

// Handler attempts that take time, under the queue they came from: shown
// while any is in flight, so the interleaving can be stepped with Finish next.
QWidget* DeliveryPanel::buildInFlightBox(QWidget* parent)
{
    inFlightBox_ = new QWidget(parent);
    inFlightBox_->setObjectName(QStringLiteral("inFlightBox"));
    inFlightView_ = makeTable(inFlightBox_, inFlightModel_, QStringLiteral("inFlightView"));
    inFlightView_->setContextMenuPolicy(Qt::DefaultContextMenu);
    // It shares the page with the queue while attempts are in flight.
    inFlightView_->setMinimumHeight(inFlightView_->fontMetrics().height() * 6);
    auto* columns = new ColumnFitter(inFlightView_);
    columns->setColumnChars(InFlightModel::StateColumn, ColumnFitter::kTextChars);
    columns->setColumnChars(InFlightModel::EventKeyColumn, ColumnFitter::kKeyChars);
    columns->setFillColumn(InFlightModel::EventKeyColumn);

    auto* row = new ActionRow({}, inFlightBox_);
    row->setObjectName(QStringLiteral("inFlightActions"));
    inFlightTitle_ = new QLabel(row);
    inFlightTitle_->setObjectName(QStringLiteral("inFlightTitle"));
    row->addWidget(inFlightTitle_);
    row->addActions({actions_.finishNext});

    auto* layout = new QVBoxLayout(inFlightBox_);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(row);
    layout->addWidget(inFlightView_);
    inFlightBox_->setVisible(false);
    return inFlightBox_;
}

QWidget* DeliveryPanel::buildDeadLetterTab()
{
    auto* page = new QWidget(this);
    deadLetterView_ = makeTable(page, deadLetterModel_, QStringLiteral("deadLetterView"));
    auto* deadLetterColumns = new ColumnFitter(deadLetterView_);
    deadLetterColumns->setColumnChars(DeadLetterTopicModel::EventKeyColumn,
                                      ColumnFitter::kKeyChars);
    deadLetterColumns->setColumnChars(DeadLetterTopicModel::LastErrorColumn,
                                      ColumnFitter::kTextChars);
    deadLetterColumns->setFillColumn(DeadLetterTopicModel::ReasonColumn);
    connect(deadLetterView_, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu menu(this);
        menu.setToolTipsVisible(true);
        menu.addActions({actions_.redriveSelected, actions_.redriveAll, actions_.redriveDryRun});
        menu.exec(deadLetterView_->viewport()->mapToGlobal(pos));
    });
    connect(deadLetterView_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &DeliveryPanel::updateActions);

    auto* caption = new QLabel(tr("Messages dead-lettered at their maximum delivery attempts "
                                  "(bounded retries with a dead-letter topic; retention expiry "
                                  "discards instead). Redriven entries stay listed with what "
                                  "came of each redrive."),
                               page);
    caption->setWordWrap(true);
    historyLabel_ = new QLabel(page);
    historyLabel_->setObjectName(QStringLiteral("redriveHistoryLabel"));
    historyLabel_->setWordWrap(true);
    historyLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* bar = new ActionRow({}, page);
    bar->addActions({actions_.redriveSelected, actions_.redriveAll, actions_.redriveDryRun});
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(caption);
    layout->addWidget(deadLetterView_, 1);
    layout->addWidget(historyLabel_);
    layout->addWidget(bar);
    return page;
}

void DeliveryPanel::connectActions()
{
    connect(actions_.publish, &QAction::triggered, this, &DeliveryPanel::openComposer);
    connect(actions_.deliverNext, &QAction::triggered, this, [this] { run_("deliverNext"); });
    connect(actions_.deliverSelected, &QAction::triggered, this, [this] {
        if (const std::uint64_t id = selectedDeliveryId())
            run_("deliver", Json{{"delivery", id}});
    });
    connect(actions_.duplicate, &QAction::triggered, this, [this] {
        const std::uint64_t id = selectedDeliveryId();
        const int row = queueModel_->rowOfDelivery(id);
        const Json message = row < 0 ? Json("latest")
                                     : Json(queueModel_->index(row, 0)
                                                .data(DeliveryQueueModel::MessageIdRole)
                                                .toULongLong());
        run_("duplicate", Json{{"message", message}});
    });
    const auto move = [this](const char* direction) {
        if (const std::uint64_t id = selectedDeliveryId())
            run_("moveDelivery", Json{{"delivery", id}, {"direction", direction}});
    };
    connect(actions_.moveUp, &QAction::triggered, this, [move] { move("up"); });
    connect(actions_.moveDown, &QAction::triggered, this, [move] { move("down"); });
    for (const auto& [fault, action] : actions_.faults)
        connect(action, &QAction::triggered, this, [this, f = fault] { inject(f); });
    connect(actions_.advanceSecond, &QAction::triggered, this, [this] {
        run_("advanceClock", Json{{"ms", 1000}});
    });
    connect(actions_.advanceTenSeconds, &QAction::triggered, this, [this] {
        run_("advanceClock", Json{{"ms", 10'000}});
    });
    connect(actions_.advanceToNextDue, &QAction::triggered, this, [this] {
        run_("advanceClock", Json{{"toNextDue", true}});
    });
    connect(actions_.finishNext, &QAction::triggered, this, [this] {
        run_("finishAttempt", Json{{"attempt", "next"}});
    });
    connect(actions_.redriveSelected, &QAction::triggered, this, [this] {
        if (const std::uint64_t id = selectedDeadLetterId())
            run_("redrive", Json{{"entry", id}});
    });
    connect(actions_.redriveAll, &QAction::triggered, this, [this] {
        run_("redrive", Json{{"entry", "all"}});
    });
    connect(actions_.redriveDryRun, &QAction::triggered, this, [this] {
        const std::uint64_t id = selectedDeadLetterId();
        const Json entry = id && entryInTopic(id) ? Json(id) : Json("all");
        if (run_("redrive", Json{{"entry", entry}, {"dryRun", true}}))
            if (const JournalEntry* done = lab_.journal().lastOfKind("channel"))
                messageLine_->showInfo(QString::fromStdString(done->detail));
    });
    // triggered, not toggled: syncing the check mark from the lab runs nothing.
    connect(actions_.poison, &QAction::triggered, this, [this](bool checked) {
        if (const Message* target = poisonTarget())
            run_("poison", Json{{"message", target->id}, {"enabled", checked}});
    });
    connect(actions_.consumerOffline, &QAction::triggered, this, [this](bool checked) {
        run_("setConsumerOffline", Json{{"enabled", checked}});
    });
}

const Message* DeliveryPanel::poisonTarget() const
{
    const DeliveryChannel& channel = lab_.channel();
    if (const Delivery* d = channel.delivery(selectedDeliveryId()))
        return channel.message(d->messageId);
    return channel.messages().empty() ? nullptr : &channel.messages().back();
}

bool DeliveryPanel::entryInTopic(std::uint64_t entryId) const
{
    const DeadLetterEntry* entry = lab_.channel().deadLetterEntry(entryId);
    return entry && entry->inTopic();
}

void DeliveryPanel::inject(Fault fault)
{
    if (const std::uint64_t id = selectedDeliveryId())
        run_("inject", Json{{"delivery", id}, {"fault", std::string(toString(fault))}});
}

void DeliveryPanel::openComposer()
{
    if (!composer_)
        composer_ = new EventComposer(lab_, this);
    composer_->followWorld();
    composer_->show();
    composer_->raise();
    composer_->activateWindow();
}

EventComposer* DeliveryPanel::composer() const
{
    return composer_;
}

std::uint64_t DeliveryPanel::selectedDeliveryId() const
{
    const QModelIndexList rows = queueView_->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : queueModel_->deliveryIdAt(rows.front().row());
}

std::uint64_t DeliveryPanel::selectedDeadLetterId() const
{
    const QModelIndexList rows = deadLetterView_->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : deadLetterModel_->entryIdAt(rows.front().row());
}

QString DeliveryPanel::selectedParkedId() const
{
    return parkedView_->selectedParkedId();
}

void DeliveryPanel::setSelectedParkedId(const QString& parkedId)
{
    parkedView_->setSelectedParkedId(parkedId);
    if (!parkedId.isEmpty())
        tabs_->setCurrentWidget(parkedView_);
}

void DeliveryPanel::setBusyReason(const QString& reason)
{
    busyReason_ = reason;
    queueView_->setDragEnabled(reason.isEmpty());
    parkedView_->setBusyReason(reason);
    afterChange();
}

void DeliveryPanel::refresh()
{
    queueModel_->refresh();
    deadLetterModel_->refresh();
    inFlightModel_->refresh();
    afterChange();
}

void DeliveryPanel::afterChange()
{
    if (busyReason_.isEmpty())
        selectDefaultDelivery();
    updateActions();
}

// After a change, the delivery under the learner's hand is the one the
// channel would push next, unless they picked another: so "L, then N"
// loses the ack of exactly the delivery that runs. (Clearing the selection
// by hand is respected until the next change.)
void DeliveryPanel::selectDefaultDelivery()
{
    if (selectedDeliveryId() != 0 || queueModel_->rowCount() == 0)
        return;
    const Delivery* next = lab_.channel().nextDue();
    const int row = next ? queueModel_->rowOfDelivery(next->id) : 0;
    queueView_->selectRow(std::max(row, 0));
}

QString DeliveryPanel::queueReason(bool needsSelection) const
{
    if (!busyReason_.isEmpty())
        return busyReason_;
    if (lab_.channel().queue().empty())
        return tr("The queue is empty");
    if (needsSelection && selectedDeliveryId() == 0)
        return tr("Select a pending delivery first");
    return {};
}

void DeliveryPanel::updateActions()
{
    const DeliveryChannel& channel = lab_.channel();
    const std::uint64_t selected = selectedDeliveryId();
    const Delivery* delivery = selected ? channel.delivery(selected) : nullptr;
    const int row = queueModel_->rowOfDelivery(selected);

    setAvailability(actions_.publish, tr("Compose a CloudEvent and publish it to the channel"),
                    busyReason_);
    setAvailability(actions_.deliverNext,
                    tr("Push the next due delivery to its handler; if every delivery is still "
                       "waiting out a backoff, the clock moves to the earliest one"),
                    queueReason(false));
    setAvailability(actions_.deliverSelected,
                    tr("Push the selected delivery now, ahead of the queue (double-click does "
                       "the same)"),
                    queueReason(true));

    // Duplicate works without a queue: a redelivery after success is the point.
    const Message* target = nullptr;
    if (delivery)
        target = channel.message(delivery->messageId);
    else if (!channel.messages().empty())
        target = &channel.messages().back();
    QString duplicateReason = busyReason_;
    if (duplicateReason.isEmpty() && !target)
        duplicateReason = tr("Nothing has been published yet");
    else if (duplicateReason.isEmpty() && !canBeDeliveredAgain(*target))
        duplicateReason = tr("Message %1 is %2: the subscription no longer holds it, so it "
                             "cannot be delivered again (redrive it instead)")
                              .arg(target->id)
                              .arg(QString::fromStdString(std::string(toString(target->status))));
    setAvailability(actions_.duplicate,
                    target ? tr("Push message %1 (%2) once more: at-least-once delivery may "
                                "do this at any time, even after success")
                                 .arg(target->id)
                                 .arg(QString::fromUtf8(target->key()))
                           : tr("Push the selected message once more: at-least-once delivery "
                                "may do this at any time, even after success"),
                    duplicateReason);

    QString upReason = queueReason(true);
    if (upReason.isEmpty() && row == 0)
        upReason = tr("The selected delivery is already first in the queue");
    setAvailability(actions_.moveUp,
                    tr("Move the selected delivery one place earlier (or drag it)"), upReason);
    QString downReason = queueReason(true);
    if (downReason.isEmpty() && row == queueModel_->rowCount() - 1)
        downReason = tr("The selected delivery is already last in the queue");
    setAvailability(actions_.moveDown,
                    tr("Move the selected delivery one place later (or drag it)"), downReason);

    for (const auto& [fault, action] : actions_.faults) {
        QString reason = queueReason(true);
        if (reason.isEmpty() && fault == Fault::None && delivery && delivery->fault == Fault::None)
            reason = tr("The selected delivery has no fault to clear");
        setAvailability(action, faultDescription(fault), reason);
    }

    const QString clockText = tr("Move the simulated clock forward %1: backoffs run down and ack "
                                 "deadlines pass");
    setAvailability(actions_.advanceSecond, clockText.arg(tr("1 s")), busyReason_);
    setAvailability(actions_.advanceTenSeconds, clockText.arg(tr("10 s")), busyReason_);
    QString nextDueReason = busyReason_;
    if (nextDueReason.isEmpty() && !channel.earliestDue() && !lab_.clock().nextDue())
        nextDueReason = tr("Nothing is scheduled: no delivery waits and no ack deadline runs");
    setAvailability(actions_.advanceToNextDue,
                    tr("Jump the clock to the next moment something is due: a retry, an "
                       "ack deadline or a retention expiry"),
                    nextDueReason);

    QString finishReason = busyReason_;
    const InFlightAttempt* next = lab_.inFlight().nextToFinish();
    if (finishReason.isEmpty() && !next)
        finishReason = tr("No handler attempt is in flight: give a handler a duration "
                          "(setHandlerDuration) and deliver");
    setAvailability(actions_.finishNext,
                    next ? tr("Move the clock to %1, when attempt #%2 finishes (its "
                              "transaction commits or is ABORTED); whatever falls due before "
                              "happens first")
                               .arg(QString::fromStdString(
                                   formatElapsed(next->finishesAt - lab_.clock().epoch())))
                               .arg(next->id)
                         : tr("Let the handler attempt in flight that finishes first finish"),
                    finishReason);

    QString redriveReason = busyReason_;
    if (redriveReason.isEmpty() && channel.deadLetters().empty())
        redriveReason = tr("The dead-letter topic is empty");
    const std::uint64_t entry = selectedDeadLetterId();
    // The selected entry's own reason is the most specific one.
    QString redriveOneReason = busyReason_;
    if (redriveOneReason.isEmpty() && entry != 0 && !entryInTopic(entry))
        redriveOneReason =
            tr("Entry %1 was redriven already: it is no longer in the topic").arg(entry);
    if (redriveOneReason.isEmpty())
        redriveOneReason = redriveReason;
    if (redriveOneReason.isEmpty() && entry == 0)
        redriveOneReason = tr("Select a dead-letter entry first");
    const QString limit = tr("an entry redriven %n time(s) already is held in the topic instead",
                             nullptr, channel.redriveLimit());
    setAvailability(actions_.redriveSelected,
                    tr("Republish the selected dead letter (same source and id, attempts "
                       "restarted) once its cause is fixed; %1")
                        .arg(limit),
                    redriveOneReason);
    setAvailability(actions_.redriveAll,
                    tr("Republish every dead letter in the topic; %1").arg(limit), redriveReason);
    setAvailability(actions_.redriveDryRun,
                    entry && entryInTopic(entry)
                        ? tr("Show what redriving entry %1 would do (redeliver or hold), changing "
                             "nothing")
                              .arg(entry)
                        : tr("Show what Redrive all would do: how many entries would be "
                             "redelivered and how many held, changing nothing"),
                    redriveReason);

    const Message* poisonMessage = poisonTarget();
    QString poisonReason = busyReason_;
    if (poisonReason.isEmpty() && !poisonMessage)
        poisonReason = tr("Nothing has been published yet");
    const bool poisoned = poisonMessage && lab_.consumer().isPoisoned(poisonMessage->key());
    actions_.poison->setChecked(poisoned);
    setAvailability(
        actions_.poison,
        !poisonMessage ? tr("Make the selected event poison: the handler throws on it on every "
                            "attempt until this is unchecked")
        : poisoned     ? tr("Event %1 is poison: every attempt fails. Uncheck to fix the handler "
                                "for it")
                         .arg(QString::fromUtf8(poisonMessage->key()))
                   : tr("Make event %1 poison: the handler throws on it on every attempt, "
                        "redrives included, so every attempt nacks until this is unchecked")
                         .arg(QString::fromUtf8(poisonMessage->key())),
        poisonReason);
    const bool offline = lab_.consumer().offline();
    actions_.consumerOffline->setChecked(offline);
    setAvailability(actions_.consumerOffline,
                    offline ? tr("The consumer is offline: uncheck to bring it back")
                            : tr("Take the consumer offline until you bring it back: every push "
                                 "fails with UNAVAILABLE and no handler runs"),
                    busyReason_);
    updateStatus();
}

void DeliveryPanel::updateStatus()
{
    const DeliveryChannel& channel = lab_.channel();
    const SimClock& clock = lab_.clock();
    clockLabel_->setSteadyText(tr("%1 (T+%2)")
                                   .arg(QString::fromStdString(clock.nowIso().substr(11, 8)),
                                        QString::fromStdString(formatDuration(clock.elapsed()))));
    clockLabel_->setToolTip(QString::fromStdString(clock.nowIso()));

    QStringList awaiting;
    const auto& lost = channel.awaitingAck();
    for (std::size_t i = 0; i < lost.size() && i < std::size_t(kAwaitingShown); ++i)
        awaiting << tr("delivery %1 (%2): redelivered in %3 unless acked")
                        .arg(lost[i].deliveryId)
                        .arg(QString::fromStdString(lost[i].reason),
                             QString::fromStdString(formatDuration(
                                 std::max<Millis>(0, lost[i].deadline - clock.now()))));
    if (lost.size() > std::size_t(kAwaitingShown))
        awaiting << tr("and %n more", nullptr, int(lost.size()) - kAwaitingShown);
    awaitingLabel_->setText(awaiting.isEmpty()
                                ? QString()
                                : tr("Awaiting ack: %1").arg(awaiting.join(QStringLiteral("; "))));
    awaitingLabel_->setVisible(!awaiting.isEmpty());

    const int inFlight = inFlightModel_->rowCount();
    inFlightBox_->setVisible(inFlight > 0);
    inFlightTitle_->setText(
        tr("Handlers in flight (%1, %2 mode):")
            .arg(inFlight)
            .arg(QString::fromStdString(std::string(toString(lab_.inFlight().mode())))));

    tabs_->setTabText(0, tr("Queue (%1)").arg(queueModel_->rowCount()));
    tabs_->setTabText(1, tr("Dead-letter topic (%1)").arg(channel.deadLetters().size()));
    offlineBanner_->showState(lab_, busyReason_);
    const std::uint64_t entry = selectedDeadLetterId();
    const int row = deadLetterModel_->rowOfKey(entry);
    const QString history = row < 0 ? QString()
                                    : deadLetterModel_->index(row, 0)
                                          .data(DeadLetterTopicModel::RedriveHistoryRole)
                                          .toString();
    historyLabel_->setText(entry == 0 ? tr("Select an entry to see its redrive history.")
                           : history.isEmpty()
                               ? tr("Entry %1 has never been redriven.").arg(entry)
                               : tr("Redrive history of entry %1:\n%2").arg(entry).arg(history));
    tabs_->setTabText(2, tr("Parked events (%1)").arg(parkedView_->needsReviewCount()));
}

} // namespace atlas
