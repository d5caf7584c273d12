#pragma once

#include "ColumnKind.h"

namespace atlas {

// One column of a KeyedTableModel: its header and what it holds. The texts
// are translated in the model's own context (its class name), so a model's
// column table writes them with QT_TRANSLATE_NOOP in that context.
struct KeyedColumn
{
    const char* title;
    ColumnKind kind;
    const char* toolTip = nullptr; // none when null
};

} // namespace atlas
