#pragma once

#include <QStringList>
#include <QWidget>

#include <vector>

class QAbstractItemModel;
class QLineEdit;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;

namespace atlas {

class ChangeFlashDelegate;
class CollectionTableModel;
class Lab;
class LabTableView;
class Throttle;

// The store's collections as live tables, one tab each (orders, inbox,
// outbox, parked events, provider emails, revenue shards; the trigger log and
// the second database's collections join once they hold documents), sortable and
// filtered by one shared filter. Cells a commit changed flash briefly. Tab
// titles carry row counts. After the lab rebuilds its world (reset, step
// back) every table is rebound to the new store, keeping the tab, the filter
// and the selected documents.
class LiveTablesPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LiveTablesPanel(Lab& lab, QWidget* parent = nullptr);

    // Adds a tab over a model this panel does not own (the channel's
    // dead-letter topic, for one); the title gains the row count and the
    // shared filter applies. Returns the new tab's index.
    int addTableTab(QAbstractItemModel* model, const QString& title);

    int tabCount() const;
    int currentTab() const;
    void setCurrentTab(int tab);
    QString tabText(int tab) const;
    QTableView* tableView(int tab) const;
    // The tab showing `collection` (e.g. "workflowEvents"), or -1.
    int tabOf(const QString& collection) const;

    QString filterText() const;
    void setFilterText(const QString& text);

    // Switches to the tab of the first path that exists and selects every
    // existing path in that collection. Returns false (changing nothing) when
    // none of the paths exists.
    bool selectDocuments(const QStringList& paths);

    // During a chaos run the tables take commits in batches, some 25 times a
    // second, rather than one by one (CollectionTableModel::setCoalescing).
    void setCoalescing(bool on);

public slots:
    void focusFilter();

signals:
    // The current row of the current tab: "collection/id" and the top-level
    // fields its last commit changed.
    void documentSelected(const QString& path, const QStringList& changedFields);
    void currentTabChanged(int tab);

private:
    struct Tab
    {
        QString collection; // empty for a model added with addTableTab
        QString database;   // empty for the default database
        QString title;
        LabTableView* view = nullptr;
        ChangeFlashDelegate* flash = nullptr;
        QAbstractItemModel* source = nullptr;
        // A collection's model sorts and filters itself; a model added with
        // addTableTab (small, from the channel) is shown through a proxy.
        CollectionTableModel* table = nullptr;
        QSortFilterProxyModel* proxy = nullptr;
        QAbstractItemModel* shown() const;
    };

    int addTab(const QString& collection, const QString& title, const QString& toolTip,
               QAbstractItemModel* source);
    void createTabActions();
    void bindSource(int tab, QAbstractItemModel* source);
    void rebindToNewWorld();
    // Tabs for the trigger log and the second database's collections, added
    // the first time they hold a document and kept from then on.
    void addDatabaseTabs();
    CollectionTableModel* newModel(const Tab& tab);
    void updateTitle(int tab);
    void updateTitles();
    void applyFilter(const QString& text);
    void emitCurrentDocument(int tab);
    QStringList selectedIds(int tab) const;
    void selectIds(int tab, const QStringList& ids);

    // Row counts in the tab titles follow a chaos run a few times a second:
    // relaying out the tab bar per inserted row would cost more than the row.
    static constexpr int kTitleIntervalMs = 100;

    Lab& lab_;
    Throttle* titles_;
    QLineEdit* filter_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    std::vector<Tab> tabList_;
    bool coalescing_ = false;
};

} // namespace atlas
