#include "Availability.h"

#include <QAction>
#include <QWidget>

namespace atlas {

void setAvailability(QAction* action, const QString& description, const QString& unavailableReason)
{
    const bool available = unavailableReason.isEmpty();
    action->setEnabled(available);
    QString tip = available ? description : unavailableReason;
    if (available && !action->shortcut().isEmpty())
        tip =
            QObject::tr("%1 (%2)").arg(tip, action->shortcut().toString(QKeySequence::NativeText));
    action->setToolTip(tip);
}

void setAvailability(QWidget* widget, const QString& description, const QString& unavailableReason)
{
    widget->setEnabled(unavailableReason.isEmpty());
    widget->setToolTip(unavailableReason.isEmpty() ? description : unavailableReason);
}

} // namespace atlas
