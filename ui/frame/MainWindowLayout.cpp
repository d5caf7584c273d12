// MainWindow's layouts: the dock arrangements for a wide screen, a laptop
// and a projector, keeping the window on its screen, and what the window
// remembers of them between runs.
#include "frame/MainWindow.h"

#include "frame/Appearance.h"
#include "frame/LabSettings.h"
#include "playback/PlaybackController.h"
#include "session/SessionController.h"
#include "tables/LiveTablesPanel.h"

#include <QDockWidget>
#include <QScreen>
#include <QShowEvent>
#include <QTimer>

#include <algorithm>

namespace atlas {
namespace {

// Below this many text lines' height across the window, three columns leave
// each too narrow for its tables: 1366 px at the default font is compact,
// 1600 px is wide.
constexpr int kWideScreenLines = 105;

} // namespace

QDockWidget* MainWindow::dock(const char* objectName) const
{
    return findChild<QDockWidget*>(QLatin1String(objectName), Qt::FindDirectChildrenOnly);
}

void MainWindow::arrangeDocks(DockLayout layout)
{
    QDockWidget* delivery = dock("deliveryDock");
    QDockWidget* lessons = dock("lessonDock");
    QDockWidget* controls = dock("controlsDock");
    QDockWidget* why = dock("whyDock");
    QDockWidget* document = dock("documentDock");
    QDockWidget* journal = dock("journalDock");
    QDockWidget* metrics = dock("metricsDock");
    QDockWidget* reconciliation = dock("reconciliationDock");
    QDockWidget* explorer = dock("explorerDock");
    for (QDockWidget* d :
         {delivery, lessons, controls, why, document, journal, metrics, reconciliation, explorer}) {
        d->setFloating(false);
        d->show();
    }
    if (layout == DockLayout::Presenter) {
        addDockWidget(Qt::LeftDockWidgetArea, lessons);
        tabifyDockWidget(lessons, delivery);
        tabifyDockWidget(delivery, controls);
    } else {
        addDockWidget(Qt::LeftDockWidgetArea, delivery);
        splitDockWidget(delivery, lessons, Qt::Vertical);
        tabifyDockWidget(lessons, controls);
    }
    // A dock split off a tabbed one would join its tabs: split, then tabify.
    addDockWidget(Qt::BottomDockWidgetArea, journal);
    if (layout == DockLayout::Wide) {
        addDockWidget(Qt::RightDockWidgetArea, why);
        splitDockWidget(why, document, Qt::Vertical);
    } else {
        splitDockWidget(journal, why, Qt::Horizontal);
        tabifyDockWidget(why, document);
    }
    tabifyDockWidget(journal, metrics);
    tabifyDockWidget(metrics, reconciliation);
    tabifyDockWidget(reconciliation, explorer);
    lessons->raise();
    journal->raise();
    why->raise();
    // Dock sizes only stick once the window has its real size.
    QTimer::singleShot(0, this, [this, layout] { sizeDocks(layout); });
}

void MainWindow::sizeDocks(DockLayout layout)
{
    const int w = width();
    const int h = height();
    switch (layout) {
    case DockLayout::Wide:
        resizeDocks({dock("deliveryDock"), dock("whyDock")}, {w * 30 / 100, w * 22 / 100},
                    Qt::Horizontal);
        resizeDocks({dock("deliveryDock"), dock("lessonDock")}, {h * 45 / 100, h * 55 / 100},
                    Qt::Vertical);
        resizeDocks({dock("whyDock"), dock("documentDock")}, {h * 45 / 100, h * 55 / 100},
                    Qt::Vertical);
        resizeDocks({dock("journalDock")}, {h * 36 / 100}, Qt::Vertical);
        break;
    case DockLayout::Compact:
        resizeDocks({dock("deliveryDock")}, {w * 36 / 100}, Qt::Horizontal);
        resizeDocks({dock("deliveryDock"), dock("lessonDock")}, {h * 52 / 100, h * 48 / 100},
                    Qt::Vertical);
        resizeDocks({dock("journalDock"), dock("whyDock")}, {w * 34 / 100, w * 30 / 100},
                    Qt::Horizontal);
        resizeDocks({dock("journalDock")}, {h * 40 / 100}, Qt::Vertical);
        break;
    case DockLayout::Presenter:
        resizeDocks({dock("lessonDock")}, {w * 38 / 100}, Qt::Horizontal);
        resizeDocks({dock("journalDock"), dock("whyDock")}, {w * 32 / 100, w * 30 / 100},
                    Qt::Horizontal);
        resizeDocks({dock("journalDock")}, {h * 38 / 100}, Qt::Vertical);
        break;
    }
}

void MainWindow::resetLayout()
{
    if (appearance_->presenterMode()) {
        arrangeDocks(DockLayout::Presenter);
        return;
    }
    // The window's own width: a small window on a big screen is a laptop too.
    const int lines = width() / std::max(1, fontMetrics().height());
    arrangeDocks(lines >= kWideScreenLines ? DockLayout::Wide : DockLayout::Compact);
}

void MainWindow::switchDockLayout(bool presenter)
{
    dockStates_[!presenter] = saveState();
    fitToScreen();
    if (!restoreState(dockStates_[presenter]))
        resetLayout();
}

void MainWindow::fitToScreen()
{
    const QScreen* screen = this->screen();
    if (!screen)
        return;
    const QRect room = screen->availableGeometry();
    // The frame (title bar, borders) is the window manager's; keep room for it.
    const QSize frame = frameGeometry().size() - geometry().size();
    const QSize most = room.size() - frame;
    QSize size = this->size().boundedTo(most);
    size = size.expandedTo(minimumSizeHint().boundedTo(most));
    if (size != this->size())
        resize(size);
    QRect placed(frameGeometry().topLeft(), size + frame);
    if (!room.contains(placed)) {
        placed.moveRight(std::min(placed.right(), room.right()));
        placed.moveBottom(std::min(placed.bottom(), room.bottom()));
        placed.moveLeft(std::max(placed.left(), room.left()));
        placed.moveTop(std::max(placed.top(), room.top()));
        move(placed.topLeft());
    }
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    // Only a shown window has its frame: fit it, frame and all, once.
    if (!event->spontaneous() && !fittedOnShow_) {
        fittedOnShow_ = true;
        QTimer::singleShot(0, this, &MainWindow::fitToScreen);
    }
}

void MainWindow::restoreSettings()
{
    const LabSettings settings;
    if (!restoreGeometry(settings.windowGeometry())) {
        const QSize screen = this->screen() ? this->screen()->availableSize() : QSize(1600, 1000);
        resize(std::min(1600, screen.width()), std::min(1000, screen.height()));
    }
    appearance_->setPresenterMode(settings.presenterMode());
    appearance_->setZoomStep(settings.zoomStep());
    appearance_->setTheme(settings.theme());
    dockStates_[0] = settings.windowState();
    dockStates_[1] = settings.presenterWindowState();
    fitToScreen();
    if (!restoreState(dockStates_[appearance_->presenterMode()]))
        resetLayout();
    tables_->setCurrentTab(settings.lastTab());
    playback_->setSpeed(settings.speed());
}

void MainWindow::saveSettings() const
{
    LabSettings settings;
    const bool presenter = appearance_->presenterMode();
    if (!sessions_->isSetAside()) // a scenario's seed is not the learner's
        settings.setSeed(lab_->seed());
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(presenter ? dockStates_[0] : saveState());
    settings.setPresenterWindowState(presenter ? saveState() : dockStates_[1]);
    settings.setPresenterMode(presenter);
    settings.setZoomStep(appearance_->zoomStep());
    settings.setTheme(appearance_->theme());
    settings.setLastTab(tables_->currentTab());
    settings.setSpeed(playback_->speed());
}

} // namespace atlas
