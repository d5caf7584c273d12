#pragma once

#include <QColor>
#include <QIcon>

namespace atlas {

// Toolbar glyphs drawn in a given colour. The style's standard media icons
// are dark pixmaps that vanish on the dark theme; these are redrawn in the
// palette's button-text colour whenever the palette changes.
enum class Glyph { Reset, StepBack, StepForward, Step, Play, Pause, AdvanceClock };

QIcon glyphIcon(Glyph glyph, const QColor& color);

} // namespace atlas
