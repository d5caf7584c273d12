// The evaluator against a table of requests with known verdicts, over the
// chapter's rules and over small rule sets for each part of the language.
#include "rules/RulesEvaluator.h"
#include "rules/RulesSet.h"

#include <QtTest>

#include <algorithm>

using namespace atlas;

namespace {

RulesRequest request(RulesMethod method, std::string path, std::optional<std::string> uid,
                     Json existing = nullptr, Json data = nullptr)
{
    RulesRequest r;
    r.method = method;
    r.path = std::move(path);
    r.uid = std::move(uid);
    r.existing = std::move(existing);
    r.data = std::move(data);
    return r;
}

// The line holding `needle` ("A >> B": the first B after A).
int lineOf(const std::string& rules, const std::string& needle)
{
    const auto split = needle.find(" >> ");
    const auto from = split == std::string::npos ? 0 : rules.find(needle.substr(0, split));
    const auto at = split == std::string::npos ? rules.find(needle)
                                               : rules.find(needle.substr(split + 4), from);
    return at == std::string::npos ? -1
                                   : 1 + static_cast<int>(std::count(rules.begin(),
                                                                     rules.begin() + at, '\n'));
}

std::string wrap(const std::string& body)
{
    return "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n" +
           body + "\n  }\n}\n";
}

} // namespace

class TestRulesEvaluator : public QObject
{
    Q_OBJECT

private slots:
    void chapterRules_data()
    {
        QTest::addColumn<int>("method");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("uid"); // empty: signed out
        QTest::addColumn<QString>("existing");
        QTest::addColumn<bool>("allowed");
        QTest::addColumn<QString>("decidingLine"); // text on the deciding rule's line; empty: none

        const QString order = QStringLiteral(R"({"customerId": "u1", "state": "COMPLETED"})");
        const auto m = [](RulesMethod x) { return static_cast<int>(x); };
        QTest::addRow("anonymous catalogue get") << m(RulesMethod::Get) << "catalogItems/sku-1"
                                                 << "" << "{}" << true << "allow read: if true";
        QTest::addRow("anonymous catalogue list") << m(RulesMethod::List) << "catalogItems" << ""
                                                  << "" << true << "allow read: if true";
        QTest::addRow("signed-in catalogue write") << m(RulesMethod::Update) << "catalogItems/sku-1"
                                                   << "u1" << "{}" << false
                                                   << "allow write: if false";
        QTest::addRow("owner reads profile") << m(RulesMethod::Get) << "profiles/u1" << "u1"
                                             << "{}" << true << "match /profiles/{uid} >> allow";
        QTest::addRow("owner updates profile") << m(RulesMethod::Update) << "profiles/u1" << "u1"
                                               << "{}" << true << "match /profiles/{uid} >> allow";
        QTest::addRow("other user reads profile") << m(RulesMethod::Get) << "profiles/u1" << "u2"
                                                  << "{}" << false << "match /profiles/{uid} >> allow";
        QTest::addRow("other user creates profile")
            << m(RulesMethod::Create) << "profiles/u1" << "u2" << "" << false
            << "match /profiles/{uid} >> allow";
        QTest::addRow("anonymous reads profile") << m(RulesMethod::Get) << "profiles/u1" << ""
                                                 << "{}" << false << "match /profiles/{uid} >> allow";
        QTest::addRow("customer reads own order") << m(RulesMethod::Get) << "orders/ord-1" << "u1"
                                                  << order << true << "resource.data.customerId";
        QTest::addRow("other customer reads order") << m(RulesMethod::Get) << "orders/ord-1"
                                                    << "u2" << order << false
                                                    << "resource.data.customerId";
        QTest::addRow("anonymous reads order") << m(RulesMethod::Get) << "orders/ord-1" << ""
                                               << order << false << "resource.data.customerId";
        QTest::addRow("customer updates own order") << m(RulesMethod::Update) << "orders/ord-1"
                                                    << "u1" << order << false
                                                    << "match /orders/ >> allow write: if false";
        QTest::addRow("customer creates an order") << m(RulesMethod::Create) << "orders/ord-9"
                                                   << "u1" << "" << false
                                                   << "match /orders/ >> allow write: if false";
        for (const char* collection : {"workflowEvents", "workflowOutbox", "workflowDeadLetters",
                                       "workflowCommands", "reservations"}) {
            const QString path = QLatin1String(collection) + QStringLiteral("/x");
            QTest::addRow("client creates in %s", collection)
                << m(RulesMethod::Create) << path << "u1" << "" << false
                << QString(QStringLiteral("match /") + QLatin1String(collection) + QStringLiteral("/{id}"));
            QTest::addRow("client deletes in %s", collection)
                << m(RulesMethod::Delete) << path << "u1" << "{}" << false
                << QString(QStringLiteral("match /") + QLatin1String(collection) + QStringLiteral("/{id}"));
            QTest::addRow("client reads %s", collection)
                << m(RulesMethod::Get) << path << "u1" << "{}" << false
                << QString(QStringLiteral("match /") + QLatin1String(collection) + QStringLiteral("/{id}"));
        }
        QTest::addRow("revenue shard write (counters/**)")
            << m(RulesMethod::Update) << "counters/revenue/shards/0" << "u1" << "{}" << false
            << "match /counters/{counterId}/{document=**}";
        QTest::addRow("unnamed collection falls to the catch-all")
            << m(RulesMethod::Create) << "secrets/s1" << "u1" << "" << false
            << "match /{document=**}";
    }

