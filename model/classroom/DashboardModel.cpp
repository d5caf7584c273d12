#include "DashboardModel.h"

#include "BriefConnection.h"
#include "ClassSchema.h"

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

QString figure(double value)
{
    return QString::number(value, 'g', 6);
}

// Whether every element of `old` is in `now` (both sorted by `less`).
template <class T, class Less>
bool grewOnly(const std::vector<T>& old, const std::vector<T>& now, Less less)
{
    return std::includes(now.begin(), now.end(), old.begin(), old.end(), less);
}

bool itemLess(const DashboardItem& a, const DashboardItem& b)
{
    return a < b;
}

} // namespace

DashboardModel::DashboardModel(QObject* parent)
    : QAbstractTableModel(parent), connectionName_(nextConnectionName())
{
    refreshSoon_.setSingleShot(true);
    refreshSoon_.setInterval(kNotificationBurstMs);
    connect(&refreshSoon_, &QTimer::timeout, this, [this] {
        if (isOpen())
            refresh();
    });
}

DashboardModel::~DashboardModel()
{
    close();
}

bool DashboardModel::open(const ServerAddress& server, const QString& classCode)
{
    close();
    classCode_ = classCode;
    db_ = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName_);
    if (const QString missing =
            BriefConnection::configure(db_, server, QStringLiteral("atlasmart-lab-dashboard"));
        !missing.isEmpty())
        return fail(missing);
    if (!db_.open())
        return fail(tr("The class server %1 cannot be reached: %2")
                        .arg(server.display(), db_.lastError().text()));
    connect(db_.driver(),
            qOverload<const QString&, QSqlDriver::NotificationSource, const QVariant&>(
                &QSqlDriver::notification),
            this, [this](const QString& name, QSqlDriver::NotificationSource, const QVariant& payload) {
                onNotification(name, payload);
            });
    if (!db_.driver()->subscribeToNotification(QLatin1String(ClassSchema::kChannel)))
        return fail(tr("The class server refused to send updates: %1")
                        .arg(db_.driver()->lastError().text()));
    return refresh();
}

void DashboardModel::close()
{
    if (db_.isValid()) {
        if (db_.isOpen())
            db_.driver()->unsubscribeFromNotification(QLatin1String(ClassSchema::kChannel));
        db_.close();
        db_ = QSqlDatabase();
        QSqlDatabase::removeDatabase(connectionName_);
    }
}

bool DashboardModel::isOpen() const
{
    return db_.isValid() && db_.isOpen();
}

bool DashboardModel::fail(const QString& error)
{
    lastError_ = error;
    emit failed(error);
    return false;
}

void DashboardModel::onNotification(const QString& name, const QVariant& payload)
{
    // One channel serves every class on the server; the payload says whose.
    // A class uploading at once sends a notification per batch: one refresh
    // per burst keeps the teacher's window responsive.
    if (name == QLatin1String(ClassSchema::kChannel) && payload.toString() == classCode_ &&
        !refreshSoon_.isActive())
        refreshSoon_.start();
}

bool DashboardModel::refresh()
{
    if (!isOpen())
        return fail(tr("Not connected to the class server."));
    Snapshot snapshot;
    if (!read(snapshot))
        return false;
    lastError_.clear();
    apply(std::move(snapshot));
    emit refreshed();
    return true;
}

bool DashboardModel::read(Snapshot& snapshot)
{
    QSqlQuery query(db_);
    query.prepare(QStringLiteral("SELECT name FROM atlaslab.learners WHERE class_code = ?"));
    query.addBindValue(classCode_);
    if (!query.exec())
        return fail(query.lastError().text());
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
        return fail(query.lastError().text());
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
        return fail(query.lastError().text());
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
    return true;
}

