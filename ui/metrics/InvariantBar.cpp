#include "metrics/InvariantBar.h"

#include "lab/Lab.h"
#include "widgets/FlowLayout.h"

#include <QLabel>
#include <QLayout>
#include <QResizeEvent>
#include <QStyle>

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
    };
    for (const auto& [id, name] : kNames)
        if (v.id == id)
            return InvariantBar::tr(name);
    return QString::fromStdString(v.title);
}

} // namespace

InvariantBadge::InvariantBadge(QWidget* parent) : QToolButton(parent)
{
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    setAutoRaise(false);
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
    if (flipped) {
        // The style sheet keys on the holds property: re-polish to repaint.
        style()->unpolish(this);
        style()->polish(this);
    }
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
    setStyleSheet(QStringLiteral(
        "atlas--InvariantBadge { border-radius: 4px; padding: 3px 8px; font-weight: bold; "
        "border: 1px solid transparent; }"
        "atlas--InvariantBadge[holds=\"true\"] { background: #1b6e2f; color: white; }"
        "atlas--InvariantBadge[holds=\"false\"] { background: #b3261e; color: white; "
        "border-color: #5c120d; }"
        "atlas--InvariantBadge[holds=\"false\"]:hover { background: #8f1e18; }"));
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
    // A badge grew (new text, presenter fonts, its style sheet polished).
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
