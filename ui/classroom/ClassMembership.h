#pragma once

#include <QString>

namespace atlas {

// Which class this lab belongs to, kept in QSettings: as a learner (server,
// class code, the name records go out under) and, separately, the class a
// teacher created last, which the dashboard opens.
struct ClassMembership
{
    QString serverUrl;
    QString classCode;
    QString learner;

    bool isJoined() const { return !serverUrl.isEmpty() && !classCode.isEmpty() && !learner.isEmpty(); }

    static ClassMembership learnerSide();
    void saveAsLearner() const;
    static void leave();

    // The teacher's side: learner stays empty.
    static ClassMembership teacherSide();
    void saveAsTeacher() const;
};

} // namespace atlas
