#include "DiffHighlightModel.h"

#include "compare/CollectionDiff.h"
#include "frame/ThemeColors.h"
#include "views/CollectionTableModel.h"

#include <QApplication>
#include <QFont>
#include <QPalette>

namespace atlas {

DiffHighlightModel::DiffHighlightModel(QObject* parent) : QIdentityProxyModel(parent) {}

void DiffHighlightModel::setDiff(const CollectionDiff* diff, bool left)
{
    QHash<QString, Mark> marks;
    if (diff)
        for (const DocumentDiff& d : diff->documents) {
            if (d.presence == DocumentDiff::Presence::Differs)
                marks.insert(d.id, {Differs, d.fields});
            else if ((d.presence == DocumentDiff::Presence::LeftOnly) == left)
                marks.insert(d.id, {OnlyHere, {}});
        }
    if (marks == marks_)
        return;
    marks_ = std::move(marks);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int DiffHighlightModel::differingRows() const
{
    int n = 0;
    for (int row = 0; row < rowCount(); ++row)
        n += markOf(index(row, 0)).state != Same ? 1 : 0;
    return n;
}

DiffHighlightModel::Mark DiffHighlightModel::markOf(const QModelIndex& index) const
{
    const QString id = QIdentityProxyModel::data(index, CollectionTableModel::DocumentIdRole).toString();
    return marks_.value(id);
}

bool DiffHighlightModel::fieldDiffers(const Mark& mark, int column) const
{
    const auto* table = qobject_cast<const CollectionTableModel*>(sourceModel());
    if (!table || column < 0 || column >= table->columns().size())
        return false;
    const QString field = table->columns().at(column).field;
    if (field.isEmpty())
        return false;
    for (const QString& differing : mark.fields)
        if (differing == field || differing.startsWith(field + u'.') ||
            field.startsWith(differing + u'.'))
            return true;
    return false;
}

QVariant DiffHighlightModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    if (role != DiffRole && role != Qt::BackgroundRole && role != Qt::FontRole &&
        role != Qt::ToolTipRole && role != Qt::DisplayRole)
        return QIdentityProxyModel::data(index, role);
    const Mark mark = markOf(index);
    if (role == DiffRole)
        return int(mark.state);
    if (mark.state == Same)
        return QIdentityProxyModel::data(index, role);
    switch (role) {
    case Qt::BackgroundRole:
        return ThemeColors::tint(mark.state == Differs ? Tone::Warning : Tone::Info,
                                 QApplication::palette());
    case Qt::FontRole: {
        if (mark.state != Differs || !fieldDiffers(mark, index.column()))
            return QIdentityProxyModel::data(index, role);
        QFont font = QApplication::font();
        font.setBold(true);
        return font;
    }
    case Qt::ToolTipRole:
        return mark.state == Differs
                   ? tr("Differs from the other world in: %1").arg(mark.fields.join(u", "))
                   : tr("Only this world holds this document");
    case Qt::DisplayRole: {
        const QVariant value = QIdentityProxyModel::data(index, role);
        const auto* table = qobject_cast<const CollectionTableModel*>(sourceModel());
        if (!table || index.column() >= table->columns().size() ||
            !table->columns().at(index.column()).isDocumentId())
            return value;
        return QString((mark.state == Differs ? u"≠ " : u"+ ") + value.toString());
    }
    default:
        return QIdentityProxyModel::data(index, role);
    }
}

} // namespace atlas
