#include "store/DocumentChange.h"

#include "store/FieldOps.h"

namespace atlas {

const char* toString(ChangeKind kind)
{
    switch (kind) {
    case ChangeKind::Added:
        return "added";
    case ChangeKind::Modified:
        return "modified";
    case ChangeKind::Removed:
        return "removed";
    }
    return "?";
}

static const Json& nullJson()
{
    static const Json null;
    return null;
}

const Json& DocumentChange::oldData() const
{
    return before ? before->data : nullJson();
}
const Json& DocumentChange::newData() const
{
    return after ? after->data : nullJson();
}

} // namespace atlas

namespace atlas {

const std::vector<std::string>& DocumentChange::changedFields() const
{
    if (!changedFields_)
        changedFields_ = FieldOps::changedFields(oldData(), newData());
    return *changedFields_;
}

} // namespace atlas
