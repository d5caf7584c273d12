#include "frame/AppIcon.h"

namespace atlas {

QIcon appIcon()
{
    // The SVG first, so QIcon picks the vector engine when it exists; the
    // PNGs are then exact renders at their sizes, and the whole icon where
    // the SVG cannot be read.
    QIcon icon(QStringLiteral(":/icons/atlasmart-lab.svg"));
    for (const int size : {32, 64, 256})
        icon.addFile(QStringLiteral(":/icons/atlasmart-lab-%1.png").arg(size), QSize(size, size));
    return icon;
}

} // namespace atlas
