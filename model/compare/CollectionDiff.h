#pragma once

#include "DocumentDiff.h"

#include <QString>

#include <cstddef>
#include <vector>

namespace atlas {

// How one collection differs between the compared worlds.
struct CollectionDiff
{
    QString collection;
    std::size_t leftCount = 0; // documents on each side
    std::size_t rightCount = 0;
    // The collection holds more documents than a diff compares
    // (WorldDiff::Limits::maxDocuments): it was not compared at all.
    bool skipped = false;
    std::vector<DocumentDiff> documents; // in document-id order

    const DocumentDiff* find(const QString& id) const
    {
        for (const DocumentDiff& d : documents)
            if (d.id == id)
                return &d;
        return nullptr;
    }
};

} // namespace atlas
