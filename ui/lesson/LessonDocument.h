#pragma once

#include "frame/ThemeColors.h"

#include <QString>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFormat>

#include <vector>

namespace atlas {

// Lesson text (sections, narration, explanations) as a document that reads
// nothing a lesson should not reach. QTextDocument on its own loads any image
// the text names from the file system (an absolute path, a file: URL, a path
// relative to the working directory) and style sheets too; here an image
// loads only from the lab's own resources (qrc:/ or :/) or from the lesson
// file's own folder, at most kMaxImageBytes and kMaxImageSide pixels a side,
// and nothing else loads at all. A refused image shows its alt text.
// Links and code (Markdown's and inline HTML's alike) take the theme's
// colours from setColours: Qt's Markdown reader applies no style sheet, and
// colours links from the palette only while it reads the text.
class LessonDocument : public QTextDocument
{
    Q_OBJECT
public:
    static constexpr qint64 kMaxImageBytes = 2 * 1024 * 1024;
    static constexpr int kMaxImageSide = 4096;

    explicit LessonDocument(QObject* parent = nullptr);

    // `lessonFolder` is the folder of the lesson file the text comes from;
    // empty for text the lab writes itself, which may then show only the
    // lab's resources.
    void setLessonMarkdown(const QString& markdown, const QString& lessonFolder);
    const QString& lessonFolder() const { return lessonFolder_; }
    // Recolours the text shown and whatever is shown later.
    void setColours(const ThemeColors::Lesson& colours);
    // A run of code: a Markdown code span or block, or an HTML <code>.
    static bool isCode(const QTextCharFormat& format);

    // The file `name` may load from: a resource path, or a file inside
    // `lessonFolder` (after resolving "..", and symbolic links for files on
    // disk); empty when the image must not load.
    static QString imageFile(const QString& name, const QString& lessonFolder);

protected:
    QVariant loadResource(int type, const QUrl& name) override;

private:
    void replaceRefusedImages();
    // A run of text and its format, read before any is changed: changing a
    // format while walking the fragments splits them under the walk.
    struct Run
    {
        int position = 0;
        int length = 0;
        QTextCharFormat format;
    };
    std::vector<Run> runs() const;
    QTextCursor select(const Run& run);
    void letCodeFollowTheFont();
    void applyColours();

    QString lessonFolder_;
    ThemeColors::Lesson colours_;
};

} // namespace atlas
