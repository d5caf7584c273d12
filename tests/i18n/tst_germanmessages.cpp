// What the model says reaches learners and teachers in their language: a
// refused Lab command, a lesson's validation errors (the location kept as it
// is), a session file that cannot be opened, the journal's sentences, a
// handler's and the store's errors, the rules' explanations, a lesson's
// claims, and the same through the CLI under LANG=de_DE.UTF-8. English, the
// sources' own text, comes back when the language is switched back; what is
// read by machines (kinds, outcomes, codes, paths) stays as it is.
#include "../lab/LabFixtures.h"
#include "delivery/CloudEvent.h"
#include "delivery/SimulatedCrash.h"
#include "i18n/Language.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "lab/timeline/Journal.h"
#include "lesson/checker/ExpectationChecker.h"
#include "lesson/reader/LessonLoader.h"
#include "rules/RulesSet.h"
#include "rules/RulesSyntaxError.h"
#include "session/SessionError.h"
#include "session/SessionFile.h"
#include "session/SessionRecorder.h"
#include "session/SessionReplay.h"
#include "store/DocumentPath.h"
#include "store/StoreError.h"
#include "workflow/handler/HandlerError.h"
#include "workflow/order/OrderEvent.h"

#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
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

// A payment for an order that does not exist yet: the handler fails with
// ORDER_NOT_FOUND (retryable), so the channel schedules a retry.
const Json kEarlyPayment = {{"source", "atlasmart://payment-simulator"},
                            {"id", "evt-pay-1"},
                            {"type", "PAYMENT_SUCCEEDED"},
                            {"orderId", "ord-1"},
                            {"paymentIdempotencyKey", "payment-ord-1"}};

// The details of the journal's entries since `from`, as "kind outcome: detail",
// without the commands' own entries.
QStringList details(const Lab& lab, std::uint64_t from)
{
    QStringList out;
    for (const JournalEntry& e : lab.journal().entries())
        if (e.seq > from && e.kind != "command")
            out << QString::fromStdString(e.kind + ' ' + e.outcome + ": " + e.detail);
    return out;
}

QString handlerError(const Json& event)
{
    try {
        OrderEvent::from(CloudEvent::fromJson(event));
    } catch (const HandlerError& error) {
        return QString::fromStdString(error.what());
    }
    return QStringLiteral("(no error)");
}

QString storeError(const std::string& path)
{
    try {
        DocumentPath::parse(path);
    } catch (const StoreError& error) {
        return QString::fromStdString(error.what());
    }
    return QStringLiteral("(no error)");
}

