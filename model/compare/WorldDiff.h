#pragma once

#include "CollectionDiff.h"

#include <QString>

#include <cstddef>
#include <vector>

namespace atlas {

class DocumentStore;

// The durable documents of two worlds, compared collection by collection:
// documents only one side has, and documents whose fields differ, with the
// fields named. Small worlds (a lesson's) are compared whole after every
// command; a collection larger than the limit is skipped and the listed
// differences stop at a cap, and the diff says so (isCut, cutNote).
class WorldDiff
{
public:
    struct Limits
    {
        std::size_t maxDocuments = 5'000;   // per collection and side
        std::size_t maxDifferences = 500;   // documents listed, over all collections
    };

    static WorldDiff compute(const DocumentStore& left, const DocumentStore& right,
                             Limits limits);
    static WorldDiff compute(const DocumentStore& left, const DocumentStore& right)
    {
        return compute(left, right, Limits{});
    }

    // Every collection either side holds, in name order (also those alike).
    const std::vector<CollectionDiff>& collections() const { return collections_; }
    const CollectionDiff* collection(const QString& name) const;
    const DocumentDiff* find(const QString& collection, const QString& id) const;
    std::size_t differenceCount() const { return differences_; }
    bool identical() const { return differences_ == 0 && !isCut(); }

    // Some collection was skipped or the list stopped at maxDifferences.
    bool isCut() const { return capped_ || skippedAny(); }
    // For the window: which collections were skipped, or where the list stopped.
    QString cutNote() const;

private:
    bool skippedAny() const;

    std::vector<CollectionDiff> collections_;
    std::size_t differences_ = 0;
    bool capped_ = false;
    Limits limits_;
};

} // namespace atlas
