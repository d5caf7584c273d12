#include "SessionRecorder.h"

#include "SessionError.h"
#include "SessionFile.h"
#include "SessionTimeline.h"
#include "lab/Lab.h"
#include "lab/timeline/Journal.h"
#include "store/DocumentStore.h"
#include "store/JoinedText.h"

#include <algorithm>
#include <vector>

namespace atlas {
namespace {

// Rows held on the lab's thread before they go to the file's open
// transaction: a long command (a chaos run, a replay) touches every
// document of the world and writes a journal line for each step.
constexpr std::size_t kSpillDocuments = 4096;
constexpr std::size_t kSpillJournalBytes = std::size_t(256) << 10;
// While the writer is behind (a WAL checkpoint holds it for 50-90 ms) the
// lab does not wait for it but gathers on, up to this much journal: a live
// window must not stall for the disk.
constexpr std::size_t kMaxGatheredBytes = std::size_t(64) << 20;

} // namespace

void SessionRecorder::Rows::append(std::uint64_t seq, std::string_view line)
{
    if (text.empty() || text.back().size() + line.size() > text.back().capacity()) {
        text.emplace_back();
        text.back().reserve(std::max(kSpillJournalBytes, line.size()));
    }
    std::string& chunk = text.back();
    lines.push_back({seq, text.size() - 1, chunk.size(), line.size()});
    chunk += line;
    bytes += line.size();
}

void SessionRecorder::Rows::clear()
{
    docs.clear();
    lines.clear();
    slice.reset();
    bytes = 0;
    // One chunk kept, with its room, for the next lines.
    text.resize(std::min<std::size_t>(text.size(), 1));
    if (!text.empty())
        text.front().clear();
}

SessionRecorder::SessionRecorder(Lab& lab, std::unique_ptr<SessionFile> file, bool inSync,
                                 QObject* parent)
    : QObject(parent), lab_(lab), file_(std::move(file)), spillAt_(kSpillJournalBytes)
{
    lab_.setJournalRecorder([this](const JournalEntry& entry) { onJournal(entry); });
    connect(&lab_, &Lab::worldCreated, this, [this] {
        rewrite_ = true;
        savedCommands_ = 0;
        savedInProgress_ = false;
        watchWorld();
        if (!settle())
            return;
        // What was gathered belongs to the world being replaced.
        changed_.clear();
        rows_[gathering_].clear();
        spillAt_ = kSpillJournalBytes;
        try {
            file_->clear(); // in the transaction that the rebuilt world commits
        } catch (const SessionError& error) {
            fail(error.what());
        }
    });
    connect(&lab_, &Lab::commandExecuted, this, &SessionRecorder::flush);
    connect(&lab_, &Lab::checkpointReached, this, &SessionRecorder::onCheckpoint);
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
    try {
        writer_.wait();
    } catch (...) {
        // Rolled back below with the rest; a destructor reports nothing.
    }
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
    for (const DocumentChange& change : commit.changes) {
        changed_.insert_or_assign(
            joinedText(change.collection(), "/", change.id()),
            Changed{change.after ? change.after : change.before, change.after == nullptr});
    }
    if (changed_.size() >= kSpillDocuments) {
        gathered();
        writeBehind();
    }
}

void SessionRecorder::onJournal(const JournalEntry& entry)
{
    if (!isRecording())
        return;
    // Written into a buffer of its own and then copied: only then is its size
    // known, and a chunk is never grown past the room it was given.
    line_.clear();
    Journal::appendJsonLine(line_, entry);
    Rows& rows = rows_[gathering_];
    rows.append(entry.seq, line_);
    // The lines alone: documents wait for their own spill or the slice's
    // end, so one changed again meanwhile is written once.
    if (rows.bytes >= spillAt_)
        writeBehind();
}

// A chaos slice is over: when nothing but the slice happened since the last
// group, it is committed behind the lab; anything else is flushed here.
void SessionRecorder::onCheckpoint()
{
    if (!isRecording())
        return;
    const auto& log = lab_.commandLog();
    const auto& inProgress = lab_.commandInProgress();
    if (rewrite_ || !inProgress || savedTimeline_ != lab_.timeline().revision() ||
        log.size() != savedCommands_) {
        flush();
        return;
    }
    Rows& rows = gathered();
    rows.slice = *inProgress;
    rows.sliceSeq = log.size() + 1;
    rows.journalEnd = lab_.journal().total();
    writeBehind();
    savedInProgress_ = true;
}

SessionRecorder::Rows& SessionRecorder::gathered()
{
    // No reserve: gathering on appends again and again, and an exact reserve
    // each time would copy the whole vector each time.
    Rows& rows = rows_[gathering_];
    for (auto& [path, c] : changed_)
        rows.docs.push_back(std::move(c));
    changed_.clear();
    return rows;
}

void SessionRecorder::writeBehind()
{
    Rows& rows = rows_[gathering_];
    bool handedOver = false;
    try {
        file_->prepareWrites(); // Qt SQL opens it, so on this thread
        SessionWriteBehind::Job job = [file = file_.get(), &rows] { write(*file, rows); };
        if (rows.bytes < kMaxGatheredBytes) {
            handedOver = writer_.trySubmit(job);
        } else {
            writer_.submit(std::move(job));
            handedOver = true;
        }
    } catch (const SessionError& error) {
        fail(error.what());
        return;
    }
    if (!handedOver) {
        // Gathered on with what comes next; a slice's end is committed with
        // a later one.
        rows.slice.reset();
        spillAt_ = rows.bytes + kSpillJournalBytes / 8;
        return;
    }
    // At most kDepth jobs are outstanding, the newest ones: the oldest set of
    // rows, gathered next, has been written.
    gathering_ = (gathering_ + 1) % rows_.size();
    rows_[gathering_].clear();
    spillAt_ = kSpillJournalBytes;
}

void SessionRecorder::write(SessionFile& file, Rows& rows)
{
    // In key order the documents' b-tree is walked once, left to right; a
    // path gathered twice (rows the writer could not take yet) keeps its
    // versions in order, the latest written last.
    std::stable_sort(rows.docs.begin(), rows.docs.end(), [](const Changed& a, const Changed& b) {
        // One compare of the collections, which are mostly the same: a
        // tuple's < compares them both ways before it looks at the ids.
        const int byCollection = a.doc->collection.compare(b.doc->collection);
        return byCollection != 0 ? byCollection < 0 : a.doc->id < b.doc->id;
    });
    for (const Changed& c : rows.docs) {
        const Document& doc = *c.doc;
        // A committed document carries the text its commit wrote.
        file.putDocument(doc.collection, doc.id, c.removed ? nullptr : &doc.json, doc.createTime,
                         doc.updateTime);
    }
    // Let go here: behind the lab, the last hold on an old version, and its
    // free, cost the lab's thread nothing.
    rows.docs.clear();
    for (const Rows::Line& line : rows.lines)
        file.putJournal(line.seq, rows.line(line));
    if (!rows.slice)
        return;
    file.putCommand(rows.sliceSeq, *rows.slice, false);
    file.dropJournalAfter(rows.journalEnd);
    file.commit();
}

bool SessionRecorder::settle()
{
    try {
        writer_.wait();
    } catch (const SessionError& error) {
        fail(error.what());
        return false;
    }
    return isRecording();
}

bool SessionRecorder::flush()
{
    if (!settle())
        return false;
    const auto& log = lab_.commandLog();
    const auto& inProgress = lab_.commandInProgress();
    const std::uint64_t revision = lab_.timeline().revision();
    const bool timelineChanged = rewrite_ || savedTimeline_ != revision;
    Rows& rows = gathered();
    if (!file_->inTransaction() && rows.empty() && !timelineChanged &&
        log.size() == savedCommands_ && !inProgress && !savedInProgress_)
        return true;
    try {
        write(*file_, rows);
        rows.clear();
        spillAt_ = kSpillJournalBytes;
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
    try {
        writer_.wait(); // the file is this thread's again
    } catch (...) {
        // A failure is being reported already.
    }
    file_->rollback();
    changed_.clear();
    for (Rows& rows : rows_)
        rows.clear();
    error_ = QString::fromStdString(message);
    emit writeFailed(error_);
}

} // namespace atlas
