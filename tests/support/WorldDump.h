#pragma once

#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "store/DocumentStore.h"

#include <sstream>
#include <string>

// Everything a Lab holds that replay must rebuild exactly: every document of
// its default database, then its journal as JSON Lines. Two worlds are the
// same world when their dumps are equal.
inline std::string worldDump(const atlas::Lab& lab)
{
    std::string out;
    for (const auto& c : lab.store().collections())
        for (const auto& doc : lab.store().list(c))
            out += doc->path() + ' ' + doc->data.dump() + '\n';
    std::ostringstream journal;
    lab.journal().writeJsonLines(journal);
    return out + journal.str();
}
