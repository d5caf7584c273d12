#include "tables/LiveTablesPanel.h"

#include "frame/ActionHelp.h"
#include "frame/PassGate.h"
#include "frame/Throttle.h"
#include "lab/Lab.h"
#include "store/DocumentStore.h"
#include "tables/ChangeFlashDelegate.h"
#include "tables/ColumnFitter.h"
#include "tables/LabTableView.h"
#include "views/CollectionTableModel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace atlas {
namespace {

using Roles = CollectionTableModel::Role;

struct CollectionTab
{
    const char* collection;
    const char* title;
    const char* toolTip;
};

// The collections a lesson watches, in the order an event touches them.
constexpr CollectionTab kCollections[] = {
    {"orders", QT_TRANSLATE_NOOP("atlas::LiveTablesPanel", "Orders"),
     QT_TRANSLATE_NOOP("atlas::LiveTablesPanel", "orders: one document per order, with its state")},
    {"workflowEvents", QT_TRANSLATE_NOOP("atlas::LiveTablesPanel", "Inbox"),
     QT_TRANSLATE_NOOP("atlas::LiveTablesPanel",
                       "workflowEvents: the inbox, one marker per processed event (source|id)")},
    {"workflowOutbox", QT_TRANSLATE_NOOP("atlas::LiveTablesPanel", "Outbox"),
     QT_TRANSLATE_NOOP(
         "atlas::LiveTablesPanel",
         "workflowOutbox: work committed with the order, sent afterwards by the relay")},
    {"workflowDeadLetters", QT_TRANSLATE_NOOP("atlas::LiveTablesPanel", "Parked"),
     QT_TRANSLATE_NOOP("atlas::LiveTablesPanel",
                       "workflowDeadLetters: events the application parked for an operator")},
    {"providerEmails", QT_TRANSLATE_NOOP("atlas::LiveTablesPanel", "Emails"),
     QT_TRANSLATE_NOOP("atlas::LiveTablesPanel",
                       "providerEmails: every email the provider really sent")},
    {"counters/revenue/shards", QT_TRANSLATE_NOOP("atlas::LiveTablesPanel", "Revenue"),
     QT_TRANSLATE_NOOP("atlas::LiveTablesPanel",
                       "counters/revenue/shards: the revenue counter, spread over shards")},
};

// "counters/revenue/shards/2" -> {"counters/revenue/shards", "2"}.
std::pair<QString, QString> splitPath(const QString& path)
{
    const auto slash = path.lastIndexOf(QLatin1Char('/'));
    if (slash <= 0)
        return {};
    return {path.left(slash), path.mid(slash + 1)};
}

} // namespace

LiveTablesPanel::LiveTablesPanel(Lab& lab, QWidget* parent)
    : QWidget(parent), lab_(lab), titles_(new Throttle(
                                      kTitleIntervalMs, [this] { updateTitles(); }, this))
{
    filter_ = new QLineEdit(this);
    filter_->setObjectName(QStringLiteral("tableFilter"));
    filter_->setClearButtonEnabled(true);
    filter_->setPlaceholderText(tr("Filter the rows of every table (Ctrl+F)"));
    filter_->setToolTip(tr("Shows only rows with a cell containing this text (Ctrl+F)"));
    auto* filterLabel = new QLabel(tr("Filter:"), this);
    filterLabel->setBuddy(filter_);
    connect(filter_, &QLineEdit::textChanged, this, &LiveTablesPanel::applyFilter);

    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("liveTables"));
    tabs_->setDocumentMode(true);
    // The tab bar takes focus and switches tables with the arrow keys; its
    // scroll buttons would only be two more Tab stops.
    for (auto* button : tabs_->tabBar()->findChildren<QToolButton*>())
        button->setFocusPolicy(Qt::NoFocus);
    connect(tabs_, &QTabWidget::currentChanged, this, [this](int tab) {
        // Focusing the panel (Ctrl+1, Tab) lands in the table on show.
        setFocusProxy(tableView(tab));
        emit currentTabChanged(tab);
        emitCurrentDocument(tab);
    });

    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(filter_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filterRow);
    layout->addWidget(tabs_, 1);

    auto* find = new QAction(tr("Find in tables"), this);
    find->setObjectName(QStringLiteral("actionFindInTables"));
    find->setShortcut(QKeySequence::Find);
    setActionHelp(find, tr("Find in tables: type to filter the rows of every table"));
    connect(find, &QAction::triggered, this, &LiveTablesPanel::focusFilter);
    addAction(find);

    for (const auto& c : kCollections)
        addTab(QString::fromLatin1(c.collection), tr(c.title), tr(c.toolTip),
               new CollectionTableModel(lab_.store(), QString::fromLatin1(c.collection), this));
    connect(&lab_, &Lab::worldRebuilt, this, &LiveTablesPanel::rebindToNewWorld);
    connect(&lab_, &Lab::commandExecuted, this, &LiveTablesPanel::addDatabaseTabs);
}

