#include "CompareWindow.h"

#include "CompareSideView.h"
#include "compare/ComparePlayer.h"
#include "compare/WorldDiff.h"
#include "deliveries/EventTemplates.h"
#include "frame/ActionHelp.h"
#include "lab/Lab.h"
#include "lesson/LessonLibrary.h"
#include "lesson/MarkdownView.h"
#include "lesson/Vocabulary.h"
#include "store/DocumentStore.h"
#include "store/clock/SimClock.h"
#include "widgets/ActionRow.h"
#include "widgets/ComboTypeAhead.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>

namespace atlas {
namespace {

using Side = CompareSession::Side;

// The differences the line above the tables names before it says "and n more".
constexpr int kNamedDifferences = 4;

QString describeDiff(const WorldDiff& diff)
{
    if (diff.identical())
        return CompareWindow::tr("The two worlds hold the same documents.");
    QStringList named;
    for (const CollectionDiff& c : diff.collections())
        for (const DocumentDiff& d : c.documents) {
            if (int(named.size()) == kNamedDifferences)
                break;
            const QString path = c.collection + u'/' + d.id;
            switch (d.presence) {
            case DocumentDiff::Presence::Differs:
                named << CompareWindow::tr("%1 (%2)").arg(path, d.fields.join(u", "));
                break;
            case DocumentDiff::Presence::LeftOnly:
                named << CompareWindow::tr("%1 (left only)").arg(path);
                break;
            case DocumentDiff::Presence::RightOnly:
                named << CompareWindow::tr("%1 (right only)").arg(path);
                break;
            }
        }
    const auto total = qsizetype(diff.differenceCount());
    QString text = total == 0
                       ? CompareWindow::tr("No difference in the documents compared")
                       : CompareWindow::tr("%n document(s) differ: ", nullptr, int(total)) +
                             named.join(QStringLiteral("; "));
    if (total > named.size())
        text += CompareWindow::tr("; and %1 more").arg(total - named.size());
    if (diff.isCut())
        text += CompareWindow::tr(". Comparison cut: %1.").arg(diff.cutNote());
    return text;
}

ScenarioSetup freePlaySetup(std::uint64_t seed)
{
    ScenarioSetup setup;
    setup.seed = std::int64_t(seed);
    setup.documents.push_back(
        {QStringLiteral("orders/ord-ch10-001"),
         Json{{"customerId", "cust-ch10-001"},
              {"items", Json::array({Json{{"sku", "lamp-aurora"}, {"qty", 1}, {"price", 42.5}}})},
              {"total", 42.5},
              {"state", "PAYMENT_PENDING"},
              {"paymentKey", nullptr}}});
    return setup;
}

SideSetup sideWith(const QString& label, const char* strategy)
{
    SideSetup side;
    side.label = label;
    side.strategies.emplace_back(QStringLiteral("*"), QString::fromLatin1(strategy));
    return side;
}

} // namespace

std::vector<Scenario> CompareWindow::compareScenarios()
{
    std::vector<Scenario> out;
    for (const LoadResult& r : LessonLibrary::loadAll())
        if (r.ok())
            for (const Scenario& s : r.lesson.scenarios)
                if (s.compare)
                    out.push_back(s);
    return out;
}

CompareWindow::CompareWindow(std::vector<Scenario> scenarios, std::uint64_t seed, QWidget* parent)
    : QMainWindow(parent), session_(std::make_unique<CompareSession>()), seed_(seed),
      scenarios_(std::move(scenarios))
{
    setObjectName(QStringLiteral("compareWindow"));
    setWindowTitle(tr("Compare worlds — AtlasMart Idempotency Lab"));
    setWindowFlag(Qt::Window);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);
    createCommands();
    createScenarioRow();
    // The commands answer plain letters; a focused combo box still picks
    // its items by them.
    ComboTypeAhead::install();
    addCloseAction(this, "compareClose",
                   {QKeySequence(Qt::CTRL | Qt::Key_W), QKeySequence(Qt::Key_Escape)});
    layout->addWidget(commands_);
    layout->addWidget(scenarioRow_);
    narration_ = new MarkdownView(MarkdownView::Sizing::FitText, central);
    narration_->setObjectName(QStringLiteral("compareNarration"));
    narration_->hide();
    layout->addWidget(narration_);
    diff_ = new QLabel(central);
    diff_->setObjectName(QStringLiteral("compareDiff"));
    diff_->setWordWrap(true);
    diff_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(diff_);

