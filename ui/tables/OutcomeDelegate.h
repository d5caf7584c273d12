#pragma once

#include <QStyledItemDelegate>

namespace atlas {

// Tints each row of a journal view by its OutcomeCategoryRole and sets the
// outcome column in bold in the category's text colour; the detail column
// elides at the right. Works on JournalModel and proxies over it.
class OutcomeDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    OutcomeDelegate(int outcomeColumn, QObject* parent = nullptr);

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    int outcomeColumn_;
};

} // namespace atlas
