#include "explore/ExplorerPanel.h"

#include "explore/ExploreRunner.h"
#include "explore/MatrixTable.h"
#include "explore/TraceLesson.h"
#include "lesson/LessonLibrary.h"
#include "outbox/RelayStrategy.h"
#include "widgets/ActionRow.h"
#include "widgets/FlowLayout.h"
#include "workflow/handler/HandlerStrategy.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QSaveFile>
#include <QSpinBox>
#include <QStandardPaths>
#include <QGuiApplication>
#include <QScreen>
#include <QToolButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace atlas {
namespace {

constexpr const char* kLessonId = "counterexample";

QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QWidget* labelled(const QString& label, QWidget* field, QWidget* parent)
{
    auto* box = new QWidget(parent);
    auto* row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    auto* name = new QLabel(label, box);
    name->setBuddy(field);
    row->addWidget(name);
    row->addWidget(field);
    return box;
}

} // namespace

ExplorerPanel::ExplorerPanel(QWidget* parent)
    : QWidget(parent), lessons_(LessonLibrary::loadAll()), runner_(new ExploreRunner(this)),
      scenario_(new QComboBox(this)), strategy_(new QComboBox(this)), relay_(new QComboBox(this)),
      maxFaults_(new QSpinBox(this)), faults_(new QToolButton(this)), summary_(new QLabel(this)),
      trace_(new QTextBrowser(this)), matrixWindow_(new QWidget(this, Qt::Window)),
      matrixSummary_(new QLabel(matrixWindow_)), matrixTable_(new MatrixTable(matrixWindow_)), explore_(new QAction(tr("&Explore"), this)),
      matrix_(new QAction(tr("Crash-point &matrix"), this)), cancel_(new QAction(tr("Cancel"), this)),
      play_(new QAction(tr("&Play the trace"), this)),
      save_(new QAction(tr("Save as lesson…"), this))
{
    scenario_->setObjectName(QStringLiteral("exploreScenario"));
    scenario_->setToolTip(tr("The world to search: a lesson scenario's setup and the events it "
                             "publishes. Its own deliveries and faults are left to the search."));
    scenario_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    scenario_->setMinimumContentsLength(22);
    for (std::size_t l = 0; l < lessons_.size(); ++l) {
        if (!lessons_[l].ok())
            continue;
        for (const Scenario& s : lessons_[l].lesson.scenarios)
            scenario_->addItem(s.title, s.id);
    }
    strategy_->setObjectName(QStringLiteral("exploreStrategy"));
    strategy_->setToolTip(tr("The handler strategy under test, for every event type"));
    strategy_->addItem(tr("the scenario's"), QString());
    for (const HandlerStrategy s : kHandlerStrategies)
        strategy_->addItem(text(toString(s)), text(toString(s)));
    relay_->setObjectName(QStringLiteral("exploreRelay"));
    relay_->setToolTip(tr("The outbox relay strategy under test"));
    relay_->addItem(tr("the scenario's"), QString());
    for (const char* r : {"outbox-with-provider-key", "flag-before-send", "flag-after-send"})
        relay_->addItem(QString::fromLatin1(r), QString::fromLatin1(r));
    maxFaults_->setObjectName(QStringLiteral("exploreMaxFaults"));
    maxFaults_->setRange(0, 3);
    maxFaults_->setValue(2);
    maxFaults_->setToolTip(tr("At most this many faults on any one run (K)"));

    auto* faultMenu = new QMenu(this);
    faultMenu->setToolTipsVisible(true);
    for (const ExploreFault f : kExploreFaults) {
        QAction* a = faultMenu->addAction(text(toString(f)));
        a->setCheckable(true);
        a->setChecked(true);
        a->setData(static_cast<int>(f));
        faultActions_ << a;
    }
    faults_->setObjectName(QStringLiteral("exploreFaults"));
    faults_->setText(tr("Faults"));
    faults_->setToolTip(tr("The faults the search may place"));
    faults_->setMenu(faultMenu);
    faults_->setPopupMode(QToolButton::InstantPopup);

    explore_->setObjectName(QStringLiteral("exploreAction"));
    explore_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    explore_->setToolTip(tr("Search every delivery order and fault placement for a shortest run "
                            "that breaks an invariant (Ctrl+Shift+F)"));
    matrix_->setObjectName(QStringLiteral("matrixAction"));
    matrix_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    matrix_->setToolTip(tr("Every handler and relay strategy against every fault point, one "
                           "fault per run (Ctrl+Shift+M)"));
    for (QAction* keyed : {explore_, matrix_})
        keyed->setStatusTip(keyed->toolTip()); // the shortcut list's "What it does"
    cancel_->setObjectName(QStringLiteral("cancelExploreAction"));
    cancel_->setToolTip(tr("Stop the search"));
    play_->setObjectName(QStringLiteral("playTraceAction"));
    play_->setToolTip(tr("Open the trace in the lesson player and play it step by step"));
    save_->setObjectName(QStringLiteral("saveTraceAction"));
    save_->setToolTip(tr("Write the trace as a lesson file that the player plays unchanged"));
    connect(explore_, &QAction::triggered, this, &ExplorerPanel::startExplore);
    connect(matrix_, &QAction::triggered, this, [this] {
        showMatrixWindow();
        // The matrix is deterministic: once filled it is shown, not searched again.
        if (runner_->cells().empty())
            runner_->runMatrix();
    });
    connect(cancel_, &QAction::triggered, runner_, &ExploreRunner::cancel);
    connect(play_, &QAction::triggered, this, [this] {
        if (runner_->explorer())
            playTrace(*runner_->explorer(), runner_->result());
    });
    connect(save_, &QAction::triggered, this, &ExplorerPanel::saveTrace);

    auto* form = new QWidget(this);
    auto* flow = new FlowLayout(form);
    flow->addWidget(labelled(tr("&World:"), scenario_, form));
    flow->addWidget(labelled(tr("Ha&ndler:"), strategy_, form));
    flow->addWidget(labelled(tr("&Relay:"), relay_, form));
    flow->addWidget(labelled(tr("Faults &at most:"), maxFaults_, form));
    flow->addWidget(faults_);
    auto* actions = new ActionRow(tr("Search"), this);
    actions->addActions({explore_, matrix_, cancel_, play_, save_});

    summary_->setObjectName(QStringLiteral("exploreSummary"));
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setText(tr("Pick a world and a strategy, then Explore."));

    trace_->setObjectName(QStringLiteral("exploreTrace"));
    trace_->setOpenLinks(false);
    trace_->setToolTip(tr("The shortest run that breaks an invariant, move by move, with what "
                          "the lab did at each"));
    matrixTable_->setObjectName(QStringLiteral("matrixTable"));
    connect(matrixTable_, &MatrixTable::cellChosen, this, &ExplorerPanel::playCell);
    matrixWindow_->setObjectName(QStringLiteral("matrixWindow"));
    matrixWindow_->setWindowTitle(tr("Crash-point matrix — AtlasMart Idempotency Lab"));
    matrixSummary_->setObjectName(QStringLiteral("matrixSummary"));
    matrixSummary_->setWordWrap(true);
    auto* matrixLayout = new QVBoxLayout(matrixWindow_);
    matrixLayout->addWidget(matrixSummary_);
    matrixLayout->addWidget(matrixTable_, 1);
    auto* closeMatrix = new QAction(tr("Close"), matrixWindow_);
    closeMatrix->setShortcuts({QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)});
    closeMatrix->setToolTip(tr("Close the matrix (Esc, Ctrl+W)"));
    closeMatrix->setShortcutContext(Qt::WindowShortcut);
    matrixWindow_->addAction(closeMatrix);
    connect(closeMatrix, &QAction::triggered, matrixWindow_, &QWidget::close);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(form);
    layout->addWidget(actions);
    layout->addWidget(summary_);
    layout->addWidget(trace_, 1);

    connect(runner_, &ExploreRunner::progressed, summary_, &QLabel::setText);
    connect(runner_, &ExploreRunner::progressed, matrixSummary_, &QLabel::setText);
    connect(runner_, &ExploreRunner::runningChanged, this, &ExplorerPanel::updateActions);
    connect(runner_, &ExploreRunner::exploreFinished, this, &ExplorerPanel::showResult);
    connect(runner_, &ExploreRunner::matrixFinished, this, &ExplorerPanel::showMatrix);
    updateActions();
}

