#include "tables/OutcomeDelegate.h"

#include "tables/OutcomeColors.h"
#include "views/JournalModel.h"

namespace atlas {

OutcomeDelegate::OutcomeDelegate(int outcomeColumn, QObject* parent)
    : QStyledItemDelegate(parent), outcomeColumn_(outcomeColumn)
{
}

void OutcomeDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const auto colors = OutcomeColors::of(index.data(JournalModel::OutcomeCategoryRole).toString(),
                                          option->palette);
    // Tints follow the palette's lightness, so the palette's own text colour
    // stays readable on them.
    if (colors.tint.isValid())
        option->backgroundBrush = colors.tint;
    // The detail is a sentence, read from its start; keys elide in the middle.
    if (index.column() == JournalModel::DetailColumn)
        option->textElideMode = Qt::ElideRight;
    if (index.column() == outcomeColumn_) {
        option->font.setBold(true);
        option->palette.setColor(QPalette::Text, colors.text);
    }
}

} // namespace atlas
