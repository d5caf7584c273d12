#pragma once

#include <QObject>

class QKeyEvent;
class QWidget;

namespace atlas {

// The scenario player's keys while the keyboard focus is anywhere inside
// `scope`: Space or Page Down steps, Page Up or B steps back, P plays or
// pauses, Home restarts. Presentation clickers send Page Down / Page Up.
//
// The window has its own Page Down, P and B (its playback controls). Two
// shortcuts on one key cancel each other out in Qt, so these keys are not
// QShortcuts: they are claimed through ShortcutOverride while the focus is in
// `scope`, and the window's shortcuts keep working everywhere else. Keys that
// type (Space, B, P, Home) are left to a focused text field.
class PlayerKeys : public QObject
{
    Q_OBJECT
public:
    explicit PlayerKeys(QWidget* scope);

    // Listens only while active (the player is the page on show).
    void setActive(bool active);
    bool isActive() const { return active_; }

signals:
    void step();
    void stepBack();
    void togglePlay();
    void restart();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    enum class Action { None, Step, StepBack, TogglePlay, Restart };
    static Action actionFor(const QKeyEvent& key, const QWidget& focus);

    QWidget* scope_;
    bool active_ = false;
};

} // namespace atlas
