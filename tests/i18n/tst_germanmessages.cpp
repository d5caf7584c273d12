// What the model says reaches learners and teachers in their language: a
// refused Lab command, a lesson's validation errors (the location kept as it
// is), a session file that cannot be opened, and the same through the CLI
// under LANG=de_DE.UTF-8. English, the sources' own text, comes back when
// the language is switched back.
#include "i18n/Language.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "lesson/reader/LessonLoader.h"
#include "rules/RulesSet.h"
#include "rules/RulesSyntaxError.h"
#include "session/SessionError.h"
#include "session/SessionFile.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace atlas;

namespace {

QString refusal(Lab& lab, const std::string& command, const Json& args = Json::object())
{
    try {
        lab.execute(command, args);
    } catch (const LabError& error) {
        return QString::fromStdString(error.what());
    }
    return QStringLiteral("(not refused)");
}

// A lesson whose first step names an argument publish does not take.
const QByteArray kBadLesson = R"({
  "id": "bad",
  "title": "Bad",
  "summary": "A lesson with one error",
  "version": 1,
  "language": "en",
  "sections": [{"id": "s", "title": "S", "markdown": "text"}],
  "scenarios": [{
    "id": "one", "title": "One", "summary": "x",
    "setup": {"seed": 1},
    "steps": [{"narration": "n", "command": "publish", "args": {"evnt": {}}}]
  }]
}
)";

QString written(const QTemporaryDir& dir, const char* name, const QByteArray& bytes)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// The error a lesson's text gives about `about` (the first that names it).
QString errorAbout(const QByteArray& text, const QString& about)
{
    const LoadResult r = LessonLoader::loadFromText(text, QStringLiteral("bad.json"));
    for (const LessonError& e : r.errors)
        if (e.toString().contains(about))
            return e.toString();
    return r.errors.empty() ? QStringLiteral("(no error)") : r.errors.front().toString();
}

} // namespace

class TestGermanMessages : public QObject
{
    Q_OBJECT

private slots:
    void init() { Language::install(QStringLiteral("de")); }
    void cleanup() { Language::install(QStringLiteral("en")); }

    void refusedCommandsAreGerman()
    {
        Lab lab(Lab::Options{42, 0});
        const QString unknown = refusal(lab, "deliverNxt");
        QCOMPARE(unknown, QStringLiteral("unbekannter Befehl „deliverNxt“"));

        const QString range = refusal(lab, "deliverAll", Json{{"maxSteps", 0}});
        QVERIFY2(range.contains(QStringLiteral(
                     "'maxSteps' muss eine ganze Zahl von 1 bis 10000000 sein, gefunden: 0")),
                 qPrintable(range));

        const QString empty = refusal(lab, "redrive", Json{{"entry", "latest"}});
        QVERIFY2(empty.endsWith(QStringLiteral("das Dead-Letter-Topic ist leer")),
                 qPrintable(empty));

        Language::install(QStringLiteral("en"));
        QCOMPARE(refusal(lab, "deliverNxt"), QStringLiteral("unknown command 'deliverNxt'"));
    }

    void lessonErrorsKeepTheirPlaceAndSpeakGerman()
    {
        const QString german = errorAbout(kBadLesson, QStringLiteral("evnt"));
        // The location (file:line:column: pointer) is as the file has it.
        QVERIFY2(
            german.startsWith(QStringLiteral("bad.json:11:65: /scenarios/0/steps/0/args/evnt: ")),
            qPrintable(german));
        QVERIFY2(german.contains(QStringLiteral("unbekannter Schlüssel \"evnt\" für die Argumente "
                                                "von publish (meinten Sie \"event\"?)")),
                 qPrintable(german));

        const QString json = errorAbout(QByteArray("{\"id\": \"x\",}"), QStringLiteral("JSON"));
        QVERIFY2(json.startsWith(QStringLiteral("bad.json:1:12: ungültiges JSON")),
                 qPrintable(json));

        Language::install(QStringLiteral("en"));
        const QString english = errorAbout(kBadLesson, QStringLiteral("evnt"));
        QVERIFY2(english.endsWith(QStringLiteral("unknown key \"evnt\" in the arguments of publish "
                                                 "(did you mean \"event\"?); allowed keys: event")),
                 qPrintable(english));
    }

    void aDamagedSessionFileIsExplainedInGerman()
    {
        const QTemporaryDir dir;
        const QString path = written(dir, "shopping.atlaslab", QByteArray(200, 'x'));
        try {
            SessionFile::open(path);
            QFAIL("a file of 200 x opened as a session");
        } catch (const SessionError& error) {
            QCOMPARE(error.kind(), SessionError::Kind::Unusable);
            const QString message = QString::fromStdString(error.what());
            QVERIFY2(
                message.startsWith(u'\'' + path + QStringLiteral("' ist keine SQLite-Datenbank")),
                qPrintable(message));
            QVERIFY2(message.contains(QStringLiteral("unverändert")), qPrintable(message));
        }
    }

    void rulesThatDoNotParseAreExplainedInGerman()
    {
        try {
            RulesSet::parse(
                "service cloud.firestore {\n  match /orders/{id} {\n    allow read\n  }\n}");
            QFAIL("rules without ';' parsed");
        } catch (const RulesSyntaxError& error) {
            const QString message = QString::fromStdString(error.what());
            QVERIFY2(message.startsWith(QStringLiteral("Zeile 4, Spalte 3: erwartet")),
                     qPrintable(message));
        }
    }

    void theCliValidatesLessonsInGerman()
    {
        const QTemporaryDir dir;
        const QString path = written(dir, "bad.json", kBadLesson);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
        env.remove(QStringLiteral("LC_ALL"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        env.remove(QStringLiteral("LANGUAGE"));
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(ATLASLAB_EXE), {QStringLiteral("--validate"), path});
        QVERIFY(p.waitForFinished(300'000));
        QCOMPARE(p.exitCode(), 1);
        const QString out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        QVERIFY2(out.contains(path + QStringLiteral(":11:65: /scenarios/0/steps/0/args/evnt: "
                                                    "unbekannter Schlüssel \"evnt\"")),
                 qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("unknown key")), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestGermanMessages)
#include "tst_germanmessages.moc"
