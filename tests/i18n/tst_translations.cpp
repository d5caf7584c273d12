// The translations in translations/*.ts: every entry finished (plural forms
// included) with the placeholders of its source, none obsolete, none missing
// for a string of the sources; and the embedded .qm files in use. A failure
// lists the entries by context and source text: refresh the files with
// `cmake --build --preset dev --target update_translations`, translate what
// is listed (Qt Linguist), and run this again.
#include "i18n/Language.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <set>

using namespace atlas;

namespace {

struct Entry
{
    QString context;
    QString source;
    QString type; // "", "unfinished", "obsolete" or "vanished"
    bool numerus = false;
    QStringList translations; // one, or one per plural form
    QString name() const { return context + QStringLiteral(": \"") + source + u'"'; }
};

struct TsFile
{
    QString language;
    std::vector<Entry> entries;
    QString error;
};

TsFile readTs(const QString& path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Entry entry;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QStringLiteral("TS")) {
            ts.language = xml.attributes().value(QStringLiteral("language")).toString();
        } else if (name == QStringLiteral("name")) {
            context = xml.readElementText();
        } else if (name == QStringLiteral("message")) {
            entry =
                Entry{context,
                      {},
                      {},
                      xml.attributes().value(QStringLiteral("numerus")) == QStringLiteral("yes"),
                      {}};
        } else if (name == QStringLiteral("source")) {
            entry.source = xml.readElementText();
        } else if (name == QStringLiteral("translation")) {
            entry.type = xml.attributes().value(QStringLiteral("type")).toString();
            if (!entry.numerus) {
                entry.translations << xml.readElementText();
                ts.entries.push_back(entry);
            } else {
                while (xml.readNextStartElement())
                    entry.translations << xml.readElementText();
                ts.entries.push_back(entry);
            }
        }
    }
    if (xml.hasError())
        ts.error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return ts;
}

QString sourceDir()
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR");
}

QStringList tsFiles()
{
    return QDir(sourceDir() + QStringLiteral("/translations"))
        .entryList({QStringLiteral("atlasmart-lab_*.ts")}, QDir::Files, QDir::Name);
}

// %1..%99 and %n, as a set: a translation may reorder them, not drop or add one.
std::set<QString> placeholders(const QString& text)
{
    static const QRegularExpression marker(QStringLiteral("%(\\d+|n)"));
    std::set<QString> found;
    for (const auto& m : marker.globalMatch(text))
        found.insert(m.captured());
    return found;
}

