#pragma once

#include "store/DocumentPath.h"
#include "store/json/Json.h"

namespace atlas {

// One buffered write of a transaction or batch; nothing touches the store
// until the whole list commits.
struct WriteOp
{
    enum class Kind { Create, Set, Merge, Update, Remove };
    Kind kind;
    DocumentPath path;
    Json data; // for Update: a map of dotted field path -> value
};

} // namespace atlas
