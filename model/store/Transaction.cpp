#include "store/Transaction.h"

#include "store/DocumentStore.h"
#include "store/StoreError.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"

namespace atlas {

DocumentSnapshot Transaction::get(std::string_view path)
{
    if (!writes_.empty())
        throw StoreError(StoreErrorCode::FailedPrecondition,
                         filled(Translated::translate("atlas::StoreError",
                                                      "read of '%1' after a write: a transaction "
                                                      "must do all its reads before any write"),
                                path));
    ++reads_;
    if (!hook_)
        return store_.get(path);
    DocumentSnapshot committed = store_.get(path);
    return DocumentSnapshot(committed.path(), hook_->read(committed.path(), committed.document()));
}

Transaction& Transaction::create(std::string_view path, Json data)
{
    writes_.create(path, std::move(data));
    return *this;
}

Transaction& Transaction::set(std::string_view path, Json data, bool merge)
{
    writes_.set(path, std::move(data), merge);
    return *this;
}

Transaction& Transaction::update(std::string_view path, Json fields)
{
    writes_.update(path, std::move(fields));
    return *this;
}

Transaction& Transaction::remove(std::string_view path)
{
    writes_.remove(path);
    return *this;
}

} // namespace atlas
