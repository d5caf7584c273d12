#pragma once

// What the CollectionTableModel tests share: reading a model's rows and
// headers, writing documents, and the signals a model emitted, as text.
#include "store/DocumentStore.h"
#include "store/WriteBatch.h"
#include "views/CollectionTableModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStringList>

#include <initializer_list>

namespace atlas::tabletest {

constexpr auto kQtTest = QAbstractItemModelTester::FailureReportingMode::QtTest;

inline QStringList idsOf(const CollectionTableModel& model)
{
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << model.idAt(row);
    return ids;
}

inline QStringList idsOf(const DocumentStore& store, const std::string& collection)
{
    QStringList ids;
    for (const auto& doc : store.list(collection))
        ids << QString::fromStdString(doc->id);
    return ids;
}

inline QStringList headersOf(const CollectionTableModel& model)
{
    QStringList titles;
    for (int column = 0; column < model.columnCount(); ++column)
        titles << model.headerData(column, Qt::Horizontal).toString();
    return titles;
}

inline void create(DocumentStore& store, const QStringList& ids, const Json& data)
{
    WriteBatch batch;
    for (const auto& id : ids)
        batch.create("orders/" + id.toStdString(), data);
    store.commit(batch);
}

// "first..last" for each rows signal, in emission order.
inline QStringList rowRanges(const QSignalSpy& spy)
{
    QStringList out;
    for (const auto& args : spy)
        out << QStringLiteral("%1..%2").arg(args.at(1).toInt()).arg(args.at(2).toInt());
    return out;
}

// "row,column..row,column" for each dataChanged, in emission order.
inline QStringList cellRanges(const QSignalSpy& spy)
{
    QStringList out;
    for (const auto& args : spy) {
        const auto topLeft = args.at(0).value<QModelIndex>();
        const auto bottomRight = args.at(1).value<QModelIndex>();
        out << QStringLiteral("%1,%2..%3,%4")
                   .arg(topLeft.row())
                   .arg(topLeft.column())
                   .arg(bottomRight.row())
                   .arg(bottomRight.column());
    }
    return out;
}

inline QStringList strings(std::initializer_list<const char*> items)
{
    QStringList out;
    for (const char* item : items)
        out << QString::fromUtf8(item);
    return out;
}


} // namespace atlas::tabletest
