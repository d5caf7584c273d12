#include "store/WriteBatch.h"

#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "store/StoreError.h"

namespace atlas {
namespace {

// A transaction's batch holds a handful of writes: room for four at once,
// not grown (and moved) at the first, second and third.
void append(std::vector<WriteOp>& ops, WriteOp op)
{
    if (ops.capacity() == 0)
        ops.reserve(4);
    ops.push_back(std::move(op));
}

} // namespace

WriteBatch& WriteBatch::create(std::string_view path, Json data)
{
    append(ops_, {WriteOp::Kind::Create, DocumentPath::parse(path), std::move(data)});
    return *this;
}

WriteBatch& WriteBatch::set(std::string_view path, Json data, bool merge)
{
    append(ops_, {merge ? WriteOp::Kind::Merge : WriteOp::Kind::Set, DocumentPath::parse(path),
                  std::move(data)});
    return *this;
}

WriteBatch& WriteBatch::update(std::string_view path, Json fields)
{
    if (!fields.is_object() || fields.empty())
        throw StoreError(StoreErrorCode::InvalidArgument,
                         filled(Translated::translate("atlas::StoreError",
                                                      "update of '%1' needs a non-empty map of "
                                                      "fields"),
                                path));
    append(ops_, {WriteOp::Kind::Update, DocumentPath::parse(path), std::move(fields)});
    return *this;
}

WriteBatch& WriteBatch::remove(std::string_view path)
{
    append(ops_, {WriteOp::Kind::Remove, DocumentPath::parse(path), nullptr});
    return *this;
}

} // namespace atlas
