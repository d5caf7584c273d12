#include "frame/ShortcutsDialog.h"

#include "frame/ActionHelp.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace atlas {

ShortcutsDialog::ShortcutsDialog(const QList<QAction*>& actions, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Keyboard shortcuts"));
    setObjectName(QStringLiteral("shortcutsDialog"));

    table_ = new QTreeWidget(this);
    table_->setObjectName(QStringLiteral("shortcutsTable"));
    table_->setRootIsDecorated(false);
    table_->setAlternatingRowColors(true);
    table_->setHeaderLabels({tr("Keys"), tr("Action"), tr("What it does")});
    for (const QAction* action : actions) {
        const QString keys = shortcutText(action);
        if (keys.isEmpty())
            continue;
        auto* item = new QTreeWidgetItem(table_);
        item->setText(0, keys);
        item->setText(1, QString(action->text()).remove(QLatin1Char('&')));
        item->setText(2, action->statusTip());
    }
    table_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->header()->setStretchLastSection(true);

    auto* hint = new QLabel(tr("Every button and menu entry names its keys in its tooltip. A "
                               "presentation clicker works too: PageDown steps, PageUp steps "
                               "back, its blank-screen button (B or .) plays and pauses (a "
                               "focused list box takes B and . to pick its items). While "
                               "the lesson player has the focus, its own keys apply: Space or "
                               "PageDown steps, PageUp or B steps back, P plays or pauses, Home "
                               "restarts."),
                            this);
    hint->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(hint);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    const int ch = fontMetrics().averageCharWidth();
    resize(ch * 110, fontMetrics().height() * 32);
}

} // namespace atlas
