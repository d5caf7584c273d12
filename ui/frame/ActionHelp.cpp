#include "frame/ActionHelp.h"

#include <QAction>
#include <QCoreApplication>

namespace atlas {

QString shortcutText(const QAction* action)
{
    QStringList keys;
    for (const QKeySequence& key : action->shortcuts())
        keys << key.toString(QKeySequence::NativeText);
    return keys.join(QStringLiteral(", "));
}

void setActionHelp(QAction* action, const QString& what)
{
    const QString keys = shortcutText(action);
    const QString tip =
        keys.isEmpty()
            ? what
            : QCoreApplication::translate("atlas::ActionHelp", "%1 (%2)").arg(what, keys);
    action->setToolTip(tip);
    action->setStatusTip(what);
    action->setWhatsThis(what);
}

} // namespace atlas
