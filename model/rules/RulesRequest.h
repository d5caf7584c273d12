#pragma once

#include "RulesMethod.h"
#include "store/json/Json.h"

#include <optional>
#include <string>

namespace atlas {

// What a client asks for, as the rules see it.
struct RulesRequest
{
    RulesMethod method = RulesMethod::Get;
    std::string path; // relative to the documents root: orders/ord-1 (a collection for list)
    std::optional<std::string> uid; // unset: signed out (request.auth is null)
    // create, update: the fields the client writes (an update's are merged
    // over `existing` into request.resource.data).
    Json data;
    Json existing; // the stored document's fields (resource.data); null: none

    Json toJson() const;
};

} // namespace atlas
