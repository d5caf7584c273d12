#pragma once

#include "store/Json.h"

#include <QString>

#include <cstdint>

namespace atlas {

// What a live table sorts a cell by, taken once from the document when the
// row is written, so sorting and inserting never reparse JSON. The order is
// the one a QSortFilterProxyModel gives the same cells with case-insensitive
// sorting: numbers (booleans as 0 and 1) by value, then text ignoring case
// (objects and arrays as their JSON), an absent value last.
class SortKey
{
public:
    SortKey() = default; // an absent value
    static SortKey of(const Json* value);

    // <0, 0 or >0. Equal keys leave the order to the caller (the document id).
    static int compare(const SortKey& a, const SortKey& b);

private:
    enum class Kind : std::uint8_t { Number, Text, Absent };
    Kind kind_ = Kind::Absent;
    double number_ = 0;
    QString text_; // case folded
};

} // namespace atlas
