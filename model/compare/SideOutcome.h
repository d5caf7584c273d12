#pragma once

#include "store/json/Json.h"

#include <QString>

#include <cstdint>

namespace atlas {

// What one side of a comparison made of a command.
struct SideOutcome
{
    QString error;              // the Lab refused it (LabError): nothing changed there
    Json result = Json::object(); // what the command returned when it ran
    std::uint64_t journalBefore = 0; // the journal's total before it ran

    bool refused() const { return !error.isEmpty(); }
};

} // namespace atlas
