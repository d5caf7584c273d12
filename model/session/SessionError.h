#pragma once

#include <QCoreApplication>

#include <stdexcept>
#include <string>

namespace atlas {

// A session file that cannot be used as asked. The message names the file
// and what is wrong with it, and says whether the file was left untouched,
// in the learner's language (SessionError::tr, filled by i18n/Filled.h).
class SessionError : public std::runtime_error
{
    Q_DECLARE_TR_FUNCTIONS(atlas::SessionError)

public:
    enum class Kind {
        Unusable,   // not a lab session, damaged, or refused by a limit
        Newer,      // written by a newer lab
        Occupied,   // already holds a run where a new session was asked for
        WriteFailed // the disk refused a write (full, removed, read-only)
    };
    SessionError(Kind kind, const std::string& message) : std::runtime_error(message), kind_(kind)
    {
    }
    Kind kind() const { return kind_; }

private:
    Kind kind_;
};

} // namespace atlas
