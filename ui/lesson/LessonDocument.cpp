#include "LessonDocument.h"

#include "lesson/reader/BoundedFile.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QUrl>

#include <utility>
#include <vector>

namespace atlas {
namespace {

bool isResource(const QString& path)
{
    return path.startsWith(QStringLiteral(":/"));
}

// Drawn where an allowed image cannot be shown (missing, too large, not an
// image): a grey frame with a cross, so the gap is visible but says nothing.
// Mid grey stands out 3:1, as a graphic must, on the light and dark bases.
QImage placeholder()
{
    QImage image(24, 24, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setPen(QColor(128, 128, 128));
    painter.drawRect(0, 0, 23, 23);
    painter.drawLine(0, 0, 23, 23);
    painter.drawLine(0, 23, 23, 0);
    return image;
}

QImage decode(const QString& path)
{
    const BoundedFile file = BoundedFile::read(path, LessonDocument::kMaxImageBytes);
    if (!file.ok())
        return {};
    QBuffer buffer;
    buffer.setData(file.bytes());
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    if (!size.isValid() || size.width() > LessonDocument::kMaxImageSide ||
        size.height() > LessonDocument::kMaxImageSide)
        return {};
    return reader.read();
}

} // namespace

LessonDocument::LessonDocument(QObject* parent) : QTextDocument(parent)
{
    setUndoRedoEnabled(false); // shown, never edited: recolouring needs no history
}

QString LessonDocument::imageFile(const QString& name, const QString& lessonFolder)
{
    const QUrl url(name);
    if (url.scheme() == u"qrc")
        return QDir::cleanPath(u':' + url.path(QUrl::FullyDecoded));
    if (isResource(name))
        return QDir::cleanPath(name);
    // Anything with a scheme (file:, http:, data:) or an absolute path names
    // something outside the lesson's folder, or nothing a lesson needs.
    if (lessonFolder.isEmpty() || !url.scheme().isEmpty() || !url.authority().isEmpty())
        return {};
    const QString relative = url.path(QUrl::FullyDecoded);
    if (relative.isEmpty() || QDir::isAbsolutePath(relative))
        return {};
    if (isResource(lessonFolder)) {
        const QString folder = QDir::cleanPath(lessonFolder);
        const QString path = QDir::cleanPath(folder + u'/' + relative);
        return path.startsWith(folder + u'/') ? path : QString();
    }
    // Canonical paths resolve "..", and symbolic links that point elsewhere.
    const QString folder = QFileInfo(lessonFolder).canonicalFilePath();
    const QString path = QFileInfo(QDir(lessonFolder).filePath(relative)).canonicalFilePath();
    return !folder.isEmpty() && path.startsWith(folder + u'/') ? path : QString();
}

void LessonDocument::setLessonMarkdown(const QString& markdown, const QString& lessonFolder)
{
    lessonFolder_ = lessonFolder;
    setMarkdown(markdown);
    replaceRefusedImages();
    letCodeFollowTheFont();
    applyColours();
}

void LessonDocument::setColours(const ThemeColors::Lesson& colours)
{
    if (colours == colours_)
        return;
    colours_ = colours;
    applyColours();
}

bool LessonDocument::isCode(const QTextCharFormat& format)
{
    return format.fontFixedPitch() ||
           format.fontFamilies().toStringList().contains(QStringLiteral("monospace"));
}

void LessonDocument::letCodeFollowTheFont()
{
    // The Markdown importer gives code the system's fixed font at a point
    // size of its own, so presenter mode and zoom left code small beside
    // large prose. Without a size of its own it follows the document font.
    for (const Run& run : runs()) {
        if (!run.format.hasProperty(QTextFormat::FontPointSize) &&
            !run.format.hasProperty(QTextFormat::FontPixelSize))
            continue;
        QTextCharFormat format = run.format;
        format.clearProperty(QTextFormat::FontPointSize);
        format.clearProperty(QTextFormat::FontPixelSize);
        select(run).setCharFormat(format);
    }
}

void LessonDocument::applyColours()
{
    if (!colours_.link.isValid())
        return; // no theme given: Qt's own colours
    for (const Run& run : runs()) {
        QTextCharFormat colour;
        if (run.format.isAnchor()) {
            colour.setForeground(colours_.link);
        } else if (isCode(run.format)) {
            colour.setForeground(colours_.code);
            colour.setBackground(colours_.codeBackground);
        } else {
            continue;
        }
        select(run).mergeCharFormat(colour);
    }
}

void LessonDocument::replaceRefusedImages()
{
    const std::vector<Run> all = runs();
    // From the end, so the positions still to replace do not move.
    for (auto it = all.rbegin(); it != all.rend(); ++it) {
        if (!it->format.isImageFormat() ||
            !imageFile(it->format.toImageFormat().name(), lessonFolder_).isEmpty())
            continue;
        const QString alt = it->format.property(QTextFormat::ImageAltText).toString();
        QTextCharFormat format;
        format.setFontItalic(true);
        format.setToolTip(tr("This image is not shown: a lesson shows only images from its own "
                             "folder or from the lab."));
        select(*it).insertText(u'[' + alt + u']', format);
    }
}

std::vector<LessonDocument::Run> LessonDocument::runs() const
{
    std::vector<Run> out;
    for (QTextBlock block = begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it)
            out.push_back(
                {it.fragment().position(), it.fragment().length(), it.fragment().charFormat()});
    return out;
}

QTextCursor LessonDocument::select(const Run& run)
{
    QTextCursor cursor(this);
    cursor.setPosition(run.position);
    cursor.setPosition(run.position + run.length, QTextCursor::KeepAnchor);
    return cursor;
}

QVariant LessonDocument::loadResource(int type, const QUrl& name)
{
    // A value, even an empty one, so that QTextDocument does not go on to
    // its default resource provider.
    if (type != ImageResource)
        return QString();
    const QString file = imageFile(name.toString(), lessonFolder_);
    const QImage image = file.isEmpty() ? QImage() : decode(file);
    return image.isNull() ? placeholder() : image;
}

} // namespace atlas
