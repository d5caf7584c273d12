#include "deliveries/OfflineBanner.h"

#include "controls/Availability.h"
#include "delivery/DurationText.h"
#include "lab/chaos/ConsumerFaults.h"
#include "lab/Lab.h"
#include "store/clock/SimClock.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace atlas {
namespace {

QString elapsed(const SimClock& clock, Millis at)
{
    return QString::fromStdString(formatElapsed(at - clock.epoch()));
}

} // namespace

OfflineBanner::OfflineBanner(QWidget* parent)
    : ToneStrip(Tone::Warning, parent), label_(new QLabel(this)),
      bringBack_(new QToolButton(this))
{
    setObjectName(QStringLiteral("offlineBanner"));
    label_->setObjectName(QStringLiteral("offlineText"));
    label_->setWordWrap(true);
    bringBack_->setObjectName(QStringLiteral("bringConsumerBackButton"));
    bringBack_->setText(tr("Bring back online"));
    connect(bringBack_, &QToolButton::clicked, this, &OfflineBanner::bringBackRequested);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(kStripeWidth + 4, 4, 4, 4);
    layout->addWidget(label_, 1);
    layout->addWidget(bringBack_, 0, Qt::AlignVCenter);
    hide();
}

void OfflineBanner::showState(const Lab& lab, const QString& busyReason)
{
    const ConsumerFaults& consumer = lab.consumer();
    setVisible(consumer.offline());
    if (!consumer.offline())
        return;
    const SimClock& clock = lab.clock();
    const QString until = consumer.offlineUntil()
                              ? tr("until %1").arg(elapsed(clock, *consumer.offlineUntil()))
                              : tr("until you bring it back");
    // Words first, colour second: "Offline" reads on a washed-out projector too.
    label_->setText(tr("Consumer offline since %1, %2: every delivery fails with UNAVAILABLE and "
                       "no handler runs. Each failure is a delivery attempt.")
                        .arg(elapsed(clock, consumer.offlineSince()), until));
    setAvailability(bringBack_,
                    tr("Bring the consumer back now (setConsumerOffline enabled false): waiting "
                       "retries reach the handler again"),
                    busyReason);
}

QString OfflineBanner::text() const
{
    return isVisibleTo(parentWidget()) ? label_->text() : QString();
}

} // namespace atlas
