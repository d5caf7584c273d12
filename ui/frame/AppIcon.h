#pragma once

#include <QIcon>

namespace atlas {

// The lab's icon: an order box in a retry arrow. The SVG scales to any size
// when Qt's SVG icon engine is installed; the PNG renders cover the usual
// sizes where it is not.
QIcon appIcon();

} // namespace atlas
