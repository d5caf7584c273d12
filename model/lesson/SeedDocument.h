#pragma once

#include "store/json/Json.h"

#include <QString>

namespace atlas {

// A document a scenario's setup writes before its first step.
struct SeedDocument
{
    QString path; // collection/id, in one of the lab's collections
    Json data = Json::object();
};

} // namespace atlas
