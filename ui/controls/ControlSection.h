#pragma once

#include <QGroupBox>

namespace atlas {

class CommandRunner;
class Lab;

// One group of the controls panel. It reads the lab after every command (a
// lesson step may change what it shows), issues commands through the panel's
// runner, and states for each control what it does or why it is disabled.
class ControlSection : public QGroupBox
{
    Q_OBJECT
public:
    ControlSection(const QString& title, Lab& lab, const CommandRunner& run,
                   QWidget* parent = nullptr);

    // Non-empty while something else drives the lab (a chaos run).
    void setBusyReason(const QString& reason);
    const QString& busyReason() const { return busyReason_; }

protected:
    // Shows the lab's current settings. `rebuilt` is true after reset or step
    // back, when edits in progress belong to a world that is gone.
    virtual void sync(bool rebuilt) = 0;
    // Enables each control, or disables it with the reason as its tooltip.
    virtual void updateAvailability() = 0;
    // Sections call this at the end of their constructor.
    void start();

    Lab& lab_;
    const CommandRunner& run_;

private:
    QString busyReason_;
};

} // namespace atlas
