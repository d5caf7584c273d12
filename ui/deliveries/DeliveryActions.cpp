#include "deliveries/DeliveryActions.h"

#include <QAction>
#include <QWidget>

namespace atlas {
namespace {

QAction* makeAction(QWidget* owner, const QString& text, const char* objectName,
                    const QList<QKeySequence>& shortcuts = {})
{
    auto* action = new QAction(text, owner);
    action->setObjectName(QString::fromLatin1(objectName));
    action->setShortcuts(shortcuts);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    owner->addAction(action);
    return action;
}

} // namespace

DeliveryActions::DeliveryActions(QWidget* owner)
    : publish(makeAction(owner, tr("Publish…"), "publishAction", {Qt::Key_P})),
      deliverNext(makeAction(owner, tr("Deliver next"), "deliverNextAction", {Qt::Key_N})),
      deliverSelected(makeAction(owner, tr("Deliver selected"), "deliverSelectedAction",
                                 {Qt::Key_Return, Qt::Key_Enter})),
      duplicate(makeAction(owner, tr("Duplicate"), "duplicateAction", {Qt::Key_D})),
      moveUp(
          makeAction(owner, tr("Move up"), "moveUpAction", {QKeySequence(Qt::ALT | Qt::Key_Up)})),
      moveDown(makeAction(owner, tr("Move down"), "moveDownAction",
                          {QKeySequence(Qt::ALT | Qt::Key_Down)})),
      advanceSecond(makeAction(owner, tr("+1 s"), "advanceSecondAction", {Qt::Key_S})),
      advanceTenSeconds(makeAction(owner, tr("+10 s"), "advanceTenSecondsAction",
                                   {QKeySequence(Qt::SHIFT | Qt::Key_S)})),
      advanceToNextDue(makeAction(owner, tr("To next due"), "advanceToNextDueAction", {Qt::Key_W})),
      finishNext(makeAction(owner, tr("Finish next"), "finishNextAction", {Qt::Key_F})),
      redriveSelected(
          makeAction(owner, tr("Redrive selected"), "redriveSelectedAction", {Qt::Key_R})),
      redriveAll(makeAction(owner, tr("Redrive all"), "redriveAllAction",
                            {QKeySequence(Qt::SHIFT | Qt::Key_R)})),
      redriveDryRun(makeAction(owner, tr("Dry run"), "redriveDryRunAction",
                               {QKeySequence(Qt::ALT | Qt::Key_R)})),
      poison(makeAction(owner, tr("Poison event"), "poisonAction",
                        {QKeySequence(Qt::SHIFT | Qt::Key_X)})),
      consumerOffline(
          makeAction(owner, tr("Consumer offline"), "consumerOfflineAction", {Qt::Key_O}))
{
    poison->setCheckable(true);
    consumerOffline->setCheckable(true);
    faults = {
        {Fault::TransientError,
         makeAction(owner, tr("Fail transient"), "failTransientAction", {Qt::Key_T})},
        {Fault::PermanentError, makeAction(owner, tr("Fail permanent"), "failPermanentAction",
                                           {QKeySequence(Qt::SHIFT | Qt::Key_T)})},
        {Fault::CrashBeforeCommit,
         makeAction(owner, tr("Crash before commit"), "crashBeforeCommitAction", {Qt::Key_C})},
        {Fault::CrashBetweenWrites,
         makeAction(owner, tr("Crash between writes"), "crashBetweenWritesAction", {Qt::Key_X})},
        {Fault::CrashAfterCommit,
         makeAction(owner, tr("Crash after commit"), "crashAfterCommitAction",
                    {QKeySequence(Qt::SHIFT | Qt::Key_C)})},
        {Fault::LostAck, makeAction(owner, tr("Lose ack"), "loseAckAction", {Qt::Key_L})},
        {Fault::None,
         makeAction(owner, tr("Clear fault"), "clearFaultAction", {Qt::Key_Backspace})},
    };
}

QAction* DeliveryActions::faultAction(Fault fault) const
{
    for (const auto& [f, action] : faults)
        if (f == fault)
            return action;
    return nullptr;
}

QList<QAction*> DeliveryActions::queueActions() const
{
    QList<QAction*> out{deliverNext, deliverSelected, duplicate, moveUp, moveDown};
    for (const auto& entry : faults)
        out << entry.second;
    out << advanceToNextDue;
    return out;
}

QList<QAction*> DeliveryActions::all() const
{
    QList<QAction*> out{publish};
    out << queueActions();
    out << QList<QAction*>{advanceSecond, advanceTenSeconds, finishNext,    redriveSelected,
                           redriveAll,    redriveDryRun,     poison,        consumerOffline};
    return out;
}

} // namespace atlas
