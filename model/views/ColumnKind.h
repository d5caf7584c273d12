#pragma once

#include <QtCore/qnamespace.h>

namespace atlas {

// What a table column holds, which is what a view needs to lay it out. Every
// table model of the lab answers ColumnKindRole and, where it applies,
// KnownValuesRole or WidestValueRole on its horizontal header, so one helper
// in the UI (ColumnFitter) sizes any of the lab's tables without knowing it.
enum class ColumnKind {
    Text,   // a sentence or a value of any length: may elide
    Key,    // an identifier whose end tells rows apart: elides in the middle
    Label,  // one of a known set (a state, a type, an outcome): never elides
    Figure, // a sequence number, id, count or sim time: never elides
};

// Horizontal header roles, numbered clear of the models' own data roles.
enum ColumnHeaderRole {
    ColumnKindRole = Qt::UserRole + 64, // int: the column's ColumnKind
    KnownValuesRole,                    // QStringList: every text a Label column can show
    // QString: the longest text a Figure column shows now (digits are equally
    // wide in the lab's fonts, so the longest text is the widest).
    WidestValueRole,
};

} // namespace atlas
