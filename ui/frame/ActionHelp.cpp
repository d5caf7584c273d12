#include "frame/ActionHelp.h"

#include <QAction>
#include <QCoreApplication>
#include <QWidget>

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

QAction* addCloseAction(QWidget* window, const char* objectName, const QList<QKeySequence>& keys)
{
    auto* close = new QAction(QCoreApplication::translate("atlas::ActionHelp", "&Close"), window);
    close->setObjectName(QLatin1String(objectName));
    close->setShortcuts(keys);
    setActionHelp(close, QCoreApplication::translate("atlas::ActionHelp", "Close: this window"));
    window->addAction(close);
    QObject::connect(close, &QAction::triggered, window, &QWidget::close);
    return close;
}

} // namespace atlas