QString list(const QStringList& lines)
{
    return QStringLiteral("\n  ") + lines.join(QStringLiteral("\n  "));
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void theGermanFileExists()
    {
        QVERIFY2(tsFiles().contains(QStringLiteral("atlasmart-lab_de.ts")),
                 qPrintable(tsFiles().join(u' ')));
    }

    void everyEntryIsFinished_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString& file : tsFiles())
            QTest::newRow(qPrintable(file)) << file;
    }

    // The English file holds the plural forms only (lupdate -pluralonly).
    void everyEntryIsFinished()
    {
        QFETCH(QString, file);
        const TsFile ts = readTs(sourceDir() + QStringLiteral("/translations/") + file);
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        QVERIFY(!ts.entries.empty());
        QStringList unfinished, obsolete, empty, mismatched;
        for (const Entry& e : ts.entries) {
            if (e.type == QStringLiteral("obsolete") || e.type == QStringLiteral("vanished"))
                obsolete << e.name();
            else if (e.type == QStringLiteral("unfinished"))
                unfinished << e.name();
            // Qt Linguist knows two plural forms for English and German.
            if (e.translations.isEmpty() || (e.numerus && e.translations.size() != 2) ||
                std::any_of(e.translations.begin(), e.translations.end(),
                            [](const QString& t) { return t.isEmpty(); }))
                empty << e.name();
            for (const QString& t : e.translations)
                if (!t.isEmpty() && placeholders(t) != placeholders(e.source))
                    mismatched << e.name() + QStringLiteral(" -> \"") + t + u'"';
        }
        QVERIFY2(unfinished.isEmpty(),
                 qPrintable(QStringLiteral("%1 unfinished entries:").arg(unfinished.size()) +
                            list(unfinished)));
        QVERIFY2(obsolete.isEmpty(),
                 qPrintable(QStringLiteral("%1 obsolete entries:").arg(obsolete.size()) +
                            list(obsolete)));
        QVERIFY2(empty.isEmpty(),
                 qPrintable(QStringLiteral("entries without text:") + list(empty)));
        QVERIFY2(
            mismatched.isEmpty(),
            qPrintable(QStringLiteral("placeholders differ from the source:") + list(mismatched)));
    }

    // A string added to the sources since the last refresh is in no .ts
    // file: lupdate over the sources, into a copy, shows it.
    void theGermanFileHasEveryStringOfTheSources()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString committed = sourceDir() + QStringLiteral("/translations/atlasmart-lab_de.ts");
        const QString fresh = dir.filePath(QStringLiteral("atlasmart-lab_de.ts"));
        QVERIFY(QFile::copy(committed, fresh));
        QFile::setPermissions(fresh, QFile::ReadOwner | QFile::WriteOwner);
        QStringList arguments{QStringLiteral("-locations"), QStringLiteral("none"),
                              QStringLiteral("-no-obsolete"), QStringLiteral("-silent")};
        for (const char* area : {"model", "ui", "app"}) {
            const QString root = sourceDir() + u'/' + QLatin1String(area);
            arguments << QStringLiteral("-I") << root;
            QDirIterator it(root, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                arguments << it.next();
        }
        arguments << QStringLiteral("-ts") << fresh;
        QProcess lupdate;
        lupdate.start(QStringLiteral(ATLASLAB_LUPDATE), arguments);
        QVERIFY(lupdate.waitForFinished(300'000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

        std::set<QString> before;
        for (const Entry& e : readTs(committed).entries)
            before.insert(e.name());
        QStringList added, removed;
        std::set<QString> after;
        for (const Entry& e : readTs(fresh).entries) {
            after.insert(e.name());
            if (!before.contains(e.name()))
                added << e.name();
        }
        for (const QString& name : before)
            if (!after.contains(name))
                removed << name;
        QVERIFY2(added.isEmpty() && removed.isEmpty(),
                 qPrintable(QStringLiteral("translations/atlasmart-lab_de.ts is older than the "
                                           "sources; run the update_translations target. New:") +
                            list(added) +
                            (removed.isEmpty() ? QString()
                                               : QString(QStringLiteral("\nGone:") + list(removed)))));
    }

    void theEmbeddedTranslationsAreUsed()
    {
        Language::install(QStringLiteral("de"));
        QCOMPARE(Language::current(), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("atlas::MainWindow", "&File"),
                 QStringLiteral("&Datei"));
        QCOMPARE(QCoreApplication::translate("atlas::LessonCli", "%n scenario(s)", nullptr, 1),
                 QStringLiteral("1 Szenario"));
        QCOMPARE(QCoreApplication::translate("atlas::LessonCli", "%n scenario(s)", nullptr, 3),
                 QStringLiteral("3 Szenarien"));
        // Qt's own strings come from Debian's qt6-translations-l10n.
        QString missing;
        Language::install(QStringLiteral("de"), &missing);
        QVERIFY2(missing.isEmpty(), qPrintable(missing));
        QCOMPARE(QCoreApplication::translate("QCommandLineParser",
                                             "Displays help on commandline options."),
                 QStringLiteral("Zeigt Hilfe zu den Kommandozeilenoptionen an."));

        // English has a file of its own for the plural forms.
        Language::install(QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("atlas::MainWindow", "&File"),
                 QStringLiteral("&File"));
        QCOMPARE(QCoreApplication::translate("atlas::LessonCli", "%n scenario(s)", nullptr, 1),
                 QStringLiteral("1 scenario"));
        QCOMPARE(QCoreApplication::translate("atlas::LessonCli", "%n scenario(s)", nullptr, 2),
                 QStringLiteral("2 scenarios"));
        QCOMPARE(QCoreApplication::translate("QCommandLineParser",
                                             "Displays help on commandline options."),
                 QStringLiteral("Displays help on commandline options."));
    }

    void aLanguageTheLabLacksIsEnglish()
    {
        QCOMPARE(Language::resolve(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(Language::resolve(QStringLiteral("en")), QStringLiteral("en"));
        // The tests run with LANG=C.UTF-8: the system's language is English.
        QCOMPARE(Language::resolve(QString()), QStringLiteral("en"));
        QCOMPARE(Language::resolve(QStringLiteral("xx")), QStringLiteral("en"));
        Language::install(QStringLiteral("xx"));
        QCOMPARE(Language::current(), QStringLiteral("en"));
        QCOMPARE(Language::nativeName(QStringLiteral("de")), QStringLiteral("Deutsch"));
        QCOMPARE(Language::nativeName(QStringLiteral("en")), QStringLiteral("English"));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
