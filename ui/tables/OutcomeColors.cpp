#include "tables/OutcomeColors.h"

#include "frame/Appearance.h"

#include <QPalette>

namespace atlas {

OutcomeColors OutcomeColors::of(const QString& category, const QPalette& palette)
{
    struct Entry
    {
        const char* category;
        QRgb lightTint, lightText, darkTint, darkText;
    };
    static constexpr Entry kEntries[] = {
        {"good", 0xc9ecd3, 0x0f5a2a, 0x1f4a2c, 0xa8f0bd},
        {"duplicate", 0xd0def8, 0x1d3f8f, 0x213a63, 0xb9d2ff},
        {"warning", 0xfbe5a6, 0x6b4200, 0x564210, 0xffdf8a},
        {"bad", 0xf6c9c9, 0x8a1c1c, 0x5c2224, 0xffb8b8},
    };
    const bool dark = Appearance::isDark(palette);
    for (const Entry& e : kEntries)
        if (category == QLatin1String(e.category))
            return dark ? OutcomeColors{QColor(e.darkTint), QColor(e.darkText)}
                        : OutcomeColors{QColor(e.lightTint), QColor(e.lightText)};
    return {QColor(), palette.color(QPalette::Text)};
}

} // namespace atlas
