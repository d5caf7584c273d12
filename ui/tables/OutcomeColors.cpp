#include "tables/OutcomeColors.h"

#include "frame/ThemeColors.h"

#include <QPalette>

#include <utility>

namespace atlas {

OutcomeColors OutcomeColors::of(const QString& category, const QPalette& palette)
{
    static const std::pair<const char*, Tone> kTones[] = {
        {"good", Tone::Good},
        {"duplicate", Tone::Info},
        {"warning", Tone::Warning},
        {"bad", Tone::Bad},
    };
    for (const auto& [name, tone] : kTones)
        if (category == QLatin1String(name))
            return {ThemeColors::tint(tone, palette), ThemeColors::text(tone, palette)};
    return {QColor(), palette.color(QPalette::Text)};
}

} // namespace atlas
