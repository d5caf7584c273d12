#include "DashboardModel.h"

#include "DashboardReader.h"

#include <algorithm>

namespace atlas {

namespace {

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

DashboardModel::DashboardModel(QObject* parent) : QAbstractTableModel(parent)
{
    // The reader posts what it read to this (the GUI) thread.
    reader_ = new DashboardReader(
        [this](DashboardSnapshot snapshot) {
            QMetaObject::invokeMethod(
                this,
                [this, s = std::move(snapshot)]() mutable {
                    if (!open_)
                        return;
                    lastError_.clear();
                    apply(std::move(s));
                    emit refreshed();
                },
                Qt::QueuedConnection);
        },
        [this](const QString& error) {
            QMetaObject::invokeMethod(
                this, [this, error] { fail(error); }, Qt::QueuedConnection);
        });
    reader_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, reader_, &QObject::deleteLater);
    thread_.start();
}

DashboardModel::~DashboardModel()
{
    close();
    thread_.quit();
    thread_.wait();
}

bool DashboardModel::open(const ServerAddress& server, const QString& classCode)
{
    close();
    classCode_ = classCode;
    QString error;
    DashboardSnapshot first;
    // The one wait on the network in the GUI thread: connecting, bounded by
    // BriefConnection's timeouts. Later reads come from the reader's thread.
    QMetaObject::invokeMethod(
        reader_, [&] { error = reader_->open(server, classCode, first); },
        Qt::BlockingQueuedConnection);
    if (!error.isEmpty())
        return fail(error);
    open_ = true;
    lastError_.clear();
    apply(std::move(first));
    emit refreshed();
    return true;
}

void DashboardModel::close()
{
    if (!open_)
        return;
    open_ = false;
    QMetaObject::invokeMethod(
        reader_, [this] { reader_->close(); }, Qt::BlockingQueuedConnection);
}

bool DashboardModel::isOpen() const
{
    return open_;
}

bool DashboardModel::fail(const QString& error)
{
    lastError_ = error;
    emit failed(error);
    return false;
}

bool DashboardModel::refresh()
{
    if (!isOpen())
        return fail(tr("Not connected to the class server."));
    QString error;
    DashboardSnapshot snapshot;
    QMetaObject::invokeMethod(
        reader_, [&] { error = reader_->read(snapshot); }, Qt::BlockingQueuedConnection);
    if (!error.isEmpty())
        return fail(error);
    lastError_.clear();
    apply(std::move(snapshot));
    emit refreshed();
    return true;
}

void DashboardModel::apply(DashboardSnapshot snapshot)
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
