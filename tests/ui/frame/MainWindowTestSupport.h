#pragma once

// What the window tests share: a payment to deliver, a live table's cell, a
// journal row, and a click on it.
#include "../../lab/LabFixtures.h"
#include "../ShownWindow.h"
#include "views/CollectionTableModel.h"
#include "views/JournalModel.h"

#include <QTableView>
#include <QtTest>

#include <memory>

namespace atlas::testing {

inline const QString kPaymentKey =
    QStringLiteral("atlasmart://payment-simulator|evt-pay-success-ord-ch10-001-v1");

inline void seedPayment(Lab& lab)
{
    lab.execute("seedDocument", Json{{"path", "orders/ord-ch10-001"}, {"data", fixtures::lessonOrder()}});
    lab.execute("publish", Json{{"event", fixtures::paymentEvent()}});
}

// The visible text of `field` in the row of document `id` in a live table.
inline QString cell(const QTableView* view, const QString& id, const QString& field)
{
    const QAbstractItemModel* model = view->model();
    for (int column = 0; column < model->columnCount(); ++column) {
        if (model->headerData(column, Qt::Horizontal).toString() != field)
            continue;
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->index(row, 0).data(CollectionTableModel::DocumentIdRole).toString() == id)
                return model->index(row, column).data().toString();
    }
    return {};
}

inline int rowOf(const QAbstractItemModel* model, const QString& kind, const QString& outcome)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, 0);
        if (index.data(JournalModel::KindRole) == kind &&
            index.data(JournalModel::OutcomeRole) == outcome)
            return row;
    }
    return -1;
}

inline void clickRow(QTableView* view, int row)
{
    const QModelIndex index = view->model()->index(row, JournalModel::OutcomeColumn);
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
}

// Opens the window the way a learner meets it: shown and active, so window
// shortcuts reach it.
inline std::unique_ptr<MainWindow> openWindow()
{
    return testing::shownWindow();
}

} // namespace atlas::testing
