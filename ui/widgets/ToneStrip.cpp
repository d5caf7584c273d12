#include "widgets/ToneStrip.h"

#include <QEvent>
#include <QPainter>

namespace atlas {

ToneStrip::ToneStrip(Tone tone, QWidget* parent) : QFrame(parent), tone_(tone)
{
    setAutoFillBackground(true);
    applyColours();
}

void ToneStrip::setTone(Tone tone)
{
    tone_ = tone;
    applyColours();
    update();
}

void ToneStrip::applyColours()
{
    const QColor ground = ThemeColors::tint(tone_, palette());
    const QColor text = ThemeColors::text(tone_, palette());
    if (palette().color(QPalette::Window) == ground &&
        palette().color(QPalette::WindowText) == text)
        return; // the palette change this call made itself
    QPalette own = palette();
    own.setColor(QPalette::Window, ground);
    own.setColor(QPalette::WindowText, text);
    setPalette(own);
}

void ToneStrip::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColours();
}

void ToneStrip::paintEvent(QPaintEvent* event)
{
    QFrame::paintEvent(event);
    QPainter painter(this);
    painter.fillRect(QRect(0, 0, kStripeWidth, height()), ThemeColors::text(tone_, palette()));
}

} // namespace atlas
