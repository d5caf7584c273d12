#pragma once

#include "KeyedTableModel.h"
#include "store/SimClock.h"

#include <cstdint>
#include <string>

namespace atlas {

class Lab;

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
};

// The channel's dead-letter topic (lab.channel().deadLetters()): what an
// operator reviews before redriving. Entries arrive at the end and leave on a
// redrive, so after each command the topic is diffed by entry id.
class DeadLetterTopicModel : public KeyedTableModel<DeadLetterTopicRow>
{
    Q_OBJECT
public:
    enum Column {
        EntryColumn,
        EventKeyColumn,
        TypeColumn,
        AttemptsColumn,
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
    };
    Q_ENUM(Role)

    explicit DeadLetterTopicModel(Lab& lab, QObject* parent = nullptr);

    std::uint64_t entryIdAt(int row) const; // 0 when out of range

    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

public slots:
    void refresh();
    void reload();

protected:
    QVariant cellValue(const DeadLetterTopicRow& row, int column) const override;

private:
    std::vector<DeadLetterTopicRow> snapshot() const;
    // The entry's event as pretty JSON, read from the channel when asked for
    // (entries never change, and most are never hovered).
    QString eventJson(std::uint64_t entryId) const;

    Lab& lab_;
};

} // namespace atlas
