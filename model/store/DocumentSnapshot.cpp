#include "store/DocumentSnapshot.h"

#include "store/FieldOps.h"

namespace atlas {

const Json& DocumentSnapshot::data() const
{
    static const Json empty = Json::object();
    return doc_ ? doc_->data : empty;
}

Json DocumentSnapshot::get(std::string_view dottedField) const
{
    if (!doc_)
        return nullptr;
    const Json* value = FieldOps::find(doc_->data, dottedField);
    return value ? *value : Json();
}

} // namespace atlas
