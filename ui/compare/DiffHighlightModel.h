#pragma once

#include "compare/DocumentDiff.h"

#include <QHash>
#include <QIdentityProxyModel>

namespace atlas {

struct CollectionDiff;

// One side's collection table with the documents that differ from the other
// world marked: the row's ground in a tone (ThemeColors::tint, Warning for a
// document both hold with other fields, Info for one only this side holds),
// the differing fields' cells in bold, a tooltip naming them, and
// DiffRole for tests and delegates. The mark does not rely on colour alone:
// the id cell starts with ≠ (differs) or + (only here).
class DiffHighlightModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    enum Role { DiffRole = Qt::UserRole + 100 }; // int: DiffState
    enum DiffState { Same = 0, Differs = 1, OnlyHere = 2 };

    explicit DiffHighlightModel(QObject* parent = nullptr);

    // `diff` is this collection's, or null when it was not compared; `left`
    // says which side this table shows (whose "only here" is LeftOnly).
    void setDiff(const CollectionDiff* diff, bool left);
    int differingRows() const;

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    struct Mark
    {
        DiffState state = Same;
        QStringList fields;
        bool operator==(const Mark&) const = default;
    };
    Mark markOf(const QModelIndex& index) const;
    bool fieldDiffers(const Mark& mark, int column) const;

    QHash<QString, Mark> marks_; // document id -> its mark on this side
};

} // namespace atlas
