#include "LessonErrorsDialog.h"

#include "LessonErrorsView.h"
#include "lesson/reader/LoadResult.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPushButton>
#include <QVBoxLayout>

namespace atlas {

LessonErrorsDialog::LessonErrorsDialog(const LoadResult& result, QWidget* parent)
    : QDialog(parent), view_(new LessonErrorsView(this))
{
    setObjectName(QStringLiteral("lessonErrorsDialog"));
    setWindowTitle(tr("Lesson not opened: %1").arg(QFileInfo(result.file).fileName()));
    view_->setResult(result);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("Copy errors"), QDialogButtonBox::ActionRole);
    copy->setToolTip(tr("Copy every error to the clipboard, one per line"));
    connect(copy, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(errorText()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(view_, 1);
    layout->addWidget(buttons);
    resize(720, 360);
}

QString LessonErrorsDialog::errorText() const
{
    return view_->errorText();
}

} // namespace atlas
