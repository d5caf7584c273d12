#pragma once

#include "store/SharedText.h"
#include "store/json/Json.h"

#include <cstdint>
#include <memory>
#include <string>

namespace atlas {

struct Document
{
    std::string collection;
    std::string id;
    Json data;
    // `data` as the store writes it (JsonText), made once when the document
    // is committed, or the rows' text it was read back from: the store's
    // rows and a session recording share it instead of writing the JSON
    // again.
    SharedText json;
    std::int64_t createTime = 0; // SimClock milliseconds
    std::int64_t updateTime = 0;

    std::string path() const { return collection + '/' + id; }
};

// Committed documents are immutable and shared between the store's cache,
// snapshots and change-feed consumers; a commit replaces the pointer.
using DocumentPtr = std::shared_ptr<const Document>;

} // namespace atlas
