#include "frame/MainWindow.h"

#include "compare/CompareWindow.h"
#include "controls/ControlsPanel.h"
#include "deliveries/DeliveryPanel.h"
#include "frame/ActionHelp.h"
#include "frame/Appearance.h"
#include "frame/DockTitleBar.h"
#include "frame/LabSettings.h"
#include "frame/LabStatusBar.h"
#include "frame/LanguageMenu.h"
#include "frame/PaintPoolAffinity.h"
#include "frame/ShortcutsDialog.h"
#include "inspector/DocumentInspector.h"
#include "inspector/WhyInspector.h"
#include "journal/BranchPanel.h"
#include "journal/JournalPanel.h"
#include "lesson/LessonPanel.h"
#include "metrics/MetricsPanel.h"
#include "playback/PlaybackController.h"
#include "playback/SpeedControl.h"
#include "reconciliation/ReconciliationPanel.h"
#include "rules/RequestsWindow.h"
#include "session/SessionController.h"
#include "tables/LabTableView.h"
#include "tables/LiveTablesPanel.h"
#include "views/JournalModel.h"
#include "widgets/ComboTypeAhead.h"
#include "widgets/LayoutBoundary.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSlider>
#include <QTabBar>
#include <QTextBrowser>
#include <QToolBar>
#include <QTreeWidget>

#include <algorithm>
#include <functional>

namespace atlas {
namespace {

Lab::Options optionsFromSettings()
{
    Lab::Options options;
    options.seed = LabSettings().seed();
    return options;
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : MainWindow(optionsFromSettings(), parent) {}

MainWindow::MainWindow(Lab::Options options, QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("labWindow"));
    setWindowTitle(tr("AtlasMart Idempotency Lab"));
    if (options.journalRetention == 0)
        options.journalRetention = kJournalRetention;
    lab_ = new Lab(std::move(options), this);
    // Play answers B and a period: a focused combo box still picks its items by letter.
    ComboTypeAhead::install();
    journal_ = new JournalModel(*lab_, this);
    appearance_ = new Appearance(this);
    playback_ = new PlaybackController(*lab_, this);
    sessions_ = new SessionController(*lab_, this);
    connect(sessions_, &SessionController::sessionChanged, this,
            [this](const QString& path, bool readOnly) {
                playback_->forgetUndoReset();
                const QString app = tr("AtlasMart Idempotency Lab");
                if (path.isEmpty() || sessions_->isAutosave())
                    setWindowTitle(app);
                else
                    setWindowTitle(tr("%1 — %2%3")
                                       .arg(QFileInfo(path).fileName(), app,
                                            readOnly ? tr(" [read-only]") : QString()));
            });

    tables_ = new LiveTablesPanel(*lab_, this);
    tables_->setObjectName(QStringLiteral("liveTablesPanel"));
    // Tab titles count rows live: their relayout stays in the tables.
    setCentralWidget(new LayoutBoundary(tables_, this));
    why_ = new WhyInspector(*lab_, *journal_, this);
    why_->setObjectName(QStringLiteral("whyInspector"));
    document_ = new DocumentInspector(*lab_, *journal_, this);
    document_->setObjectName(QStringLiteral("documentInspector"));
    journalPanel_ = new JournalPanel(*journal_, this);
    journalPanel_->setObjectName(QStringLiteral("journalPanel"));
    branches_ = new BranchPanel(
        *lab_, {playback_->stepBackAction(), playback_->stepForwardAction()}, journalPanel_);
    branches_->setObjectName(QStringLiteral("branchPanel"));
    journalPanel_->setSidePanel(branches_);

    // The right column and the left one (other panels) run the full height;
    // the journal spans only the tables, where the eye already is.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    createMenus(); // before the docks, which list themselves in View → Panels
    addDock(why_, Qt::RightDockWidgetArea, tr("Why?"), QStringLiteral("whyDock"));
    addDock(document_, Qt::RightDockWidgetArea, tr("Document"), QStringLiteral("documentDock"));
    addDock(journalPanel_, Qt::BottomDockWidgetArea, tr("Journal"), QStringLiteral("journalDock"));

    createToolBar();
    status_ = new LabStatusBar(*lab_, this);
    setStatusBar(status_);
    addLabPanels();
    connectPanels();
    connectLabPanels();
    arrangeTabOrder();
    restoreSettings();
    connect(appearance_->presenterAction(), &QAction::toggled, this,
            &MainWindow::switchDockLayout);
}

MainWindow::~MainWindow()
{
    if (persistSettings_)
        saveSettings();
    // Children go in the order they were made, the lab first; the session's
    // recorder lets go of the lab as it closes its file, so it goes before.
    delete sessions_;
    sessions_ = nullptr;
    // Everything else made after the lab holds it too, and may use it as it
    // goes (an exercise's run hands back the lab's command gate): made the
    // last child, the lab goes last.
    lab_->setParent(nullptr);
    lab_->setParent(this);
}

QDockWidget* MainWindow::addDock(QWidget* panel, Qt::DockWidgetArea area, const QString& title,
                                 const QString& objectName, Placement placement)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    // A dock squeezed below what its panel needs scrolls instead of pushing
    // the window past the screen: its minimum is the scroll area's.
    auto* scroller = new QScrollArea(dock);
    scroller->setObjectName(objectName + QStringLiteral("Scroller"));
    scroller->setFrameShape(QFrame::NoFrame);
    scroller->setWidgetResizable(true);
    scroller->setWidget(panel);
    dock->setWidget(scroller);
    dock->setTitleBarWidget(new DockTitleBar(dock));
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                      QDockWidget::DockWidgetFloatable);
    // A dock made after the saved layout was restored takes its saved place
    // (restoreDockWidget), or the requested area when it has none.
    if (placement == Placement::Requested || !restoreDockWidget(dock))
        addDockWidget(area, dock);
    QAction* toggle = dock->toggleViewAction();
    toggle->setStatusTip(tr("Show or hide the %1 panel").arg(title));
    panelsMenu_->addAction(toggle);
    return dock;
}

