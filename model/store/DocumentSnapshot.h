#pragma once

#include "store/Document.h"

#include <string_view>

namespace atlas {

// What a read returns: the document as committed, or its absence.
class DocumentSnapshot
{
public:
    DocumentSnapshot(std::string path, DocumentPtr doc)
        : path_(std::move(path)), doc_(std::move(doc))
    {
    }

    bool exists() const { return doc_ != nullptr; }
    const std::string& path() const { return path_; }
    // An empty object when the document does not exist.
    const Json& data() const;
    // A field by dotted path (`items.0.sku` is not supported; `a.b` is); null if absent.
    Json get(std::string_view dottedField) const;
    const DocumentPtr& document() const { return doc_; }

private:
    std::string path_;
    DocumentPtr doc_;
};

} // namespace atlas
