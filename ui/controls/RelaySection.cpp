#include "controls/RelaySection.h"

#include "controls/Availability.h"
#include "controls/CommandRunner.h"
#include "lab/Lab.h"
#include "outbox/EmailProvider.h"
#include "outbox/OutboxRelay.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace atlas {
namespace {

constexpr int kMaxWindowSeconds = 30 * 24 * 3600;

QString name(std::string_view text)
{
    return QString::fromStdString(std::string(text));
}

} // namespace

RelaySection::RelaySection(Lab& lab, const CommandRunner& run, QWidget* parent)
    : ControlSection(tr("Outbox relay and email provider"), lab, run, parent),
      strategy_(new QComboBox(this)),
      providerKeys_(new QCheckBox(tr("Provider honours idempotency keys"), this)),
      keyWindow_(new QSpinBox(this)),
      autoRelay_(new QCheckBox(tr("Relay after every delivery"), this)),
      runNow_(new QPushButton(tr("Run relay now"), this)), fault_(new QComboBox(this)),
      injectFault_(new QPushButton(tr("Inject"), this)), pendingFault_(new QLabel(this))
{
    setObjectName(QStringLiteral("relaySection"));
    strategy_->setObjectName(QStringLiteral("relayStrategyBox"));
    const std::pair<RelayStrategy, QString> strategies[] = {
        {RelayStrategy::FlagBeforeSend,
         tr("Marks the record SENT, then sends: a crash in between loses the email.")},
        {RelayStrategy::FlagAfterSend,
         tr("Sends without a key, then marks SENT: a lost answer or a crash sends it twice.")},
        {RelayStrategy::OutboxWithProviderKey,
         tr("Leases the record, sends with idempotencyKey = the receipt's business key, marks "
            "under the lease: the provider drops the repeat.")},
    };
    for (const auto& [s, explanation] : strategies) {
        strategy_->addItem(name(toString(s)), name(toString(s)));
        strategy_->setItemData(strategy_->count() - 1, explanation, Qt::ToolTipRole);
    }
    connect(strategy_, &QComboBox::activated, this, [this](int index) {
        run_("setRelayStrategy",
             Json{{"strategy", strategy_->itemData(index).toString().toStdString()}});
    });

    providerKeys_->setObjectName(QStringLiteral("providerKeysBox"));
    keyWindow_->setObjectName(QStringLiteral("providerWindowBox"));
    keyWindow_->setRange(1, kMaxWindowSeconds);
    keyWindow_->setSuffix(tr(" s"));
    keyWindow_->setGroupSeparatorShown(true);
    connect(providerKeys_, &QCheckBox::clicked, this, &RelaySection::applyProviderSettings);
    connect(keyWindow_, &QSpinBox::editingFinished, this, &RelaySection::applyProviderSettings);

    autoRelay_->setObjectName(QStringLiteral("autoRelayBox"));
    connect(autoRelay_, &QCheckBox::clicked, this, [this](bool on) {
        run_("setAutoRelay", Json{{"enabled", on}});
    });
    runNow_->setObjectName(QStringLiteral("runRelayButton"));
    connect(runNow_, &QPushButton::clicked, this, [this] { run_("runRelay"); });

    fault_->setObjectName(QStringLiteral("relayFaultBox"));
    for (RelayFault f :
         {RelayFault::ProviderTimeoutAfterAccept, RelayFault::ProviderRejection,
          RelayFault::CrashBetweenSendAndMark, RelayFault::LeaseExpiryDuringSend, RelayFault::None})
        fault_->addItem(name(toString(f)), name(toString(f)));
    injectFault_->setObjectName(QStringLiteral("injectRelayFaultButton"));
    connect(injectFault_, &QPushButton::clicked, this, [this] {
        run_("injectRelayFault", Json{{"fault", fault_->currentData().toString().toStdString()}});
    });
    pendingFault_->setObjectName(QStringLiteral("pendingRelayFaultLabel"));

    auto* provider = new QHBoxLayout;
    provider->addWidget(providerKeys_);
    provider->addWidget(new QLabel(tr("for"), this));
    provider->addWidget(keyWindow_);
    provider->addStretch();
    auto* relayRun = new QHBoxLayout;
    relayRun->addWidget(autoRelay_);
    relayRun->addStretch();
    relayRun->addWidget(runNow_);
    auto* faults = new QHBoxLayout;
    faults->addWidget(fault_, 1);
    faults->addWidget(injectFault_);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Relay strategy"), strategy_);
    form->addRow(provider);
    form->addRow(relayRun);
    form->addRow(tr("Next send"), faults);
    form->addRow(QString(), pendingFault_);
    start();
}

void RelaySection::applyProviderSettings()
{
    const EmailProvider& provider = lab_.provider();
    const bool enabled = providerKeys_->isChecked();
    const qint64 windowMs = qint64(keyWindow_->value()) * 1000;
    if (enabled == provider.honoursKeys() && windowMs == provider.keyWindow())
        return;
    run_("setProviderIdempotency", Json{{"enabled", enabled}, {"windowMs", windowMs}});
}

void RelaySection::sync(bool)
{
    strategy_->setCurrentIndex(strategy_->findData(name(toString(lab_.relay().strategy()))));
    providerKeys_->setChecked(lab_.provider().honoursKeys());
    if (!keyWindow_->hasFocus() || !keyWindow_->isEnabled())
        keyWindow_->setValue(static_cast<int>(lab_.provider().keyWindow() / 1000));
    autoRelay_->setChecked(lab_.autoRelay());
    const RelayFault pending = lab_.relay().pendingFault();
    pendingFault_->setText(pending == RelayFault::None
                               ? tr("No fault armed")
                               : tr("Armed for the next send: %1").arg(name(toString(pending))));
}

void RelaySection::updateAvailability()
{
    const QString& busy = busyReason();
    setAvailability(strategy_,
                    tr("How the relay orders its bookkeeping around the email provider, which "
                       "can never be part of a database transaction"),
                    busy);
    setAvailability(providerKeys_,
                    tr("With keys, the provider sends one email per idempotency key; without, "
                       "every request is a new email"),
                    busy);
    setAvailability(keyWindow_,
                    tr("How long the provider remembers a key (default 24 h = 86,400 s, as "
                       "Stripe keeps idempotency keys); a retry after that sends again"),
                    busy.isEmpty() && !providerKeys_->isChecked()
                        ? tr("The provider ignores keys, so there is no window")
                        : busy);
    setAvailability(autoRelay_,
                    tr("Run one relay pass after every delivery, as a deployed relay polling the "
                       "outbox would; off, only \"Run relay now\" sends"),
                    busy);
    setAvailability(runNow_, tr("Run one relay pass over the outbox now"), busy);
    setAvailability(fault_, tr("What goes wrong on the relay's next send"), busy);
    setAvailability(injectFault_, tr("Arm this fault for the next send only"), busy);
}

} // namespace atlas
