#include "controls/ChaosSection.h"

#include "controls/Availability.h"
#include "controls/ChaosRunner.h"
#include "controls/CommandRunner.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>

#include <stdexcept>

namespace atlas {
namespace {

QSpinBox* makeCount(QWidget* parent, const QString& objectName, int min, int max, int value)
{
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(min, max);
    spin->setValue(value);
    spin->setGroupSeparatorShown(true);
    return spin;
}

QDoubleSpinBox* makeRate(QWidget* parent, const QString& objectName, double rate)
{
    auto* spin = new QDoubleSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(0, 100);
    spin->setDecimals(1);
    spin->setSingleStep(1);
    spin->setSuffix(ChaosSection::tr(" %"));
    spin->setValue(rate * 100);
    return spin;
}

} // namespace

ChaosSection::ChaosSection(Lab& lab, const CommandRunner& run, QWidget* parent)
    : ControlSection(tr("Chaos run"), lab, run, parent), runner_(new ChaosRunner(lab, this))
{
    setObjectName(QStringLiteral("chaosSection"));
    const ChaosConfig defaults;
    orders_ = makeCount(this, QStringLiteral("chaosOrdersBox"), 1, 1'000'000, int(defaults.orders));
    events_ =
        makeCount(this, QStringLiteral("chaosEventsBox"), 1, 10'000'000, int(defaults.events));
    duplicate_ = makeRate(this, QStringLiteral("chaosDuplicateBox"), defaults.duplicateRate);
    reorder_ = makeRate(this, QStringLiteral("chaosReorderBox"), defaults.reorderRate);
    lostAck_ = makeRate(this, QStringLiteral("chaosLostAckBox"), defaults.lostAckRate);
    crash_ = makeRate(this, QStringLiteral("chaosCrashBox"), defaults.crashRate);
    transient_ = makeRate(this, QStringLiteral("chaosTransientBox"), defaults.transientRate);
    speed_ = makeCount(this, QStringLiteral("chaosSpeedBox"), 1, 100'000, 200);
    start_ = new QPushButton(tr("Start"), this);
    start_->setObjectName(QStringLiteral("chaosStartButton"));
    cancel_ = new QPushButton(tr("Cancel"), this);
    cancel_->setObjectName(QStringLiteral("chaosCancelButton"));
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("chaosProgress"));
    progress_->setRange(0, 1);
    progress_->setValue(0);
    progress_->setFormat(tr("%p%"));
    status_ = new QLabel(tr("Idle"), this);
    status_->setObjectName(QStringLiteral("chaosStatus"));
    status_->setWordWrap(true);

    orders_->setProperty("description",
                         tr("How many orders the run creates: an ORDER_RESERVED and a payment "
                            "result each"));
    events_->setProperty("description",
                         tr("Events to publish; beyond two per order they are new envelopes of a "
                            "payment result (same payment key, new id)"));
    duplicate_->setProperty("description",
                            tr("Share of events delivered twice: at-least-once delivery"));
    reorder_->setProperty("description",
                          tr("Share of events moved ahead of earlier ones: ordering is not "
                             "guaranteed"));
    lostAck_->setProperty("description",
                          tr("Share of deliveries whose ack is lost: redelivered after the ack "
                             "deadline"));
    crash_->setProperty("description",
                        tr("Share of deliveries that crash before, between or after their writes"));
    transient_->setProperty("description",
                            tr("Share of deliveries that fail with a retryable error"));
    speed_->setProperty("description",
                        tr("Events published per timer tick at most; slices are also kept under "
                           "%1 ms so the window stays responsive")
                            .arg(ChaosRunner::kSliceBudgetMs));

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(start_);
    buttons->addWidget(cancel_);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Orders"), orders_);
    form->addRow(tr("Events"), events_);
    form->addRow(tr("Duplicates"), duplicate_);
    form->addRow(tr("Reordered"), reorder_);
    form->addRow(tr("Lost acks"), lostAck_);
    form->addRow(tr("Crashes"), crash_);
    form->addRow(tr("Transient failures"), transient_);
    form->addRow(tr("Speed (events per tick)"), speed_);
    form->addRow(buttons);
    form->addRow(progress_);
    form->addRow(status_);

    for (QSpinBox* spin : {orders_, events_, speed_})
        connect(spin, &QSpinBox::valueChanged, this, &ChaosSection::updateAvailability);
    for (QDoubleSpinBox* spin : {duplicate_, reorder_, lostAck_, crash_, transient_})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &ChaosSection::updateAvailability);
    connect(start_, &QPushButton::clicked, this, &ChaosSection::startRun);
    connect(cancel_, &QPushButton::clicked, runner_, &ChaosRunner::cancel);
    connect(cancel_, &QPushButton::clicked, this, &ChaosSection::updateAvailability);
    connect(runner_, &ChaosRunner::progressed, this, &ChaosSection::showProgress);
    connect(runner_, &ChaosRunner::finished, this, &ChaosSection::showFinished);
    connect(runner_, &ChaosRunner::runningChanged, this, &ChaosSection::updateAvailability);
    start();
}

