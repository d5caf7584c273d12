#include "store/WriteBatch.h"

#include "store/StoreError.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"

namespace atlas {

WriteBatch& WriteBatch::create(std::string_view path, Json data)
{
    ops_.push_back({WriteOp::Kind::Create, DocumentPath::parse(path), std::move(data)});
    return *this;
}

WriteBatch& WriteBatch::set(std::string_view path, Json data, bool merge)
{
    ops_.push_back({merge ? WriteOp::Kind::Merge : WriteOp::Kind::Set, DocumentPath::parse(path),
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
    ops_.push_back({WriteOp::Kind::Update, DocumentPath::parse(path), std::move(fields)});
    return *this;
}

WriteBatch& WriteBatch::remove(std::string_view path)
{
    ops_.push_back({WriteOp::Kind::Remove, DocumentPath::parse(path), nullptr});
    return *this;
}

} // namespace atlas
