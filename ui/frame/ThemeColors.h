#pragma once

#include <QColor>
#include <QList>

class QPalette;

namespace atlas {

// What a colour says beyond the palette's roles: a success, a duplicate
// recognised, a warning, a failure.
enum class Tone { Good, Info, Warning, Bad };

// Every colour the lab paints that is not a palette role, chosen here once
// for a light and once for a dark ground; which set applies follows the
// palette's Base, so the System theme picks the right one too. Each set is
// picked for a WCAG 2.x contrast of at least 4.5:1 against the grounds it is
// drawn on, Light's and Dark's palettes alike (tst_themes checks every pair),
// and for a washed-out projector. The mark or the word beside a colour
// (✓, ✗, "Not done:") carries the meaning for anyone who cannot tell them apart.
struct ThemeColors
{
    // Relative luminance and contrast ratio as WCAG 2.x defines them.
    static double luminance(const QColor& colour);
    static double contrast(const QColor& a, const QColor& b);

    // Light text on a dark base.
    static bool isDark(const QPalette& palette);

    // Text in a tone that reads on Base, AlternateBase, Window and Button,
    // and on the tone's own tint.
    static QColor text(Tone tone, const QPalette& palette);
    // A ground for a row or a message line in a tone, under the palette's
    // Text or the tone's text.
    static QColor tint(Tone tone, const QPalette& palette);
    // Quieter than the text, far from the disabled grey.
    static QColor muted(const QPalette& palette);
    // A cell that just changed, at full strength; the palette's Text reads on
    // it and on every fainter step of its fade over Base.
    static QColor flash(const QPalette& palette);

    // A filled badge (the invariant strip); hoverFill shows a broken badge
    // can be clicked.
    struct Badge
    {
        QColor fill;
        QColor text;
        QColor border;
        QColor hoverFill;
    };
    static Badge badge(Tone tone, const QPalette& palette);

    // Pretty-printed JSON on Base, and the band behind lines a commit changed.
    struct Json
    {
        QColor key;
        QColor string;
        QColor number;
        QColor literal;
        QColor changedBand;
        bool operator==(const Json&) const = default;
    };
    static Json json(const QPalette& palette);

    // Lesson text: links, and code (spans and blocks) on its own ground.
    struct Lesson
    {
        QColor link;
        QColor code;
        QColor codeBackground;
        bool operator==(const Lesson&) const = default;
    };
    static Lesson lesson(const QPalette& palette);

    // A metrics chart on Base: its text, axis lines, grid and the series'
    // lines, which are graphics and need 3:1.
    struct Chart
    {
        QColor background;
        QColor text;
        QColor axis;
        QColor grid;
        QList<QColor> series;
    };
    static Chart chart(const QPalette& palette);
};

} // namespace atlas