    auto* split = new QSplitter(Qt::Horizontal, central);
    split->setObjectName(QStringLiteral("compareSplitter"));
    split->setChildrenCollapsible(false);
    left_ = new CompareSideView(*session_, Side::Left, split);
    right_ = new CompareSideView(*session_, Side::Right, split);
    split->addWidget(left_);
    split->addWidget(right_);
    // Two equal halves, whatever each side's strip and verdicts ask for.
    for (const int i : {0, 1})
        split->setStretchFactor(i, 1);
    split->setSizes({1, 1});
    layout->addWidget(split, 1);
    setCentralWidget(central);

    for (CompareSideView* view : {left_, right_}) {
        connect(view, &CompareSideView::setupRequested, this,
                [this](Side side, const SideSetup& setup) {
                    endScenario();
                    session_->setSide(side, setup);
                });
        // One table at a time on both sides, so rows line up for the eye.
        connect(view->tabs(), &QTabWidget::currentChanged, this, [this, view](int tab) {
            CompareSideView* other = view == left_ ? right_ : left_;
            other->tabs()->setCurrentIndex(tab);
        });
    }
    connect(session_.get(), &CompareSession::changed, this, &CompareWindow::refresh);
    connect(session_.get(), &CompareSession::restarted, this, &CompareWindow::refresh);
    // A fresh start offers the event that moves its newest order on.
    connect(session_.get(), &CompareSession::restarted, this, [this] {
        eventBox_->setCurrentText(suggestedTemplate(session_->lab(Side::Left).store()).type);
    });
    startFreePlay();
}

CompareWindow::~CompareWindow() = default;

CompareSideView* CompareWindow::sideView(Side side) const
{
    return side == Side::Left ? left_ : right_;
}

QAction* CompareWindow::action(const QString& objectName) const
{
    return findChild<QAction*>(objectName);
}

QAction* CompareWindow::makeAction(const QString& text, const char* name, const QString& help,
                                   const QList<QKeySequence>& keys)
{
    auto* action = new QAction(text, this);
    action->setObjectName(QLatin1String(name));
    action->setShortcuts(keys);
    setActionHelp(action, help);
    addAction(action);
    return action;
}

