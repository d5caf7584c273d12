// Lesson Markdown reads no local file outside the lesson's folder: images
// load only from the folder (no ".." or symbolic link out of it) or from the
// lab's resources, within a size cap, and links open only when clicked, and
// then only http(s) and mailto, outside the lab.
#include "lesson/LessonDocument.h"
#include "lesson/MarkdownView.h"

#include <QDesktopServices>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QtTest>

#include <memory>

#include <sys/stat.h>

using namespace atlas;

namespace {

bool writeImage(const QString& path, QSize size, QColor color)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(color);
    return image.save(path, "PNG");
}

// The names of the images the document still shows, in order.
QStringList shownImages(const QTextDocument& document)
{
    QStringList out;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            if (it.fragment().charFormat().isImageFormat())
                out << it.fragment().charFormat().toImageFormat().name();
    return out;
}

QSize loadedSize(QTextDocument& document, const QString& name)
{
    return document.resource(QTextDocument::ImageResource, QUrl(name)).value<QImage>().size();
}

const QSize kPlaceholder(24, 24);

} // namespace

// Stands in for the system's browser and mail program.
class UrlCatcher : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> opened;
public slots:
    void open(const QUrl& url) { opened << url; }
};

class TestLessonMarkdown : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> root_;
    QString lesson_; // <root>/lesson, the lesson file's folder
    QString outside_;

