#include "PlayerKeys.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace atlas {
namespace {

bool takesTyping(const QWidget& widget)
{
    if (qobject_cast<const QLineEdit*>(&widget) || qobject_cast<const QAbstractSpinBox*>(&widget))
        return true;
    if (const auto* text = qobject_cast<const QTextEdit*>(&widget))
        return !text->isReadOnly();
    if (const auto* text = qobject_cast<const QPlainTextEdit*>(&widget))
        return !text->isReadOnly();
    return false;
}

} // namespace

PlayerKeys::PlayerKeys(QWidget* scope) : QObject(scope), scope_(scope) {}

void PlayerKeys::setActive(bool active)
{
    if (active == active_)
        return;
    active_ = active;
    // Key events go to the focused widget, which may be any descendant of
    // the scope, so the filter sits on the application; it is there only
    // while the player is on show.
    if (active)
        qApp->installEventFilter(this);
    else
        qApp->removeEventFilter(this);
}

PlayerKeys::Action PlayerKeys::actionFor(const QKeyEvent& key, const QWidget& focus)
{
    if ((key.modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return Action::None;
    const bool typing = takesTyping(focus);
    switch (key.key()) {
    case Qt::Key_PageDown:
        return Action::Step;
    case Qt::Key_PageUp:
        return Action::StepBack;
    case Qt::Key_Space:
        return typing ? Action::None : Action::Step;
    case Qt::Key_B:
        return typing ? Action::None : Action::StepBack;
    case Qt::Key_P:
        return typing ? Action::None : Action::TogglePlay;
    case Qt::Key_Home:
        return typing ? Action::None : Action::Restart;
    default:
        return Action::None;
    }
}

bool PlayerKeys::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || !(widget == scope_ || scope_->isAncestorOf(widget)))
        return false;
    const Action action = actionFor(*static_cast<QKeyEvent*>(event), *widget);
    if (action == Action::None)
        return false;
    event->accept();
    if (event->type() == QEvent::ShortcutOverride)
        return true; // the key press that follows comes back here
    switch (action) {
    case Action::Step:
        emit step();
        break;
    case Action::StepBack:
        emit stepBack();
        break;
    case Action::TogglePlay:
        emit togglePlay();
        break;
    case Action::Restart:
        emit restart();
        break;
    case Action::None:
        break;
    }
    return true;
}

} // namespace atlas
