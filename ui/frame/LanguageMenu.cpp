#include "frame/LanguageMenu.h"

#include "frame/ActionHelp.h"
#include "frame/LabSettings.h"
#include "i18n/Language.h"

#include <QActionGroup>
#include <QMenu>

namespace atlas {

void LanguageMenu::fill(QMenu* menu, std::function<void(const QString&)> told)
{
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    const QString saved = LabSettings().language();
    const auto add = [&](const QString& code, const QString& text) {
        QAction* action = menu->addAction(text);
        action->setObjectName(QStringLiteral("actionLanguage_") +
                              (code.isEmpty() ? QStringLiteral("system") : code));
        action->setCheckable(true);
        action->setChecked(code == saved ||
                           (code.isEmpty() && !Language::available().contains(saved)));
        action->setData(code);
        group->addAction(action);
        setActionHelp(action, code.isEmpty()
                                  ? tr("Use the language of the system (now %1)")
                                        .arg(Language::nativeName(Language::fromSystem()))
                                  : tr("Use %1 for menus, messages and lesson texts")
                                        .arg(Language::nativeName(code)));
    };
    add(QString(), tr("&System language"));
    menu->addSeparator();
    // Each language in its own name: whoever cannot read the current one
    // still finds theirs.
    for (const QString& code : Language::available())
        add(code, Language::nativeName(code));
    QObject::connect(group, &QActionGroup::triggered, menu, [told](QAction* action) {
        const QString code = action->data().toString();
        LabSettings().setLanguage(code);
        const QString next = Language::resolve(code);
        told(next == Language::current() ? tr("The lab speaks %1.").arg(Language::nativeName(next))
                                         : tr("The lab will speak %1 the next time it starts.")
                                               .arg(Language::nativeName(next)));
    });
}

QString LanguageMenu::startLanguage()
{
    return Language::resolve(LabSettings().language());
}

} // namespace atlas