void CompareWindow::createCommands()
{
    commands_ = new ActionRow(tr("Both worlds:"), this);
    commands_->setObjectName(QStringLiteral("compareCommands"));

    eventBox_ = new QComboBox(commands_);
    eventBox_->setObjectName(QStringLiteral("compareEventType"));
    eventBox_->addItems(eventTemplateTypes());
    eventBox_->setToolTip(tr("The event type Publish sends, for the order it fits"));
    QAction* publish = makeAction(tr("&Publish"), "comparePublish",
                                  tr("Publish: put the chosen event on both worlds' channels"),
                                  {QKeySequence(Qt::Key_P)});
    connect(publish, &QAction::triggered, this, [this] {
        const DocumentStore& store = session_->lab(Side::Left).store();
        const QString type = eventBox_->currentText();
        const QString text = eventTemplate(type, store.clock().nowIso(), templateOrder(store, type));
        run("publish", Json{{"event", Json::parse(text.toStdString())}});
    });

    QAction* deliver = makeAction(tr("&Deliver next"), "compareDeliverNext",
                                  tr("Deliver next: hand both worlds' next due delivery to its "
                                     "handler"),
                                  {QKeySequence(Qt::Key_N)});
    connect(deliver, &QAction::triggered, this, [this] { run("deliverNext"); });
    QAction* duplicate = makeAction(tr("D&uplicate"), "compareDuplicate",
                                    tr("Duplicate: deliver the latest message once more on both "
                                       "sides"),
                                    {QKeySequence(Qt::Key_U)});
    connect(duplicate, &QAction::triggered, this,
            [this] { run("duplicate", Json{{"message", "latest"}}); });

    faultBox_ = new QComboBox(commands_);
    faultBox_->setObjectName(QStringLiteral("compareFault"));
    for (const std::string_view f : vocabulary::kFaults)
        if (f != "none")
            faultBox_->addItem(QString::fromLatin1(f.data(), qsizetype(f.size())));
    faultBox_->setCurrentText(QStringLiteral("lost-ack"));
    faultBox_->setToolTip(tr("The fault Inject puts on the next delivery's attempt"));
    QAction* inject = makeAction(tr("&Inject fault"), "compareInject",
                                 tr("Inject fault: the chosen fault strikes the next delivery's "
                                    "next attempt, in both worlds"),
                                 {QKeySequence(Qt::Key_I)});
    connect(inject, &QAction::triggered, this, [this] {
        run("inject", Json{{"delivery", "next"}, {"fault", faultBox_->currentText().toStdString()}});
    });
    QAction* relay = makeAction(tr("&Run relay"), "compareRunRelay",
                                tr("Run relay: one pass of both worlds' outbox relays"),
                                {QKeySequence(Qt::Key_R)});
    connect(relay, &QAction::triggered, this, [this] { run("runRelay"); });
    QAction* clock = makeAction(tr("Advance &clock"), "compareAdvanceClock",
                                tr("Advance clock: move both worlds' clocks to their next due "
                                   "timer (a retry, an ack deadline)"),
                                {QKeySequence(Qt::Key_T)});
    connect(clock, &QAction::triggered, this, [this] { run("advanceClock", Json{{"toNextDue", true}}); });
    QAction* back = makeAction(tr("Step &back"), "compareStepBack",
                               tr("Step back: undo the last command in both worlds"),
                               {QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::Key_PageUp)});
    connect(back, &QAction::triggered, this, &CompareWindow::stepBack);
    QAction* restart = makeAction(tr("Re&start"), "compareRestart",
                                  tr("Restart: both worlds from the start, with their strategies "
                                     "kept"),
                                  {QKeySequence(Qt::CTRL | Qt::Key_R)});
    connect(restart, &QAction::triggered, this, [this] {
        endScenario();
        session_->start(session_->shared(), session_->setup(Side::Left),
                        session_->setup(Side::Right));
    });

    commands_->addWidget(eventBox_);
    commands_->addActions({publish, deliver, duplicate});
    commands_->addWidget(faultBox_);
    commands_->addActions({inject, relay, clock, back, restart});
}

void CompareWindow::createScenarioRow()
{
    scenarioRow_ = new ActionRow(tr("Scenario:"), this);
    scenarioRow_->setObjectName(QStringLiteral("compareScenarioRow"));
    scenarioBox_ = new QComboBox(scenarioRow_);
    scenarioBox_->setObjectName(QStringLiteral("compareScenario"));
    scenarioBox_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    scenarioBox_->setMinimumContentsLength(40);
    for (const Scenario& s : scenarios_)
        scenarioBox_->addItem(s.title, s.id);
    scenarioBox_->setToolTip(tr("A lesson scenario that plays on both worlds at once"));
    scenarioBox_->setEnabled(!scenarios_.empty());
    if (scenarios_.empty())
        scenarioBox_->addItem(tr("no lesson has a compare scenario"));

    QAction* play = makeAction(tr("P&lay scenario"), "comparePlayScenario",
                               tr("Play scenario: start the chosen scenario on both worlds, "
                                  "each with its side's strategies"),
                               {QKeySequence(Qt::CTRL | Qt::Key_P)});
    play->setEnabled(!scenarios_.empty());
    connect(play, &QAction::triggered, this,
            [this] { playScenario(scenarioBox_->currentIndex()); });
    QAction* step = makeAction(tr("Next &step"), "compareNextStep",
                               tr("Next step: run the scenario's next step on both worlds and "
                                  "check its expectations"),
                               {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_PageDown)});
    step->setEnabled(false);
    connect(step, &QAction::triggered, this, &CompareWindow::nextStep);
    QAction* freePlay = makeAction(tr("&Free play"), "compareFreePlay",
                                   tr("Free play: one order awaiting payment, without "
                                      "deduplication on the left and with the inbox marker on "
                                      "the right"),
                                   {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F)});
    connect(freePlay, &QAction::triggered, this, &CompareWindow::startFreePlay);
    progress_ = new QLabel(scenarioRow_);
    progress_->setObjectName(QStringLiteral("compareProgress"));
    scenarioRow_->addWidget(scenarioBox_);
    scenarioRow_->addActions({play, step, freePlay});
    scenarioRow_->addWidget(progress_);
}

