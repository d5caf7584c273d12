#pragma once

#include "delivery/Fault.h"

#include <QCoreApplication>
#include <QList>

#include <utility>

class QAction;
class QWidget;

namespace atlas {

// The delivery panel's vocabulary: every action a learner can take on the
// channel, with its text, object name and shortcut. The shortcuts only apply
// while focus is inside the panel, so single letters stay safe.
struct DeliveryActions
{
    Q_DECLARE_TR_FUNCTIONS(DeliveryActions)

public:
    explicit DeliveryActions(QWidget* owner);

    QAction* publish;
    QAction* deliverNext;
    QAction* deliverSelected;
    QAction* duplicate;
    QAction* moveUp;
    QAction* moveDown;
    QList<std::pair<Fault, QAction*>> faults; // in menu order; Fault::None clears
    QAction* advanceSecond;
    QAction* advanceTenSeconds;
    QAction* advanceToNextDue;
    QAction* finishNext; // the handler attempt in flight that finishes first
    QAction* redriveSelected;
    QAction* redriveAll;
    QAction* redriveDryRun;   // redrive all, dryRun: true
    QAction* poison;          // checkable: the selected delivery's event is poison
    QAction* consumerOffline; // checkable: the consumer is offline

    QAction* faultAction(Fault fault) const;
    QList<QAction*> queueActions() const; // everything that acts on the queue
    QList<QAction*> all() const;
};

} // namespace atlas
