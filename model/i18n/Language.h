#pragma once

#include <QString>
#include <QStringList>

namespace atlas {

// The language the lab speaks: which translation of the interface and the
// CLI is installed, and which text of a per-language lesson field is read.
// English, the language the sources are written in, until install() says
// otherwise; one language per process, chosen before any window exists.
class Language
{
public:
    // The languages the lab ships a translation for, English first.
    static const QStringList& available();
    // The first of the system's UI languages (LANGUAGE, LC_ALL, LC_MESSAGES,
    // LANG) that the lab has, else English.
    static QString fromSystem();
    // `choice` as the settings store it: a language code, or empty for
    // "follow the system". An unknown code falls back to the system's.
    static QString resolve(const QString& choice);

    static QString current();
    // Installs the lab's translation and Qt's own (dialog buttons, the
    // command-line parser) for `language`, removing those of an earlier
    // call, and makes it current. Qt's file is Debian's
    // qt6-translations-l10n; without it Qt's strings stay English, which
    // `missing` (when given) then names.
    static void install(const QString& language, QString* missing = nullptr);
    // The language's own name ("Deutsch"), for a menu of languages.
    static QString nativeName(const QString& language);
};

} // namespace atlas
