// Per-language lesson text: any text a learner reads may be a string or
// {"en": ..., "de": ...}; the reader takes the lab's language, English when
// the lesson has none of it, and refuses a bad object with file, line and field.
#include "i18n/Language.h"
#include "lesson/reader/LessonLoader.h"

#include <QFile>
#include <QtTest>

using namespace atlas;

namespace {

// A one-section, one-scenario, one-question lesson whose text fields are
// spliced in as JSON, one per line so errors name predictable lines.
QByteArray lesson(const QByteArray& title, const QByteArray& markdown, const QByteArray& narration,
                  const QByteArray& choice = "\"Once\"")
{
    return "{\n"
           "\"id\": \"languages\",\n"
           "\"title\": " +
           title +
           ",\n"
           "\"summary\": \"A lesson in two languages.\",\n"
           "\"version\": 1,\n"
           "\"language\": \"en\",\n"
           "\"sections\": [{\"id\": \"s\", \"title\": \"Section\",\n"
           "\"markdown\": " +
           markdown +
           "}],\n"
           "\"scenarios\": [{\"id\": \"sc\", \"title\": \"Scenario\", \"summary\": \"S\",\n"
           "\"setup\": {\"seed\": 1},\n"
           "\"steps\": [{\"narration\": " +
           narration +
           ",\n"
           "\"command\": \"advanceClock\", \"args\": {\"ms\": 1000}}]}],\n"
           "\"knowledgeCheck\": [{\"id\": \"q\", \"kind\": \"multiple-choice\",\n"
           "\"question\": {\"en\": \"How often?\", \"de\": \"Wie oft?\"},\n"
           "\"choices\": [" +
           choice +
           ", \"Twice\"], \"answer\": 0,\n"
           "\"explanation\": \"Because.\"}]\n"
           "}\n";
}

QString errors(const LoadResult& r)
{
    QStringList lines;
    for (const auto& e : r.errors)
        lines << e.toString();
    return lines.join(u'\n');
}

} // namespace