void DashboardModel::apply(Snapshot snapshot)
{
    if (!grewOnly(learners_, snapshot.learners, std::less<QString>()) ||
        !grewOnly(items_, snapshot.items, itemLess)) {
        beginResetModel();
        learners_ = std::move(snapshot.learners);
        items_ = std::move(snapshot.items);
        cells_ = std::move(snapshot.cells);
        endResetModel();
        return;
    }
    // Both lists only grew and stay sorted: insert the newcomers where they go.
    for (std::size_t i = 0; i < snapshot.learners.size(); ++i)
        if (i >= learners_.size() || learners_[i] != snapshot.learners[i]) {
            const int row = static_cast<int>(i);
            beginInsertRows({}, row, row);
            learners_.insert(learners_.begin() + static_cast<std::ptrdiff_t>(i), snapshot.learners[i]);
            endInsertRows();
        }
    for (std::size_t i = 0; i < snapshot.items.size(); ++i) {
        const int column = FirstItemColumn + static_cast<int>(i);
        if (i >= items_.size() || items_[i].id != snapshot.items[i].id) {
            beginInsertColumns({}, column, column);
            items_.insert(items_.begin() + static_cast<std::ptrdiff_t>(i), snapshot.items[i]);
            endInsertColumns();
        } else if (!(items_[i] == snapshot.items[i])) {
            items_[i] = snapshot.items[i];
            emit headerDataChanged(Qt::Horizontal, column, column);
        }
    }
    std::swap(cells_, snapshot.cells);
    const auto& old = snapshot.cells;
    for (int row = 0; row < learnerCount(); ++row) {
        int first = -1;
        int last = -1;
        for (int item = 0; item < itemCount(); ++item) {
            const CellKey key{learnerAt(row), itemAt(item).id};
            const auto before = old.find(key);
            const auto now = cells_.find(key);
            const bool same = (before == old.end()) == (now == cells_.end()) &&
                              (now == cells_.end() || before->second == now->second);
            if (!same) {
                first = first < 0 ? item : first;
                last = item;
            }
        }
        if (first >= 0)
            emit dataChanged(index(row, FirstItemColumn + first), index(row, FirstItemColumn + last));
    }
}

const DashboardCell* DashboardModel::cell(int row, int itemIndex) const
{
    if (row < 0 || row >= learnerCount() || itemIndex < 0 || itemIndex >= itemCount())
        return nullptr;
    const auto found = cells_.find({learnerAt(row), itemAt(itemIndex).id});
    return found == cells_.end() ? nullptr : &found->second;
}

QString DashboardModel::cellText(const DashboardCell& cell)
{
    return (cell.passed ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) + figure(cell.points) +
           QLatin1Char('/') + figure(cell.maxPoints);
}

int DashboardModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : learnerCount();
}

int DashboardModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : FirstItemColumn + itemCount();
}

QVariant DashboardModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.column() == LearnerColumn)
        return role == Qt::DisplayRole || role == Qt::ToolTipRole ? QVariant(learnerAt(index.row()))
                                                                   : QVariant();
    const int item = index.column() - FirstItemColumn;
    const DashboardCell* c = cell(index.row(), item);
    switch (role) {
    case Qt::DisplayRole:
        return c ? cellText(*c) : QString();
    case Qt::ToolTipRole:
        if (!c)
            return tr("%1 has sent nothing for %2 yet.").arg(learnerAt(index.row()), itemAt(item).id);
        return tr("%1 on %2: %3 (latest of %n attempt(s))%4", nullptr, c->attempts)
            .arg(learnerAt(index.row()), itemAt(item).id,
                 c->passed ? tr("passed") : tr("not passed"),
                 c->failingInvariant.isEmpty() ? QString()
                                               : tr("\nFailed: %1").arg(c->failingInvariant));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(Qt::AlignCenter));
    case CellStateRole:
        return !c            ? NoResult
               : c->passed   ? Passed
               : c->points > 0 ? Partial
                               : Failed;
    case PointsRole:
        return c ? QVariant(c->points) : QVariant();
    case MaxPointsRole:
        return c ? QVariant(c->maxPoints) : QVariant();
    case FailingInvariantRole:
        return c ? QVariant(c->failingInvariant) : QVariant();
    case AttemptsRole:
        return c ? c->attempts : 0;
    case ItemIdRole:
        return itemAt(item).id;
    default:
        return {};
    }
}

QVariant DashboardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == LearnerColumn)
        return role == Qt::DisplayRole ? QVariant(tr("Learner")) : QVariant();
    const DashboardItem& item = itemAt(section - FirstItemColumn);
    switch (role) {
    case Qt::DisplayRole:
        return item.id.mid(item.id.lastIndexOf(QLatin1Char('/')) + 1);
    case Qt::ToolTipRole:
        return QString(tr("%1 (%2)").arg(item.id, ProgressRecord::kindName(item.kind)) +
               (item.mostCommonFailure.isEmpty()
                    ? QString()
                    : tr("\nMost common failing invariant: %1 (%n record(s))", nullptr,
                         item.failureCount)
                          .arg(item.mostCommonFailure)));
    case ItemIdRole:
        return item.id;
    case MostCommonFailureRole:
        return item.mostCommonFailure;
    case KindRole:
        return ProgressRecord::kindName(item.kind);
    default:
        return {};
    }
}

} // namespace atlas
