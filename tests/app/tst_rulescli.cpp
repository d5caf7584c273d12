// `--headless --rules-check`: one verdict per request with the deciding rule,
// JSON output, --rules FILE, and exit 2 with file:line:column for bad files.
#include "CliTestSupport.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace clitest;

namespace {

QString write(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

const QByteArray kRequests = R"([
  {"op": "get", "path": "catalogItems/lamp-aurora", "auth": null},
  {"op": "create", "path": "workflowEvents/e1", "auth": {"uid": "u1"}, "data": {"eventId": "e1"}},
  {"op": "get", "path": "orders/ord-1", "auth": {"uid": "u1"}, "existing": {"customerId": "u1"}},
  {"op": "get", "path": "orders/ord-1", "auth": {"uid": "u2"}, "existing": {"customerId": "u1"}},
  {"op": "update", "path": "profiles/u1", "auth": {"uid": "u1"}, "data": {"name": "Ada"}, "existing": {}}
]
)";

QStringList check(const QString& file, const QStringList& extra = {})
{
    return QStringList{QStringLiteral("--headless"), QStringLiteral("--rules-check"), file} + extra;
}

} // namespace

class TestRulesCli : public QObject
{
    Q_OBJECT

private slots:
    void textVerdicts()
    {
        QTemporaryDir dir;
        const Run r = run(check(write(dir, QStringLiteral("r.json"), kRequests)));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("5 requests under the chapter's rules")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("1. get /catalogItems/lamp-aurora (signed out): allowed by line 12: true")));
        QVERIFY(r.out.contains(QStringLiteral("2. create /workflowEvents/e1 (uid u1): denied: the condition at line 31 was false")));
        QVERIFY(r.out.contains(QStringLiteral("   rule: line 31, column 34: allow read, write: if false;")));
        QVERIFY(r.out.contains(QStringLiteral("3. get /orders/ord-1 (uid u1): allowed by line 23")));
        QVERIFY(r.out.contains(QStringLiteral("4. get /orders/ord-1 (uid u2): denied: the condition at line 23")));
        QVERIFY(r.out.contains(QStringLiteral("5. update /profiles/u1 (uid u1): allowed by line 18")));
    }

    void jsonVerdicts()
    {
        QTemporaryDir dir;
        const Run r = run(check(write(dir, QStringLiteral("r.json"), kRequests), {QStringLiteral("--json")}));
        QCOMPARE(r.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonArray verdicts = doc.value(QStringLiteral("verdicts")).toArray();
        QCOMPARE(verdicts.size(), 5);
        QStringList got;
        for (const auto& v : verdicts)
            got << v.toObject().value(QStringLiteral("verdict")).toString();
        QCOMPARE(got.join(u','), QStringLiteral("allowed,denied,allowed,denied,allowed"));
        const QJsonObject rule = verdicts[1].toObject().value(QStringLiteral("rule")).toObject();
        QCOMPARE(rule.value(QStringLiteral("line")).toInt(), 31);
        QCOMPARE(rule.value(QStringLiteral("statement")).toString(), QStringLiteral("allow read, write: if false;"));
        QCOMPARE(verdicts[0].toObject().value(QStringLiteral("request")).toObject().value(QStringLiteral("uid")),
                 QJsonValue(QJsonValue::Null));
    }

    void ownRulesFile()
    {
        QTemporaryDir dir;
        const QString rules = write(dir, QStringLiteral("open.rules"),
                                    "rules_version = '2';\nservice cloud.firestore {\n"
                                    "  match /databases/{database}/documents {\n"
                                    "    match /workflowEvents/{id} { allow create: if request.auth != null; }\n"
                                    "  }\n}\n");
        const Run r = run(check(write(dir, QStringLiteral("r.json"), kRequests),
                                {QStringLiteral("--rules"), rules}));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("2. create /workflowEvents/e1 (uid u1): allowed by line 4")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("1. get /catalogItems/lamp-aurora (signed out): denied: no rule allows get on /catalogItems/lamp-aurora")));
        QVERIFY(r.out.contains(QStringLiteral("   rule: none applies")));
    }

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("requests");
        QTest::addColumn<QByteArray>("rules");
        QTest::addColumn<QString>("error");
        QTest::addRow("unknown op") << QByteArray("[\n  {\"op\": \"put\", \"path\": \"orders/a\"}\n]")
                                    << QByteArray() << "r.json:2:10: /0/op: expected one of get, list, create, update, delete; found \"put\" (a string)";
        QTest::addRow("not an array") << QByteArray("{\"op\": \"get\"}") << QByteArray()
                                      << "r.json:1:1: /: expected an array of requests; found an object";
        QTest::addRow("auth shape") << QByteArray("[{\"op\": \"get\", \"path\": \"orders/a\", \"auth\": \"u1\"}]")
                                    << QByteArray() << "r.json:1:44: /0/auth: expected {\"uid\": \"…\"} (signed in) or null";
        QTest::addRow("create without data") << QByteArray("[{\"op\": \"create\", \"path\": \"orders/a\"}]")
                                             << QByteArray() << "/0/data: expected the fields a create writes; found nothing";
        QTest::addRow("unknown key") << QByteArray("[{\"op\": \"get\", \"path\": \"orders/a\", \"uid\": \"u1\"}]")
                                     << QByteArray() << "/0/uid: expected one of the keys op, path, auth, data, existing";
        QTest::addRow("malformed JSON") << QByteArray("[{\"op\": ") << QByteArray() << "r.json:1:";
        QTest::addRow("rules do not parse") << kRequests << QByteArray("service cloud.firestore {\n  match /a {\n")
                                            << "bad.rules:3:1: expected 'match', 'allow' or '}' to close the match block; found end of text";
    }

    void badFiles()
    {
        QFETCH(QByteArray, requests);
        QFETCH(QByteArray, rules);
        QFETCH(QString, error);
        QTemporaryDir dir;
        QStringList extra;
        if (!rules.isEmpty())
            extra << QStringLiteral("--rules") << write(dir, QStringLiteral("bad.rules"), rules);
        const Run r = run(check(write(dir, QStringLiteral("r.json"), requests), extra));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(error), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void missingFileAndMisplacedOption()
    {
        const Run missing = run(check(QStringLiteral("/nonexistent/requests.json")));
        QCOMPARE(missing.code, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("/nonexistent/requests.json:1:1")), qPrintable(missing.err));
        const Run misplaced = run({QStringLiteral("--headless"), QStringLiteral("--chaos"),
                                   QStringLiteral("--rules"), QStringLiteral("x.rules")});
        QCOMPARE(misplaced.code, 2);
        QVERIFY2(misplaced.err.contains(QStringLiteral("--rules does not apply")), qPrintable(misplaced.err));
    }
};

QTEST_GUILESS_MAIN(TestRulesCli)
#include "tst_rulescli.moc"
