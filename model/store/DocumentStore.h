#pragma once

#include "store/DocumentChange.h"
#include "store/DocumentSnapshot.h"
#include "store/Transaction.h"
#include "store/WriteBatch.h"
#include "store/cache/DocumentCache.h"
#include "store/cache/KeyFilter.h"
#include "store/clock/SimClock.h"
#include "store/compact/HashSlot.h"

#include <QObject>
#include <QString>

#include <map>
#include <memory>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace atlas {

class RowStore;

// A Firestore-shaped document store: collections of JSON documents, atomic
// transactions and batches, server timestamps, and a change feed. The
// documents rest as JSON text (a RowStore): in an SQLite file, or for a store
// in memory in compact rows (TextRows). Parsed copies of the recently used
// ones stay in a bounded cache, and a filter of the paths that may exist
// answers most reads of absent documents, so handlers rarely parse or read
// the file while memory stays bounded however many documents the store
// holds. Counts per collection are kept in memory; list() reads the rows (it
// serves table reloads and operator actions, not hot paths). A file gets
// every commit at once (WAL: a crash loses nothing committed); an in-memory
// store has nothing to make durable, so its commits reach its rows in batches
// (see flushRows()), each document once however often it changed, and the
// rows are made only at the first of them: a small world (a lesson, a world
// the explorer rebuilds) keeps everything in its queue and copies cheaply.
class DocumentStore : public QObject
{
    Q_OBJECT
public:
    static constexpr std::size_t kMaxDocumentBytes = 1024 * 1024;
    static constexpr std::size_t kDefaultCacheCapacity = 4096; // parsed documents kept

    // Empty filePath: in memory. Throws StoreError when the file cannot be
    // used (INCOMPATIBLE_FILE for a foreign or newer file).
    explicit DocumentStore(SimClock& clock, const QString& filePath = {},
                           QObject* parent = nullptr);
    ~DocumentStore() override;

    // Runs fn(Transaction&) and commits its writes atomically. Anything fn
    // throws propagates unchanged and nothing is written; a write that cannot
    // apply (ALREADY_EXISTS, NOT_FOUND, size) throws StoreError, likewise
    // leaving nothing behind. Returns what fn returns.
    // With a hook, every read of fn goes through it (see ReadHook).
    template <class Fn>
    auto runTransaction(Fn&& fn, ReadHook* hook = nullptr) -> std::invoke_result_t<Fn, Transaction&>
    {
        Transaction tx(*this, hook);
        if constexpr (std::is_void_v<std::invoke_result_t<Fn, Transaction&>>) {
            fn(tx);
            commitWrites(tx.writes_.ops_);
        } else {
            auto result = fn(tx);
            commitWrites(tx.writes_.ops_);
            return result;
        }
    }

    // Runs fn as runTransaction does but commits nothing: its writes are
    // moved into `writes` (commit them later, or drop them). For a handler
    // whose transaction is still open while its attempt runs.
    template <class Fn>
    auto prepareTransaction(Fn&& fn, ReadHook* hook, WriteBatch& writes)
        -> std::invoke_result_t<Fn, Transaction&>
    {
        Transaction tx(*this, hook);
        if constexpr (std::is_void_v<std::invoke_result_t<Fn, Transaction&>>) {
            fn(tx);
            writes = std::move(tx.writes_);
        } else {
            auto result = fn(tx);
            writes = std::move(tx.writes_);
            return result;
        }
    }

    void commit(const WriteBatch& batch)
    {
        std::vector<WriteOp> ops = batch.ops();
        commitWrites(ops);
    }
    // The same for a batch the caller no longer needs: its data is moved, not copied.
    void commit(WriteBatch&& batch) { commitWrites(batch.ops_); }

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
    // Whether assignFrom can copy this store: in memory, and nothing flushed
    // to its rows yet, so that everything it holds is queued as documents.
    bool isClonable() const { return !isPersistent() && !rows_; }
    // Takes over the documents and counters of `other` (same clock time
    // expected), as if every commit of other had been made here. Nothing is
    // notified: whoever follows the change feed copies its own state. Throws
    // std::logic_error, changing nothing, unless other is clonable and this
    // store is in memory (its own rows, if made, are dropped).
    // The documents are shared: a DocumentPtr is immutable.
    void assignFrom(const DocumentStore& other);
    QString filePath() const;
    std::uint64_t commitSequence() const { return sequence_; }

    // How many parsed documents the cache keeps (reads of others parse a row).
    void setCacheCapacity(std::size_t documents) { cache_.setCapacity(documents); }
    std::size_t cacheCapacity() const { return cache_.capacity(); }

signals:
    void committed(const atlas::CommitInfo& commit);

private:
    // Consumes the ops' data (the callers' copies or batches about to go).
    void commitWrites(std::vector<WriteOp>& ops);
    // In memory: writes the committed documents the rows have not seen yet.
    // On failure they stay queued (and the error propagates); reads never
    // miss them, they look here first.
    void flushRows() const;
    // The rows, made on first use for an in-memory store.
    RowStore& rows() const;
    DocumentPtr load(const std::string& collection, const std::string& id, const std::string& path,
                     bool cacheAbsence) const;
    // find() once the cache, asked for pathBuffer_, did not know the path.
    DocumentPtr findUncached(const std::string& collection, const std::string& id) const;

    SimClock& clock_;
    QString filePath_;
    // Null until an in-memory store first flushes; until then unflushed_
    // holds every document it has, and reads and list() need no rows.
    mutable std::unique_ptr<RowStore> rows_;
    // Reads fill the cache, so it changes under const member functions.
    mutable DocumentCache cache_{kDefaultCacheCapacity};
    // A file's paths only: a look in its rows is an SQL query. An in-memory
    // store's rows answer an absent id at the cost of the filter's own look
    // (a slot of their id table, a cache miss in a long run), so it keeps
    // no filter: a million-event run did 4 to 6 misses a read in it and a
    // write into it for each new document.
    mutable KeyFilter mayExist_;
    std::map<std::string, std::size_t, std::less<>> counts_; // documents per collection
    mutable std::string pathBuffer_; // find()'s lookup key, reused to spare an allocation
    std::string textScratch_;        // a committed document's JSON before it is shared

    // An in-memory store's committed writes its rows have not seen yet, by
    // path: the latest version of each document, or for a removed one the
    // version it removed. A document written several times between flushes
    // is written to the rows once, as the text its commit wrote
    // (Document::json).
    struct UnflushedRow
    {
        DocumentPtr doc;
        bool removed = false;

        DocumentPtr current() const { return removed ? nullptr : doc; }
    };
    // Hashed as the cache and the rows' tables hash a path: std::hash is an
    // out-of-line murmur, asked at every write and at reads that miss the
    // cache.
    struct PathHash
    {
        std::size_t operator()(const std::string& path) const { return HashSlot::hashOf(path); }
    };
    bool writeBehind_ = false;
    mutable std::unordered_map<std::string, UnflushedRow, PathHash> unflushed_;
    std::uint64_t sequence_ = 0;
};

} // namespace atlas
