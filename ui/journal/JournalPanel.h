#pragma once

#include <QStringList>
#include <QWidget>

#include <cstdint>

class QComboBox;
class QLineEdit;
class QSplitter;

namespace atlas {

class JournalFilterModel;
class JournalModel;
class LabTableView;

// The journal as a coloured timeline: every command, channel step, handler
// decision and relay step, newest at the bottom. Follows new entries unless
// the learner has scrolled up; filters by kind and by text (message key,
// outcome, detail). Choosing an entry explains it (entrySelected) and points
// the live tables at the documents it touched (documentsActivated).
class JournalPanel : public QWidget
{
    Q_OBJECT
public:
    JournalPanel(JournalModel& journal, QWidget* parent = nullptr);

    LabTableView* view() const { return view_; }
    JournalFilterModel* filterModel() const { return filter_; }
    void setFilterText(const QString& text);
    void setKindFilter(const QString& kind); // empty: every kind
    // A panel beside the journal (the timeline's branches), narrower than it.
    void setSidePanel(QWidget* side);

    // Selects (and reveals) the entry with this sequence number, clearing the
    // filters if they hide it; emits entrySelected but not documentsActivated,
    // because the caller already shows what it cares about. False if the
    // entry is no longer retained.
    bool selectSeq(std::uint64_t seq);
    std::uint64_t selectedSeq() const; // 0 when none

public slots:
    void focusFilter();

signals:
    void entrySelected(std::uint64_t seq);
    void documentsActivated(const QStringList& paths);

private:
    void onCurrentRowChanged(const QModelIndex& current);
    void rememberScrollPosition();
    void followNewRows();

    JournalModel& journal_;
    JournalFilterModel* filter_ = nullptr;
    LabTableView* view_ = nullptr;
    QSplitter* split_ = nullptr;
    QLineEdit* text_ = nullptr;
    QComboBox* kind_ = nullptr;
    bool atBottom_ = true;
    bool selectingProgrammatically_ = false;
};

} // namespace atlas
