#pragma once

#include <QCoreApplication>

#include <functional>

class QMenu;

namespace atlas {

// View → Language: follow the system, or one of the languages the lab ships.
// The choice is saved in LabSettings and takes effect when the lab next
// starts (the window's texts are set once, as it is built); `told` gets the
// sentence that says so, for the status bar.
class LanguageMenu
{
    Q_DECLARE_TR_FUNCTIONS(atlas::LanguageMenu)

public:
    static void fill(QMenu* menu, std::function<void(const QString&)> told);
    // The language the window starts in: the saved choice, else the system's.
    static QString startLanguage();
};

} // namespace atlas
