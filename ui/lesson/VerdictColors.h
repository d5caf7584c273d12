#pragma once

#include <QColor>

class QPalette;

namespace atlas {

// Green for a met expectation or a right answer, red for the opposite, in
// shades that keep their contrast on a washed-out projector and on a dark
// theme alike. The ✓ and ✗ next to them carry the meaning for anyone who
// cannot tell the colours apart.
struct VerdictColors
{
    static bool isDark(const QPalette& palette);
    static QColor passed(const QPalette& palette);
    static QColor failed(const QPalette& palette);
    static QColor muted(const QPalette& palette);
};

} // namespace atlas
