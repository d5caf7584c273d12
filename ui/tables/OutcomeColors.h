#pragma once

#include <QColor>
#include <QString>

class QPalette;

namespace atlas {

// The colours of the journal's outcome categories ("good", "duplicate",
// "warning", "bad", "info"), as a tint behind a row and a strong text colour
// for the outcome itself: the tones of ThemeColors. Info has no tint (an
// invalid colour).
struct OutcomeColors
{
    QColor tint;
    QColor text;

    static OutcomeColors of(const QString& category, const QPalette& palette);
};

} // namespace atlas
