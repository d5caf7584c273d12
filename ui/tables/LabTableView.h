#pragma once

#include <QTableView>

#include <map>
#include <set>

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
    // A column's width in average characters, and a column to keep hidden;
    // both survive font changes and models that reset or gain columns.
    void setColumnChars(int column, int chars);
    void keepColumnHidden(int column);

    void setModel(QAbstractItemModel* model) override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitToFont();
    void applyColumnLayout();

    int maxColumnChars_ = 48;
    std::map<int, int> columnChars_;
    std::set<int> hiddenColumns_;
    QMetaObject::Connection modelReset_;
    QMetaObject::Connection columnsInserted_;
};

} // namespace atlas
