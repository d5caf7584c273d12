#pragma once

#include "store/JoinedText.h"

#include <string>
#include <string_view>

namespace atlas {

// A validated `collection/id` path. Collections may be nested
// (`counters/revenue/shards/0` is document `0` in `counters/revenue/shards`).
class DocumentPath
{
public:
    static constexpr std::size_t kMaxIdBytes = 1500;

    // Throws StoreError(INVALID_ARGUMENT) naming what is wrong.
    static DocumentPath parse(std::string_view path);
    // The checks of parse, without building the parts: where the id starts
    // (after the last '/'). A read answered by a cache keyed by the whole
    // path needs no more.
    static std::size_t check(std::string_view path);
    DocumentPath(std::string_view collection, std::string_view id);

    const std::string& collection() const { return collection_; }
    const std::string& id() const { return id_; }
    std::string str() const { return joinedText(collection_, "/", id_); }

    // Throws unless `collection` is a valid (possibly nested) collection path.
    static void validateCollection(std::string_view collection);
    // encodeURIComponent semantics, so `source|id` keys match the lesson's.
    static std::string percentEncode(std::string_view text);

    friend bool operator==(const DocumentPath&, const DocumentPath&) = default;

private:
    DocumentPath() = default;
    std::string collection_;
    std::string id_;
};

} // namespace atlas
