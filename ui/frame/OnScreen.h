#pragma once

#include <QObject>
#include <QPointer>

class QDockWidget;
class QWidget;

namespace atlas {

// Whether a widget is where the learner can see it: shown and, inside a
// dock, in the dock that is in front. A dock behind another tab is not
// hidden, only moved out of view (its visibilityChanged says so), so
// isVisible() stays true for a panel nobody can see, and a panel that
// redraws while isVisible() redraws for nothing. A panel that keeps up
// with a long run only while on screen watches this and catches up when
// changed(true).
//
// The widget's class holds it as a member, not as a child made with new: a
// widget being destroyed is hidden by QWidget's destructor, after its own
// class's part is gone, and a child would report that hide to the owner's
// slots on a half-destroyed object. A member is gone by then (and so it
// has no parent).
class OnScreen : public QObject
{
    Q_OBJECT
public:
    explicit OnScreen(QWidget* widget);

    bool isOnScreen() const { return onScreen_; }

signals:
    void changed(bool onScreen);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The dock is found when the widget is shown: a panel is made first and
    // put into its dock (through a scroll area) afterwards.
    void findDock();
    void update();

    QWidget* widget_;
    QPointer<QDockWidget> dock_;
    bool dockInView_ = true;
    bool onScreen_ = false;
};

} // namespace atlas
