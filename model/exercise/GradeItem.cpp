#include "GradeItem.h"

namespace atlas {

QString GradeItem::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Invariant:
        return QStringLiteral("invariant");
    case Kind::Outcome:
        return QStringLiteral("outcome");
    case Kind::Cost:
        return QStringLiteral("cost");
    }
    return {};
}

Json GradeItem::toJson() const
{
    return Json{{"kind", kindName(kind).toStdString()},
                {"name", name.toStdString()},
                {"points", points},
                {"maxPoints", maxPoints},
                {"passed", passed()},
                {"reason", reason.toStdString()}};
}

} // namespace atlas
