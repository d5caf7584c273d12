// Parsing: the chapter's rules as shipped, the shape of what is parsed, and
// errors that name the line, the column and what was expected.
#include "rules/RulesSet.h"
#include "rules/RulesSyntaxError.h"

#include <QtTest>

using namespace atlas;

class TestRulesParser : public QObject
{
    Q_OBJECT

private slots:
    void chapterRulesParse()
    {
        const auto rules = RulesSet::chapter();
        QCOMPARE(rules->version(), 2);
        QCOMPARE(rules->matches().size(), std::size_t(1));
        const RulesMatch& documents = rules->matches().front();
        QCOMPARE(documents.path, std::string("/databases/{database}/documents"));
        QCOMPARE(documents.segments[1].kind, RulesSegment::Kind::Wildcard);
        QCOMPARE(documents.segments[1].text, std::string("database"));
        // catalogue, profiles, orders, five workflow collections, counters, catch-all
        QCOMPARE(documents.children.size(), std::size_t(10));
        const RulesMatch& last = documents.children.back();
        QCOMPARE(last.segments.back().kind, RulesSegment::Kind::Recursive);
        QCOMPARE(last.segments.back().text, std::string("document"));
        const RulesAllow& orderRead = documents.children[2].allows[0];
        QCOMPARE(orderRead.conditionText,
                 std::string("request.auth != null && resource.data.customerId == request.auth.uid"));
        QCOMPARE(orderRead.methods, 3u); // read = get + list
        QCOMPARE(documents.children[2].allows[1].methods, 4u | 8u | 16u);
    }

    void statementsKeepTheirPlace()
    {
        const std::string text = "service cloud.firestore {\n"
                                 "  match /a/{b} {\n"
                                 "    allow get,\n      list: if b == 'x';\n"
                                 "    allow delete;\n"
                                 "  }\n}\n";
        const RulesSet rules = RulesSet::parse(text);
        QCOMPARE(rules.version(), 1);
        const RulesAllow& first = rules.matches()[0].allows[0];
        QCOMPARE(first.line, 3);
        QCOMPARE(first.column, 5);
        QCOMPARE(first.statement, std::string("allow get, list: if b == 'x';"));
        QVERIFY(!rules.matches()[0].allows[1].condition); // no condition: always
        QCOMPARE(rules.matches()[0].allows[1].conditionText, std::string("true"));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected");

        QTest::addRow("missing service") << "rules_version = '2';\nmatch /a {}" << 2 << 1
                                         << "'service cloud.firestore'";
        QTest::addRow("bad version") << "rules_version = '3';" << 1 << 17 << "'1' or '2'";
        QTest::addRow("other service") << "service firebase.storage {}" << 1 << 9 << "cloud.firestore";
        QTest::addRow("missing semicolon")
            << "service cloud.firestore {\n  match /a/{b} {\n    allow read: if true\n  }\n}" << 4 << 3
            << "';' to end the allow statement";
        QTest::addRow("unknown method")
            << "service cloud.firestore {\n  match /a/{b} {\n    allow reed: if true;\n  }\n}" << 3 << 11
            << "a method: read, write";
        QTest::addRow("unclosed block") << "service cloud.firestore {\n  match /a/{b} {\n" << 3 << 1
                                        << "'match', 'allow' or '}'";
        QTest::addRow("recursive not last")
            << "service cloud.firestore {\n  match /a/{r=**}/b { allow read; }\n}" << 2 << 19
            << "nothing after a {name=**} wildcard";
        QTest::addRow("bad wildcard name")
            << "service cloud.firestore {\n  match /a/{1x} { allow read; }\n}" << 2 << 13
            << "a variable name";
        QTest::addRow("dangling operator")
            << "service cloud.firestore {\n  match /a/{b} { allow read: if b == ; }\n}" << 2 << 38
            << "a value";
        QTest::addRow("unterminated string")
            << "service cloud.firestore {\n  match /a/{b} { allow read: if b == 'x; }\n}" << 2 << 38
            << "a closing '";
        QTest::addRow("stray character")
            << "service cloud.firestore {\n  match /a/{b} { allow read: if b # 1; }\n}" << 2 << 35
            << "a name, a literal or an operator";
        QTest::addRow("function call")
            << "service cloud.firestore {\n  match /a/{b} { allow read: if exists(b); }\n}" << 2 << 39
            << "no function call";
        QTest::addRow("unclosed comment") << "/* rules\nservice" << 1 << 1 << "'*/'";
        QTest::addRow("after the service") << "service cloud.firestore {}\nextra" << 2 << 1
                                           << "end of text";
    }

    void errors()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, expected);
        try {
            RulesSet::parse(text.toStdString());
            QFAIL("parsed");
        } catch (const RulesSyntaxError& error) {
            QCOMPARE(error.line(), line);
            QCOMPARE(error.column(), column);
            QVERIFY2(QString::fromStdString(error.expected()).startsWith(expected), error.what());
            const std::string where =
                "line " + std::to_string(line) + ", column " + std::to_string(column) + ": expected";
            QVERIFY2(std::string(error.what()).starts_with(where), error.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestRulesParser)
#include "tst_rulesparser.moc"
