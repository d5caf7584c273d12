#include "MarkdownView.h"

#include "LessonDocument.h"

#include <QAbstractTextDocumentLayout>
#include <QDesktopServices>
#include <QEvent>
#include <QScrollBar>
#include <QtMath>

namespace atlas {

MarkdownView::MarkdownView(Sizing sizing, QWidget* parent)
    : QTextBrowser(parent), document_(new LessonDocument(this)), sizing_(sizing)
{
    setDocument(document_);
    document_->setColours(ThemeColors::lesson(palette()));
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, &MarkdownView::followLink);
    if (sizing_ == Sizing::FitText) {
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        setFocusPolicy(Qt::TabFocus); // as a label with links: no focus on click
        viewport()->setAutoFillBackground(false);
        document_->setDocumentMargin(0);
        connect(document_->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged,
                this, &MarkdownView::fitHeight);
    }
}

void MarkdownView::showMarkdown(const QString& markdown, const QString& lessonFolder)
{
    markdown_ = markdown;
    document_->setLessonMarkdown(markdown, lessonFolder);
    // The document is replaced in place, which keeps the old page's scroll
    // position: a new page starts at its top.
    moveCursor(QTextCursor::Start);
    verticalScrollBar()->setValue(0);
}

bool MarkdownView::opensExternally(const QUrl& url)
{
    const QString scheme = url.scheme().toLower();
    return scheme == u"http" || scheme == u"https" || scheme == u"mailto";
}

void MarkdownView::followLink(const QUrl& url)
{
    if (opensExternally(url))
        QDesktopServices::openUrl(url);
    else if (url.isRelative() && url.path().isEmpty() && url.hasFragment())
        scrollToAnchor(url.fragment());
}

void MarkdownView::changeEvent(QEvent* event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        document_->setColours(ThemeColors::lesson(palette()));
}

void MarkdownView::fitHeight()
{
    // The width follows the layout; the height follows the text at that width.
    setFixedHeight(qCeil(document_->size().height()) + 2 * frameWidth());
}

} // namespace atlas
