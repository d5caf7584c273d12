#pragma once

#include <QStyledItemDelegate>

namespace atlas {

// Makes what matters in the queue readable from the back of a room: an
// injected fault in bold red, a delivery still waiting out its backoff in
// italics.
class DeliveryQueueDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

} // namespace atlas
