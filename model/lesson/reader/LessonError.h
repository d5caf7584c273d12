#pragma once

#include <QCoreApplication>
#include <QString>

namespace atlas {

// One problem in a lesson file, located precisely enough for a teacher to fix
// it in any editor: file, line:column, the JSON pointer of the bad value,
// what was found there and what the format expects.
struct LessonError
{
    QString file;
    int line = 0;     // 1-based; 1:1 for the file as a whole; 0 for no file (a missing folder)
    int column = 0;   // 1-based, in characters
    QString jsonPath; // RFC 6901 pointer, e.g. /scenarios/2/steps/4/args/fault
    QString found;    // e.g. "crash" or "nothing" for a missing field
    QString expected; // e.g. one of none, transient-error, ...
    QString message;  // the sentence a teacher reads

    // file:line:column: jsonPath: message (parts that are unknown are left out)
    QString toString() const;

    // The message, found and expected are in the teacher's language
    // (LessonError::tr, filled by i18n/Filled.h); the location stays as it is.
    Q_DECLARE_TR_FUNCTIONS(atlas::LessonError)
};

} // namespace atlas
