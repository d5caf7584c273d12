#pragma once

#include <QObject>

namespace atlas {

// A closed combo box with the keyboard focus picks an item by the letters
// typed, but Qt offers a key to the window's shortcuts first, and a window
// whose actions answer plain letters (the lab's Play on B, the compare
// window's P, N, U, I, R and T) would run one of them instead: typing "r"
// to reach "reorder" in the fault box ran the relay. While a closed combo
// box has the focus, this filter claims the letters, digits and punctuation
// typed into it. Space, Backspace, Page Up/Down and every chord stay the
// window's, so a clicker's Page Up/Down keep stepping; its blank-screen B or
// period picks an item instead while a combo box has the focus.
class ComboTypeAhead : public QObject
{
public:
    // Filters the application's keys from now on; every window that answers
    // plain letters calls it, and only the first call adds the filter.
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit ComboTypeAhead(QObject* owner) : QObject(owner) {}
};

} // namespace atlas
