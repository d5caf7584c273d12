#pragma once

#include <QDialog>
#include <QList>

class QAction;
class QTreeWidget;

namespace atlas {

// Help → Keyboard shortcuts: every action given to it that has a shortcut,
// read from the actions themselves so the list cannot drift from the keys.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT
public:
    ShortcutsDialog(const QList<QAction*>& actions, QWidget* parent = nullptr);

    QTreeWidget* table() const { return table_; }

private:
    QTreeWidget* table_ = nullptr;
};

} // namespace atlas
