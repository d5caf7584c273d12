#include "classroom/DashboardColours.h"

#include "classroom/DashboardModel.h"
#include "frame/ThemeColors.h"

#include <optional>

namespace atlas {

void DashboardColours::setPalette(const QPalette& palette)
{
    palette_ = palette;
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

QVariant DashboardColours::data(const QModelIndex& index, int role) const
{
    if (role != Qt::BackgroundRole && role != Qt::ForegroundRole)
        return QIdentityProxyModel::data(index, role);
    std::optional<Tone> tone;
    switch (QIdentityProxyModel::data(index, DashboardModel::CellStateRole).toInt()) {
    case DashboardModel::Passed:
        tone = Tone::Good;
        break;
    case DashboardModel::Partial:
        tone = Tone::Warning;
        break;
    case DashboardModel::Failed:
        tone = Tone::Bad;
        break;
    default:
        break;
    }
    if (!tone || index.column() == DashboardModel::LearnerColumn)
        return {};
    return role == Qt::BackgroundRole ? ThemeColors::tint(*tone, palette_)
                                      : ThemeColors::text(*tone, palette_);
}

} // namespace atlas