CollectionTableModel* LiveTablesPanel::newModel(const Tab& tab)
{
    const std::string database =
        tab.database.isEmpty() ? std::string(Lab::kDefaultDatabase) : tab.database.toStdString();
    return new CollectionTableModel(lab_.database(database), tab.collection, this);
}

void LiveTablesPanel::addDatabaseTabs()
{
    const auto has = [this](const QString& database, const QString& collection) {
        return std::any_of(tabList_.begin(), tabList_.end(), [&](const Tab& t) {
            return t.database == database && t.collection == collection;
        });
    };
    const QString log = QStringLiteral("triggerLog");
    if (!has({}, log) && lab_.store().count("triggerLog") > 0)
        addTab(log, tr("Trigger log"),
               tr("triggerLog: the audit handler's record of every Firestore document event "
                  "a trigger published"),
               new CollectionTableModel(lab_.store(), log, this));
    // The order saga's collections, together once a saga exists (chapter 11):
    // a reservation seeded as scenery for a chapter 10 lesson brings none.
    const QString sagaTabs[][3] = {
        {QStringLiteral("orderSagas"), tr("Sagas"),
         tr("orderSagas: each order's saga, its state and every step it took")},
        {QStringLiteral("reservations"), tr("Reservations"),
         tr("reservations: the stock a saga holds, until it is consumed or released")},
        {QStringLiteral("workflowCommands"), tr("Commands"),
         tr("workflowCommands: the commands the saga issued to the stock and payment services")},
    };
    const bool sagas = lab_.store().count("orderSagas") > 0;
    for (const auto& [collection, title, toolTip] : sagaTabs)
        if (sagas && !has({}, collection))
            addTab(collection, title, toolTip,
                   new CollectionTableModel(lab_.store(), collection, this));
    for (const std::string& name : Lab::databaseNames()) {
        if (name == Lab::kDefaultDatabase)
            continue;
        const QString database = QString::fromStdString(name);
        for (const std::string& c : lab_.database(name).collections()) {
            const QString collection = QString::fromStdString(c);
            if (has(database, collection))
                continue;
            const int index =
                addTab(collection, tr("%1: %2").arg(database, collection),
                       tr("%1 in the %2 database: a second database, whose writes fire no "
                          "trigger of (default)")
                           .arg(collection, database),
                       new CollectionTableModel(lab_.database(name), collection, this));
            tabList_[static_cast<std::size_t>(index)].database = database;
        }
    }
}

int LiveTablesPanel::addTableTab(QAbstractItemModel* model, const QString& title)
{
    return addTab({}, title, title, model);
}

int LiveTablesPanel::addTab(const QString& collection, const QString& title, const QString& toolTip,
                            QAbstractItemModel* source)
{
    Tab tab;
    tab.collection = collection;
    tab.title = title;
    tab.view = new LabTableView(tabs_);
    tab.view->setObjectName(QStringLiteral("table-") +
                            (collection.isEmpty() ? QString::number(tabList_.size()) : collection));
    tab.view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    tab.view->fitter()->setFitContents(true); // fields come and go with the documents
    tab.view->horizontalHeader()->setSortIndicator(0, Qt::AscendingOrder);
    tab.flash = new ChangeFlashDelegate(tab.view);

    const int index = static_cast<int>(tabList_.size());
    tabList_.push_back(tab);
    tabs_->addTab(tab.view, title);
    tabs_->setTabToolTip(index, toolTip);
    bindSource(index, source);

    if (index < 9) {
        auto* show = new QAction(tr("Show the %1 table").arg(title), this);
        show->setObjectName(QStringLiteral("actionShowTable%1").arg(index + 1));
        show->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + index)));
        setActionHelp(show, tr("Show the %1 table").arg(title));
        connect(show, &QAction::triggered, this, [this, index] { setCurrentTab(index); });
        addAction(show);
    }
    return index;
}

