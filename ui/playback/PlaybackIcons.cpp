#include "playback/PlaybackIcons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace atlas {
namespace {

// Draws on a 24 x 24 grid; the painter is scaled to the pixmap.
void draw(QPainter& p, Glyph glyph, const QColor& color)
{
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    const auto triangle = [&p](QPointF a, QPointF b, QPointF c) {
        p.drawPolygon(QPolygonF{a, b, c});
    };
    switch (glyph) {
    case Glyph::Play:
        triangle({7, 4}, {20, 12}, {7, 20});
        break;
    case Glyph::Pause:
        p.drawRect(QRectF(6, 4, 4.5, 16));
        p.drawRect(QRectF(13.5, 4, 4.5, 16));
        break;
    case Glyph::Step:
        triangle({4, 4}, {15, 12}, {4, 20});
        p.drawRect(QRectF(16.5, 4, 3.5, 16));
        break;
    case Glyph::StepBack:
        triangle({20, 4}, {9, 12}, {20, 20});
        p.drawRect(QRectF(4, 4, 3.5, 16));
        break;
    case Glyph::StepForward: { // redo: an arc over to the right, ending in an arrowhead
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(color, 2.6, Qt::SolidLine, Qt::RoundCap));
        p.drawArc(QRectF(3, 7, 16, 16), 20 * 16, 150 * 16);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        triangle({21.5, 9}, {13.5, 9.5}, {19, 16.5});
        break;
    }
    case Glyph::Reset: {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(color, 2.6, Qt::SolidLine, Qt::RoundCap));
        p.drawArc(QRectF(4, 4, 16, 16), 60 * 16, 290 * 16);
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        triangle({12.5, 1.5}, {19, 4.5}, {13.5, 9});
        break;
    }
    case Glyph::AdvanceClock: {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(color, 2.2, Qt::SolidLine, Qt::RoundCap));
        p.drawEllipse(QRectF(2.5, 3.5, 15, 15));
        p.drawLine(QPointF(10, 11), QPointF(10, 6.5));
        p.drawLine(QPointF(10, 11), QPointF(13.5, 13));
        p.setPen(Qt::NoPen);
        p.setBrush(color);
        triangle({17, 6}, {23, 11}, {17, 16});
        break;
    }
    }
}

} // namespace

QIcon glyphIcon(Glyph glyph, const QColor& color)
{
    QIcon icon;
    for (const int size : {16, 24, 32, 48, 64}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(size / 24.0, size / 24.0);
        draw(painter, glyph, color);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace atlas
