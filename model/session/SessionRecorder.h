#pragma once

#include "store/Document.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

namespace atlas {

class Lab;
class SessionFile;
struct CommitInfo;

// Keeps a session file in step with a Lab. What a command writes (its
// documents, its journal entries, the command itself) goes to the file in one
// SQLite transaction committed when the command is over, and a chaos run in
// slices commits each slice with a command that replays it: the inbox pattern
// applied to the lab itself, so after a crash at any moment the file holds a
// consistent prefix of the session. Simulated transactions stay the store's
// business; how often SQLite commits is this class's.
//
// A step back, reset, restore or switch of branch rewrites the file in the
// same transaction as the replay that rebuilds the world; the branches beside
// the current one (SessionTimeline) go in with the command that changed them.
// A write that fails (full disk) stops the recording: the file keeps its last
// complete group, and writeFailed() says why.
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

    SessionFile& file() const { return *file_; }
    bool isRecording() const { return error_.isEmpty(); }
    const QString& lastError() const { return error_; }

    // Commits what has been recorded since the last group; false on failure.
    bool flush();
    // Everything committed so far, copied to `target` (which must not exist).
    void saveCopy(const QString& target);

signals:
    void writeFailed(const QString& message);

private:
    void watchWorld();
    void onCommit(const CommitInfo& commit);
    void writeDocuments();
    void fail(const std::string& message);

    Lab& lab_;
    std::unique_ptr<SessionFile> file_;
    QString error_;
    // Documents changed since the last group, latest version by path (null: removed).
    struct Changed
    {
        DocumentPtr doc;
        bool removed = false;
    };
    std::unordered_map<std::string, Changed> changed_;
    std::string line_; // a journal entry's line, its buffer reused
    std::size_t savedCommands_ = 0;
    // The timeline revision the file's branches were written at.
    std::optional<std::uint64_t> savedTimeline_;
    bool savedInProgress_ = false;
    bool rewrite_ = false;
    QMetaObject::Connection storeConnection_;
};

} // namespace atlas
