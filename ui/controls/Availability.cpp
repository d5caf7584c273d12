#include "controls/Availability.h"

#include "frame/ActionHelp.h"

#include <QAction>
#include <QWidget>

namespace atlas {

void setAvailability(QAction* action, const QString& description, const QString& unavailableReason)
{
    const bool available = unavailableReason.isEmpty();
    action->setEnabled(available);
    // The key stays in the tooltip while the action is unavailable, so the
    // learner learns it either way; the reason says why it is greyed out.
    const QString keys = shortcutText(action);
    QString tip = available ? description : unavailableReason;
    if (!keys.isEmpty())
        tip = available ? QObject::tr("%1 (%2)").arg(tip, keys)
                        : QObject::tr("%1 (%2): %3")
                              .arg(action->text().remove(QLatin1Char('&')), keys, tip);
    action->setToolTip(tip);
    action->setStatusTip(description); // what it does, available or not (the shortcut list)
}

void setAvailability(QWidget* widget, const QString& description, const QString& unavailableReason)
{
    widget->setEnabled(unavailableReason.isEmpty());
    widget->setToolTip(unavailableReason.isEmpty() ? description : unavailableReason);
}

} // namespace atlas
