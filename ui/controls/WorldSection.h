#pragma once

#include "controls/ControlSection.h"

class QPushButton;
class QSpinBox;

namespace atlas {

// The seed of the world: everything random in the lab comes from one seeded
// generator, so a seed and the same clicks rebuild the same run. Resetting
// with a seed (reset) discards the run, after the learner confirms.
class WorldSection : public ControlSection
{
    Q_OBJECT
public:
    WorldSection(Lab& lab, const CommandRunner& run, QWidget* parent = nullptr);

public slots:
    // Asks for confirmation (a window-modal message box) and then resets.
    void requestReset();

protected:
    void sync(bool rebuilt) override;
    void updateAvailability() override;

private:
    QSpinBox* seed_;
    QPushButton* reset_;
};

} // namespace atlas