ExplorerPanel::~ExplorerPanel() = default;

bool ExplorerPanel::choose(const QString& scenarioId, const QString& strategy,
                           const QString& relayStrategy, int maxFaults)
{
    const int s = scenario_->findData(scenarioId);
    const int h = strategy_->findData(strategy);
    const int r = relay_->findData(relayStrategy);
    if (s < 0 || h < 0 || r < 0)
        return false;
    scenario_->setCurrentIndex(s);
    strategy_->setCurrentIndex(h);
    relay_->setCurrentIndex(r);
    maxFaults_->setValue(maxFaults);
    return true;
}

QString ExplorerPanel::summaryText() const
{
    return summary_->text();
}

void ExplorerPanel::updateActions()
{
    const bool running = runner_->isRunning();
    explore_->setEnabled(!running && scenario_->count() > 0);
    matrix_->setEnabled(!running);
    cancel_->setEnabled(running);
    const bool trace = !running && runner_->explorer() && runner_->result().violated;
    play_->setEnabled(trace);
    save_->setEnabled(trace);
    for (QWidget* w : std::initializer_list<QWidget*>{scenario_, strategy_, relay_, maxFaults_,
                                                      faults_})
        w->setEnabled(!running);
}

void ExplorerPanel::startExplore()
{
    const QString id = scenario_->currentData().toString();
    const Scenario* scenario = nullptr;
    for (const LoadResult& l : lessons_)
        if (l.ok() && !scenario)
            scenario = l.lesson.scenario(id);
    if (!scenario)
        return;
    ExploreOptions options;
    options.maxFaults = maxFaults_->value();
    options.faults.clear();
    for (const QAction* a : faultActions_)
        if (a->isChecked())
            options.faults.push_back(static_cast<ExploreFault>(a->data().toInt()));
    options.strategy = strategy_->currentData().toString().toStdString();
    options.relayStrategy = relay_->currentData().toString().toStdString();
    trace_->clear();
    runner_->explore(Explorer(
        ExploreWorld::fromScenario(*scenario, options.strategy, options.relayStrategy), options));
}

