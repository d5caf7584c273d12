// MainWindow::addLabPanels: the delivery, controls, lesson and metrics
// panels and the invariant strip, and the routes between them and the
// window's own panels.
#include "frame/MainWindow.h"
#include "classroom/ClassroomController.h"

#include "controls/ControlsPanel.h"
#include "deliveries/DeliveryPanel.h"
#include "explore/ExplorerPanel.h"
#include "frame/LabStatusBar.h"
#include "inspector/WhyInspector.h"
#include "journal/BranchPanel.h"
#include "journal/JournalPanel.h"
#include "lesson/LessonPanel.h"
#include "metrics/InvariantBar.h"
#include "metrics/MetricsPanel.h"
#include "playback/PlaybackController.h"
#include "reconciliation/ReconciliationPanel.h"
#include "session/SessionController.h"
#include "tables/LiveTablesPanel.h"
#include "views/DeadLetterTopicModel.h"
#include "views/DeliveryQueueModel.h"
#include "views/JournalDocuments.h"
#include "views/JournalModel.h"

#include <QAbstractItemView>
#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTableView>

namespace atlas {

void MainWindow::addLabPanels()
{
    delivery_ = new DeliveryPanel(*lab_, this);
    delivery_->setObjectName(QStringLiteral("deliveryPanel"));
    controls_ = new ControlsPanel(*lab_, this);
    controls_->setObjectName(QStringLiteral("controlsPanel"));
    lessons_ = new LessonPanel(*lab_, this);
    lessons_->setObjectName(QStringLiteral("lessonPanel"));
    metrics_ = new MetricsPanel(*lab_, this);
    metrics_->setObjectName(QStringLiteral("metricsPanel"));
    metrics_->setFocusPolicy(Qt::StrongFocus); // Go to the metrics (Ctrl+8) lands here
    invariants_ = new InvariantBar(*lab_, this);
    invariants_->setObjectName(QStringLiteral("invariantBar"));
    reconciliation_ = new ReconciliationPanel(*lab_, this);
    reconciliation_->setObjectName(QStringLiteral("reconciliationPanel"));
    explorer_ = new ExplorerPanel(this);
    explorer_->setObjectName(QStringLiteral("explorerPanel"));

    // Where each dock goes is the layout's business (arrangeDocks).
    addDock(delivery_, Qt::LeftDockWidgetArea, tr("Deliveries"), QStringLiteral("deliveryDock"));
    addDock(lessons_, Qt::LeftDockWidgetArea, tr("Lessons"), QStringLiteral("lessonDock"));
    addDock(controls_, Qt::LeftDockWidgetArea, tr("Controls"), QStringLiteral("controlsDock"));
    addDock(metrics_, Qt::BottomDockWidgetArea, tr("Metrics"), QStringLiteral("metricsDock"));
    addDock(reconciliation_, Qt::BottomDockWidgetArea, tr("Reconciliation"),
            QStringLiteral("reconciliationDock"));
    addDock(explorer_, Qt::BottomDockWidgetArea, tr("Explorer"), QStringLiteral("explorerDock"));
    addStrip(invariants_, tr("Invariants"), QStringLiteral("invariantStrip"));
    // Redriven entries stay listed, so the tab counts dead letters, not the topic.
    tables_->addTableTab(delivery_->deadLetterModel(), tr("Dead letters"));

    QMenu* lessonMenu = new QMenu(tr("L&essons"), this);
    lessonMenu->setObjectName(QStringLiteral("lessonMenu"));
    lessonMenu->addAction(lessons_->openLessonAction());
    lessonMenu->addAction(lessons_->resetProgressAction());
    menuBar()->insertMenu(menuBar()->actions().value(1), lessonMenu);

    QMenu* exploreMenu = new QMenu(tr("E&xplore"), this);
    exploreMenu->setObjectName(QStringLiteral("exploreMenu"));
    exploreMenu->setToolTipsVisible(true);
    exploreMenu->addActions({explorer_->exploreAction(), explorer_->matrixAction(),
                             explorer_->cancelAction()});
    exploreMenu->addSeparator();
    exploreMenu->addActions({explorer_->playAction(), explorer_->saveAction()});
    menuBar()->insertMenu(menuBar()->actions().value(2), exploreMenu);
    for (QAction* action : {explorer_->exploreAction(), explorer_->matrixAction()})
        connect(action, &QAction::triggered, this, [this] {
            if (QDockWidget* d = findChild<QDockWidget*>(QStringLiteral("explorerDock"))) {
                d->show();
                d->raise();
            }
        });
}

void MainWindow::connectLabPanels()
{
    connect(invariants_, &InvariantBar::offendersActivated, tables_,
            &LiveTablesPanel::selectDocuments);
    // Only a delivery the learner picks: the panel also selects the next due
    // delivery after every command, and that must not replace the
    // explanation of the decision just made.
    connect(delivery_->queueView(), &QAbstractItemView::clicked, why_,
            [this](const QModelIndex& index) {
                why_->showDelivery(index.data(DeliveryQueueModel::MessageKeyRole).toString());
            });
    connect(tables_, &LiveTablesPanel::documentSelected, delivery_, [this](const QString& path) {
        static const QString parked = QStringLiteral("workflowDeadLetters/");
        if (path.startsWith(parked))
            delivery_->setSelectedParkedId(path.mid(parked.size()));
    });

    // A chaos run works in slices without a command per event: keep the
    // panels that follow commands in step with it.
    connect(controls_, &ControlsPanel::chaosProgressed, this, [this] {
        journal_->sync();
        delivery_->refresh();
        invariants_->refresh();
        metrics_->scheduleRefresh();
        reconciliation_->scheduleRefresh();
        status_->refresh();
    });
    connect(controls_, &ControlsPanel::chaosRunningChanged, this, [this](bool running) {
        const QString busy = running ? tr("A chaos run is in progress; wait for it or cancel "
                                          "it in Controls.")
                                     : QString();
        tables_->setCoalescing(running);
        why_->setCoalescing(running);
        delivery_->setBusyReason(busy);
        reconciliation_->setBusyReason(busy);
        for (QAction* action :
             {playback_->stepAction(), playback_->stepBackAction(), playback_->stepForwardAction(),
              playback_->playAction(), playback_->resetAction()})
            action->setEnabled(!running);
        lessons_->setEnabled(!running);
        branches_->setBusyReason(busy);
    });

    // A trace from the explorer plays in the lesson player like any scenario.
    connect(explorer_, &ExplorerPanel::playRequested, this,
            [this](const QString& file, const QString& lessonId, const QString& scenarioId) {
                if (!lessons_->openLessonFile(file) || !lessons_->playScenario(lessonId, scenarioId))
                    return;
                if (QDockWidget* d = findChild<QDockWidget*>(QStringLiteral("lessonDock"))) {
                    d->show();
                    d->raise();
                }
            });

    // A scenario's world is its own: the learner's session waits for it.
    connect(lessons_, &LessonPanel::scenarioAboutToStart, sessions_,
            &SessionController::setAsideForScenario);
    connect(lessons_, &LessonPanel::scenarioAboutToStart, branches_, [this] {
        branches_->setBusyReason(tr("A scenario is on screen: its steps move the world."));
    });
    // The clicker drives the lesson while a scenario is on screen.
    connect(lessons_, &LessonPanel::scenarioStarted, this, [this](const QString& title) {
        playback_->setPlaying(false);
        playback_->setDriver(PlaybackController::Driver{[this] { lessons_->step(); },
                                                        [this] { lessons_->stepBack(); },
                                                        [this] { lessons_->togglePlay(); }});
        status_->showNote(tr("Scenario: %1. Page Down steps it, Page Up steps back.").arg(title));
        branches_->setBusyReason(tr("A scenario is on screen: its steps move the world."));
    });
    connect(lessons_, &LessonPanel::freePlayStarted, this, [this] {
        playback_->setDriver(std::nullopt);
        branches_->setBusyReason({});
        status_->showNote(tr("Free play: every control is yours."));
    });
    connect(lessons_, &LessonPanel::scenarioStepped, this, [this](const StepResult& result) {
        QStringList paths;
        for (const auto& entry : result.entries)
            for (const std::string& path : JournalDocuments::pathsOf(entry))
                if (!paths.contains(QString::fromStdString(path)))
                    paths << QString::fromStdString(path);
        if (!paths.isEmpty())
            tables_->selectDocuments(paths);
    });

    // Class → Join, Create, the dashboard: the lesson panel's results go to
    // the class once the learner joined one.
    auto* classroom = new ClassroomController(this, *lessons_, *status_);
    classroom->setObjectName(QStringLiteral("classroom"));
    classroom->populateMenu(menuBar()->findChild<QMenu*>(QStringLiteral("classMenu")));
}

} // namespace atlas
