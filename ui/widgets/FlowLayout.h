#pragma once

#include <QLayout>
#include <QList>

namespace atlas {

// Lays its items out left to right and wraps onto a new line when the width
// runs out, like words in a paragraph: a row of buttons in a narrow dock, or
// under presenter fonts, grows taller instead of pushing buttons out of view.
// Its height for a given width is exact, so a parent box layout (or a
// resizable scroll area) gives it every line it needs.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override { return int(items_.size()); }
    QLayoutItem* itemAt(int index) const override { return items_.value(index); }
    QLayoutItem* takeAt(int index) override;

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Places the items inside `rect` (only measures when `apply` is false)
    // and returns the height they take.
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> items_;
};

} // namespace atlas
