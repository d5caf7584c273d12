#include "deliveries/MessageLine.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace atlas {

MessageLine::MessageLine(QWidget* parent)
    : QFrame(parent), label_(new QLabel(this)), close_(new QToolButton(this))
{
    setObjectName(QStringLiteral("messageLine"));
    label_->setObjectName(QStringLiteral("messageText"));
    label_->setWordWrap(true);
    label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    close_->setAutoRaise(true);
    close_->setText(QStringLiteral("×"));
    close_->setToolTip(tr("Dismiss this message"));
    connect(close_, &QToolButton::clicked, this, &MessageLine::clear);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(label_, 1);
    layout->addWidget(close_, 0, Qt::AlignTop);

    // Colour is backed by words ("Not done:") so the message also reads in
    // greyscale or on a washed-out projector.
    setStyleSheet(QStringLiteral(
        "atlas--MessageLine[severity=\"error\"] { background: #fdecea; border-left: 4px solid "
        "#b3261e; } atlas--MessageLine[severity=\"error\"] QLabel { color: #7a1710; }"
        "atlas--MessageLine[severity=\"info\"] { background: #e8f1fb; border-left: 4px solid "
        "#1f5fa8; } atlas--MessageLine[severity=\"info\"] QLabel { color: #123a66; }"));
    hide();
}

void MessageLine::showError(const QString& text)
{
    show(Severity::Error, tr("Not done: %1").arg(text));
}

void MessageLine::showInfo(const QString& text)
{
    show(Severity::Info, text);
}

void MessageLine::show(Severity severity, const QString& text)
{
    severity_ = severity;
    label_->setText(text);
    style()->unpolish(this);
    style()->polish(this);
    setVisible(true);
}

void MessageLine::clear()
{
    label_->clear();
    hide();
}

QString MessageLine::text() const
{
    return label_->text();
}

QString MessageLine::severityName() const
{
    return severity_ == Severity::Error ? QStringLiteral("error") : QStringLiteral("info");
}

} // namespace atlas
