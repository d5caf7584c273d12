#pragma once

#include "LabTableModel.h"
#include "store/clock/SimClock.h"

#include <cstdint>
#include <string>

namespace atlas {


// One entry of the dead-letter topic as its table shows it.
struct DeadLetterTopicRow
{
    std::uint64_t key = 0; // the entry id
    std::uint64_t messageId = 0;
    std::string messageKey;
    std::string type;
    int attempts = 0;
    std::string lastError;
    std::string reason;
    Millis deadLetteredAt = 0;
    int redrives = 0;
    std::string state;   // "waiting", "held", "redriven (acked)", ...
    std::string history; // one line per redrive, oldest first
};

// The channel's dead-letter entries, in entry id order: those in the topic
// (lab.channel().deadLetters(), waiting or held by the redrive loop guard)
// and those redriven out of it, with what came of each redrive
// (redrivenEntries()). What an operator reviews before redriving; after each
// command the entries are diffed by entry id.
class DeadLetterTopicModel : public LabTableModel<DeadLetterTopicRow>
{
    Q_OBJECT
public:
    enum Column {
        EntryColumn,
        EventKeyColumn,
        TypeColumn,
        AttemptsColumn,
        RedrivesColumn,
        StateColumn,
        LastErrorColumn,
        ReasonColumn,
        TimeColumn,
        ColumnCount
    };
    Q_ENUM(Column)
    enum Role {
        EntryIdRole = Qt::UserRole, // qulonglong
        MessageIdRole,              // qulonglong
        MessageKeyRole,             // QString: source|id
        EventJsonRole,              // QString: the dead-lettered event, pretty JSON
        DeadLetteredAtRole,         // qlonglong: SimClock ms
        RedriveHistoryRole,         // QString: one line per redrive, oldest first
        InTopicRole,                // bool: waiting or held (not redriven)
    };
    Q_ENUM(Role)

    explicit DeadLetterTopicModel(Lab& lab, QObject* parent = nullptr);

    std::uint64_t entryIdAt(int row) const { return keyAt(row); } // 0 when out of range
    // Every text the State column can show.
    static QStringList stateNames();

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

protected:
    QVariant cellValue(const DeadLetterTopicRow& row, int column) const override;
    std::span<const KeyedColumn> columnTable() const override;
    QStringList knownValues(int column) const override;

private:
    std::vector<DeadLetterTopicRow> snapshot() const override;
    // The entry's event as pretty JSON, read from the channel when asked for
    // (entries never change, and most are never hovered).
    QString eventJson(std::uint64_t entryId) const;

};

} // namespace atlas
