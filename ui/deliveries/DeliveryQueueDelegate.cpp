#include "deliveries/DeliveryQueueDelegate.h"

#include "frame/ThemeColors.h"
#include "views/DeliveryQueueModel.h"

namespace atlas {

void DeliveryQueueDelegate::initStyleOption(QStyleOptionViewItem* option,
                                            const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() == DeliveryQueueModel::FaultColumn && !option->text.isEmpty()) {
        option->font.setBold(true);
        option->palette.setColor(QPalette::Text, ThemeColors::text(Tone::Bad, option->palette));
    }
    if (!index.data(DeliveryQueueModel::IsDueRole).toBool())
        option->font.setItalic(true);
}

} // namespace atlas
