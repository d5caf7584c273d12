#pragma once

#include <QAbstractTableModel>
#include <QTimer>

#include <cstdint>

namespace atlas {

class Journal;
class Lab;
struct JournalEntry;

// The lab's journal as a table, one row per retained entry, oldest first.
// It follows the journal incrementally: rows are appended for new entries
// and removed at the front when the journal's retention drops old ones, so
// a view keeps its selection and scroll position. Commands arriving in a
// burst are applied together at most once per frame; only a rebuilt world
// (reset, step back) resets the model. The Lab must outlive the model.
// Times show as elapsed sim time (T+0:01:05); the header answers the
// ColumnKind roles.
class JournalModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        SeqColumn,
        TimeColumn,
        KindColumn,
        OutcomeColumn,
        MessageColumn,
        DeliveryColumn,
        AttemptColumn,
        DetailColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        SeqRole = Qt::UserRole, // qulonglong
        KindRole,               // QString: command, channel, handler-result, relay, operator, clock
        OutcomeRole,            // QString
        OutcomeCategoryRole,    // QString: good, duplicate, warning, bad, info
        MessageKeyRole,         // QString: source|id, empty when the entry concerns no event
        DetailRole,             // QString: the learner-readable sentence
        DocumentPathsRole,      // QStringList: JournalDocuments::pathsOf(entry)
    };
    Q_ENUM(Role)

    explicit JournalModel(const Lab& lab, QObject* parent = nullptr);

    // Applies whatever the journal gained or dropped since the last sync. It
    // runs by itself after commands; call it to be current right now.
    void sync();

    // Null when the row or sequence number is not (or no longer) retained.
    const JournalEntry* entryAt(int row) const;
    const JournalEntry* entryBySeq(std::uint64_t seq) const;
    int rowOfSeq(std::uint64_t seq) const; // -1 when not shown

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    // The largest figures the shown entries hold, for WidestValueRole. Entries
    // only ever arrive in time order, so the elapsed time is the newest entry's.
    struct Widest
    {
        std::int64_t elapsed = 0;
        bool subSecond = false; // some time shows milliseconds
        std::uint64_t delivery = 0;
        int attempt = 0;
    };

    void scheduleSync();
    void rebuild();
    void noteWidest(std::uint64_t fromSeq);
    const Journal& journal() const;
    QVariant display(const JournalEntry& entry, int column) const;
    QString timeText(std::int64_t time) const;
    static QString elapsedText(std::int64_t elapsed);
    QVariant headerHint(int section, int role) const;

    const Lab& lab_;
    QTimer syncTimer_;
    // Rows show sequence numbers [firstSeq_, firstSeq_ + rows_); they can lag
    // the journal until the next sync, so every read checks retention.
    std::uint64_t firstSeq_ = 1;
    int rows_ = 0;
    Widest widest_;
};

} // namespace atlas
