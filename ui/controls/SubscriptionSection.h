#pragma once

#include "controls/ControlSection.h"
#include "delivery/RetryPolicy.h"

class QCheckBox;
class QComboBox;
class QPushButton;
class QSpinBox;

namespace atlas {

// The push subscription's settings: retry policy (setRetryPolicy) and ack
// deadline (setAckDeadline), with the platform's real bounds. Edits are
// applied together with Apply, so stepping a spin box is not a command per
// step; edits in progress survive unrelated commands but give way when the
// lab's settings change (a lesson step) or the world is rebuilt.
class SubscriptionSection : public ControlSection
{
    Q_OBJECT
public:
    SubscriptionSection(Lab& lab, const CommandRunner& run, QWidget* parent = nullptr);

    RetryPolicy formPolicy() const;
    Millis formAckDeadline() const;

public slots:
    void apply();
    void revert();

protected:
    void sync(bool rebuilt) override;
    void updateAvailability() override;

private:
    bool formDiffers() const;

    QComboBox* mode_;
    QSpinBox* minBackoff_;
    QSpinBox* maxBackoff_;
    QSpinBox* maxAttempts_;
    QCheckBox* deadLetterTopic_;
    QSpinBox* retention_;
    QSpinBox* ackDeadline_;
    QPushButton* apply_;
    QPushButton* revert_;
    // What the form last showed of the lab, to tell a change in the lab
    // from an edit in the form.
    RetryPolicy shownPolicy_;
    Millis shownAckDeadline_ = 0;
};

} // namespace atlas
