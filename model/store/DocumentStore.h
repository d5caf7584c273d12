#pragma once

#include "DocumentChange.h"
#include "DocumentSnapshot.h"
#include "SimClock.h"
#include "Transaction.h"
#include "WriteBatch.h"

#include <QObject>
#include <QString>

#include <map>
#include <memory>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace atlas {

class SqlBackend;

// A Firestore-shaped document store: collections of JSON documents, atomic
// transactions and batches, server timestamps, and a change feed. SQLite (via
// Qt SQL) holds the durable copy; an in-process cache of committed documents
// serves every read, so reads never touch SQL and the GUI never waits on it.
class DocumentStore : public QObject
{
    Q_OBJECT
public:
    static constexpr std::size_t kMaxDocumentBytes = 1024 * 1024;

    // Empty filePath: in memory. Throws StoreError when the file cannot be
    // used (INCOMPATIBLE_FILE for a foreign or newer file).
    explicit DocumentStore(SimClock& clock, const QString& filePath = {},
                           QObject* parent = nullptr);
    ~DocumentStore() override;

    // Runs fn(Transaction&) and commits its writes atomically. Anything fn
    // throws propagates unchanged and nothing is written; a write that cannot
    // apply (ALREADY_EXISTS, NOT_FOUND, size) throws StoreError, likewise
    // leaving nothing behind. Returns what fn returns.
    template <class Fn> auto runTransaction(Fn&& fn) -> std::invoke_result_t<Fn, Transaction&>
    {
        Transaction tx(*this);
        if constexpr (std::is_void_v<std::invoke_result_t<Fn, Transaction&>>) {
            fn(tx);
            commitWrites(tx.writes_.ops());
        } else {
            auto result = fn(tx);
            commitWrites(tx.writes_.ops());
            return result;
        }
    }

    void commit(const WriteBatch& batch) { commitWrites(batch.ops()); }

    DocumentSnapshot get(std::string_view path) const;
    // Null when absent; no path parsing, for hot loops over known ids.
    DocumentPtr find(const std::string& collection, const std::string& id) const;
    // Ordered by document id.
    std::vector<DocumentPtr> list(std::string_view collection) const;
    std::size_t count(std::string_view collection) const;
    std::vector<std::string> collections() const;

    // Removes every document in one commit (a normal change-feed notification).
    void clear();

    SimClock& clock() const { return clock_; }
    bool isPersistent() const;
    QString filePath() const;
    std::uint64_t commitSequence() const { return sequence_; }

signals:
    void committed(const atlas::CommitInfo& commit);

private:
    void commitWrites(const std::vector<WriteOp>& ops);

    SimClock& clock_;
    std::unique_ptr<SqlBackend> sql_;
    std::unordered_map<std::string, std::map<std::string, DocumentPtr>> collections_;
    std::uint64_t sequence_ = 0;
};

} // namespace atlas