void LiveTablesPanel::setCoalescing(bool on)
{
    coalescing_ = on;
    for (const Tab& tab : tabList_)
        if (tab.table)
            tab.table->setCoalescing(on);
}

QAbstractItemModel* LiveTablesPanel::Tab::shown() const
{
    return proxy ? static_cast<QAbstractItemModel*>(proxy) : source;
}

void LiveTablesPanel::bindSource(int index, QAbstractItemModel* source)
{
    Tab& tab = tabList_[static_cast<std::size_t>(index)];
    tab.source = source;
    tab.table = qobject_cast<CollectionTableModel*>(source);
    const QHeaderView* header = tab.view->horizontalHeader();
    if (tab.table) {
        // A rebuilt world's table opens as the learner left the old one.
        tab.table->setFilterText(filter_->text());
        tab.table->sort(header->sortIndicatorSection(), header->sortIndicatorOrder());
        tab.table->setCoalescing(coalescing_);
        tab.table->setBatchGate([] { return PassGate::instance().claimBatch(); });
    } else {
        tab.proxy = new QSortFilterProxyModel(this);
        tab.proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
        tab.proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
        tab.proxy->setFilterKeyColumn(-1);
        tab.proxy->setFilterFixedString(filter_->text());
        tab.proxy->setSourceModel(source);
    }
    QItemSelectionModel* oldSelection = tab.view->selectionModel();
    tab.view->setModel(tab.shown());
    if (oldSelection != tab.view->selectionModel())
        delete oldSelection; // the view made a new one and leaves the old to its owner
    tab.flash->followModel();
    tab.view->setSortingEnabled(true);
    connect(tab.view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this, index] {
                if (tabs_->currentIndex() == index)
                    emitCurrentDocument(index);
            });
    // Counts read an up-to-date model; the connections end with the model
    // when a rebuilt world replaces it.
    // Columns fit their contents again when a table gets its first rows (the
    // fitter itself follows resets, new fields and font changes).
    connect(source, &QAbstractItemModel::rowsInserted, this,
            [this, source, fitter = tab.view->fitter()](const QModelIndex&, int first, int last) {
                if (source->rowCount() == last - first + 1)
                    fitter->requestRefit();
                titles_->request();
            });
    connect(source, &QAbstractItemModel::rowsRemoved, titles_, &Throttle::request);
    connect(source, &QAbstractItemModel::modelReset, titles_, &Throttle::request);
    updateTitle(index);
}

void LiveTablesPanel::rebindToNewWorld()
{
    for (std::size_t i = 0; i < tabList_.size(); ++i) {
        const Tab& tab = tabList_[i];
        if (tab.collection.isEmpty())
            continue;
        const int index = static_cast<int>(i);
        const QStringList ids = selectedIds(index);
        QAbstractItemModel* old = tab.source;
        bindSource(index, newModel(tab));
        delete old; // it watched the old world's store, which is gone
        selectIds(index, ids);
    }
}

void LiveTablesPanel::updateTitle(int index)
{
    const Tab& tab = tabList_[static_cast<std::size_t>(index)];
    const int total = tab.table ? tab.table->unfilteredRowCount() : tab.source->rowCount();
    const int shown = tab.shown()->rowCount();
    tabs_->setTabText(index, shown == total
                                 ? tr("%1 (%2)").arg(tab.title).arg(total)
                                 : tr("%1 (%2 of %3)").arg(tab.title).arg(shown).arg(total));
}

void LiveTablesPanel::updateTitles()
{
    for (std::size_t i = 0; i < tabList_.size(); ++i)
        updateTitle(static_cast<int>(i));
}