void ExplorerPanel::showResult()
{
    const ExploreResult& r = runner_->result();
    trace_->clear();
    const QString stats = tr("%1 states explored (%2 distinct), %3 moves deep, %4 s.")
                              .arg(r.explored)
                              .arg(r.distinct)
                              .arg(r.depth)
                              .arg(r.seconds, 0, 'f', 2);
    if (r.cancelled) {
        summary_->setText(tr("Cancelled after %1").arg(stats));
    } else if (!r.violated) {
        summary_->setText(
            (r.cut ? tr("✓ No violation found before the search hit its state limit: %1")
                   : tr("✓ No violation within the budget: every run keeps every invariant and "
                        "settles. %1"))
                .arg(stats));
    } else {
        summary_->setText(tr("✗ %1 is broken after %2 move(s): %3. %4")
                              .arg(QString::fromStdString(r.verdict.title))
                              .arg(r.trace.size())
                              .arg(QString::fromStdString(r.verdict.explanation), stats));
        QString html = QStringLiteral("<ol>");
        for (std::size_t i = 0; i < r.trace.size(); ++i) {
            const ExploreStep& step = r.trace[i];
            QString move = QString::fromStdString(step.label).toHtmlEscaped();
            if (step.fault)
                move = tr("FAULT: %1").arg(move);
            html += QStringLiteral("<li><b>%1</b>").arg(move);
            if (static_cast<int>(i) == r.inevitableAt)
                html += QStringLiteral(" <i>%1</i>")
                            .arg(tr("— from here on, even a run without further faults ends "
                                    "broken"));
            if (i < r.because.size() && !r.because[i].empty())
                html += QStringLiteral("<br>%1").arg(
                    QString::fromStdString(r.because[i]).toHtmlEscaped());
            html += QStringLiteral("</li>");
        }
        html += QStringLiteral("</ol>");
        trace_->setHtml(html);
    }
    updateActions();
}