QDockWidget* MainWindow::addDockPanel(QWidget* panel, Qt::DockWidgetArea area, const QString& title,
                                      const QString& objectName)
{
    return addDock(panel, area, title, objectName, Placement::Saved);
}

QToolBar* MainWindow::addStrip(QWidget* strip, const QString& title, const QString& objectName)
{
    addToolBarBreak(Qt::TopToolBarArea);
    auto* bar = new QToolBar(title, this);
    bar->setObjectName(objectName);
    bar->setMovable(false);
    bar->setFloatable(false);
    // Always in view: no context-menu entry to hide it.
    bar->toggleViewAction()->setVisible(false);
    bar->setContextMenuPolicy(Qt::PreventContextMenu);
    bar->addWidget(strip);
    addToolBar(Qt::TopToolBarArea, bar);
    return bar;
}

void MainWindow::createToolBar()
{
    toolBar_ = new QToolBar(tr("Playback"), this);
    toolBar_->setObjectName(QStringLiteral("playbackToolBar"));
    toolBar_->setMovable(false);
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar_->addAction(playback_->resetAction());
    toolBar_->addSeparator();
    toolBar_->addAction(playback_->stepBackAction());
    toolBar_->addAction(playback_->stepAction());
    toolBar_->addAction(playback_->playAction());
    toolBar_->addWidget(new SpeedControl(*playback_, toolBar_));
    toolBar_->addSeparator();
    toolBar_->addAction(playback_->advanceClockAction());
    toolBar_->addSeparator();
    toolBar_->addAction(appearance_->presenterAction());
    addToolBar(Qt::TopToolBarArea, toolBar_);
    fitToolBarToFont();
}

