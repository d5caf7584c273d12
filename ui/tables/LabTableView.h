#pragma once

#include <QTableView>

#include <set>

namespace atlas {

class ColumnFitter;

// The lab's tables: whole-row selection, Tab moving focus on rather than
// cell to cell (keyboard-only use), row heights that follow the font, so
// presenter mode and zoom enlarge rows with their text, and columns kept
// readable by a ColumnFitter (long keys elide in the middle).
class LabTableView : public QTableView
{
    Q_OBJECT
public:
    explicit LabTableView(QWidget* parent = nullptr);

    ColumnFitter* fitter() const { return fitter_; }
    // A column's width in average characters (ColumnFitter::setColumnChars).
    void setColumnChars(int column, int chars);
    // A column to keep hidden through models that reset or gain columns.
    void keepColumnHidden(int column);

    void setModel(QAbstractItemModel* model) override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void fitRowsToFont();
    void hideColumns();

    ColumnFitter* fitter_;
    std::set<int> hiddenColumns_;
    QMetaObject::Connection modelReset_;
    QMetaObject::Connection columnsInserted_;
};

} // namespace atlas
