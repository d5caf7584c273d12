#include "RulesRequest.h"

namespace atlas {

Json RulesRequest::toJson() const
{
    Json out = jsonObject("op", rulesmethod::toString(method), "path", path, "uid",
                          uid ? Json(*uid) : Json(nullptr));
    if (!data.is_null())
        out["data"] = data;
    if (!existing.is_null())
        out["existing"] = existing;
    return out;
}

} // namespace atlas
