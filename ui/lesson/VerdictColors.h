#pragma once

#include <QColor>

class QPalette;

namespace atlas {

// Green for a met expectation or a right answer, red for the opposite, and
// the quiet colour of secondary lines: ThemeColors' tones under the lesson's
// names. The ✓ and ✗ next to them carry the meaning for anyone who cannot
// tell the colours apart.
struct VerdictColors
{
    static QColor passed(const QPalette& palette);
    static QColor failed(const QPalette& palette);
    static QColor muted(const QPalette& palette);
};

} // namespace atlas
