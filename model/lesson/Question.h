#pragma once

#include <QString>
#include <QStringList>

namespace atlas {

// A knowledge-check question. For true/false questions `choices` is always
// {"True", "False"}, so `answer` is an index into `choices` for both kinds.
struct Question
{
    enum class Kind { MultipleChoice, TrueFalse };

    QString id;
    Kind kind = Kind::MultipleChoice;
    QString question;
    QStringList choices;
    int answer = 0;
    QString explanation; // markdown
    QString scenario;    // the scenario that plays the answer out; may be empty
};

} // namespace atlas
