#pragma once

#include "AttemptTransactions.h"
#include "ReadGuard.h"
#include "store/DocumentStore.h"
#include "store/ReadHook.h"

#include <optional>
#include <type_traits>
#include <utility>

namespace atlas {

// Runs the handler's transactions. Directly (the default) each one runs and
// commits at once. For an attempt in flight the handler runs once per step
// of the attempt (a pass), and the runner gives each transaction its part:
//  - Open (the attempt starts, resumes after a lock wait, or retries): the
//    transactions committed in an earlier pass replay what they read and
//    write nothing; the next one reads the store now (through the guard) and
//    stays open; if the handler goes on to another transaction, the open one
//    commits first and the new one is the open one.
//  - Close (the attempt's time is up): replays as above, then the open
//    transaction commits unless something it read has changed: then it is
//    ABORTED, and the pass ends with TransactionRetry, or with
//    StoreError(ABORTED) once it has had kMaxAttempts attempts. Any
//    transaction after it runs directly.
class TransactionRunner
{
public:
    enum class Pass { Direct, Open, Close };

    explicit TransactionRunner(DocumentStore& store) : store_(store) {}

    void begin(Pass pass, AttemptTransactions& state, ReadGuard& guard);
    // Back to Direct; an Open pass's still-uncommitted writes are dropped
    // (the Close pass computes them again from the same reads).
    void end();
    // Between passes: no attempt's transactions are being stepped.
    bool idle() const { return pass_ == Pass::Direct && !state_ && !pending_; }

    template <class Fn> auto run(Fn&& fn) -> std::invoke_result_t<Fn, Transaction&>
    {
        if (pass_ == Pass::Direct || closed_)
            return store_.runTransaction(std::forward<Fn>(fn));
        const std::size_t index = next_++;
        if (index < state_->committed.size()) {
            ReplayHook replay(state_->committed[index]);
            WriteBatch dropped;
            return store_.prepareTransaction(std::forward<Fn>(fn), &replay, dropped);
        }
        if (pass_ == Pass::Close)
            return commitOpen(std::forward<Fn>(fn));
        commitPending(); // the handler went on: the open transaction was not its last
        RecordingHook recording(store_, *guard_, state_->open);
        state_->open.clear();
        state_->holding = true;
        pending_.emplace();
        return store_.prepareTransaction(std::forward<Fn>(fn), &recording, *pending_);
    }

private:
    class ReplayHook : public ReadHook
    {
    public:
        explicit ReplayHook(const std::vector<TransactionRead>& reads) : reads_(reads) {}
        DocumentPtr read(const std::string& path, DocumentPtr committed) override;

    private:
        const std::vector<TransactionRead>& reads_;
    };

    class RecordingHook : public ReadHook
    {
    public:
        RecordingHook(const DocumentStore& store, ReadGuard& guard,
                      std::vector<TransactionRead>& reads)
            : store_(store), guard_(guard), reads_(reads)
        {
        }
        DocumentPtr read(const std::string& path, DocumentPtr committed) override;

    private:
        const DocumentStore& store_;
        ReadGuard& guard_;
        std::vector<TransactionRead>& reads_;
    };

    template <class Fn> auto commitOpen(Fn&& fn) -> std::invoke_result_t<Fn, Transaction&>
    {
        checkOpen(); // throws unless the open transaction may commit
        closed_ = true;
        state_->committed.push_back(std::move(state_->open));
        state_->open.clear();
        state_->holding = false;
        return store_.runTransaction(std::forward<Fn>(fn));
    }
    void checkOpen();
    void commitPending();

    DocumentStore& store_;
    Pass pass_ = Pass::Direct;
    AttemptTransactions* state_ = nullptr;
    ReadGuard* guard_ = nullptr;
    std::size_t next_ = 0;              // index of the handler's next transaction in this pass
    bool closed_ = false;               // the open transaction committed in this Close pass
    std::optional<WriteBatch> pending_; // the open transaction's writes in an Open pass
};

} // namespace atlas
