#pragma once

#include <QSize>
#include <QWidget>

namespace atlas {

// Holds one widget and fills itself with it, so that the widget's own layout
// changes stay inside: Qt's layouts pass every change up to the window, and
// relaying out the lab's main window (every dock, every wrapped label) costs
// more than ten milliseconds. A live table's title changes a few times a
// second during a chaos run; only a change of the content's minimum size,
// which the window must honour, goes on up.
class LayoutBoundary : public QWidget
{
    Q_OBJECT
public:
    explicit LayoutBoundary(QWidget* content, QWidget* parent = nullptr);

    QWidget* content() const { return content_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    QWidget* content_;
    QSize minimum_;
};

} // namespace atlas
