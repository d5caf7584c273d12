#include "controls/SubscriptionSection.h"

#include "controls/Availability.h"
#include "controls/CommandRunner.h"
#include "delivery/DeliveryChannel.h"
#include "lab/Lab.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPushButton>
#include <QSpinBox>

namespace atlas {
namespace {

constexpr int kMsPerSecond = 1000;
constexpr int kMsPerMinute = 60'000;

QSpinBox* makeSpin(QWidget* parent, const QString& objectName, int min, int max,
                   const QString& suffix)
{
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(min, max);
    spin->setSuffix(suffix);
    spin->setKeyboardTracking(false);
    spin->setGroupSeparatorShown(true);
    return spin;
}

} // namespace

SubscriptionSection::SubscriptionSection(Lab& lab, const CommandRunner& run, QWidget* parent)
    : ControlSection(tr("Subscription: retries and ack deadline"), lab, run, parent),
      mode_(new QComboBox(this)),
      minBackoff_(makeSpin(this, QStringLiteral("minBackoffBox"), 0,
                           int(RetryPolicy::kMaxBackoffLimit / kMsPerSecond), tr(" s"))),
      maxBackoff_(makeSpin(this, QStringLiteral("maxBackoffBox"), 0,
                           int(RetryPolicy::kMaxBackoffLimit / kMsPerSecond), tr(" s"))),
      maxAttempts_(makeSpin(this, QStringLiteral("maxAttemptsBox"),
                            RetryPolicy::kMinDeliveryAttempts, RetryPolicy::kMaxDeliveryAttempts,
                            {})),
      deadLetterTopic_(new QCheckBox(tr("Dead-letter topic"), this)),
      retention_(makeSpin(this, QStringLiteral("retentionBox"),
                          int(RetryPolicy::kMinRetention / kMsPerMinute),
                          int(RetryPolicy::kMaxRetention / kMsPerMinute), tr(" min"))),
      ackDeadline_(makeSpin(this, QStringLiteral("ackDeadlineBox"),
                            int(DeliveryChannel::kMinAckDeadline / kMsPerSecond),
                            int(DeliveryChannel::kMaxAckDeadline / kMsPerSecond), tr(" s"))),
      apply_(new QPushButton(tr("Apply"), this)), revert_(new QPushButton(tr("Revert"), this))
{
    setObjectName(QStringLiteral("subscriptionSection"));
    mode_->setObjectName(QStringLiteral("retryModeBox"));
    mode_->addItem(tr("Off"), QStringLiteral("off"));
    mode_->setItemData(0,
                       tr("A failure drops the event; the platform still logs the invocation as "
                          "handled. The Functions v2 API default unless deployed with --retry."),
                       Qt::ToolTipRole);
    mode_->addItem(tr("Bounded"), QStringLiteral("bounded"));
    mode_->setItemData(1,
                       tr("Exponential backoff between retries. With a dead-letter topic, the "
                          "message goes there after the maximum delivery attempts; without one "
                          "there is no attempt limit and it is retried until acked or its "
                          "retention expires."),
                       Qt::ToolTipRole);
    mode_->addItem(tr("Unlimited"), QStringLiteral("unlimited"));
    mode_->setItemData(2,
                       tr("Retry until message retention runs out, paying for every invocation of "
                          "a poison event."),
                       Qt::ToolTipRole);
    deadLetterTopic_->setObjectName(QStringLiteral("deadLetterTopicBox"));
    apply_->setObjectName(QStringLiteral("applySubscriptionButton"));
    revert_->setObjectName(QStringLiteral("revertSubscriptionButton"));

    auto* form = new QFormLayout(this);
    form->addRow(tr("Retries"), mode_);
    form->addRow(tr("Minimum backoff"), minBackoff_);
    form->addRow(tr("Maximum backoff"), maxBackoff_);
    form->addRow(tr("Max delivery attempts"), maxAttempts_);
    form->addRow(QString(), deadLetterTopic_);
    form->addRow(tr("Message retention"), retention_);
    form->addRow(tr("Ack deadline"), ackDeadline_);
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(revert_, QDialogButtonBox::ResetRole);
    buttons->addButton(apply_, QDialogButtonBox::ApplyRole);
    form->addRow(buttons);

    connect(apply_, &QPushButton::clicked, this, &SubscriptionSection::apply);
    connect(revert_, &QPushButton::clicked, this, &SubscriptionSection::revert);
    connect(mode_, &QComboBox::currentIndexChanged, this, &SubscriptionSection::updateAvailability);
    connect(deadLetterTopic_, &QCheckBox::toggled, this, &SubscriptionSection::updateAvailability);
    for (QSpinBox* spin : {minBackoff_, maxBackoff_, maxAttempts_, retention_, ackDeadline_}) {
        connect(spin, &QSpinBox::valueChanged, this, &SubscriptionSection::updateAvailability);
        // Enter in a field applies, as in a dialog.
        connect(spin, &QSpinBox::editingFinished, this, [this, spin] {
            if (spin->hasFocus() && formDiffers())
                apply();
        });
    }
    start();
}

RetryPolicy SubscriptionSection::formPolicy() const
{
    RetryPolicy p = shownPolicy_;
    p.mode = retryModeFromString(mode_->currentData().toString().toStdString()).value_or(p.mode);
    p.minBackoff = Millis(minBackoff_->value()) * kMsPerSecond;
    p.maxBackoff = Millis(maxBackoff_->value()) * kMsPerSecond;
    p.maxDeliveryAttempts = maxAttempts_->value();
    p.deadLetterTopic = deadLetterTopic_->isChecked();
    p.retention = Millis(retention_->value()) * kMsPerMinute;
    return p;
}

Millis SubscriptionSection::formAckDeadline() const
{
    return Millis(ackDeadline_->value()) * kMsPerSecond;
}

bool SubscriptionSection::formDiffers() const
{
    return formPolicy() != lab_.channel().policy() ||
           formAckDeadline() != lab_.channel().ackDeadline();
}

void SubscriptionSection::apply()
{
    // Read the whole form first: the first command refreshes it from the lab.
    const RetryPolicy policy = formPolicy();
    const Millis ackDeadline = formAckDeadline();
    if (policy != lab_.channel().policy() && !run_("setRetryPolicy", policy.toJson()))
        return;
    if (ackDeadline != lab_.channel().ackDeadline())
        run_("setAckDeadline", Json{{"ms", ackDeadline}});
}

void SubscriptionSection::revert()
{
    sync(true);
    updateAvailability();
}

void SubscriptionSection::sync(bool rebuilt)
{
    const RetryPolicy& policy = lab_.channel().policy();
    const Millis ackDeadline = lab_.channel().ackDeadline();
    if (!rebuilt && policy == shownPolicy_ && ackDeadline == shownAckDeadline_)
        return; // keep the learner's edits
    shownPolicy_ = policy;
    shownAckDeadline_ = ackDeadline;
    const QSignalBlocker blockers[] = {
        QSignalBlocker(mode_),        QSignalBlocker(minBackoff_),      QSignalBlocker(maxBackoff_),
        QSignalBlocker(maxAttempts_), QSignalBlocker(deadLetterTopic_), QSignalBlocker(retention_),
        QSignalBlocker(ackDeadline_)};
    mode_->setCurrentIndex(
        mode_->findData(QString::fromStdString(std::string(toString(policy.mode)))));
    minBackoff_->setValue(int(policy.minBackoff / kMsPerSecond));
    maxBackoff_->setValue(int(policy.maxBackoff / kMsPerSecond));
    maxAttempts_->setValue(policy.maxDeliveryAttempts);
    deadLetterTopic_->setChecked(policy.deadLetterTopic);
    retention_->setValue(int(policy.retention / kMsPerMinute));
    ackDeadline_->setValue(int(ackDeadline / kMsPerSecond));
}

void SubscriptionSection::updateAvailability()
{
    const QString& busy = busyReason();
    const bool bounded = mode_->currentData().toString() == QLatin1String("bounded");
    const bool retries = mode_->currentData().toString() != QLatin1String("off");
    setAvailability(mode_,
                    tr("Whether a failed delivery is retried. Retries on or off depends on how the "
                       "trigger was created: off through the Functions v2 API unless --retry, on "
                       "for Eventarc triggers made with gcloud, Terraform or the console."),
                    busy);
    const QString noRetries =
        busy.isEmpty() && !retries ? tr("With retries off there is no backoff") : busy;
    setAvailability(minBackoff_,
                    tr("Pub/Sub minimum backoff: 0–600 s, default 10 s. The delay after failed "
                       "attempt n is min(minimum × 2^(n−1), maximum); best effort on the platform, "
                       "exact here."),
                    noRetries);
    setAvailability(maxBackoff_,
                    tr("Pub/Sub maximum backoff: 0–600 s, default 600 s, at least the minimum. "
                       "Cloud Functions retry with exponential backoff between 10 s and 600 s."),
                    noRetries);
    const QString notBounded =
        busy.isEmpty() && !bounded ? tr("Only a bounded policy has a dead-letter topic") : busy;
    // Max delivery attempts belongs to the dead-letter policy (FACTS.md).
    const QString noTopic =
        !notBounded.isEmpty() ? notBounded
        : !deadLetterTopic_->isChecked()
            ? tr("Max delivery attempts belongs to the dead-letter topic: without one there is "
                 "no attempt limit, and a message is retried until acked or its retention "
                 "expires")
            : QString();
    setAvailability(maxAttempts_,
                    tr("Dead-letter policy setting: 5–100 attempts, default 5. Attempts count the "
                       "first delivery, every nack and every ack-deadline expiry."),
                    noTopic);
    setAvailability(deadLetterTopic_,
                    tr("Where a message goes after its maximum delivery attempts. Without one "
                       "there is no attempt limit: it is retried until acked or its retention "
                       "expires, then discarded. Dead lettering is best effort and can itself "
                       "duplicate."),
                    notBounded);
    setAvailability(retention_,
                    tr("Message retention: default 24 h (1,440 min), 10 min to 7 days. A message "
                       "still unacked then is discarded; a dead-letter topic takes messages only "
                       "at their maximum delivery attempts."),
                    busy);
    setAvailability(ackDeadline_,
                    tr("Pub/Sub: 10–600 s, default 10 s; for push it is also the request timeout. "
                       "An unacked delivery is redelivered when it passes."),
                    busy);
    const bool differs = formDiffers();
    setAvailability(apply_, tr("Apply these settings (setRetryPolicy, setAckDeadline)"),
                    !busy.isEmpty() ? busy
                    : differs       ? QString()
                                    : tr("Nothing to apply: the form shows the current settings"));
    setAvailability(revert_, tr("Show the current settings again, dropping these edits"),
                    !busy.isEmpty() ? busy
                    : differs       ? QString()
                                    : tr("Nothing to revert"));
}

} // namespace atlas
