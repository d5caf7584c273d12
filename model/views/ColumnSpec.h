#pragma once

#include <QString>

namespace atlas {

// One column of a CollectionTableModel: what it shows and what it is called.
struct ColumnSpec
{
    // A dotted path into the document (`customer.name`); empty for the
    // document id, which is not a field.
    QString field;
    QString title;

    bool isDocumentId() const { return field.isEmpty(); }

    friend bool operator==(const ColumnSpec&, const ColumnSpec&) = default;
};

} // namespace atlas
