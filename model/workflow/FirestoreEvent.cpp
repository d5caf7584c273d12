#include "FirestoreEvent.h"

#include "store/DocumentPath.h"
#include "store/JoinedText.h"

namespace atlas {
namespace {

const char* happened(ChangeKind kind)
{
    switch (kind) {
    case ChangeKind::Added:
        return "created";
    case ChangeKind::Modified:
        return "updated";
    case ChangeKind::Removed:
        return "deleted";
    }
    return "written";
}

} // namespace

std::string FirestoreEvent::source(std::string_view database)
{
    return "//firestore.googleapis.com/projects/" + std::string(kProject) + "/databases/" +
           std::string(database);
}

CloudEvent FirestoreEvent::make(std::string_view database, std::string_view on, int triggerId,
                                const DocumentChange& change, std::string id,
                                const std::string& timeIso)
{
    const std::string path = change.doc().path();
    CloudEvent e;
    e.source = source(database);
    e.id = std::move(id);
    e.type = std::string(kTypePrefix) + std::string(on);
    e.subject = "documents/" + path;
    e.time = timeIso;
    e.data = jsonObject("database", database, "document", path, "change", happened(change.kind),
                        "trigger", triggerId, "value", change.after ? change.newData() : Json(),
                        "oldValue", change.before ? change.oldData() : Json());
    return e;
}

std::string FirestoreEvent::logPath(const CloudEvent& event)
{
    return joinedText(kLog, "/", DocumentPath::percentEncode(event.id));
}

} // namespace atlas
