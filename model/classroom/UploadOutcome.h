#pragma once

#include <QString>

namespace atlas {

// What one attempt to send the queue achieved.
struct UploadOutcome
{
    int sent = 0;     // records the server now holds and the queue marked sent
    int inserted = 0; // of those, new to the server (the rest were resends)
    int batches = 0;  // transactions committed
    // The server could not be reached (no network, server down): try later.
    bool unreachable = false;
    QString error; // empty when every batch went through

    bool ok() const { return error.isEmpty(); }
};

} // namespace atlas
