#pragma once

#include "lab/commands/LabCommand.h"
#include "store/SharedText.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

class QSqlError;

namespace atlas {

class SqliteStatement;

// A lab session on disk: one SQLite file holding the world's documents, the
// seed, the command log and the whole journal, so that replaying the log
// rebuilds exactly the world it holds (docs/internals.md, "Sessions").
//
// Opening reads through a read-only connection, so opening, checking or
// refusing a file never changes a byte of it; the first write (begin())
// reopens it for writing. Paths are always plain paths: the lab builds the
// SQLite URI itself, so "file:..." names a file called that, nothing else.
// Every error is a SessionError whose message names the file.
class SessionFile
{
public:
    // 3: a journal row holds a run of entries; 2 (read, and written on as
    // it is): one entry a row.
    static constexpr int kSchemaVersion = 3;
    static constexpr int kApplicationId = 0x41544C42;           // "ATLB", as the store's files
    static constexpr int kPageSize = 65536;                     // of a session this lab creates
    static constexpr std::uint64_t kCheckpointBytes = 20 << 20; // of WAL between checkpoints
    // A journal row holds a run of consecutive entries, their lines joined by
    // '\n', up to this many bytes (a longer line alone in its row): six lines
    // an event as six b-tree rows cost SQLite as much as the event's documents
    // did. 8 KiB (about 30 lines) took the fewest instructions of 2 to 32 KiB:
    // seven or eight rows fill a 64 KiB page, where 16 or 32 KiB rows left it a
    // third or half empty. Schema 3; schema 2 kept one entry a row, a run of one.
    static constexpr std::size_t kJournalRowBytes = 8 << 10;

    struct DocumentRow
    {
        std::string collection;
        std::string id;
        std::string data;
        std::int64_t createTime = 0;
        std::int64_t updateTime = 0;
    };

    // An existing session, checked (tables, columns, limits) but not yet read.
    static std::unique_ptr<SessionFile> open(const QString& path);
    // A new session at `path`: the file must not exist, be empty, or be a
    // session that holds nothing yet. Throws SessionError(Occupied) otherwise.
    static std::unique_ptr<SessionFile> create(const QString& path, std::uint64_t seed);

    ~SessionFile();
    SessionFile(const SessionFile&) = delete;
    SessionFile& operator=(const SessionFile&) = delete;

    const QString& path() const { return path_; }
    // Empty when the file can be written; else why not, as a sentence.
    const QString& readOnlyReason() const { return readOnlyReason_; }
    bool isWritable() const { return readOnlyReason_.isEmpty(); }

    std::uint64_t seed() const;
    QString writtenBy() const;
    // The language its sentences were written in ("en" for older files).
    QString language() const;
    std::vector<LabCommand> commands() const;
    // The timeline's branches beside the command log (SessionTimeline's
    // JSON); nullopt in a session of one branch, as every older file is.
    std::optional<std::string> timeline() const;
    std::uint64_t journalCount() const;
    using JournalVisitor = std::function<void(std::uint64_t seq, std::string_view line)>;
    void forEachJournalLine(const JournalVisitor& visit) const;
    using DocumentVisitor = std::function<void(const DocumentRow& row)>;
    // Ordered by collection, then id.
    void forEachDocument(const DocumentVisitor& visit) const;
    std::map<std::string, std::uint64_t> documentCounts() const;
    // "ok", or SQLite's description of the damage.
    std::string integrityCheck() const;

    // Writes happen between begin() and commit(): one SQLite transaction, so
    // after a crash the file holds all of a group or none of it.
    //
    // Threads: everything runs on the thread that opened the file, except
    // that once prepareWrites() has opened it for writing, a group's rows
    // (begin, putDocument, putJournal, putCommand, dropJournalAfter,
    // dropCommandsAfter, commit, rollback) go through SQLite's own handle
    // and may be written from another thread, one thread at a time, with a
    // hand-over that orders memory (SessionWriteBehind). Qt SQL is used by
    // the rest alone: its connections belong to the thread that made them.
    void prepareWrites();
    void begin();
    void commit();
    void rollback();
    bool inTransaction() const { return inTransaction_; }
    void clear();
    // data null: the document was removed.
    void putDocument(const std::string& collection, const std::string& id, const SharedText* data,
                     std::int64_t createTime, std::int64_t updateTime);
    void putMeta(const QString& key, const QString& value);
    // json null: the session is one branch again, so the key goes.
    void putTimeline(const std::string* json);
    // The line is copied: the caller may reuse its buffer.
    void putJournal(std::uint64_t seq, std::string_view line);
    void dropJournalAfter(std::uint64_t seq);
    void putCommand(std::uint64_t seq, const LabCommand& command, bool complete);
    void dropCommandsAfter(std::uint64_t seq);
    // A consistent copy of everything committed (VACUUM INTO); `target` must
    // not exist.
    void saveCopy(const QString& target);
    // The file may not grow past `bytes` (0: no limit): a write beyond fails
    // as on a full disk. For shared lab machines with small quotas.
    void setSizeLimit(std::uint64_t bytes);

private:
    struct Statements;
    explicit SessionFile(QString path);
    QString meta(const QString& key) const; // empty when absent
    void connect(bool writable, bool create);
    void disconnect();
    void checkSchema();
    void setUpSchema(std::uint64_t seed);
    void ensureWritable();
    std::uint64_t pageSize();
    void applySizeLimit(std::uint64_t pageBytes);
    SqliteStatement& prepared(SqliteStatement& q, std::string_view sql);
    bool packedJournal() const { return version_ >= 3; }
    QString journalCountSql() const;
    // Writes the run of lines waiting, if any, as one row.
    void flushPending();
    std::uint64_t journalEnd();
    // The last journal row's first entry and text; returns its last entry
    // (0, and nothing read, when the journal is empty).
    std::uint64_t lastJournalRow(std::uint64_t& first, std::string& text);
    // Drops the file's journal entries after `seq`, the run waiting aside.
    void trimJournal(std::uint64_t seq);
    [[noreturn]] void failRead(const char* what, const QSqlError& error) const;
    [[noreturn]] void failWrite(const char* what, const QSqlError& error);
    [[noreturn]] void failWrite(const char* what, const std::string& why);
    std::string name() const { return path_.toStdString(); }

    QString path_;
    QString absolutePath_;
    QString connection_;
    QString readOnlyReason_;
    bool immutable_ = false;
    int version_ = kSchemaVersion; // of the file, as checkSchema() read it
    std::uint64_t sizeLimit_ = 0;
    bool writable_ = false;
    bool inTransaction_ = false;
    std::unique_ptr<Statements> st_;
};

} // namespace atlas
