#include "Language.h"

#include "Translated.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace atlas {
namespace {

QString& currentLanguage()
{
    static QString language = QStringLiteral("en");
    return language;
}

// Owned here so that a second install() can take the first one's away.
std::unique_ptr<QTranslator>& labTranslator()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}
std::unique_ptr<QTranslator>& qtTranslator()
{
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

void replace(std::unique_ptr<QTranslator>& slot, std::unique_ptr<QTranslator> next)
{
    if (slot)
        QCoreApplication::removeTranslator(slot.get());
    slot = std::move(next);
    if (slot)
        QCoreApplication::installTranslator(slot.get());
}

// "de_DE", "de-AT" and "de" are all German to a lab that has only "de".
QString primary(const QString& tag)
{
    return tag.section(u'-', 0, 0).section(u'_', 0, 0).toLower();
}

} // namespace

const QStringList& Language::available()
{
    static const QStringList languages{QStringLiteral("en"), QStringLiteral("de")};
    return languages;
}

QString Language::fromSystem()
{
    for (const QString& tag : QLocale::system().uiLanguages())
        if (available().contains(primary(tag)))
            return primary(tag);
    return available().first();
}

QString Language::resolve(const QString& choice)
{
    return available().contains(choice) ? choice : fromSystem();
}

QString Language::current()
{
    return currentLanguage();
}

void Language::install(const QString& language, QString* missing)
{
    currentLanguage() = available().contains(language) ? language : available().first();
    if (missing)
        missing->clear();
    // English has a file too: the singular and plural of "%n event(s)".
    auto lab = std::make_unique<QTranslator>();
    if (!lab->load(QStringLiteral(":/i18n/atlasmart-lab_%1.qm").arg(currentLanguage())))
        lab.reset();
    replace(labTranslator(), std::move(lab));
    Translated::languageChanged();
    // Qt's own strings are English already.
    if (currentLanguage() == available().first()) {
        replace(qtTranslator(), nullptr);
        return;
    }
    auto qt = std::make_unique<QTranslator>();
    const QString qtFolder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (qt->load(QStringLiteral("qtbase_%1").arg(currentLanguage()), qtFolder)) {
        replace(qtTranslator(), std::move(qt));
    } else {
        replace(qtTranslator(), nullptr);
        if (missing)
            *missing = QStringLiteral("%1/qtbase_%2.qm").arg(qtFolder, currentLanguage());
    }
}

QString Language::nativeName(const QString& language)
{
    if (language == available().first())
        return QStringLiteral("English"); // Qt names it "American English"
    const QString name = QLocale(language).nativeLanguageName();
    return name.isEmpty() ? language : name.left(1).toUpper() + name.mid(1);
}

} // namespace atlas
