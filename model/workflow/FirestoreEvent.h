#pragma once

#include "delivery/CloudEvent.h"
#include "store/DocumentChange.h"

#include <string>
#include <string_view>

namespace atlas {

// The CloudEvent a Firestore document trigger publishes, in the lab's flat
// form: type google.cloud.firestore.document.v1.{created|updated|deleted|
// written} (the trigger's kind), source naming the database, subject naming
// the document, and the change itself under data.
class FirestoreEvent
{
public:
    static constexpr std::string_view kTypePrefix = "google.cloud.firestore.document.v1.";
    static constexpr const char* kProject = "atlasmart-lab";
    static constexpr const char* kLog = "triggerLog";

    // `on` is the trigger's kind; the change says what actually happened.
    // `id` must be unique per database (the Lab uses commit, change and trigger).
    static CloudEvent make(std::string_view database, std::string_view on, int triggerId,
                           const DocumentChange& change, std::string id, const std::string& timeIso);
    static std::string source(std::string_view database);
    static bool isFirestoreEvent(std::string_view type) { return type.starts_with(kTypePrefix); }
    // triggerLog/{percent-encoded id}: where the audit handler records the event.
    static std::string logPath(const CloudEvent& event);
};

} // namespace atlas
