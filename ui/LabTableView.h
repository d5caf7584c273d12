#pragma once

#include <QTableView>

#include <map>

namespace atlas {

// The lab's tables: whole-row selection, Tab moving focus on rather than
// cell to cell (keyboard-only use), and row heights and column limits that
// follow the font, so presenter mode and zoom enlarge rows with their text.
class LabTableView : public QTableView
{
    Q_OBJECT
public:
    explicit LabTableView(QWidget* parent = nullptr);

    // Widest a column may become, in average characters (ids and JSON cells
    // can be very long); 0 removes the limit, e.g. for a stretched last column.
    void setMaxColumnChars(int chars);
    // A column's width in average characters, kept through font changes.
    void setColumnChars(int column, int chars);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitToFont();

    int maxColumnChars_ = 48;
    std::map<int, int> columnChars_;
};

} // namespace atlas
