#include "deliveries/MessageLine.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace atlas {
namespace {

Tone toneOf(MessageLine::Severity severity)
{
    return severity == MessageLine::Severity::Error ? Tone::Bad : Tone::Info;
}

} // namespace

MessageLine::MessageLine(QWidget* parent)
    : ToneStrip(Tone::Info, parent), label_(new QLabel(this)), close_(new QToolButton(this))
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
    layout->setContentsMargins(kStripeWidth + 4, 4, 4, 4);
    layout->addWidget(label_, 1);
    layout->addWidget(close_, 0, Qt::AlignTop);

    // Colour is backed by words ("Not done:") so the message also reads in
    // greyscale or on a washed-out projector.
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
    setTone(toneOf(severity));
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

} // namespace atlas
