#pragma once

#include <QString>

class QAction;
class QWidget;

namespace atlas {

// Every control says what it does, or, when it cannot act, why not: an
// enabled control's tooltip is its description (with its shortcut), a
// disabled one's is the reason ("The queue is empty").
void setAvailability(QAction* action, const QString& description,
                     const QString& unavailableReason = {});
void setAvailability(QWidget* widget, const QString& description,
                     const QString& unavailableReason = {});

} // namespace atlas