ChaosConfig ChaosSection::config() const
{
    ChaosConfig c;
    c.orders = std::uint64_t(orders_->value());
    c.events = std::uint64_t(events_->value());
    c.duplicateRate = duplicate_->value() / 100;
    c.reorderRate = reorder_->value() / 100;
    c.lostAckRate = lostAck_->value() / 100;
    c.crashRate = crash_->value() / 100;
    c.transientRate = transient_->value() / 100;
    return c;
}

QString ChaosSection::configProblem() const
{
    try {
        ChaosConfig::fromJson(config().toJson());
    } catch (const std::invalid_argument& error) {
        return QString::fromStdString(error.what());
    }
    return {};
}

void ChaosSection::startRun()
{
    if (!configProblem().isEmpty() || runner_->isRunning())
        return;
    // A run in slices bypasses Lab::execute, so it asks the Lab's gate (an
    // exercise that does not allow runChaos) here.
    try {
        lab_.checkGate("runChaos");
    } catch (const LabError& error) {
        status_->setText(QString::fromUtf8(error.what()));
        return;
    }
    progress_->setRange(0, events_->value());
    progress_->setValue(0);
    runner_->start(config(), std::uint64_t(speed_->value()));
}

void ChaosSection::showProgress(quint64 published, quint64 total)
{
    progress_->setMaximum(int(total));
    progress_->setValue(int(published));
    const QLocale locale;
    status_->setText(published < total && !runner_->isCancelling()
                         ? tr("Published %1 of %2 events (%3 per slice, last slice %4 ms)")
                               .arg(locale.toString(published), locale.toString(total))
                               .arg(runner_->sliceSize())
                               .arg(runner_->lastSliceMs())
                         : tr("Delivering what is still pending: retries and redeliveries…"));
}

void ChaosSection::showFinished(bool cancelled, quint64 published)
{
    const QLocale locale;
    if (!cancelled)
        progress_->setValue(progress_->maximum());
    status_->setText(
        cancelled ? tr("Cancelled after %1 events; what ran is in the log, so step "
                       "back replays it.")
                        .arg(locale.toString(published))
                  : tr("Done: %1 events published and delivered.").arg(locale.toString(published)));
}

void ChaosSection::sync(bool) {}

void ChaosSection::updateAvailability()
{
    const bool running = runner_->isRunning();
    const QString settingsReason =
        running ? tr("A chaos run is in progress: wait for it or cancel it") : busyReason();
    for (QWidget* w : std::initializer_list<QWidget*>{orders_, events_, duplicate_, reorder_,
                                                      lostAck_, crash_, transient_, speed_})
        setAvailability(w, w->property("description").toString(), settingsReason);
    QString startReason = running ? tr("A chaos run is already in progress; cancel it or wait "
                                       "for it to finish")
                                  : busyReason();
    if (startReason.isEmpty())
        startReason = configProblem();
    setAvailability(start_,
                    tr("Publish the events with these faults, delivering as it goes, then "
                       "deliver everything still pending"),
                    startReason);
    setAvailability(cancel_,
                    tr("Stop publishing; what was published is still delivered, and the run is "
                       "logged so step back can replay it"),
                    !running                  ? tr("No chaos run is in progress")
                    : runner_->isCancelling() ? tr("Cancelling: delivering what is pending")
                                              : QString());
}

} // namespace atlas
