#pragma once

#include "../lab/LabFixtures.h"
#include "lab/Lab.h"
#include "store/DocumentStore.h"

#include <QAction>
#include <QDir>
#include <QToolBar>
#include <QToolButton>
#include <QWidget>
#include <QtTest>

namespace atlas::testing {

// The button a toolbar or an action row made for `action`, searched anywhere
// below `root`.
inline QToolButton* buttonFor(QWidget* root, QAction* action)
{
    for (QToolBar* bar : root->findChildren<QToolBar*>())
        if (auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(action)))
            return button;
    for (QToolButton* button : root->findChildren<QToolButton*>())
        if (button->defaultAction() == action)
            return button;
    return nullptr;
}

inline void seedLessonOrder(Lab& lab, const std::string& state = "PAYMENT_PENDING")
{
    lab.execute("seedDocument",
                Json{{"path", "orders/ord-ch10-001"}, {"data", fixtures::lessonOrder(state)}});
}

inline std::string orderState(Lab& lab)
{
    const Json state = lab.store().get("orders/ord-ch10-001").get("state");
    return state.is_string() ? state.get<std::string>() : std::string();
}

// Renders the widget as the learner sees it. With ATLASLAB_SCREENSHOT_DIR set
// the picture is saved there as <name>.png, for a human to look at.
inline void screenshot(QWidget* widget, const QString& name)
{
    QCoreApplication::sendPostedEvents(); // pending layout requests
    const QPixmap picture = widget->grab();
    QVERIFY(!picture.isNull());
    QVERIFY(picture.width() > 100 && picture.height() > 20);
    const QString dir = qEnvironmentVariable("ATLASLAB_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(picture.save(QDir(dir).filePath(name + QStringLiteral(".png"))));
}

} // namespace atlas::testing
