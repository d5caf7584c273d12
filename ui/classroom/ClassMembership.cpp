#include "classroom/ClassMembership.h"

#include <QSettings>

namespace atlas {

namespace {

const QString kServer = QStringLiteral("classroom/server");
const QString kCode = QStringLiteral("classroom/code");
const QString kLearner = QStringLiteral("classroom/learner");
const QString kTeacherServer = QStringLiteral("classroom/teacherServer");
const QString kTeacherCode = QStringLiteral("classroom/teacherCode");

} // namespace

ClassMembership ClassMembership::learnerSide()
{
    const QSettings settings;
    return {settings.value(kServer).toString(), settings.value(kCode).toString(),
            settings.value(kLearner).toString()};
}

void ClassMembership::saveAsLearner() const
{
    QSettings settings;
    settings.setValue(kServer, serverUrl);
    settings.setValue(kCode, classCode);
    settings.setValue(kLearner, learner);
}

void ClassMembership::leave()
{
    QSettings settings;
    settings.remove(kServer);
    settings.remove(kCode);
    settings.remove(kLearner);
}

ClassMembership ClassMembership::teacherSide()
{
    const QSettings settings;
    return {settings.value(kTeacherServer).toString(), settings.value(kTeacherCode).toString(), {}};
}

void ClassMembership::saveAsTeacher() const
{
    QSettings settings;
    settings.setValue(kTeacherServer, serverUrl);
    settings.setValue(kTeacherCode, classCode);
}

} // namespace atlas