private slots:
    void init()
    {
        root_ = std::make_unique<QTemporaryDir>();
        QVERIFY(root_->isValid());
        lesson_ = root_->filePath(QStringLiteral("lesson"));
        QVERIFY(QDir().mkpath(lesson_ + QStringLiteral("/sub")));
        outside_ = root_->filePath(QStringLiteral("outside.png"));
        // Outside images are real images: had one loaded, its size would show.
        QVERIFY(writeImage(outside_, {11, 13}, Qt::blue));
        QVERIFY(writeImage(lesson_ + QStringLiteral("/img.png"), {7, 5}, Qt::red));
        QVERIFY(writeImage(lesson_ + QStringLiteral("/sub/b.png"), {3, 2}, Qt::green));
        QVERIFY(QFile::link(outside_, lesson_ + QStringLiteral("/escape.png")));
        QVERIFY(QFile::link(lesson_ + QStringLiteral("/img.png"),
                            lesson_ + QStringLiteral("/alias.png")));
    }
    void cleanup() { root_.reset(); }

    void imagePolicy_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("allowed");
        QTest::addRow("in the folder") << QStringLiteral("img.png") << true;
        QTest::addRow("in a subfolder") << QStringLiteral("sub/b.png") << true;
        QTest::addRow("back in through ..") << QStringLiteral("sub/../img.png") << true;
        QTest::addRow("link inside the folder") << QStringLiteral("alias.png") << true;
        QTest::addRow("lab resource, qrc:")
            << QStringLiteral("qrc:/icons/atlasmart-lab-32.png") << true;
        QTest::addRow("lab resource, :/") << QStringLiteral(":/icons/atlasmart-lab-32.png") << true;
        QTest::addRow("/etc/passwd") << QStringLiteral("/etc/passwd") << false;
        QTest::addRow("file:///etc/hostname") << QStringLiteral("file:///etc/hostname") << false;
        QTest::addRow("../outside.png") << QStringLiteral("../outside.png") << false;
        QTest::addRow("out through a subfolder")
            << QStringLiteral("sub/../../outside.png") << false;
        QTest::addRow("link out of the folder") << QStringLiteral("escape.png") << false;
        QTest::addRow("missing") << QStringLiteral("nothing.png") << false;
        QTest::addRow("http") << QStringLiteral("http://example.org/x.png") << false;
        QTest::addRow("data URL") << QStringLiteral("data:image/png;base64,iVBORw0KGgo=") << false;
        QTest::addRow("home") << QStringLiteral("~/x.png") << false;
    }

    void imagePolicy()
    {
        QFETCH(QString, name);
        QFETCH(bool, allowed);
        QCOMPARE(!LessonDocument::imageFile(name, lesson_).isEmpty(), allowed);
        QVERIFY(LessonDocument::imageFile(name, {}).isEmpty() || name.contains(u':'));
    }

    void aLessonLoadsOnlyItsOwnImages()
    {
        const QString absolute = outside_;
        const QString markdown =
            QStringLiteral("Mine: ![mine](img.png)\n\n"
                           "![x](/etc/passwd) ![x](file:///etc/hostname) ![x](../outside.png)\n\n"
                           "![abs](%1) ![url](%2) ![link](escape.png) ![](nothing.png)\n\n"
                           "<img src=\"%1\">\n")
                .arg(absolute, QUrl::fromLocalFile(absolute).toString());
        MarkdownView view(MarkdownView::Sizing::Scroll);
        view.resize(500, 400);
        view.showMarkdown(markdown, lesson_);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        LessonDocument& document = *view.lessonDocument();
        QCOMPARE(shownImages(document), QStringList{QStringLiteral("img.png")});
        QCOMPARE(loadedSize(document, QStringLiteral("img.png")), QSize(7, 5));
        QCOMPARE(document.resource(QTextDocument::ImageResource, QUrl(QStringLiteral("img.png")))
                     .value<QImage>()
                     .pixelColor(0, 0),
                 QColor(Qt::red));
        const QString text = document.toPlainText();
        QVERIFY2(text.contains(QStringLiteral("[x] [x] [x]")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("[abs] [url] [link]")), qPrintable(text));
        // Asked directly, the document still loads nothing from outside.
        for (const QString& name :
             {QStringLiteral("/etc/passwd"), QStringLiteral("file:///etc/hostname"), absolute,
              QStringLiteral("../outside.png"), QStringLiteral("escape.png")})
            QCOMPARE(loadedSize(document, name), kPlaceholder);
        QCOMPARE(document.resource(QTextDocument::StyleSheetResource,
                                   QUrl::fromLocalFile(QStringLiteral("/etc/passwd"))),
                 QVariant(QString()));
    }

    void imagesAreCappedInBytesAndPixels()
    {
        QFile big(lesson_ + QStringLiteral("/big.png"));
        QVERIFY(big.open(QIODevice::WriteOnly));
        QImage image(8, 8, QImage::Format_RGB32);
        image.fill(Qt::red);
        QVERIFY(image.save(&big, "PNG"));
        QVERIFY(big.resize(LessonDocument::kMaxImageBytes + 1)); // a PNG, then padding
        big.close();
        QVERIFY(writeImage(lesson_ + QStringLiteral("/wide.png"),
                           {LessonDocument::kMaxImageSide + 1, 1}, Qt::red));
        QVERIFY(writeImage(lesson_ + QStringLiteral("/widest.png"),
                           {LessonDocument::kMaxImageSide, 1}, Qt::red));
        QCOMPARE(
            ::mkfifo(QFile::encodeName(lesson_ + QStringLiteral("/fifo.png")).constData(), 0600),
            0);
        QVERIFY(QDir(lesson_).mkdir(QStringLiteral("folder.png")));

        LessonDocument document;
        QElapsedTimer timer;
        timer.start();
        document.setLessonMarkdown(QStringLiteral("![a](big.png) ![b](wide.png) ![c](widest.png) "
                                                  "![d](fifo.png) ![e](folder.png)"),
                                   lesson_);
        QCOMPARE(loadedSize(document, QStringLiteral("big.png")), kPlaceholder);
        QCOMPARE(loadedSize(document, QStringLiteral("wide.png")), kPlaceholder);
        QCOMPARE(loadedSize(document, QStringLiteral("widest.png")),
                 QSize(LessonDocument::kMaxImageSide, 1));
        QCOMPARE(loadedSize(document, QStringLiteral("fifo.png")), kPlaceholder);
        QCOMPARE(loadedSize(document, QStringLiteral("folder.png")), kPlaceholder);
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    }

    void linksOpenOnlyWhenClickedAndOnlyOnTheWeb()
    {
        UrlCatcher catcher;
        for (const QString& scheme : {QStringLiteral("http"), QStringLiteral("https"),
                                      QStringLiteral("file"), QStringLiteral("mailto")})
            QDesktopServices::setUrlHandler(scheme, &catcher, "open");

        MarkdownView view(MarkdownView::Sizing::FitText);
        view.resize(600, 100);
        view.showMarkdown(QStringLiteral("[web](https://example.org/guide) "
                                         "[file](file:///etc/passwd) [page](notes.md) "
                                         "[mail](mailto:teacher@example.org)"),
                          lesson_);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCoreApplication::processEvents();
        QVERIFY(catcher.opened.isEmpty()); // showing a link opens nothing
        QVERIFY(view.height() > 0);

        // A real click on the web link opens it, once.
        QPoint web;
        for (int y = 0; y < view.viewport()->height() && web.isNull(); ++y)
            for (int x = 0; x < view.viewport()->width() && web.isNull(); ++x)
                if (view.anchorAt({x, y}) == u"https://example.org/guide")
                    web = {x, y};
        QVERIFY(!web.isNull());
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, web);
        QCOMPARE(catcher.opened, QList<QUrl>{QUrl(QStringLiteral("https://example.org/guide"))});

        const QString before = view.toPlainText();
        for (const QString& link :
             {QStringLiteral("file:///etc/passwd"), QStringLiteral("notes.md"),
              QStringLiteral("mailto:teacher@example.org")})
            emit view.anchorClicked(QUrl(link));
        QCOMPARE(catcher.opened.size(), 2);
        QCOMPARE(catcher.opened.last(), QUrl(QStringLiteral("mailto:teacher@example.org")));
        QCOMPARE(view.toPlainText(), before); // nothing was loaded into the view

        for (const QString& scheme : {QStringLiteral("http"), QStringLiteral("https"),
                                      QStringLiteral("file"), QStringLiteral("mailto")})
            QDesktopServices::unsetUrlHandler(scheme);
    }

    void fitTextGrowsWithItsText()
    {
        MarkdownView view(MarkdownView::Sizing::FitText);
        view.resize(300, 10);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.showMarkdown(QStringLiteral("One line."));
        const int one = view.height();
        view.showMarkdown(QStringLiteral("One.\n\nTwo.\n\nThree.\n\n![x](img.png)"), lesson_);
        QVERIFY2(view.height() > one,
                 qPrintable(QStringLiteral("%1 %2").arg(one).arg(view.height())));
        QCOMPARE(view.markdownText(), QStringLiteral("One.\n\nTwo.\n\nThree.\n\n![x](img.png)"));
    }

    // A page scrolled to its end, then another page: the new one is read
    // from its first line, not from where the old one was left.
    void aNewPageStartsAtItsTop()
    {
        MarkdownView view(MarkdownView::Sizing::Scroll);
        view.resize(300, 120);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QStringList paragraphs;
        for (int i = 0; i < 40; ++i)
            paragraphs << QStringLiteral("Paragraph %1 of a long page.").arg(i);
        view.showMarkdown(paragraphs.join(QStringLiteral("\n\n")));
        QScrollBar* bar = view.verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        view.moveCursor(QTextCursor::End); // as a reader's click at the end does
        QVERIFY(bar->value() > 0);
        view.showMarkdown(paragraphs.mid(0, 30).join(QStringLiteral("\n\n")));
        view.resize(300, 100); // the dock's layout settling
        QTRY_VERIFY(bar->maximum() > 0);
        QTest::qWait(20);
        QCOMPARE(bar->value(), 0);
        // And the text cursor with it, or the next ensureCursorVisible (a
        // font change in presenter mode, a focus change) scrolls back down.
        QCOMPARE(view.textCursor().position(), 0);
    }

    // Presenter mode grows the font of text already on screen; code must
    // grow with the prose.
    void codeGrowsWithTheText()
    {
        MarkdownView view(MarkdownView::Sizing::Scroll);
        view.showMarkdown(QStringLiteral("Call `deliverNext` now.\n\n```\nlab.step();\n```"));
        QFont big = view.font();
        big.setPointSizeF(30);
        view.setFont(big);
        QStringList code;
        for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next())
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat format = it.fragment().charFormat();
                if (!format.fontFixedPitch() &&
                    format.fontFamilies().toStringList().join(u',') == big.family())
                    continue;
                code << it.fragment().text();
                const QFont shown = format.font().resolve(view.document()->defaultFont());
                QCOMPARE(shown.pointSizeF(), 30.0);
            }
        QVERIFY2(code.contains(QStringLiteral("deliverNext")), qPrintable(code.join(u'|')));
        QVERIFY2(code.contains(QStringLiteral("lab.step();")), qPrintable(code.join(u'|')));
    }
};

QTEST_MAIN(TestLessonMarkdown)
#include "tst_lessonmarkdown.moc"
