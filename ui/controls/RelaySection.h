#pragma once

#include "controls/ControlSection.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace atlas {

// The outbox relay and the external email provider: how the relay orders its
// bookkeeping around the send (setRelayStrategy), whether the provider honours
// idempotency keys (setProviderIdempotency), whether the relay runs after
// every delivery (setAutoRelay), a manual pass (runRelay) and a fault for the
// next send (injectRelayFault).
class RelaySection : public ControlSection
{
    Q_OBJECT
public:
    RelaySection(Lab& lab, const CommandRunner& run, QWidget* parent = nullptr);

protected:
    void sync(bool rebuilt) override;
    void updateAvailability() override;

private:
    void applyProviderSettings();

    QComboBox* strategy_;
    QCheckBox* providerKeys_;
    QSpinBox* keyWindow_;
    QCheckBox* autoRelay_;
    QPushButton* runNow_;
    QComboBox* fault_;
    QPushButton* injectFault_;
    QLabel* pendingFault_;
};

} // namespace atlas
