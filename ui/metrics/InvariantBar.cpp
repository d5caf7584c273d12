#include "metrics/InvariantBar.h"

#include "frame/ThemeColors.h"
#include "lab/Lab.h"
#include "widgets/FlowLayout.h"

#include <QEvent>
#include <QLabel>
#include <QLayout>
#include <QPainter>
#include <QResizeEvent>
#include <QStyle>
#include <QStyleOptionFocusRect>

namespace atlas {
namespace {

// Short names for the strip; the full title is in the tooltip. An invariant
// added later without a short name shows its title.
QString shortTitle(const InvariantVerdict& v)
{
    static const std::pair<const char*, const char*> kNames[] = {
        {"single-completion", QT_TRANSLATE_NOOP("atlas::InvariantBar", "Single completion")},
        {"single-inbox-marker", QT_TRANSLATE_NOOP("atlas::InvariantBar", "One inbox marker")},
        {"revenue-matches", QT_TRANSLATE_NOOP("atlas::InvariantBar", "Revenue matches")},
        {"one-receipt-per-order", QT_TRANSLATE_NOOP("atlas::InvariantBar", "One receipt")},
        {"no-event-lost", QT_TRANSLATE_NOOP("atlas::InvariantBar", "No event lost")},
        {"completed-is-final", QT_TRANSLATE_NOOP("atlas::InvariantBar", "Completed is final")},
        {"saga-compensates-once", QT_TRANSLATE_NOOP("atlas::InvariantBar", "Compensates once")},
    };
    for (const auto& [id, name] : kNames)
        if (v.id == id)
            return InvariantBar::tr(name);
    return QString::fromStdString(v.title);
}

constexpr int kPaddingX = 8;
constexpr int kPaddingY = 3;
constexpr qreal kRadius = 4;

} // namespace

InvariantBadge::InvariantBadge(QWidget* parent) : QToolButton(parent)
{
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    setAutoRaise(false);
    setAttribute(Qt::WA_Hover); // a broken badge lightens under the mouse
    // Only the weight: the size still follows presenter mode and zoom.
    QFont bold;
    bold.setBold(true);
    setFont(bold);
    applyColours();
}

QSize InvariantBadge::sizeHint() const
{
    const QSize text = fontMetrics().size(Qt::TextSingleLine, this->text());
    return {text.width() + 2 * kPaddingX + 2, text.height() + 2 * kPaddingY + 2};
}

void InvariantBadge::applyColours()
{
    const ThemeColors::Badge colours =
        ThemeColors::badge(holds() ? Tone::Good : Tone::Bad, palette());
    if (palette().color(QPalette::Button) == colours.fill &&
        palette().color(QPalette::ButtonText) == colours.text)
        return; // the palette change this call made itself
    QPalette own = palette();
    own.setColor(QPalette::Button, colours.fill);
    own.setColor(QPalette::ButtonText, colours.text);
    setPalette(own);
}

void InvariantBadge::changeEvent(QEvent* event)
{
    QToolButton::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColours();
}

void InvariantBadge::paintEvent(QPaintEvent*)
{
    const ThemeColors::Badge colours =
        ThemeColors::badge(holds() ? Tone::Good : Tone::Bad, palette());
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const bool hovered = underMouse() && isEnabled();
    painter.setPen(QPen(colours.border, 1));
    painter.setBrush(hovered ? colours.hoverFill : palette().color(QPalette::Button));
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), kRadius, kRadius);
    painter.setPen(palette().color(QPalette::ButtonText));
    painter.drawText(rect(), Qt::AlignCenter, text());
    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = rect().adjusted(2, 2, -2, -2);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, &painter, this);
    }
}

