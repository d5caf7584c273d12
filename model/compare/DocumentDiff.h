#pragma once

#include <QString>
#include <QStringList>

namespace atlas {

// One document that is not the same in the two compared worlds.
struct DocumentDiff
{
    enum class Presence { LeftOnly, RightOnly, Differs };

    QString id; // the document id within its collection
    Presence presence = Presence::Differs;
    // Differs: the dotted paths of the fields whose values differ (a field one
    // side lacks counts), in the left document's order, then the right's.
    QStringList fields;
};

} // namespace atlas
