// The lessons dock and the files it reads: a broken lesson among good ones,
// malformed JSON, images only from the lessons folder, no lessons at all.
#include "LessonPanelFixture.h"

using namespace atlas;
using namespace atlas::testing;

class TestLessonFiles : public QObject, public LessonPanelFixture
{
    Q_OBJECT
private slots:
    void initTestCase() { fixtureInitTestCase(); }
    void init() { fixtureInit(); }
    void cleanup() { fixtureCleanup(); }

    void badLessonIsListedAndTheOthersLoad()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(sourceLessons() + QStringLiteral("/chapter10-idempotency.json"),
                            dir.filePath(QStringLiteral("chapter10-idempotency.json"))));
        QByteArray broken(kWrongLesson);
        broken.replace("\"command\": \"deliverNext\"", "\"command\": \"deliverNxt\"");
        QVERIFY(writeFile(dir.filePath(QStringLiteral("broken.json")), broken));
        qputenv("ATLASLAB_LESSONS_DIR", dir.path().toUtf8());

        makePanel();
        QTreeWidgetItem* bad = nullptr;
        for (int i = 0; i < tree()->topLevelItemCount(); ++i)
            if (LessonTree::nodeOf(tree()->topLevelItem(i)).kind == LessonNode::Kind::BrokenLesson)
                bad = tree()->topLevelItem(i);
        QVERIFY(bad);
        QCOMPARE(bad->text(LessonTree::TitleColumn),
                 QStringLiteral("⚠ broken.json (cannot be played)"));
        const QString tip = bad->toolTip(LessonTree::TitleColumn);
        QVERIFY2(tip.contains(QRegularExpression(
                     QStringLiteral("broken\\.json:\\d+:\\d+: /scenarios/0/steps/1/command: "
                                    "unknown command \"deliverNxt\""))),
                 qPrintable(tip));
        QVERIFY(bad->foreground(LessonTree::TitleColumn).color() !=
                tree()->palette().color(QPalette::Text));
        QVERIFY(chapterIndex() >= 0);
        QCOMPARE(item(LessonNode::Kind::ScenarioGroup)->childCount(), chapterScenarioCount());

        clickItem(bad);
        auto* errors = panel_->findChild<LessonErrorsView*>();
        QCOMPARE(currentPage(), static_cast<QWidget*>(errors));
        QVERIFY(errors->errorText().contains(QStringLiteral("did you mean \"deliverNext\"?")));
        save(QStringLiteral("broken-lesson"));
    }

    void openingMalformedJsonShowsWhere()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("malformed.json"));
        QVERIFY(writeFile(file, "{\n  \"id\": \"x\"\n  \"title\": \"T\"\n}\n"));
        makePanel();
        QVERIFY(!panel_->openLessonFile(file));
        auto* dialog = topLevel<LessonErrorsDialog>();
        QVERIFY(dialog);
        QVERIFY2(dialog->errorText().startsWith(file + QStringLiteral(":3:3: malformed JSON")),
                 qPrintable(dialog->errorText()));
        QVERIFY(dialog->windowTitle().contains(QStringLiteral("malformed.json")));
        dialog->close();
        // Listed, in red, for the teacher to come back to.
        QCOMPARE(LessonTree::nodeOf(tree()->currentItem()).kind, LessonNode::Kind::BrokenLesson);

        // Fixed and opened again: it replaces the broken entry.
        QVERIFY(writeFile(file, kWrongLesson));
        const int before = tree()->topLevelItemCount();
        QVERIFY(panel_->openLessonFile(file));
        QCOMPARE(tree()->topLevelItemCount(), before);
        QCOMPARE(LessonTree::nodeOf(tree()->currentItem()).kind, LessonNode::Kind::Lesson);
    }

    void lessonImagesComeOnlyFromTheLessonsFolder()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("lesson"));
        QVERIFY(QDir().mkpath(folder));
        QImage inside(7, 5, QImage::Format_RGB32);
        inside.fill(Qt::red);
        QVERIFY(inside.save(folder + QStringLiteral("/img.png")));
        QImage outside(11, 13, QImage::Format_RGB32);
        outside.fill(Qt::blue);
        QVERIFY(outside.save(dir.filePath(QStringLiteral("outside.png"))));
        const QByteArray images = "![x](/etc/passwd) ![x](file:///etc/hostname) "
                                  "![x](../outside.png) ![mine](img.png)";
        QByteArray lesson(kWrongLesson);
        lesson.replace("\"markdown\": \"Text.\"", QByteArray("\"markdown\": \"" + images + '"'));
        lesson.replace("\"narration\": \"Publish.\"",
                       QByteArray("\"narration\": \"" + images + '"'));
        const QString file = folder + QStringLiteral("/images.json");
        QVERIFY(writeFile(file, lesson));
        makePanel();
        QVERIFY(panel_->openLessonFile(file));
        const int index = LessonTree::nodeOf(tree()->currentItem()).lesson;
        clickItem(tree()->itemFor({LessonNode::Kind::Section, index, QStringLiteral("s1")}));

        // Each image shown, with the width it loaded at.
        const auto shown = [](QTextDocument* document) {
            QStringList names;
            for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
                for (auto it = block.begin(); !it.atEnd(); ++it) {
                    const QTextCharFormat format = it.fragment().charFormat();
                    if (!format.isImageFormat())
                        continue;
                    const QString name = format.toImageFormat().name();
                    const QVariant image =
                        document->resource(QTextDocument::ImageResource, QUrl(name));
                    names << name << QString::number(image.value<QImage>().width());
                }
            return names;
        };
        const QStringList onlyMine{QStringLiteral("img.png"), QStringLiteral("7")};
        auto* section = child<MarkdownView>(QStringLiteral("sectionText"));
        QCOMPARE(shown(section->document()), onlyMine);
        QVERIFY(section->toPlainText().startsWith(QStringLiteral("[x] [x] [x] ")));
        QVERIFY(panel_->playScenario(QStringLiteral("wrong-on-purpose"), QStringLiteral("sc")));
        QCOMPARE(shown(child<MarkdownView>(QStringLiteral("nextNarration"))->document()), onlyMine);
    }

    void noLessonsSaysWhereItLooked()
    {
        QTemporaryDir empty;
        qputenv("ATLASLAB_LESSONS_DIR", empty.path().toUtf8());
        makePanel();
        QCOMPARE(tree()->topLevelItemCount(), 0);
        auto* section = panel_->findChild<SectionView*>();
        QCOMPARE(currentPage(), static_cast<QWidget*>(section));
        QCOMPARE(section->title(), QStringLiteral("No lessons yet"));
        QVERIFY(child<QTextBrowser>(QStringLiteral("sectionText"))
                    ->toPlainText()
                    .contains(empty.path()));
    }
};

QTEST_MAIN(TestLessonFiles)
#include "tst_lessonfiles.moc"
