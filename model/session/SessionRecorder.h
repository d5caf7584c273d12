#pragma once

#include "SessionWriteBehind.h"
#include "lab/commands/LabCommand.h"
#include "store/Document.h"

#include <QObject>
#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace atlas {

class Lab;
class SessionFile;
struct CommitInfo;
struct JournalEntry;

// Keeps a session file in step with a Lab. What a command writes (its
// documents, its journal entries, the command itself) goes to the file in one
// SQLite transaction committed when the command is over, and a chaos run in
// slices commits each slice with a command that replays it: the inbox pattern
// applied to the lab itself, so after a crash at any moment the file holds a
// consistent prefix of the session. Simulated transactions stay the store's
// business; how often SQLite commits is this class's.
//
// A slice's rows are written and committed on a thread of their own
// (SessionWriteBehind) while the lab runs the next slice; a command's end
// waits for them and commits on the lab's thread, so once a command is over
// (and after flush()) the file holds it, as before.
//
// A step back, reset, restore or switch of branch rewrites the file in the
// same transaction as the replay that rebuilds the world; the branches beside
// the current one (SessionTimeline) go in with the command that changed them.
// A write that fails (full disk) stops the recording: the file keeps its last
// complete group, and writeFailed() says why (for a slice's write, at the
// next slice or at the command's end).
class SessionRecorder : public QObject
{
    Q_OBJECT
public:
    // `inSync`: the file already holds exactly the lab's world (it was just
    // created for an empty lab, or opened and verified by replay). Otherwise
    // the lab replays its log at once, rewriting the file as it goes.
    SessionRecorder(Lab& lab, std::unique_ptr<SessionFile> file, bool inSync,
                    QObject* parent = nullptr);
    ~SessionRecorder() override;

    // For reading what is committed: call flush() first, so that no slice is
    // being written behind.
    SessionFile& file() const { return *file_; }
    bool isRecording() const { return error_.isEmpty(); }
    const QString& lastError() const { return error_; }

    // Commits what has been recorded since the last group and returns once
    // it is in the file; false on failure.
    bool flush();
    // Everything committed so far, copied to `target` (which must not exist).
    void saveCopy(const QString& target);

signals:
    void writeFailed(const QString& message);

private:
    // A document changed since the last group, its latest version (removed:
    // `doc` is the version before).
    struct Changed
    {
        DocumentPtr doc;
        bool removed = false;
    };
    // Rows gathered on the lab's thread for the file: written there at a
    // command's end, or behind it for a slice or when they grow large.
    struct Rows
    {
        struct Line
        {
            std::uint64_t seq;
            std::size_t chunk, offset, size; // in `text`
        };
        std::vector<Changed> docs;
        // The journal lines end to end, in chunks: gathering on while the
        // writer is behind adds a chunk instead of moving what is there.
        std::vector<std::string> text;
        std::size_t bytes = 0; // of the lines
        std::vector<Line> lines;
        // A slice's end: its command so far, under `sliceSeq`, and the
        // journal's end; the group is then committed.
        std::optional<LabCommand> slice;
        std::uint64_t sliceSeq = 0;
        std::uint64_t journalEnd = 0;

        void append(std::uint64_t seq, std::string_view line);
        std::string_view line(const Line& l) const
        {
            return std::string_view(text[l.chunk]).substr(l.offset, l.size);
        }
        bool empty() const { return docs.empty() && lines.empty(); }
        void clear();
    };

    void watchWorld();
    void onCommit(const CommitInfo& commit);
    void onJournal(const JournalEntry& entry);
    void onCheckpoint();
    // The rows being gathered, with the changed documents moved in.
    Rows& gathered();
    // Hands the rows gathered so far (the documents only once gathered()
    // moved them in) to the write-behind thread; the next set of rows, free
    // again, is gathered from then on.
    void writeBehind();
    static void write(SessionFile& file, Rows& rows);
    // Waits for the write-behind thread; false (recording stopped) if what
    // it wrote failed.
    bool settle();
    void fail(const std::string& message);

    Lab& lab_;
    std::unique_ptr<SessionFile> file_;
    QString error_;
    std::unordered_map<std::string, Changed> changed_; // by path
    std::string line_;                                 // a journal entry's line, its buffer reused
    // One set gathering, the others (kDepth at most) handed over, reused in
    // turn: the next to gather is always one whose job is done.
    std::array<Rows, SessionWriteBehind::kDepth + 1> rows_;
    std::size_t gathering_ = 0; // of rows_
    // Journal bytes gathered at which the rows are handed over next.
    std::size_t spillAt_;
    std::size_t savedCommands_ = 0;
    // The timeline revision the file's branches were written at.
    std::optional<std::uint64_t> savedTimeline_;
    bool savedInProgress_ = false;
    bool rewrite_ = false;
    QMetaObject::Connection storeConnection_;
    // Last: destroyed first, so the thread is done before the rows go.
    SessionWriteBehind writer_;
};

} // namespace atlas
