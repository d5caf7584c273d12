#include "TransactionRunner.h"

#include "TransactionRetry.h"
#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "store/StoreError.h"

#include <algorithm>

namespace atlas {

void TransactionRunner::begin(Pass pass, AttemptTransactions& state, ReadGuard& guard)
{
    pass_ = pass;
    state_ = &state;
    guard_ = &guard;
    next_ = 0;
    closed_ = false;
    pending_.reset();
}

void TransactionRunner::end()
{
    pass_ = Pass::Direct;
    state_ = nullptr;
    guard_ = nullptr;
    pending_.reset();
}

DocumentPtr TransactionRunner::ReplayHook::read(const std::string& path, DocumentPtr committed)
{
    const auto it = std::find_if(reads_.begin(), reads_.end(),
                                 [&](const TransactionRead& r) { return r.path == path; });
    return it == reads_.end() ? committed : it->seen;
}

DocumentPtr TransactionRunner::RecordingHook::read(const std::string& path, DocumentPtr committed)
{
    guard_.beforeRead(path);
    reads_.push_back(TransactionRead{path, committed, store_.commitSequence()});
    return committed;
}

void TransactionRunner::commitPending()
{
    if (!pending_)
        return;
    store_.commit(std::move(*pending_));
    pending_.reset();
    state_->committed.push_back(std::move(state_->open));
    state_->open.clear();
    state_->holding = false;
}

void TransactionRunner::checkOpen()
{
    state_->changed = guard_->changedSince(state_->open);
    if (state_->changed.empty())
        return;
    if (state_->txAttempt < AttemptTransactions::kMaxAttempts)
        throw TransactionRetry{};
    state_->gaveUp = true;
    std::string paths;
    for (const auto& path : state_->changed)
        paths += (paths.empty() ? "" : ", ") + path;
    throw StoreError(StoreErrorCode::Aborted,
                     filled(Translated::translate("atlas::StoreError",
                                                  "the transaction was ABORTED %1 times because "
                                                  "%2 kept changing under it; the transaction "
                                                  "function gives up after %3 attempts"),
                            state_->txAttempt, paths, AttemptTransactions::kMaxAttempts));
}

} // namespace atlas
