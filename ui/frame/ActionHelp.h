#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

class QAction;
class QWidget;

namespace atlas {

// Gives an action a tooltip and status tip that say what it does and name
// its shortcuts ("Step: deliver the next event (PageDown, N)"), so a learner
// who hovers learns the key. Call after setting the shortcuts.
void setActionHelp(QAction* action, const QString& what);

// "PageDown, N" in the platform's spelling; empty when there is none.
QString shortcutText(const QAction* action);

// A window's own Close action on `keys`, added to `window` and named `objectName`.
QAction* addCloseAction(QWidget* window, const char* objectName, const QList<QKeySequence>& keys);

} // namespace atlas
