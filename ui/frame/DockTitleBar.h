#pragma once

#include <QWidget>

class QDockWidget;
class QLabel;
class QToolButton;

namespace atlas {

// A dock's title bar that follows the application font. QDockWidget paints
// its own title in a font it picks once, at construction, so presenter mode
// and zoom would leave every panel title small; this one is an ordinary
// label. Dragging and double-clicking still float and move the dock (the
// label leaves mouse presses to it).
class DockTitleBar : public QWidget
{
    Q_OBJECT
public:
    explicit DockTitleBar(QDockWidget* dock);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void fitToFont();

    QLabel* title_ = nullptr;
    QToolButton* float_ = nullptr;
    QToolButton* close_ = nullptr;
};

} // namespace atlas
