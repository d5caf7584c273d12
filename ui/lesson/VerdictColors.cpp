#include "VerdictColors.h"

#include <QPalette>

namespace atlas {

bool VerdictColors::isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor VerdictColors::passed(const QPalette& palette)
{
    return isDark(palette) ? QColor(0x7e, 0xe7, 0x87) : QColor(0x11, 0x63, 0x29);
}

QColor VerdictColors::failed(const QPalette& palette)
{
    return isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
}

QColor VerdictColors::muted(const QPalette& palette)
{
    // Two thirds of the way from the background to the text: quieter than
    // the text, yet far darker than the disabled grey a projector washes out.
    const QColor text = palette.color(QPalette::WindowText);
    const QColor back = palette.color(QPalette::Window);
    const auto mix = [](int t, int b) { return (2 * t + b) / 3; };
    return QColor(mix(text.red(), back.red()), mix(text.green(), back.green()),
                  mix(text.blue(), back.blue()));
}

} // namespace atlas