void InvariantBadge::setVerdict(const InvariantVerdict& verdict)
{
    const bool changed = !shown_ || verdict.holds != verdict_.holds ||
                         verdict.offenders != verdict_.offenders ||
                         verdict.explanation != verdict_.explanation;
    const bool flipped = !shown_ || verdict.holds != verdict_.holds;
    if (!changed)
        return;
    verdict_ = verdict;
    shown_ = true;
    setObjectName(QStringLiteral("invariant-%1").arg(QString::fromStdString(verdict.id)));
    setText(QStringLiteral("%1 %2").arg(verdict.holds ? QStringLiteral("✓") : QStringLiteral("✗"),
                                        shortTitle(verdict)));

    QString tip =
        QStringLiteral("<b>%1</b>").arg(QString::fromStdString(verdict.title).toHtmlEscaped());
    if (verdict.holds) {
        tip += QStringLiteral("<br>") + InvariantBar::tr("Holds.");
    } else {
        tip += QStringLiteral("<br>") + QString::fromStdString(verdict.explanation).toHtmlEscaped();
        const int shown = std::min<int>(kOffendersShown, int(verdict.offenders.size()));
        tip += QStringLiteral("<br>") + InvariantBar::tr("Offenders:") + QStringLiteral("<ul>");
        for (int i = 0; i < shown; ++i)
            tip +=
                QStringLiteral("<li>%1</li>")
                    .arg(QString::fromStdString(verdict.offenders[std::size_t(i)]).toHtmlEscaped());
        tip += QStringLiteral("</ul>");
        if (int(verdict.offenders.size()) > shown)
            tip += InvariantBar::tr("and %n more", nullptr, int(verdict.offenders.size()) - shown);
        tip += QStringLiteral("<br><i>") + InvariantBar::tr("Click to select the offenders.") +
               QStringLiteral("</i>");
    }
    setToolTip(tip);
    setCursor(verdict.holds ? Qt::ArrowCursor : Qt::PointingHandCursor);
    if (flipped)
        applyColours();
}

InvariantBar::InvariantBar(Lab& lab, QWidget* parent)
    : QWidget(parent), lab_(lab), layout_(new FlowLayout(this)), summary_(new QLabel(this))
{
    setObjectName(QStringLiteral("invariantBar"));
    summary_->setObjectName(QStringLiteral("invariantSummary"));
    summary_->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    layout_->setContentsMargins(4, 2, 4, 2);
    layout_->setSpacing(6);
    layout_->addWidget(summary_);
    connect(&lab_, &Lab::commandExecuted, this, &InvariantBar::refresh);
    refresh();
}

InvariantBadge* InvariantBar::badge(const QString& invariantId) const
{
    return findChild<InvariantBadge*>(QStringLiteral("invariant-%1").arg(invariantId),
                                      Qt::FindDirectChildrenOnly);
}

void InvariantBar::refresh()
{
    const std::vector<InvariantVerdict> verdicts = lab_.invariants();
    while (badges_.size() < qsizetype(verdicts.size())) {
        auto* badge = new InvariantBadge(this);
        layout_->addWidget(badge);
        connect(badge, &QToolButton::clicked, this, [this, badge] {
            if (badge->holds())
                return;
            QStringList paths;
            for (const auto& offender : badge->verdict().offenders)
                paths << QString::fromStdString(offender);
            emit offendersActivated(paths);
        });
        badges_.append(badge);
    }
    int broken = 0;
    for (std::size_t i = 0; i < verdicts.size(); ++i) {
        badges_[qsizetype(i)]->setVerdict(verdicts[i]);
        broken += verdicts[i].holds ? 0 : 1;
    }
    summary_->setText(broken == 0 ? tr("Invariants: all hold")
                                  : tr("Invariants: %n broken", nullptr, broken));
    fitHeight();
}

QSize InvariantBar::minimumSizeHint() const
{
    return layout_->minimumSize();
}

QSize InvariantBar::sizeHint() const
{
    return QSize(minimumSizeHint().width(), layout_->heightForWidth(width()));
}

void InvariantBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitHeight();
}

bool InvariantBar::event(QEvent* event)
{
    const bool handled = QWidget::event(event);
    // A badge grew (new text, presenter fonts).
    if (event->type() == QEvent::LayoutRequest)
        fitHeight();
    return handled;
}

void InvariantBar::fitHeight()
{
    const int height = layout_->heightForWidth(width());
    if (minimumHeight() == height && maximumHeight() == height)
        return;
    setFixedHeight(height);
    // A tool bar keeps the height it measured; make it measure again.
    if (QWidget* bar = parentWidget(); bar && bar->layout()) {
        bar->layout()->invalidate();
        bar->updateGeometry();
    }
}

} // namespace atlas
