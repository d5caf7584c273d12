#pragma once

#include <QWidget>

class QAction;
class QSortFilterProxyModel;

namespace atlas {

class CollectionTableModel;
class CommandRunner;
class Lab;
class LabTableView;

// The operator's side of application parking: events the workflow parked in
// workflowDeadLetters because no retry can fix them. Lists the records that
// still NEED_REVIEW and acts on the selected one (its own selection, or a
// record picked elsewhere through setSelectedParkedId) with the same commands
// a lesson uses: replayParked, resolveParked (with a note), discardParked.
class ParkedEventsView : public QWidget
{
    Q_OBJECT
public:
    ParkedEventsView(Lab& lab, const CommandRunner& run, QWidget* parent = nullptr);

    QString selectedParkedId() const { return selectedId_; }
    int needsReviewCount() const;
    LabTableView* view() const { return view_; }

public slots:
    // A workflowDeadLetters document id; empty clears the selection.
    void setSelectedParkedId(const QString& parkedId);
    void setBusyReason(const QString& reason);
    void updateActions();

signals:
    void needsReviewCountChanged(int count);

private:
    void rebind();
    void replay();
    void resolve();
    void discard();
    // Why the selected record cannot be acted on; empty when it can.
    QString unavailableReason() const;

    Lab& lab_;
    const CommandRunner& run_;
    CollectionTableModel* source_ = nullptr;
    QSortFilterProxyModel* proxy_;
    LabTableView* view_;
    QAction* replay_;
    QAction* resolve_;
    QAction* discard_;
    QString selectedId_;
    QString busyReason_;
    int lastCount_ = -1;
};

} // namespace atlas
