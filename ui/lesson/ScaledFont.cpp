#include "ScaledFont.h"

namespace atlas {

QFont scaledFont(const QFont& base, double factor, bool bold)
{
    QFont font = base;
    if (base.pointSizeF() > 0)
        font.setPointSizeF(base.pointSizeF() * factor);
    else
        font.setPixelSize(qRound(base.pixelSize() * factor));
    font.setBold(bold);
    return font;
}

} // namespace atlas
