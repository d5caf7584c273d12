#pragma once

#include "views/ColumnKind.h"

#include <QObject>

#include <map>
#include <vector>

class QTableView;

namespace atlas {

// Keeps the columns of one table readable in the view's current font, from
// what its model says about each column (views/ColumnKind.h):
// - labels (states, types, outcomes) are never narrower than their widest
//   known value, figures (sequence numbers, ids, sim times) never narrower
//   than their widest current value: neither ever elides, whatever the user
//   drags;
// - a column can be given a width in average characters (keys: the view
//   elides them in the middle, so the end that tells rows apart shows);
// - one column fills the width the others leave, never narrower than it was
//   otherwise given, so no table ends in an empty gap.
// Measures again after a font change (presenter mode, zoom), a model reset
// and new columns (a hidden view when it is shown); figures widen as rows
// arrive. Works on any QTableView and
// is its child; LabTableView makes one of its own.
class ColumnFitter : public QObject
{
    Q_OBJECT
public:
    static constexpr int kLastColumn = -1;
    // Widest a column fitted to its contents becomes: ids and JSON cells can
    // be very long.
    static constexpr int kMaxContentChars = 48;
    // Widths in average characters that keep a key's distinguishing end and
    // a sentence's start readable ("payment-simulator|evt-pay-…-003-v1").
    static constexpr int kKeyChars = 36;
    static constexpr int kTextChars = 24;
    // Fitting to contents reads at most this many rows, the visible ones
    // first: a refit then costs the same for a chaos run's first batch of
    // hundreds of rows and for a table of 100,000.
    static constexpr int kFitRows = 100;

    // Follows the view's current model; call followModel() when it changes.
    explicit ColumnFitter(QTableView* view);

    // Each measurement first fits every column to its contents (at most
    // kMaxContentChars average characters): for tables whose fields are not
    // known in advance.
    void setFitContents(bool on);
    // A column's width in average characters, never below what it needs.
    void setColumnChars(int column, int chars);
    // The column that takes the width the others leave (kLastColumn, the
    // default: the last visible one).
    void setFillColumn(int column);

public slots:
    void followModel();
    void refit();
    void requestRefit(); // refit once control is back in the event loop

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The narrowest `column` may be so that none of its values elides; 0 for
    // text and keys, which may elide.
    int requiredWidth(int column) const;
    ColumnKind kind(int column) const;
    int cellWidth(const QString& text) const;
    int figureWidth(int column) const;
    void refitIfShown();
    void requestWiden();
    void widenFigures();
    void onSectionResized(int column, int newSize);
    void fill();
    int fillTarget() const;
    void resize(int column, int width);

    QTableView* view_;
    // Kept, not asked of the view: the viewport's last events arrive while
    // the view is being destroyed, when it is no longer a scroll area to ask.
    QWidget* viewport_;
    std::vector<QMetaObject::Connection> modelConnections_;
    std::map<int, int> chars_;
    std::vector<int> required_;
    std::vector<int> figures_;
    bool fitContents_ = false;
    int fillColumn_ = kLastColumn;
    int filled_ = -1;   // the column fill() last widened
    int fillFloor_ = 0; // its width before it was widened
    bool refitting_ = false;
    bool resizing_ = false; // this fitter is resizing a section
    bool refitPending_ = false;
    bool refitOnShow_ = false; // a refit was asked for while the view was hidden
    bool widenPending_ = false;
};

} // namespace atlas