void MainWindow::createMenus()
{
    QMenu* fileMenu = menuBar()->addMenu(tr("&File"));
    sessions_->populateMenu(fileMenu);

    QMenu* labMenu = menuBar()->addMenu(tr("&Lab"));
    labMenu->addAction(playback_->resetAction());
    labMenu->addSeparator();
    labMenu->addAction(playback_->stepBackAction());
    labMenu->addAction(playback_->stepForwardAction());
    labMenu->addAction(playback_->stepAction());
    labMenu->addAction(playback_->playAction());
    labMenu->addAction(playback_->fasterAction());
    labMenu->addAction(playback_->slowerAction());
    labMenu->addAction(playback_->advanceClockAction());
    fileMenu->addSeparator();
    QAction* quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);
    setActionHelp(quit, tr("Quit the lab"));

    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(appearance_->presenterAction());
    viewMenu->addAction(appearance_->zoomInAction());
    viewMenu->addAction(appearance_->zoomOutAction());
    viewMenu->addAction(appearance_->zoomResetAction());
    appearance_->fillThemeMenu(viewMenu->addMenu(tr("&Theme")));
    LanguageMenu::fill(viewMenu->addMenu(tr("L&anguage")),
                       [this](const QString& note) { labStatusBar()->showNote(note); });
    viewMenu->addSeparator();
    QAction* compare = viewMenu->addAction(tr("&Compare worlds"), this, &MainWindow::showCompare);
    compare->setObjectName(QStringLiteral("actionCompareWorlds"));
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    setActionHelp(compare, tr("Compare worlds: two worlds side by side that take the same "
                              "commands, each with its own strategies"));
    QAction* requests =
        viewMenu->addAction(tr("Client &requests and rules"), this, &MainWindow::showRequests);
    requests->setObjectName(QStringLiteral("actionClientRequests"));
    requests->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    setActionHelp(requests, tr("Client requests: act as a signed-out or signed-in client and see "
                               "which security rule allows or denies each request"));
    QAction* resetLayout = viewMenu->addAction(tr("&Reset layout"), this, &MainWindow::resetLayout);
    resetLayout->setObjectName(QStringLiteral("actionResetLayout"));
    resetLayout->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    setActionHelp(resetLayout, tr("Reset layout: put every panel back where it starts, arranged "
                                  "for this screen"));
    // Filled once the panels exist (connectPanels).
    QMenu* goMenu = viewMenu->addMenu(tr("&Go to"));
    goMenu->setObjectName(QStringLiteral("goMenu"));
    panelsMenu_ = viewMenu->addMenu(tr("&Panels"));

    // Filled once the lesson panel exists (connectLabPanels: ClassroomController).
    menuBar()->addMenu(tr("&Class"))->setObjectName(QStringLiteral("classMenu"));

    createHelpMenu(menuBar()->addMenu(tr("&Help")));
}

QAction* MainWindow::createFocusAction(const QString& text, const char* name, int key,
                                       QWidget* target)
{
    auto* action = new QAction(text, this);
    action->setObjectName(QLatin1String(name));
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(key)));
    setActionHelp(action, text);
    connect(action, &QAction::triggered, target, [target] {
        // A dock behind another's tab, or closed, comes forward first.
        for (QWidget* w = target; w; w = w->parentWidget())
            if (auto* dock = qobject_cast<QDockWidget*>(w)) {
                dock->show();
                dock->raise();
                break;
            }
        target->setFocus(Qt::ShortcutFocusReason);
    });
    addAction(action);
    return action;
}

void MainWindow::connectPanels()
{
    connect(tables_, &LiveTablesPanel::documentSelected, document_,
            &DocumentInspector::showDocument);
    connect(journalPanel_, &JournalPanel::entrySelected, why_, &WhyInspector::showEntry);
    connect(journalPanel_, &JournalPanel::documentsActivated, tables_,
            &LiveTablesPanel::selectDocuments);
    connect(why_, &WhyInspector::documentRequested, this, [this](const QString& path) {
        if (!tables_->selectDocuments({path}))
            document_->showDocument(path); // says it is not in the store
    });
    connect(document_, &DocumentInspector::journalEntryRequested, journalPanel_,
            &JournalPanel::selectSeq);
    connect(playback_, &PlaybackController::message, status_, &LabStatusBar::showNote);
    connect(branches_, &BranchPanel::message, status_, &LabStatusBar::showNote);
    connect(sessions_, &SessionController::message, status_, &LabStatusBar::showNote);

    auto* goMenu = menuBar()->findChild<QMenu*>(QStringLiteral("goMenu"));
    goMenu->addAction(
        createFocusAction(tr("Go to the tables"), "actionFocusTables", Qt::Key_1, tables_));
    goMenu->addAction(createFocusAction(tr("Go to the journal"), "actionFocusJournal", Qt::Key_2,
                                        journalPanel_->view()));
    goMenu->addAction(createFocusAction(tr("Go to the explanation"), "actionFocusWhy", Qt::Key_3,
                                        why_->findChild<QTextBrowser*>()));
    goMenu->addAction(createFocusAction(tr("Go to the document"), "actionFocusDocument", Qt::Key_4,
                                        document_->findChild<QPlainTextEdit*>()));
    goMenu->addAction(createFocusAction(tr("Go to the deliveries"), "actionFocusDeliveries",
                                        Qt::Key_5, delivery_->queueView()));
    goMenu->addAction(createFocusAction(tr("Go to the lessons"), "actionFocusLessons", Qt::Key_6,
                                        lessons_->findChild<QTreeWidget*>()));
    goMenu->addAction(createFocusAction(tr("Go to the controls"), "actionFocusControls",
                                        Qt::Key_7, controls_->findChild<QComboBox*>()));
    goMenu->addAction(createFocusAction(tr("Go to the metrics"), "actionFocusMetrics", Qt::Key_8,
                                        metrics_));
    goMenu->addAction(createFocusAction(tr("Go to the reconciliation"),
                                        "actionFocusReconciliation", Qt::Key_9,
                                        reconciliation_->view()));
    goMenu->addSeparator();
    for (QAction* action : tables_->actions())
        goMenu->addAction(action);
    for (QAction* action : journalPanel_->actions())
        goMenu->addAction(action);
}