void ExplorerPanel::showMatrix()
{
    matrixTable_->showCells(runner_->cells());
    int red = 0;
    for (const MatrixCell& c : runner_->cells())
        red += c.red() ? 1 : 0;
    const QString text =
        tr("Each cell: the order's durable state (top line) and the receipt email (bottom line), "
           "over every run with that one fault. %1 red cells. The correct strategies (inbox-in-transaction, "
           "outbox-with-provider-key) read once everywhere; double-click a red cell or press "
           "Enter on it to play its trace in the lesson player.")
            .arg(red);
    summary_->setText(text);
    matrixSummary_->setText(text);
    updateActions();
}

void ExplorerPanel::showMatrixWindow()
{
    if (!matrixWindow_->isVisible()) {
        const QScreen* screen = window()->screen() ? window()->screen()
                                                   : QGuiApplication::primaryScreen();
        const QRect area = screen->availableGeometry();
        matrixWindow_->resize(area.width() * 9 / 10, area.height() * 8 / 10);
        matrixWindow_->move(area.center() - matrixWindow_->rect().center());
    }
    matrixWindow_->show();
    matrixWindow_->raise();
    matrixWindow_->activateWindow();
}

void ExplorerPanel::playCell(int index)
{
    const MatrixCell* cell = matrixTable_->cellAt(index / matrixTable_->columnCount(),
                                                  index % matrixTable_->columnCount());
    if (!cell)
        return;
    if (!cell->red()) {
        matrixSummary_->setText(tr("No trace to play: %1 against %2 came out right in every run.")
                              .arg(QString::fromStdString(cell->row), text(toString(cell->fault))));
        return;
    }
    const Explorer explorer = CrashMatrix::explorerFor({cell->row, cell->relayRow}, cell->fault);
    // Out of the way of the player; Fill the matrix shows it again as it was.
    matrixWindow_->hide();
    playTrace(explorer, cell->result);
}

QString ExplorerPanel::writeTrace(const Explorer& explorer, const ExploreResult& result,
                                  const QString& file, QString* error) const
{
    const Json lesson = TraceLesson::lesson(explorer, result, QString::fromLatin1(kLessonId),
                                            tr("Counterexample: %1")
                                                .arg(explorer.world().scenario().title));
    const QByteArray bytes = QByteArray::fromStdString(lesson.dump(2) + "\n");
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        if (error)
            *error = tr("Cannot write %1: %2").arg(file, out.errorString());
        return {};
    }
    return file;
}

void ExplorerPanel::playTrace(const Explorer& explorer, const ExploreResult& result)
{
    const QString folder =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
        QStringLiteral("/counterexamples");
    QDir().mkpath(folder);
    QString error;
    const QString file = writeTrace(explorer, result,
                                    folder + QStringLiteral("/counterexample.json"), &error);
    if (file.isEmpty()) {
        summary_->setText(error);
        return;
    }
    emit playRequested(file, QString::fromLatin1(kLessonId),
                       QString::fromLatin1(kLessonId) + QStringLiteral("-trace"));
}

void ExplorerPanel::saveTrace()
{
    if (!runner_->explorer() || !runner_->result().violated)
        return;
    const QString file = QFileDialog::getSaveFileName(this, tr("Save the trace as a lesson"),
                                                      LessonLibrary::userFolder(),
                                                      tr("Lesson files (*.json)"));
    if (file.isEmpty())
        return;
    QString error;
    if (writeTrace(*runner_->explorer(), runner_->result(), file, &error).isEmpty())
        summary_->setText(error);
    else
        summary_->setText(tr("Saved as %1").arg(QDir::toNativeSeparators(file)));
}

} // namespace atlas