void CompareWindow::startFreePlay()
{
    endScenario();
    session_->start(freePlaySetup(seed_), sideWith(tr("Without deduplication"), "no-dedup"),
                    sideWith(tr("Inbox marker in the transaction"), "inbox-in-transaction"));
}

bool CompareWindow::playScenario(int index)
{
    if (index < 0 || index >= int(scenarios_.size()))
        return false;
    player_ = std::make_unique<ComparePlayer>(*session_, scenarios_[std::size_t(index)]);
    player_->restart();
    action(QStringLiteral("compareNextStep"))->setEnabled(!player_->atEnd());
    showStep();
    return true;
}

bool CompareWindow::nextStep()
{
    if (!player_ || player_->atEnd())
        return false;
    const CompareStepResult& result = player_->step();
    left_->showVerdicts(result.left);
    right_->showVerdicts(result.right);
    action(QStringLiteral("compareNextStep"))->setEnabled(!player_->atEnd());
    showStep();
    return true;
}

void CompareWindow::showStep()
{
    if (!player_) {
        narration_->hide();
        progress_->clear();
        return;
    }
    const Scenario& s = player_->scenario();
    progress_->setText(tr("step %1 of %2").arg(player_->position()).arg(player_->stepCount()));
    const ScenarioStep* next = player_->nextStep();
    narration_->showMarkdown(next ? tr("**Next:** ") + next->narration
                                  : tr("**%1** is over.").arg(s.title));
    narration_->show();
}

void CompareWindow::endScenario()
{
    player_.reset();
    if (QAction* step = action(QStringLiteral("compareNextStep")))
        step->setEnabled(false);
    left_->showVerdicts(std::nullopt);
    right_->showVerdicts(std::nullopt);
    showStep();
}

void CompareWindow::run(const std::string& name, const Json& args)
{
    // A command of one's own leaves the scenario: its steps no longer
    // describe these worlds.
    if (player_)
        endScenario();
    const CompareOutcome outcome = session_->execute(name, args);
    left_->showOutcome(outcome.left);
    right_->showOutcome(outcome.right);
}

void CompareWindow::stepBack()
{
    if (player_) {
        player_->stepBack();
        const auto& results = player_->results();
        left_->showVerdicts(results.empty() ? std::nullopt
                                            : std::optional<StepResult>(results.back().left));
        right_->showVerdicts(results.empty() ? std::nullopt
                                             : std::optional<StepResult>(results.back().right));
        action(QStringLiteral("compareNextStep"))->setEnabled(!player_->atEnd());
        showStep();
        return;
    }
    session_->stepBack();
}

void CompareWindow::setDiffLimits(WorldDiff::Limits limits)
{
    limits_ = limits;
    refresh();
}

void CompareWindow::refresh()
{
    const WorldDiff diff = session_->diff(limits_);
    left_->setDiff(diff);
    right_->setDiff(diff);
    diff_->setText(describeDiff(diff));
    action(QStringLiteral("compareStepBack"))->setEnabled(session_->canStepBack());
}

} // namespace atlas
