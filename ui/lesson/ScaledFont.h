#pragma once

#include <QFont>

namespace atlas {

// `base` scaled by `factor`. Widgets that want a larger font than their
// parent recompute it from the parent's on every QEvent::FontChange, so
// presenter mode and zoom (which change the application font) reach them.
QFont scaledFont(const QFont& base, double factor, bool bold);

} // namespace atlas