void LiveTablesPanel::applyFilter(const QString& text)
{
    for (std::size_t i = 0; i < tabList_.size(); ++i) {
        const Tab& tab = tabList_[i];
        if (tab.proxy) {
            tab.proxy->setFilterFixedString(text);
            continue;
        }
        // The model resets to filter: the selected documents are kept by id.
        const int index = static_cast<int>(i);
        const QStringList ids = selectedIds(index);
        tab.table->setFilterText(text);
        selectIds(index, ids);
    }
    updateTitles();
}

void LiveTablesPanel::emitCurrentDocument(int index)
{
    if (index < 0 || index >= tabCount())
        return;
    const Tab& tab = tabList_[static_cast<std::size_t>(index)];
    const QModelIndex current = tab.view->currentIndex();
    const QString id = current.data(Roles::DocumentIdRole).toString();
    // The inspector reads the default database.
    if (tab.collection.isEmpty() || !tab.database.isEmpty() || id.isEmpty())
        return;
    emit documentSelected(tab.collection + QLatin1Char('/') + id,
                          current.data(Roles::ChangedFieldsRole).toStringList());
}

QStringList LiveTablesPanel::selectedIds(int index) const
{
    QStringList ids;
    const Tab& tab = tabList_[static_cast<std::size_t>(index)];
    const QModelIndex current = tab.view->currentIndex();
    if (current.isValid())
        ids << current.data(Roles::DocumentIdRole).toString();
    for (const QModelIndex& row : tab.view->selectionModel()->selectedRows())
        if (const QString id = row.data(Roles::DocumentIdRole).toString(); !ids.contains(id))
            ids << id;
    ids.removeAll(QString());
    return ids;
}

void LiveTablesPanel::selectIds(int index, const QStringList& ids)
{
    const Tab& tab = tabList_[static_cast<std::size_t>(index)];
    if (!tab.table)
        return;
    QItemSelection selection;
    QModelIndex first;
    for (const QString& id : ids) {
        const int row = tab.table->rowOf(id);
        if (row < 0)
            continue;
        const QModelIndex shown = tab.table->index(row, 0);
        selection.select(shown, shown);
        if (!first.isValid())
            first = shown;
    }
    if (!first.isValid())
        return;
    QItemSelectionModel* selectionModel = tab.view->selectionModel();
    selectionModel->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
    selectionModel->select(selection,
                           QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    tab.view->scrollTo(first);
}

bool LiveTablesPanel::selectDocuments(const QStringList& paths)
{
    int target = -1;
    QStringList ids;
    bool hidden = false;
    for (const QString& path : paths) {
        const auto [collection, id] = splitPath(path);
        const int index = tabOf(collection);
        if (index < 0 || (target >= 0 && index != target))
            continue;
        const CollectionTableModel* model = tabList_[static_cast<std::size_t>(index)].table;
        if (!model || !model->contains(id))
            continue;
        target = index;
        ids << id;
        hidden = hidden || model->rowOf(id) < 0;
    }
    if (target < 0)
        return false;
    if (hidden) // the learner asked for these documents: show them over the filter
        filter_->clear();
    setCurrentTab(target);
    selectIds(target, ids);
    return true;
}

void LiveTablesPanel::focusFilter()
{
    filter_->setFocus(Qt::ShortcutFocusReason);
    filter_->selectAll();
}

int LiveTablesPanel::tabCount() const
{
    return static_cast<int>(tabList_.size());
}
int LiveTablesPanel::currentTab() const
{
    return tabs_->currentIndex();
}
void LiveTablesPanel::setCurrentTab(int tab)
{
    if (tab >= 0 && tab < tabCount())
        tabs_->setCurrentIndex(tab);
}
QString LiveTablesPanel::tabText(int tab) const
{
    return tabs_->tabText(tab);
}

QTableView* LiveTablesPanel::tableView(int tab) const
{
    return tab >= 0 && tab < tabCount() ? tabList_[static_cast<std::size_t>(tab)].view : nullptr;
}

int LiveTablesPanel::tabOf(const QString& collection) const
{
    for (std::size_t i = 0; i < tabList_.size(); ++i)
        if (!collection.isEmpty() && tabList_[i].collection == collection &&
            tabList_[i].database.isEmpty())
            return static_cast<int>(i);
    return -1;
}

QString LiveTablesPanel::filterText() const
{
    return filter_->text();
}
void LiveTablesPanel::setFilterText(const QString& text)
{
    filter_->setText(text);
}

} // namespace atlas
