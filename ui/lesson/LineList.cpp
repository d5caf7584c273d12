#include "LineList.h"

#include <QLabel>
#include <QVBoxLayout>

namespace atlas {

LineList::LineList(QWidget* parent) : QWidget(parent), layout_(new QVBoxLayout(this))
{
    layout_->setContentsMargins(0, 0, 0, 0);
    layout_->setSpacing(4);
}

void LineList::clear()
{
    qDeleteAll(labels_);
    labels_.clear();
}

void LineList::addLine(const QString& text, const QColor& colour, const QVariant& tag)
{
    auto* label = new QLabel(text, this);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setProperty("tag", tag);
    if (colour.isValid()) {
        QPalette palette = label->palette();
        palette.setColor(QPalette::WindowText, colour);
        label->setPalette(palette);
    }
    layout_->addWidget(label);
    labels_.append(label);
}

QStringList LineList::texts() const
{
    QStringList out;
    for (const QLabel* label : labels_)
        out << label->text();
    return out;
}

} // namespace atlas
