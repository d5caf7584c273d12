#include "LessonErrorsView.h"

#include "lesson/reader/LoadResult.h"

#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace atlas {

LessonErrorsView::LessonErrorsView(QWidget* parent)
    : QWidget(parent), heading_(new QLabel(this)), errors_(new QPlainTextEdit(this))
{
    heading_->setObjectName(QStringLiteral("lessonErrorsHeading"));
    heading_->setWordWrap(true);
    heading_->setTextFormat(Qt::RichText);
    errors_->setObjectName(QStringLiteral("lessonErrors"));
    errors_->setReadOnly(true);
    errors_->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    errors_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(heading_);
    layout->addWidget(errors_, 1);
}

QString LessonErrorsView::headline(const LoadResult& result)
{
    return tr("%1 (cannot be played)").arg(QFileInfo(result.file).fileName());
}

void LessonErrorsView::setResult(const LoadResult& result)
{
    heading_->setText(
        tr("<p><span style=\"font-size:large; font-weight:600\">%1 cannot be played</span></p>"
           "<p>Problems found: %2. Each line below gives the file, line and column, "
           "then the place in the lesson and what is wrong. Fix them in an editor and open the "
           "file again.</p>")
            .arg(result.file.toHtmlEscaped())
            .arg(result.errors.size()));
    QStringList lines;
    for (const LessonError& error : result.errors)
        lines << error.toString();
    errors_->setPlainText(lines.join(u'\n'));
}

QString LessonErrorsView::errorText() const
{
    return errors_->toPlainText();
}

} // namespace atlas