void MainWindow::arrangeTabOrder()
{
    // Reading order: the speed, the tables, the journal, the right column,
    // then the left column's panels. Qt 6.4 moves only the widget named in
    // setTabOrder, not a container's children, so the chain lists the
    // focusable widgets themselves.
    QList<QWidget*> chain{toolBar_->findChild<QSlider*>(),
                          tables_->findChild<QLineEdit*>(QStringLiteral("tableFilter")),
                          tables_->findChild<QTabBar*>()};
    for (LabTableView* table : tables_->findChildren<LabTableView*>())
        chain << table;
    chain << journalPanel_->findChild<QLineEdit*>(QStringLiteral("journalFilter"))
          << journalPanel_->findChild<QComboBox*>(QStringLiteral("journalKind"))
          << journalPanel_->view() << why_->findChild<QTextBrowser*>()
          << why_->findChild<QCheckBox*>() << document_->findChild<QPlainTextEdit*>()
          << document_->findChild<LabTableView*>();
    for (QWidget* panel : {static_cast<QWidget*>(delivery_), static_cast<QWidget*>(lessons_),
                           static_cast<QWidget*>(controls_), static_cast<QWidget*>(metrics_)})
        for (QWidget* child : panel->findChildren<QWidget*>())
            if ((child->focusPolicy() & Qt::TabFocus) && child->window() == this)
                chain << child; // not the composer dialog, a window of its own
    chain.removeAll(nullptr);
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain[i - 1], chain[i]);
}

QList<QAction*> MainWindow::shortcutActions() const
{
    QList<QAction*> out;
    const auto add = [&out](QAction* action) {
        if (!action->shortcuts().isEmpty() && !out.contains(action))
            out << action;
    };
    const std::function<void(const QList<QAction*>&)> walk = [&](const QList<QAction*>& actions) {
        for (QAction* action : actions) {
            if (QMenu* menu = action->menu())
                walk(menu->actions());
            else
                add(action);
        }
    };
    walk(menuBar()->actions());
    // Not the keys of a window of its own that the main window owns (the
    // crash-point matrix's Esc); a floating dock is still this window's.
    const auto mine = [this](const QWidget* widget) {
        const QWidget* window = widget->window();
        return window == this || qobject_cast<const QMenu*>(widget) ||
               (qobject_cast<const QDockWidget*>(window) && window->parentWidget() == this);
    };
    const auto elsewhere = [&mine](const QAction* action) {
        const QList<QObject*> where = action->associatedObjects();
        return !where.isEmpty() && std::none_of(where.begin(), where.end(), [&mine](QObject* o) {
            const auto* widget = qobject_cast<const QWidget*>(o);
            return widget && mine(widget);
        });
    };
    for (QAction* action : findChildren<QAction*>())
        if (!elsewhere(action))
            add(action);
    return out;
}

void MainWindow::showShortcuts()
{
    ShortcutsDialog dialog(shortcutActions(), this);
    dialog.exec();
}

bool MainWindow::event(QEvent* event)
{
    // The window paints all its docked panels here; during a chaos run Qt's
    // paint pool waits on the GUI thread's CPU (PaintPoolAffinity).
    if (event->type() != QEvent::UpdateRequest)
        return QMainWindow::event(event);
    const PaintPoolAffinity::PaintScope onOneCpu;
    return QMainWindow::event(event);
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::FontChange && toolBar_)
        fitToolBarToFont();
    if (event->type() == QEvent::PaletteChange && playback_)
        playback_->setIconColor(palette().color(QPalette::ButtonText));
}

void MainWindow::fitToolBarToFont()
{
    const int side = fontMetrics().height() * 5 / 4;
    toolBar_->setIconSize(QSize(side, side));
}

} // namespace atlas
