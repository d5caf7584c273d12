#include "controls/StrategySection.h"

#include "controls/Availability.h"
#include "controls/CommandRunner.h"
#include "lab/Lab.h"
#include "workflow/handler/HandlerStrategy.h"
#include "workflow/order/OrderEventType.h"
#include "workflow/Workflow.h"

#include <QComboBox>
#include <QFormLayout>

namespace atlas {
namespace {

QString strategyTitle(HandlerStrategy s)
{
    switch (s) {
    case HandlerStrategy::InboxInTransaction:
        return StrategySection::tr("Inbox in transaction (correct)");
    case HandlerStrategy::NoDedup:
        return StrategySection::tr("No dedup");
    case HandlerStrategy::MarkerBeforeEffect:
        return StrategySection::tr("Marker before effect");
    case HandlerStrategy::MarkerAfterEffect:
        return StrategySection::tr("Marker after effect");
    case HandlerStrategy::EventIdOnly:
        return StrategySection::tr("Event id only");
    case HandlerStrategy::BusinessKeyOnly:
        return StrategySection::tr("Business key only");
    }
    return {};
}

QString strategyExplanation(HandlerStrategy s)
{
    switch (s) {
    case HandlerStrategy::InboxInTransaction:
        return StrategySection::tr("Reads the inbox marker and the order, then writes the state "
                                   "change and the marker in ONE transaction, with a state guard. "
                                   "Duplicates, new envelopes and stale events all converge.");
    case HandlerStrategy::NoDedup:
        return StrategySection::tr("No marker, no guard: every delivery applies the effect "
                                   "again. Any duplicate breaks it.");
    case HandlerStrategy::MarkerBeforeEffect:
        return StrategySection::tr("Commits the marker first, the effect second: a crash in "
                                   "between loses the effect for good.");
    case HandlerStrategy::MarkerAfterEffect:
        return StrategySection::tr("Commits the effect first, the marker second: a crash in "
                                   "between repeats the effect on redelivery.");
    case HandlerStrategy::EventIdOnly:
        return StrategySection::tr("A marker keyed on source+id but no business guard: a new "
                                   "envelope (new id, same payment) repeats the effect.");
    case HandlerStrategy::BusinessKeyOnly:
        return StrategySection::tr("Compares the payment key only: a stale or reordered event "
                                   "can move a finished order backwards.");
    }
    return {};
}

} // namespace

StrategySection::StrategySection(Lab& lab, const CommandRunner& run, QWidget* parent)
    : ControlSection(tr("Handler strategy"), lab, run, parent),
      all_(makeStrategyBox(QStringLiteral("strategyBox-all")))
{
    setObjectName(QStringLiteral("strategySection"));
    setToolTip(tr("Firestore triggers deliver events at least once and in no guaranteed order; "
                  "handlers must be idempotent. Pick how each handler tries to be."));
    all_->setPlaceholderText(tr("(mixed)"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("All event types"), all_);
    connect(all_, &QComboBox::activated, this, [this](int index) {
        run_("setStrategy", Json{{"eventType", "*"},
                                 {"strategy", all_->itemData(index).toString().toStdString()}});
    });
    for (OrderEventType type : kOrderEventTypes) {
        const QString name = QString::fromStdString(std::string(toString(type)));
        QComboBox* box = makeStrategyBox(QStringLiteral("strategyBox-%1").arg(name));
        form->addRow(name, box);
        perType_.append({name, box});
        connect(box, &QComboBox::activated, this, [this, box, name](int index) {
            run_("setStrategy", Json{{"eventType", name.toStdString()},
                                     {"strategy", box->itemData(index).toString().toStdString()}});
        });
    }
    start();
}

QComboBox* StrategySection::makeStrategyBox(const QString& objectName)
{
    auto* box = new QComboBox(this);
    box->setObjectName(objectName);
    for (HandlerStrategy s : kHandlerStrategies) {
        box->addItem(strategyTitle(s), QString::fromStdString(std::string(toString(s))));
        box->setItemData(box->count() - 1, strategyExplanation(s), Qt::ToolTipRole);
    }
    return box;
}

QComboBox* StrategySection::boxFor(const QString& eventType) const
{
    for (const auto& [type, box] : perType_)
        if (type == eventType)
            return box;
    return nullptr;
}

void StrategySection::sync(bool)
{
    // The boxes always show the lab: a choice is a command, applied at once.
    const Workflow& workflow = lab_.workflow();
    QString common;
    bool mixed = false;
    for (const auto& [type, box] : perType_) {
        const QString current =
            QString::fromStdString(std::string(toString(workflow.strategy(type.toStdString()))));
        box->setCurrentIndex(box->findData(current));
        mixed = mixed || (!common.isEmpty() && common != current);
        common = current;
    }
    all_->setCurrentIndex(mixed ? -1 : all_->findData(common));
}

void StrategySection::updateAvailability()
{
    setAvailability(all_, tr("Set the strategy of every event type at once"), busyReason());
    for (const auto& [type, box] : perType_)
        setAvailability(
            box,
            tr("%1\nHow the %2 handler guards against duplicates")
                .arg(strategyExplanation(
                         handlerStrategyFromString(box->currentData().toString().toStdString())
                             .value_or(HandlerStrategy::InboxInTransaction)),
                     type),
            busyReason());
}

} // namespace atlas
