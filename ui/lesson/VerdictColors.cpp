#include "VerdictColors.h"

#include "frame/ThemeColors.h"

namespace atlas {

QColor VerdictColors::passed(const QPalette& palette)
{
    return ThemeColors::text(Tone::Good, palette);
}

QColor VerdictColors::failed(const QPalette& palette)
{
    return ThemeColors::text(Tone::Bad, palette);
}

QColor VerdictColors::muted(const QPalette& palette)
{
    return ThemeColors::muted(palette);
}

} // namespace atlas