// A signed-in client creating a catalogue item, which the chapter's rules
// keep for the backend: its verdict's reason and the journal's sentence.
std::pair<QString, QString> refusedCreate(Lab& lab)
{
    const Json result = lab.execute("clientRequest", Json{{"op", "create"},
                                                          {"path", "catalogItems/tea"},
                                                          {"uid", "alice"},
                                                          {"data", Json::object()}});
    return {QString::fromStdString(result.value("reason", std::string())),
            QString::fromStdString(lab.journal().lastOfKind("rules")->detail)};
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

    void deliveriesAndHandlerResultsAreJournaledInGerman()
    {
        Lab lab(Lab::Options{42, 0});
        lab.execute("publish", Json{{"event", kEarlyPayment}});
        std::uint64_t from = lab.journal().total();
        lab.execute("deliverNext");
        const QStringList german = details(lab, from);
        QCOMPARE(german.value(0), QStringLiteral("channel attempt-started: Zustellung 1 (erste "
                                                 "Zustellung) gestartet: Versuch 1 von 5"));
        QCOMPARE(german.value(1),
                 QStringLiteral("handler-result retry: PAYMENT_SUCCEEDED evt-pay-1 schlug mit "
                                "ORDER_NOT_FOUND fehl (wiederholbar): Nack gesendet, damit der "
                                "Kanal wiederholt."));
        QVERIFY2(german.value(2).startsWith(QStringLiteral(
                     "channel retry-scheduled: Zustellung 1 fehlgeschlagen mit ORDER_NOT_FOUND; "
                     "Wiederholung 1 von 4 als Zustellung 2 (Versuch 2 von 5) in ")),
                 qPrintable(german.join(u'\n')));
        // The decision keeps the handler's error, code first, in German too.
        const JournalEntry* result = lab.journal().lastOfKind("handler-result");
        QCOMPARE(QString::fromStdString(result->data()["error"].get<std::string>()),
                 QStringLiteral("ORDER_NOT_FOUND"));

        Language::install(QStringLiteral("en"));
        from = lab.journal().total();
        lab.execute("advanceClock", Json{{"toNextDue", true}});
        lab.execute("deliverNext");
        const QStringList english = details(lab, from);
        QVERIFY2(english.contains(QStringLiteral(
                     "channel attempt-started: delivery 2 (retry) started: attempt 2 of 5")),
                 qPrintable(english.join(u'\n')));
        QVERIFY2(english.contains(
                     QStringLiteral("handler-result retry: PAYMENT_SUCCEEDED evt-pay-1 failed with "
                                    "ORDER_NOT_FOUND (retryable): nacked so the channel retries.")),
                 qPrintable(english.join(u'\n')));
    }

    // A session recorded in English holds English sentences: reopened in
    // German it is still consistent (the sentences are not compared), and a
    // real difference is still found.
    void anEnglishSessionOpensConsistentlyInGerman()
    {
        const QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("english.atlaslab"));
        Language::install(QStringLiteral("en"));
        {
            Lab lab(Lab::Options{42, 0});
            SessionRecorder recorder(lab, SessionFile::create(path, 42), true);
            Json noOrder = kEarlyPayment;
            noOrder.erase("orderId"); // parked with a sentence in its document
            lab.execute("publish", Json{{"event", kEarlyPayment}});
            lab.execute("publish", Json{{"event", noOrder}});
            lab.execute("deliverAll");
        }
        QCOMPARE(SessionFile::open(path)->language(), QStringLiteral("en"));
        QVERIFY(SessionReplay::check(path).sentencesCompared);

        Language::install(QStringLiteral("de"));
        SessionReport report = SessionReplay::check(path);
        QVERIFY2(report.consistent(), report.toText().c_str());
        QVERIFY(!report.sentencesCompared);
        QCOMPARE(report.language, std::string("en"));
        QVERIFY2(QString::fromStdString(report.toText())
                     .contains(QStringLiteral("in English geschrieben")),
                 report.toText().c_str());

        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("forge"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery forge(db);
        QVERIFY(forge.exec(QStringLiteral(
            "UPDATE journal SET entry = replace(entry, '\"retry\"', '\"completed\"')")));
        forge.finish();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("forge"));
        report = SessionReplay::check(path);
        QVERIFY(!report.consistent()); // an outcome is not a sentence: still compared
    }

    // A crash's sentence and a broken invariant's explanation, in German.
    void crashesAndBrokenInvariantsAreExplainedInGerman()
    {
        Lab lab(Lab::Options{42, 0});
        lab.execute("setStrategy", Json{{"eventType", "*"}, {"strategy", "no-dedup"}});
        lab.execute("seedDocument",
                    Json{{"path", "orders/ord-ch10-001"}, {"data", fixtures::lessonOrder()}});
        QCOMPARE(std::string(SimulatedCrash(false, "before-commit").what()),
                 std::string("simulierter Absturz vor dem Commit"));
        QCOMPARE(std::string(SimulatedCrash(false, "between-writes").what()),
                 std::string("simulierter Absturz zwischen den Schreibvorgängen"));
        QCOMPARE(std::string(SimulatedCrash(true, "after-commit").what()),
                 std::string("simulierter Absturz nach dem Commit"));

        lab.execute("publish", Json{{"event", fixtures::paymentEvent()}});
        lab.execute("duplicate", Json{{"message", "latest"}});
        lab.execute("deliverAll");
        const InvariantVerdict revenue = lab.invariant("revenue-matches");
        QVERIFY(!revenue.holds);
        QCOMPARE(QString::fromStdString(revenue.explanation),
                 QStringLiteral("der Umsatzzähler sagt 84.0, die abgeschlossenen Bestellungen "
                                "ergeben aber 42.0"));

        Language::install(QStringLiteral("en"));
        QCOMPARE(std::string(SimulatedCrash(false, "before-commit").what()),
                 std::string("simulated crash before commit"));
    }

    void handlerAndStoreErrorsAreGermanAfterTheirCode()
    {
        Json noOrder = kEarlyPayment;
        noOrder.erase("orderId");
        QCOMPARE(
            handlerError(noOrder),
            QStringLiteral("MALFORMED_EVENT: das Ereignis PAYMENT_SUCCEEDED hat keine orderId"));
        QCOMPARE(
            storeError("orders"),
            QStringLiteral("INVALID_ARGUMENT: Pfad 'orders' ist ungültig: ein Dokumentpfad hat "
                           "eine gerade Anzahl von Segmenten (Sammlung/ID), gefunden: 1"));
        QCOMPARE(storeError("orders//o1"),
                 QStringLiteral("INVALID_ARGUMENT: Pfad 'orders//o1' ist ungültig: "
                                "Dokument-ID ist leer (Pfade dürfen kein '//' enthalten und "
                                "nicht mit '/' beginnen oder enden)"));

        Language::install(QStringLiteral("en"));
        QCOMPARE(handlerError(noOrder),
                 QStringLiteral("MALFORMED_EVENT: the PAYMENT_SUCCEEDED event has no orderId"));
        QCOMPARE(storeError("orders"),
                 QStringLiteral("INVALID_ARGUMENT: invalid path 'orders': a document path has an "
                                "even number of segments (collection/id), found 1"));
    }

    void theRulesExplainTheirVerdictInGerman()
    {
        Lab lab(Lab::Options{42, 0});
        const auto [reason, detail] = refusedCreate(lab);
        QCOMPARE(reason,
                 QStringLiteral("abgelehnt: Die Bedingung in Zeile 13 war false, denn sie ist "
                                "`false`: Diese Regel erlaubt nichts; 1 weitere Regel für create "
                                "auf diesem Pfad hat es ebenfalls nicht erlaubt"));
        QCOMPARE(detail, QStringLiteral("Client alice create /catalogItems/tea: ") + reason);

        Language::install(QStringLiteral("en"));
        const auto [english, englishDetail] = refusedCreate(lab);
        QCOMPARE(english, QStringLiteral("denied: the condition at line 13 was false because it is "
                                         "`false`: this rule allows nothing; 1 other rule for "
                                         "create on this path did not allow it either"));
        QCOMPARE(englishDetail,
                 QStringLiteral("client alice create /catalogItems/tea: ") + english);
    }

    void aLessonsClaimsAreGerman()
    {
        Lab lab(Lab::Options{42, 0});
        Expectation exists;
        exists.kind = Expectation::Kind::DocumentExists;
        exists.subject = QStringLiteral("orders/ord-1");
        exists.value = true;
        ExpectationResult r = ExpectationChecker::check(lab, exists);
        QCOMPARE(r.claim, QStringLiteral("orders/ord-1 existiert"));
        QCOMPARE(r.actual, QStringLiteral("es existiert nicht"));
        QVERIFY(!r.passed);

        Expectation last;
        last.kind = Expectation::Kind::JournalLast;
        last.subject = QStringLiteral("channel");
        last.outcome = QStringLiteral("published");
        lab.execute("publish", Json{{"event", kEarlyPayment}});
        r = ExpectationChecker::check(lab, last);
        QCOMPARE(r.claim, QStringLiteral("der letzte channel-Eintrag ist published"));
        QCOMPARE(r.actual, QStringLiteral("published: PAYMENT_SUCCEEDED als Nachricht 1 "
                                          "veröffentlicht; Zustellung 1 jetzt fällig"));
        QVERIFY(r.passed);

        Language::install(QStringLiteral("en"));
        r = ExpectationChecker::check(lab, exists);
        QCOMPARE(r.claim, QStringLiteral("orders/ord-1 exists"));
        QCOMPARE(r.actual, QStringLiteral("it does not exist"));
        // The journal keeps the language it was written in.
        QCOMPARE(ExpectationChecker::check(lab, last).claim,
                 QStringLiteral("the last channel entry is published"));
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
