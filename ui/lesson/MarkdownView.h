#pragma once

#include <QTextBrowser>

namespace atlas {

class LessonDocument;

// Lesson Markdown on screen, through a LessonDocument so that it loads no
// file a lesson should not reach. Links do nothing until clicked; then an
// http(s) or mailto link opens in the system's browser or mail program and
// any other link is ignored (a QTextBrowser would otherwise load a local
// file named by a link into itself). FitText sizes the view to its text,
// like a word-wrapped label; Scroll scrolls it, like a page.
class MarkdownView : public QTextBrowser
{
    Q_OBJECT
public:
    enum class Sizing { Scroll, FitText };

    explicit MarkdownView(Sizing sizing, QWidget* parent = nullptr);

    // `lessonFolder`: as for LessonDocument::setLessonMarkdown.
    void showMarkdown(const QString& markdown, const QString& lessonFolder = {});
    // The Markdown as given, before rendering.
    const QString& markdownText() const { return markdown_; }
    LessonDocument* lessonDocument() const { return document_; }

    // Whether a click on a link to `url` opens it outside the lab.
    static bool opensExternally(const QUrl& url);

protected:
    void changeEvent(QEvent* event) override;

private:
    void followLink(const QUrl& url);
    void fitHeight();

    LessonDocument* document_;
    Sizing sizing_;
    QString markdown_;
};

} // namespace atlas
