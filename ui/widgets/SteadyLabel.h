#pragma once

#include <QLabel>

namespace atlas {

// A one-line label whose text changes often (a clock, a count) but whose
// size does not: it keeps a fixed size that grows when a text needs more and
// never shrinks until the font changes. A fixed-size widget does not make its
// layout, and so the whole window, lay out again on every new text.
class SteadyLabel : public QLabel
{
    Q_OBJECT
public:
    explicit SteadyLabel(QWidget* parent = nullptr);

    void setSteadyText(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void hold(bool mayShrink);
};

} // namespace atlas
