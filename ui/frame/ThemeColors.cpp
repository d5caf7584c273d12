#include "frame/ThemeColors.h"

#include <QPalette>

#include <algorithm>
#include <cmath>

namespace atlas {
namespace {

struct ToneColours
{
    QRgb lightText, lightTint, darkText, darkTint;
};

// Text and tint together, so that both the tone's text and the palette's
// Text read on the tint (rows, message lines) and the text reads on every
// plain ground.
ToneColours toneColours(Tone tone)
{
    switch (tone) {
    case Tone::Good:
        return {0x0f5a2a, 0xc9ecd3, 0xa8f0bd, 0x1f4a2c};
    case Tone::Info:
        return {0x1d3f8f, 0xd0def8, 0xb9d2ff, 0x213a63};
    case Tone::Warning:
        return {0x6b4200, 0xfbe5a6, 0xffdf8a, 0x564210};
    case Tone::Bad:
        return {0x9b1c1c, 0xf6c9c9, 0xffb8b8, 0x5c2224};
    }
    return {};
}

QColor mix(const QColor& a, const QColor& b, double weightOfA)
{
    const auto channel = [weightOfA](int x, int y) {
        return int(std::lround(weightOfA * x + (1 - weightOfA) * y));
    };
    return QColor(channel(a.red(), b.red()), channel(a.green(), b.green()),
                  channel(a.blue(), b.blue()));
}

} // namespace

double ThemeColors::luminance(const QColor& colour)
{
    const auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    const QColor rgb = colour.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF()) +
           0.0722 * linear(rgb.blueF());
}

double ThemeColors::contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

bool ThemeColors::isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor ThemeColors::text(Tone tone, const QPalette& palette)
{
    const ToneColours c = toneColours(tone);
    return QColor(isDark(palette) ? c.darkText : c.lightText);
}

QColor ThemeColors::tint(Tone tone, const QPalette& palette)
{
    const ToneColours c = toneColours(tone);
    return QColor(isDark(palette) ? c.darkTint : c.lightTint);
}

QColor ThemeColors::muted(const QPalette& palette)
{
    // Two thirds of the way from the window to the text.
    return mix(palette.color(QPalette::WindowText), palette.color(QPalette::Window), 2.0 / 3);
}

QColor ThemeColors::flash(const QPalette& palette)
{
    // Amber reads as "just changed" on both grounds; on a dark one it must
    // stay dark enough for light text.
    return isDark(palette) ? QColor(0x6e, 0x50, 0x00) : QColor(0xff, 0xc9, 0x2e);
}

ThemeColors::Badge ThemeColors::badge(Tone tone, const QPalette& palette)
{
    if (!isDark(palette)) {
        if (tone == Tone::Bad)
            return {QColor(0xb3, 0x26, 0x1e), Qt::white, QColor(0x5c, 0x12, 0x0d),
                    QColor(0x8f, 0x1e, 0x18)};
        return {QColor(0x1b, 0x6e, 0x2f), Qt::white, QColor(0x1b, 0x6e, 0x2f),
                QColor(0x1b, 0x6e, 0x2f)};
    }
    // On a dark window a broken invariant is the one bright thing in the
    // strip; one that holds stays quiet, outlined so it still reads as a badge.
    if (tone == Tone::Bad)
        return {QColor(0xff, 0x9e, 0x94), QColor(0x1e, 0x20, 0x24), QColor(0xff, 0xc2, 0xbb),
                QColor(0xff, 0xc2, 0xbb)};
    const QColor quiet = tint(tone, palette);
    return {quiet, text(tone, palette), text(tone, palette), quiet};
}

ThemeColors::Json ThemeColors::json(const QPalette& palette)
{
    if (isDark(palette))
        return {QColor(0x8c, 0xbc, 0xff), QColor(0xa0, 0xe6, 0xae), QColor(0xff, 0xb8, 0x80),
                QColor(0xdc, 0xaa, 0xff), QColor(0x4f, 0x3d, 0x06)};
    return {QColor(0x1b, 0x4a, 0x9a), QColor(0x11, 0x6a, 0x30), QColor(0x9a, 0x3c, 0x00),
            QColor(0x76, 0x2c, 0x9c), QColor(0xff, 0xe6, 0x9c)};
}

ThemeColors::Lesson ThemeColors::lesson(const QPalette& palette)
{
    const QColor codeGround = isDark(palette) ? QColor(0x33, 0x37, 0x3e) : QColor(0xee, 0xf0, 0xf3);
    return {palette.color(QPalette::Link), palette.color(QPalette::Text), codeGround};
}

ThemeColors::Chart ThemeColors::chart(const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    // Okabe–Ito hues, distinguishable with the common colour-vision
    // deficiencies; on white the orange, green and purple are darkened and
    // on a dark base the blue lightened until each line stands out 3:1.
    const QList<QColor> series =
        isDark(palette) ? QList<QColor>{QColor(0x56, 0xb4, 0xe9), QColor(0xf0, 0x7d, 0x2e),
                                        QColor(0x1f, 0xbf, 0x95), QColor(0xe6, 0x9f, 0x00),
                                        QColor(0xe0, 0x8e, 0xc0)}
                        : QList<QColor>{QColor(0x00, 0x72, 0xb2), QColor(0xd5, 0x5e, 0x00),
                                        QColor(0x00, 0x8a, 0x63), QColor(0xb2, 0x7a, 0x00),
                                        QColor(0xb8, 0x50, 0x8a)};
    return {base, text, mix(text, base, 0.55), mix(text, base, 0.25), series};
}

} // namespace atlas
