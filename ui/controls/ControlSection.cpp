#include "controls/ControlSection.h"

#include "lab/Lab.h"

namespace atlas {

ControlSection::ControlSection(const QString& title, Lab& lab, const CommandRunner& run,
                               QWidget* parent)
    : QGroupBox(title, parent), lab_(lab), run_(run)
{
}

void ControlSection::start()
{
    connect(&lab_, &Lab::worldRebuilt, this, [this] { sync(true); });
    connect(&lab_, &Lab::commandExecuted, this, [this] {
        sync(false);
        updateAvailability();
    });
    sync(true);
    updateAvailability();
}

void ControlSection::setBusyReason(const QString& reason)
{
    busyReason_ = reason;
    updateAvailability();
}

} // namespace atlas
