#include "widgets/ComboTypeAhead.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QPointer>

namespace atlas {

void ComboTypeAhead::install()
{
    // Key events go to the focused widget, wherever it is: the filter sits
    // on the application, and lives as long as it.
    QCoreApplication* app = QCoreApplication::instance();
    static QPointer<ComboTypeAhead> installed;
    if (!installed) {
        installed = new ComboTypeAhead(app);
        app->installEventFilter(installed);
    }
}

bool ComboTypeAhead::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    const auto* combo = qobject_cast<QComboBox*>(watched);
    if (!combo || combo->isEditable()) // an editable one's line edit types for itself
        return false;
    const auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier))
        return false;
    const QString text = key->text();
    if (text.isEmpty() || !text.front().isPrint() || text.front().isSpace())
        return false;
    event->accept(); // the key press that follows goes to the combo box
    return true;
}

} // namespace atlas
