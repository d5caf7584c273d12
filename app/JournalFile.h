#pragma once

#include <QString>

#include <cstdint>
#include <string>

namespace atlas {

// `--journal FILE`: JSON Lines written in place, not to a temporary file
// renamed at the end, because a learner tails it during a long run. Plain
// write(2) so that the first error is known exactly (errno, and how many
// whole lines reached the file before it); later lines are dropped.
class JournalFile
{
public:
    JournalFile() = default;
    JournalFile(const JournalFile&) = delete;
    JournalFile& operator=(const JournalFile&) = delete;
    ~JournalFile();

    // Opens the file, creating it if need be, but leaves what it holds until
    // begin(): a run refused after this (its session file cannot be made)
    // changes no earlier journal, and a file this call created goes again.
    // False (and reason()) when it cannot.
    bool open(const QString& path);
    // The run starts: an earlier journal in the file is emptied.
    void begin();
    void append(const std::string& line); // one entry, without its newline
    // Hands the buffered lines to the file: a tail sees them, and a full
    // disk shows up now rather than at the end.
    void flush();
    // Flushes and closes; false when any write, or the close, failed.
    bool close();

    bool failed() const { return error_ != 0; }
    QString reason() const; // strerror text of the first error
    std::uint64_t linesGiven() const { return given_; }
    std::uint64_t linesWritten() const { return written_; }

private:
    int fd_ = -1;
    QString created_; // removed at the end unless the run began
    int error_ = 0;
    std::string buffer_;
    std::uint64_t given_ = 0;
    std::uint64_t written_ = 0;
};

} // namespace atlas