    void chapterRules()
    {
        QFETCH(int, method);
        QFETCH(QString, path);
        QFETCH(QString, uid);
        QFETCH(QString, existing);
        QFETCH(bool, allowed);
        QFETCH(QString, decidingLine);
        const auto rules = RulesSet::chapter();
        const Json data = Json::object({{"name", "x"}});
        const auto m = static_cast<RulesMethod>(method);
        const bool writes = m == RulesMethod::Create || m == RulesMethod::Update;
        const RulesVerdict v = RulesEvaluator::evaluate(
            *rules, request(m, path.toStdString(),
                            uid.isEmpty() ? std::nullopt : std::optional(uid.toStdString()),
                            existing.isEmpty() ? Json(nullptr) : Json::parse(existing.toStdString()),
                            writes ? data : Json(nullptr)));
        QCOMPARE(v.allowed, allowed);
        QVERIFY2(v.decidedBy, v.reason.c_str());
        // The deciding rule sits on the line holding the text, or for a
        // one-line match the same line.
        const int line = lineOf(rules->text(), decidingLine.toStdString());
        QVERIFY(line > 0);
        QCOMPARE(v.decidedBy->line, line);
        QVERIFY2(v.reason.starts_with(allowed ? "allowed by line " : "denied: "), v.reason.c_str());
        QVERIFY(v.reason.find(std::to_string(line)) != std::string::npos);
    }

    void signedOutProfileSaysWhy()
    {
        const RulesVerdict v = RulesEvaluator::evaluate(
            *RulesSet::chapter(), request(RulesMethod::Get, "profiles/u1", std::nullopt, Json::object()));
        QVERIFY(!v.allowed);
        QVERIFY2(v.reason.find("because request.auth is null") != std::string::npos,
                 v.reason.c_str());
    }

    void allowedReasonQuotesTheCondition()
    {
        const RulesVerdict v = RulesEvaluator::evaluate(
            *RulesSet::chapter(), request(RulesMethod::Get, "profiles/u1", "u1", Json::object()));
        QVERIFY(v.allowed);
        QCOMPARE(v.reason, "allowed by line " + std::to_string(v.decidedBy->line) +
                               ": request.auth != null && request.auth.uid == uid");
    }

    void noRuleDenies()
    {
        const RulesSet rules = RulesSet::parse(wrap("match /catalogItems/{id} { allow read; }"));
        const RulesVerdict v =
            RulesEvaluator::evaluate(rules, request(RulesMethod::Update, "orders/ord-1", "u1"));
        QVERIFY(!v.allowed);
        QVERIFY(!v.decidedBy);
        QCOMPARE(v.reason, std::string("denied: no rule allows update on /orders/ord-1"));
        // The same rule allows what it names: read covers get and list.
        QVERIFY(RulesEvaluator::evaluate(rules, request(RulesMethod::Get, "catalogItems/a", {})).allowed);
        QVERIFY(RulesEvaluator::evaluate(rules, request(RulesMethod::List, "catalogItems", {})).allowed);
        QVERIFY(!RulesEvaluator::evaluate(rules, request(RulesMethod::Create, "catalogItems/a", {}, nullptr, Json::object())).allowed);
    }

