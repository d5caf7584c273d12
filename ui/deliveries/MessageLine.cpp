#include "deliveries/MessageLine.h"

#include "frame/ThemeColors.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QToolButton>

namespace atlas {
namespace {

constexpr int kStripeWidth = 4;

Tone toneOf(MessageLine::Severity severity)
{
    return severity == MessageLine::Severity::Error ? Tone::Bad : Tone::Info;
}

} // namespace

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
    layout->setContentsMargins(kStripeWidth + 4, 4, 4, 4);
    layout->addWidget(label_, 1);
    layout->addWidget(close_, 0, Qt::AlignTop);

    // Colour is backed by words ("Not done:") so the message also reads in
    // greyscale or on a washed-out projector.
    setAutoFillBackground(true);
    applyColours();
    hide();
}

void MessageLine::applyColours()
{
    const QColor ground = ThemeColors::tint(toneOf(severity_), palette());
    const QColor text = ThemeColors::text(toneOf(severity_), palette());
    if (palette().color(QPalette::Window) == ground &&
        palette().color(QPalette::WindowText) == text)
        return; // the palette change this call made itself
    QPalette own = palette();
    own.setColor(QPalette::Window, ground);
    own.setColor(QPalette::WindowText, text);
    setPalette(own);
}

void MessageLine::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColours();
}

void MessageLine::paintEvent(QPaintEvent* event)
{
    QFrame::paintEvent(event);
    QPainter painter(this);
    painter.fillRect(QRect(0, 0, kStripeWidth, height()),
                     ThemeColors::text(toneOf(severity_), palette()));
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
    applyColours();
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
