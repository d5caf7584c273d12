#pragma once

#include <QString>

namespace atlas {

// A page of the lesson's text, optionally paired with the scenario that
// shows it happening.
struct LessonSection
{
    QString id;
    QString title;
    QString markdown; // an array of lines in the file is joined with "\n"
    QString scenario; // scenario id; empty when the section has none
};

} // namespace atlas