    void overlappingMatchesAreOred()
    {
        const std::string text = wrap("match /orders/{id} { allow read: if false; }\n"
                                      "match /{document=**} { allow get: if request.auth != null; }");
        const RulesSet rules = RulesSet::parse(text);
        const RulesVerdict in = RulesEvaluator::evaluate(rules, request(RulesMethod::Get, "orders/o", "u1"));
        QVERIFY(in.allowed);
        QCOMPARE(in.decidedBy->line, lineOf(text, "allow get"));
        QCOMPARE(in.considered.size(), std::size_t(2));
        const RulesVerdict out = RulesEvaluator::evaluate(rules, request(RulesMethod::Get, "orders/o", {}));
        QVERIFY(!out.allowed);
        QCOMPARE(out.considered.size(), std::size_t(2));
        QVERIFY2(out.reason.find("did not allow it either") != std::string::npos, out.reason.c_str());
    }

    void recursiveWildcards()
    {
        const std::string v2 = wrap("match /a/{rest=**} { allow read: if rest == 'b/c' || rest == ''; }");
        const RulesSet rules = RulesSet::parse(v2);
        QVERIFY(RulesEvaluator::evaluate(rules, request(RulesMethod::Get, "a/b/c/d", {})).allowed == false);
        const std::string nested = wrap("match /a/{rest=**} { allow read: if rest == 'x/b/c'; }");
        QVERIFY(RulesEvaluator::evaluate(RulesSet::parse(nested), request(RulesMethod::Get, "a/x/b/c", {})).allowed);
        // Version 2: zero segments match too; version 1 needs at least one.
        const std::string zero = "match /counters/{c}/{doc=**} { allow get: if true; }";
        QVERIFY(RulesEvaluator::evaluate(RulesSet::parse(wrap(zero)), request(RulesMethod::Get, "counters/revenue", {})).allowed);
        std::string v1 = wrap(zero);
        v1.erase(0, v1.find('\n') + 1);
        QCOMPARE(RulesSet::parse(v1).version(), 1);
        QVERIFY(!RulesEvaluator::evaluate(RulesSet::parse(v1), request(RulesMethod::Get, "counters/revenue", {})).allowed);
        QVERIFY(RulesEvaluator::evaluate(RulesSet::parse(v1), request(RulesMethod::Get, "counters/revenue/shards/0", {})).allowed);
    }

    void nestedMatches()
    {
        const RulesSet rules = RulesSet::parse(wrap(
            "match /users/{u} {\n allow get: if request.auth.uid == u;\n"
            " match /notes/{n} { allow create: if request.auth.uid == u && n != 'locked'; }\n}"));
        QVERIFY(RulesEvaluator::evaluate(rules, request(RulesMethod::Create, "users/u1/notes/a", "u1", nullptr, Json::object())).allowed);
        QVERIFY(!RulesEvaluator::evaluate(rules, request(RulesMethod::Create, "users/u1/notes/locked", "u1", nullptr, Json::object())).allowed);
        QVERIFY(!RulesEvaluator::evaluate(rules, request(RulesMethod::Create, "users/u1/notes/a", "u2", nullptr, Json::object())).allowed);
        // The parent's allow covers users/u1 only, not its subcollection.
        QVERIFY(!RulesEvaluator::evaluate(rules, request(RulesMethod::Get, "users/u1/notes/a", "u1")).allowed);
    }

