#include "DashboardReader.h"

#include "BriefConnection.h"
#include "ClassSchema.h"

#include <QCoreApplication>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <atomic>

namespace atlas {

namespace {

QString nextConnectionName()
{
    static std::atomic<quint64> counter{0};
    return QStringLiteral("atlaslab-dashboard-%1").arg(++counter);
}

} // namespace

DashboardReader::DashboardReader(ReadHandler onRead, FailHandler onFailed)
    : onRead_(std::move(onRead)), onFailed_(std::move(onFailed)),
      connectionName_(nextConnectionName()), readSoon_(this)
{
    readSoon_.setSingleShot(true);
    readSoon_.setInterval(kNotificationBurstMs);
    connect(&readSoon_, &QTimer::timeout, this, [this] {
        if (!db_.isOpen())
            return;
        DashboardSnapshot snapshot;
        if (const QString error = read(snapshot); !error.isEmpty())
            onFailed_(error);
        else
            onRead_(std::move(snapshot));
    });
}

DashboardReader::~DashboardReader()
{
    close();
}

QString DashboardReader::open(const ServerAddress& server, const QString& classCode,
                              DashboardSnapshot& first)
{
    close();
    classCode_ = classCode;
    db_ = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName_);
    if (const QString missing =
            BriefConnection::configure(db_, server, QStringLiteral("atlasmart-lab-dashboard"));
        !missing.isEmpty())
        return missing;
    if (!db_.open())
        return QCoreApplication::translate("atlas::DashboardModel",
                                           "The class server %1 cannot be reached: %2")
            .arg(server.display(), db_.lastError().text());
    connect(db_.driver(),
            qOverload<const QString&, QSqlDriver::NotificationSource, const QVariant&>(
                &QSqlDriver::notification),
            this,
            [this](const QString& name, QSqlDriver::NotificationSource, const QVariant& payload) {
                onNotification(name, payload);
            });
    if (!db_.driver()->subscribeToNotification(QLatin1String(ClassSchema::kChannel)))
        return QCoreApplication::translate("atlas::DashboardModel",
                                           "The class server refused to send updates: %1")
            .arg(db_.driver()->lastError().text());
    return read(first);
}

void DashboardReader::close()
{
    readSoon_.stop();
    if (db_.isValid()) {
        if (db_.isOpen())
            db_.driver()->unsubscribeFromNotification(QLatin1String(ClassSchema::kChannel));
        db_.close();
        db_ = QSqlDatabase();
        QSqlDatabase::removeDatabase(connectionName_);
    }
}

void DashboardReader::onNotification(const QString& name, const QVariant& payload)
{
    // One channel serves every class on the server; the payload says whose.
    if (name == QLatin1String(ClassSchema::kChannel) && payload.toString() == classCode_ &&
        !readSoon_.isActive())
        readSoon_.start();
}

QString DashboardReader::read(DashboardSnapshot& snapshot)
{
    QSqlQuery query(db_);
    query.prepare(QStringLiteral("SELECT name FROM atlaslab.learners WHERE class_code = ?"));
    query.addBindValue(classCode_);
    if (!query.exec())
        return query.lastError().text();
    while (query.next())
        snapshot.learners.push_back(query.value(0).toString());
    // Sorted here, not by the server's collation: apply() merges by this order.
    std::sort(snapshot.learners.begin(), snapshot.learners.end());

    // The latest record per learner and item, with how many there were.
    query.prepare(QStringLiteral(
        "SELECT DISTINCT ON (learner, item_id) learner, item_id, kind, passed, points, max_points,"
        " failing_invariant, count(*) OVER (PARTITION BY learner, item_id)"
        " FROM atlaslab.records WHERE class_code = ?"
        " ORDER BY learner, item_id, received_at DESC, seq DESC"));
    query.addBindValue(classCode_);
    if (!query.exec())
        return query.lastError().text();
    std::map<QString, ProgressRecord::Kind> kinds;
    while (query.next()) {
        DashboardCell cell;
        cell.passed = query.value(3).toBool();
        cell.points = query.value(4).toDouble();
        cell.maxPoints = query.value(5).toDouble();
        cell.failingInvariant = query.value(6).toString();
        cell.attempts = query.value(7).toInt();
        const QString item = query.value(1).toString();
        kinds[item] = ProgressRecord::kindFromName(query.value(2).toString())
                          .value_or(ProgressRecord::Kind::Scenario);
        snapshot.cells[{query.value(0).toString(), item}] = cell;
    }

    // Ties go to the alphabetically first invariant, so the header is stable.
    query.prepare(QStringLiteral(
        "SELECT item_id, failing_invariant, count(*) AS n FROM atlaslab.records"
        " WHERE class_code = ? AND failing_invariant <> ''"
        " GROUP BY item_id, failing_invariant ORDER BY item_id, n DESC, failing_invariant"));
    query.addBindValue(classCode_);
    if (!query.exec())
        return query.lastError().text();
    std::map<QString, std::pair<QString, int>> failures;
    while (query.next())
        failures.try_emplace(query.value(0).toString(), query.value(1).toString(),
                             query.value(2).toInt());

    for (const auto& [id, kind] : kinds) {
        DashboardItem item{id, kind, {}, 0};
        if (const auto found = failures.find(id); found != failures.end()) {
            item.mostCommonFailure = found->second.first;
            item.failureCount = found->second.second;
        }
        snapshot.items.push_back(std::move(item));
    }
    std::sort(snapshot.items.begin(), snapshot.items.end());
    return {};
}

} // namespace atlas