class TestLessonLanguages : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { Language::install(QStringLiteral("en")); }

    void theLabsLanguageIsReadWhereTheLessonHasIt()
    {
        const QByteArray text =
            lesson(R"({"en": "Duplicates", "de": "Duplikate"})",
                   R"({"en": ["**Twice**", "is fine"], "de": ["**Zweimal**", "ist gut"]})",
                   R"({"en": "Wait.", "de": "Warten Sie."})", R"({"en": "Once", "de": "Einmal"})");
        Language::install(QStringLiteral("de"));
        const LoadResult german = LessonLoader::loadFromText(text, QStringLiteral("two.json"));
        QVERIFY2(german.ok(), qPrintable(errors(german)));
        QCOMPARE(german.lesson.title, QStringLiteral("Duplikate"));
        QCOMPARE(german.lesson.sections.at(0).markdown, QStringLiteral("**Zweimal**\nist gut"));
        QCOMPARE(german.lesson.scenarios.at(0).steps.at(0).narration,
                 QStringLiteral("Warten Sie."));
        QCOMPARE(german.lesson.knowledgeCheck.at(0).question, QStringLiteral("Wie oft?"));
        QCOMPARE(german.lesson.knowledgeCheck.at(0).choices,
                 QStringList({QStringLiteral("Einmal"), QStringLiteral("Twice")}));

        Language::install(QStringLiteral("en"));
        const LoadResult english = LessonLoader::loadFromText(text, QStringLiteral("two.json"));
        QVERIFY2(english.ok(), qPrintable(errors(english)));
        QCOMPARE(english.lesson.title, QStringLiteral("Duplicates"));
        QCOMPARE(english.lesson.sections.at(0).markdown, QStringLiteral("**Twice**\nis fine"));
        QCOMPARE(english.lesson.knowledgeCheck.at(0).choices.at(0), QStringLiteral("Once"));
    }

    void aLessonWithoutTheLanguageFallsBackToEnglish()
    {
        Language::install(QStringLiteral("de"));
        const LoadResult r = LessonLoader::loadFromText(
            lesson(R"({"en": "Only English", "fr": "Seulement"})", R"("Plain text")", R"("Wait.")"),
            QStringLiteral("english.json"));
        QVERIFY2(r.ok(), qPrintable(errors(r)));
        QCOMPARE(r.lesson.title, QStringLiteral("Only English"));
        QCOMPARE(r.lesson.sections.at(0).markdown, QStringLiteral("Plain text"));

        // The shipped minimal example has no German at all.
        const LoadResult example =
            LessonLoader::load(qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
                               QStringLiteral("/lessons/example-minimal.json"));
        QVERIFY2(example.ok(), qPrintable(errors(example)));
        QCOMPARE(example.lesson.title, QStringLiteral("A minimal lesson"));
    }

    void aRegionalTextServesItsLanguage()
    {
        Language::install(QStringLiteral("de"));
        const LoadResult r = LessonLoader::loadFromText(
            lesson(R"({"en": "Colour", "de-CH": "Farbe"})", R"("M")", R"("N")"),
            QStringLiteral("regional.json"));
        QVERIFY2(r.ok(), qPrintable(errors(r)));
        QCOMPARE(r.lesson.title, QStringLiteral("Farbe"));
    }

    void badPerLanguageTextIsRefusedWithItsPlace_data()
    {
        QTest::addColumn<QByteArray>("title");
        QTest::addColumn<QByteArray>("markdown");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("pointer");
        QTest::addColumn<QString>("says");
        QTest::newRow("no English")
            << QByteArray(R"({"de": "Nur Deutsch"})") << QByteArray(R"("M")") << 3
            << QStringLiteral("/title") << QStringLiteral("needs an \"en\" text");
        QTest::newRow("empty object")
            << QByteArray("{}") << QByteArray(R"("M")") << 3 << QStringLiteral("/title")
            << QStringLiteral("needs an \"en\" text");
        QTest::newRow("not a language")
            << QByteArray(R"({"en": "A", "german": "B"})") << QByteArray(R"("M")") << 3
            << QStringLiteral("/title/german") << QStringLiteral("not a language tag");
        QTest::newRow("a number") << QByteArray(R"({"en": "A", "de": 5})") << QByteArray(R"("M")")
                                  << 3 << QStringLiteral("/title/de")
                                  << QStringLiteral("a non-empty string");
        QTest::newRow("empty text")
            << QByteArray(R"({"en": ""})") << QByteArray(R"("M")") << 3
            << QStringLiteral("/title/en") << QStringLiteral("a non-empty string");
        QTest::newRow("markdown line")
            << QByteArray(R"("T")") << QByteArray(R"({"en": "A", "de": ["Zeile", 3]})") << 8
            << QStringLiteral("/sections/0/markdown/de/1")
            << QStringLiteral("one line of markdown");
    }

    void badPerLanguageTextIsRefusedWithItsPlace()
    {
        QFETCH(QByteArray, title);
        QFETCH(QByteArray, markdown);
        QFETCH(int, line);
        QFETCH(QString, pointer);
        QFETCH(QString, says);
        const LoadResult r = LessonLoader::loadFromText(lesson(title, markdown, R"("N")"),
                                                        QStringLiteral("bad.json"));
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.size(), std::size_t(1));
        const LessonError& e = r.errors.front();
        QVERIFY2(e.toString().startsWith(QStringLiteral("bad.json:%1:").arg(line)),
                 qPrintable(e.toString()));
        QCOMPARE(e.jsonPath, pointer);
        QVERIFY2(e.message.contains(says) || e.expected.contains(says), qPrintable(e.toString()));
    }
};

QTEST_GUILESS_MAIN(TestLessonLanguages)
#include "tst_lessonlanguages.moc"