    void inAndNot()
    {
        const RulesSet rules = RulesSet::parse(wrap(
            "match /orders/{id} {\n"
            "  allow update: if request.resource.data.state in ['CANCELLED', 'CREATED'] && !('paymentKey' in request.resource.data);\n"
            "  allow get: if !(resource.data.state == 'COMPLETED');\n"
            "}"));
        const Json existing = Json::object({{"state", "CREATED"}});
        QVERIFY(RulesEvaluator::evaluate(rules, request(RulesMethod::Update, "orders/o", "u", existing, Json::object({{"state", "CANCELLED"}}))).allowed);
        const RulesVerdict notIn = RulesEvaluator::evaluate(rules, request(RulesMethod::Update, "orders/o", "u", existing, Json::object({{"state", "COMPLETED"}})));
        QVERIFY(!notIn.allowed);
        QVERIFY2(notIn.reason.find("is not in") != std::string::npos, notIn.reason.c_str());
        // Map key membership sees the merged document of an update.
        QVERIFY(!RulesEvaluator::evaluate(rules, request(RulesMethod::Update, "orders/o", "u", Json::object({{"state", "CREATED"}, {"paymentKey", "k"}}), Json::object({{"state", "CANCELLED"}}))).allowed);
        QVERIFY(RulesEvaluator::evaluate(rules, request(RulesMethod::Get, "orders/o", {}, existing)).allowed);
        QVERIFY(!RulesEvaluator::evaluate(rules, request(RulesMethod::Get, "orders/o", {}, Json::object({{"state", "COMPLETED"}}))).allowed);
    }

    void comparisonsAndLiterals()
    {
        const RulesSet rules = RulesSet::parse(wrap(
            "match /c/{id} {\n"
            "  allow create: if request.resource.data.total >= 10 && request.resource.data.total < 100.5\n"
            "                 && request.resource.data.flag == true && request.resource.data.note == null\n"
            "                 && id > 'a' && id <= 'm';\n"
            "}"));
        const auto create = [&](const Json& data, std::string id = "b") {
            return RulesEvaluator::evaluate(rules, request(RulesMethod::Create, "c/" + id, {}, nullptr, data)).allowed;
        };
        const Json good = Json::object({{"total", 10}, {"flag", true}, {"note", nullptr}});
        QVERIFY(create(good));
        Json big = good;
        big["total"] = 100.5;
        QVERIFY(!create(big));
        QVERIFY(!create(good, "z"));
        Json flagged = good;
        flagged["flag"] = false;
        QVERIFY(!create(flagged));
    }

    void errorsDenyButDoNotBlockAnOr()
    {
        const std::string text = wrap(
            "match /p/{id} {\n"
            "  allow get: if request.auth.uid == id;\n"
            "  allow list: if request.auth.uid == 'admin' || true;\n"
            "  allow update: if request.resource.data.missing == 1;\n"
            "}");
        const RulesSet rules = RulesSet::parse(text);
        const RulesVerdict get = RulesEvaluator::evaluate(rules, request(RulesMethod::Get, "p/x", {}, Json::object()));
        QVERIFY(!get.allowed);
        QCOMPARE(get.decidedBy->result, RulesConsidered::Result::Error);
        QVERIFY2(get.reason.find("request.auth is null") != std::string::npos, get.reason.c_str());
        // An error on one side of || does not matter when the other side is true.
        QVERIFY(RulesEvaluator::evaluate(rules, request(RulesMethod::List, "p", {})).allowed);
        const RulesVerdict missing = RulesEvaluator::evaluate(rules, request(RulesMethod::Update, "p/x", "u", Json::object(), Json::object({{"a", 1}})));
        QVERIFY(!missing.allowed);
        QVERIFY2(missing.reason.find("has no field missing") != std::string::npos, missing.reason.c_str());
    }

    void listHasNoDocumentId()
    {
        // A list may return any document, so a rule on the id cannot allow it.
        const RulesVerdict v = RulesEvaluator::evaluate(
            *RulesSet::chapter(), request(RulesMethod::List, "profiles", "u1"));
        QVERIFY(!v.allowed);
        QVERIFY2(v.reason.find("uid has no value in a list") != std::string::npos, v.reason.c_str());
    }

    void verdictJson()
    {
        const RulesVerdict v = RulesEvaluator::evaluate(
            *RulesSet::chapter(), request(RulesMethod::Create, "workflowEvents/e1", "u1", nullptr, Json::object({{"a", 1}})));
        const Json j = v.toJson();
        QCOMPARE(j["verdict"], Json("denied"));
        QCOMPARE(j["rule"]["statement"], Json("allow read, write: if false;"));
        QCOMPARE(j["rule"]["result"], Json("false"));
        QCOMPARE(j["request"]["op"], Json("create"));
        QCOMPARE(j["request"]["uid"], Json("u1"));
        QVERIFY(j["considered"].size() == 2); // its own match and the catch-all
    }
};

QTEST_GUILESS_MAIN(TestRulesEvaluator)
#include "tst_rulesevaluator.moc"
