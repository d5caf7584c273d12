#include "SessionRecorder.h"

#include "SessionError.h"
#include "SessionFile.h"
#include "SessionTimeline.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "store/DocumentStore.h"

#include <algorithm>
#include <tuple>
#include <vector>

namespace atlas {
namespace {

// Changed documents held before they are written into the open transaction:
// a long command (a chaos run, a replay) touches every document of the world.
constexpr std::size_t kSpillAt = 4096;

} // namespace

SessionRecorder::SessionRecorder(Lab& lab, std::unique_ptr<SessionFile> file, bool inSync,
                                 QObject* parent)
    : QObject(parent), lab_(lab), file_(std::move(file))
{
    lab_.setJournalRecorder([this](const JournalEntry& entry) {
        if (!isRecording())
            return;
        try {
            line_.clear();
            Journal::appendJsonLine(line_, entry);
            file_->putJournal(entry.seq, line_);
        } catch (const SessionError& error) {
            fail(error.what());
        }
    });
    connect(&lab_, &Lab::worldCreated, this, [this] {
        rewrite_ = true;
        changed_.clear();
        savedCommands_ = 0;
        savedInProgress_ = false;
        watchWorld();
        if (!isRecording())
            return;
        try {
            file_->clear(); // in the transaction that the rebuilt world commits
        } catch (const SessionError& error) {
            fail(error.what());
        }
    });
    connect(&lab_, &Lab::commandExecuted, this, &SessionRecorder::flush);
    connect(&lab_, &Lab::checkpointReached, this, &SessionRecorder::flush);
    // A renamed branch changes no world and runs no command.
    connect(&lab_, &Lab::timelineChanged, this, &SessionRecorder::flush);
    watchWorld();
    if (!inSync) {
        lab_.replayTo(lab_.commandLog().size());
        return;
    }
    savedCommands_ = lab_.commandLog().size();
    try {
        if (file_->timeline() == SessionTimeline::encode(lab_.timeline()))
            savedTimeline_ = lab_.timeline().revision();
    } catch (const SessionError& error) {
        fail(error.what());
    }
    if (!savedTimeline_)
        flush();
}

SessionRecorder::~SessionRecorder()
{
    lab_.setJournalRecorder(nullptr);
    // Whatever is not committed belongs to no complete command.
    file_->rollback();
}

void SessionRecorder::watchWorld()
{
    disconnect(storeConnection_);
    storeConnection_ =
        connect(&lab_.store(), &DocumentStore::committed, this, &SessionRecorder::onCommit);
}

void SessionRecorder::onCommit(const CommitInfo& commit)
{
    if (!isRecording())
        return;
    for (const DocumentChange& change : commit.changes)
        changed_.insert_or_assign(
            change.collection() + '/' + change.id(),
            Changed{change.after ? change.after : change.before, change.after == nullptr});
    if (changed_.size() < kSpillAt)
        return;
    try {
        writeDocuments();
    } catch (const SessionError& error) {
        fail(error.what());
    }
}

void SessionRecorder::writeDocuments()
{
    // In key order the documents' b-tree is walked once, left to right.
    std::vector<const Changed*> rows;
    rows.reserve(changed_.size());
    for (const auto& [path, c] : changed_)
        rows.push_back(&c);
    std::sort(rows.begin(), rows.end(), [](const Changed* a, const Changed* b) {
        return std::tie(a->doc->collection, a->doc->id) < std::tie(b->doc->collection, b->doc->id);
    });
    for (const Changed* c : rows) {
        const Document& doc = *c->doc;
        if (c->removed) {
            file_->putDocument(doc.collection, doc.id, nullptr, 0, 0);
            continue;
        }
        // A committed document carries the text its commit wrote.
        file_->putDocument(doc.collection, doc.id, &doc.json, doc.createTime, doc.updateTime);
    }
    changed_.clear();
}

bool SessionRecorder::flush()
{
    if (!isRecording())
        return false;
    const auto& log = lab_.commandLog();
    const auto& inProgress = lab_.commandInProgress();
    const std::uint64_t revision = lab_.timeline().revision();
    const bool timelineChanged = rewrite_ || savedTimeline_ != revision;
    if (!file_->inTransaction() && changed_.empty() && !timelineChanged &&
        log.size() == savedCommands_ && !inProgress && !savedInProgress_)
        return true;
    try {
        writeDocuments();
        if (rewrite_)
            file_->putMeta(QStringLiteral("seed"), QString::number(lab_.seed()));
        if (timelineChanged) {
            const std::optional<std::string> branches = SessionTimeline::encode(lab_.timeline());
            file_->putTimeline(branches ? &*branches : nullptr);
        }
        for (std::size_t i = savedCommands_; i < log.size(); ++i)
            file_->putCommand(i + 1, log[i], true);
        if (inProgress)
            file_->putCommand(log.size() + 1, *inProgress, false);
        else if (savedInProgress_ || log.size() < savedCommands_)
            file_->dropCommandsAfter(log.size());
        // A refused command's journal entry is taken back and its number
        // reused: nothing past the journal's end belongs to the session.
        file_->dropJournalAfter(lab_.journal().total());
        file_->commit();
    } catch (const SessionError& error) {
        fail(error.what());
        return false;
    }
    savedCommands_ = log.size();
    savedInProgress_ = inProgress.has_value();
    savedTimeline_ = revision;
    rewrite_ = false;
    return true;
}

void SessionRecorder::saveCopy(const QString& target)
{
    flush();
    file_->saveCopy(target);
}

void SessionRecorder::fail(const std::string& message)
{
    file_->rollback();
    changed_.clear();
    error_ = QString::fromStdString(message);
    emit writeFailed(error_);
}

} // namespace atlas
