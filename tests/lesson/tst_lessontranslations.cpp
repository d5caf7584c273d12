// The shipped chapter packs in German: every text a learner reads has a
// German version. A failure lists the fields still English only, by JSON
// pointer; `scripts/translate-lesson.py list FILE de` prints them with their
// English, ready to translate and `apply`.
#include "i18n/Language.h"
#include "lesson/reader/LessonLoader.h"
#include "store/json/Json.h"

#include <QFile>
#include <QtTest>

using namespace atlas;

namespace {

QString chapterFile(const QString& name)
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") + QStringLiteral("/lessons/") + name;
}

// Each translated chapter, with how many texts its learner reads at least (so
// a pointer walk that misses a part of the file fails) and how its title
// begins in each language.
void addChapterRows()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("minTexts");
    QTest::addColumn<QString>("germanTitle");
    QTest::addColumn<QString>("englishTitle");
    QTest::newRow("chapter 10") << QStringLiteral("chapter10-idempotency.json") << 400
                                << QStringLiteral("Kapitel 10") << QStringLiteral("Chapter 10");
    QTest::newRow("chapter 11") << QStringLiteral("chapter11-saga-preview.json") << 80
                                << QStringLiteral("Kapitel 11") << QStringLiteral("Chapter 11");
}

// The pointers of the texts LessonReader reads as prose.
std::vector<std::string> prosePointers(const Json& lesson)
{
    std::vector<std::string> out{"/title", "/summary"};
    const auto each = [&](const char* key, auto&& visit) {
        if (lesson.contains(key))
            for (std::size_t i = 0; i < lesson[key].size(); ++i)
                visit(lesson[key][i], std::string("/") + key + '/' + std::to_string(i));
    };
    each("sections", [&](const Json&, const std::string& at) {
        out.push_back(at + "/title");
        out.push_back(at + "/markdown");
    });
    each("scenarios", [&](const Json& s, const std::string& at) {
        out.push_back(at + "/title");
        out.push_back(at + "/summary");
        for (const char* side : {"left", "right"})
            if (s.contains("compare") && s["compare"][side].contains("label"))
                out.push_back(at + "/compare/" + side + "/label");
        for (std::size_t j = 0; j < s["steps"].size(); ++j) {
            const Json& step = s["steps"][j];
            const std::string st = at + "/steps/" + std::to_string(j);
            if (step.contains("narration"))
                out.push_back(st + "/narration");
            if (step.contains("expect"))
                for (std::size_t k = 0; k < step["expect"].size(); ++k)
                    if (step["expect"][k].contains("message"))
                        out.push_back(st + "/expect/" + std::to_string(k) + "/message");
        }
    });
    each("exercises", [&](const Json&, const std::string& at) {
        out.push_back(at + "/title");
        out.push_back(at + "/goal");
    });
    each("knowledgeCheck", [&](const Json& q, const std::string& at) {
        out.push_back(at + "/question");
        if (q.value("kind", "") == "multiple-choice")
            for (std::size_t c = 0; c < q["choices"].size(); ++c)
                out.push_back(at + "/choices/" + std::to_string(c));
        out.push_back(at + "/explanation");
    });
    return out;
}

} // namespace

class TestLessonTranslations : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { Language::install(QStringLiteral("en")); }

    void everyTextHasGerman_data() { addChapterRows(); }
    void everyTextHasGerman()
    {
        QFETCH(QString, file);
        QFETCH(int, minTexts);
        QFile lessonFile(chapterFile(file));
        QVERIFY(lessonFile.open(QIODevice::ReadOnly));
        const Json lesson = Json::parse(lessonFile.readAll().toStdString());
        QStringList englishOnly;
        std::size_t texts = 0;
        for (const std::string& pointer : prosePointers(lesson)) {
            ++texts;
            const Json& value = lesson.at(Json::json_pointer(pointer));
            if (!value.is_object() || !value.contains("de"))
                englishOnly << QString::fromStdString(pointer);
        }
        QVERIFY2(texts >= std::size_t(minTexts), qPrintable(QString::number(texts)));
        QVERIFY2(englishOnly.isEmpty(),
                 qPrintable(QStringLiteral("%1 of %2 texts have no German:\n  ")
                                .arg(englishOnly.size())
                                .arg(texts) +
                            englishOnly.join(QStringLiteral("\n  "))));
    }

    void theChapterReadsInBothLanguages_data() { addChapterRows(); }
    void theChapterReadsInBothLanguages()
    {
        QFETCH(QString, file);
        QFETCH(QString, germanTitle);
        QFETCH(QString, englishTitle);
        Language::install(QStringLiteral("de"));
        const LoadResult german = LessonLoader::load(chapterFile(file));
        Language::install(QStringLiteral("en"));
        const LoadResult english = LessonLoader::load(chapterFile(file));
        QVERIFY(german.ok() && english.ok());
        QVERIFY2(german.lesson.title.startsWith(germanTitle), qPrintable(german.lesson.title));
        QVERIFY2(english.lesson.title.startsWith(englishTitle), qPrintable(english.lesson.title));
        QCOMPARE(german.lesson.sections.size(), english.lesson.sections.size());
        for (std::size_t i = 0; i < german.lesson.sections.size(); ++i)
            QVERIFY2(german.lesson.sections[i].markdown != english.lesson.sections[i].markdown,
                     qPrintable(english.lesson.sections[i].title));
        // Ids, commands and expectations do not depend on the language.
        QCOMPARE(german.lesson.scenarios.size(), english.lesson.scenarios.size());
        for (std::size_t i = 0; i < german.lesson.scenarios.size(); ++i) {
            const Scenario& de = german.lesson.scenarios[i];
            const Scenario& en = english.lesson.scenarios[i];
            QCOMPARE(de.id, en.id);
            QCOMPARE(de.steps.size(), en.steps.size());
            for (std::size_t j = 0; j < de.steps.size(); ++j) {
                QCOMPARE(de.steps[j].command, en.steps[j].command);
                QCOMPARE(de.steps[j].expectations.size(), en.steps[j].expectations.size());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestLessonTranslations)
#include "tst_lessontranslations.moc"
