#include "widgets/SteadyLabel.h"

#include <QEvent>

#include <algorithm>

namespace atlas {

SteadyLabel::SteadyLabel(QWidget* parent) : QLabel(parent)
{
    hold(true);
}

void SteadyLabel::setSteadyText(const QString& text)
{
    if (text == this->text())
        return;
    setText(text);
    hold(false);
}

void SteadyLabel::changeEvent(QEvent* event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        hold(true);
}

void SteadyLabel::hold(bool mayShrink)
{
    const QSize hint = sizeHint();
    const int width = mayShrink ? hint.width() : std::max(hint.width(), maximumWidth());
    if (width != minimumWidth() || width != maximumWidth() || hint.height() != minimumHeight() ||
        hint.height() != maximumHeight())
        setFixedSize(width, hint.height());
}

} // namespace atlas
