#include "deliveries/DeliveryQueueDelegate.h"

#include "views/DeliveryQueueModel.h"

namespace atlas {

void DeliveryQueueDelegate::initStyleOption(QStyleOptionViewItem* option,
                                            const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.column() == DeliveryQueueModel::FaultColumn && !option->text.isEmpty()) {
        option->font.setBold(true);
        option->palette.setColor(QPalette::Text, QColor(0xb3, 0x26, 0x1e));
    }
    if (!index.data(DeliveryQueueModel::IsDueRole).toBool())
        option->font.setItalic(true);
}

} // namespace atlas
