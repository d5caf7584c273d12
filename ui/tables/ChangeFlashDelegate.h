#pragma once

#include <QElapsedTimer>
#include <QStyledItemDelegate>
#include <QTimer>

#include <map>
#include <vector>

class QTableView;

namespace atlas {

// Paints a fading highlight behind the cells whose field the last commit
// changed (CollectionTableModel's RowChangedCellRole and
// LastChangedSequenceRole), so a learner sees what a step wrote. One timer per
// view drives every fade; each tick repaints only the visible rows that are
// fading, and the timer stops when nothing is.
class ChangeFlashDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    static constexpr int kFadeMs = 1200;
    static constexpr int kFrameMs = 33;

    // Installs itself on `view` and follows the view's model.
    explicit ChangeFlashDelegate(QTableView* view);
    // Call after giving the view another model.
    void followModel();

    // 0 (not flashing) to 1 (just changed).
    double strength(const QModelIndex& index) const;
    bool isFading() const { return timer_.isActive(); }

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    void noteChange(const QModelIndex& index);
    void tick();

    QTableView* view_;
    QTimer timer_;
    QElapsedTimer clock_;
    std::map<qulonglong, qint64> started_; // commit sequence -> when it was first seen
    std::vector<QMetaObject::Connection> modelConnections_;
};

} // namespace atlas
