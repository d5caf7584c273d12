#pragma once

#include "controls/ControlSection.h"

#include <QList>

class QComboBox;

namespace atlas {

// Which duplicate guard the handler of each event type uses: the correct
// inbox-in-transaction, or one of the mistakes a learner compares it with
// (setStrategy). "All event types" sets every type at once.
class StrategySection : public ControlSection
{
    Q_OBJECT
public:
    StrategySection(Lab& lab, const CommandRunner& run, QWidget* parent = nullptr);

    QComboBox* allTypesBox() const { return all_; }
    QComboBox* boxFor(const QString& eventType) const; // null for an unknown type

protected:
    void sync(bool rebuilt) override;
    void updateAvailability() override;

private:
    QComboBox* makeStrategyBox(const QString& objectName);

    QComboBox* all_;
    QList<std::pair<QString, QComboBox*>> perType_;
};

} // namespace atlas
