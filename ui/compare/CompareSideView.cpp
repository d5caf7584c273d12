#include "CompareSideView.h"

#include "DiffHighlightModel.h"
#include "compare/WorldDiff.h"
#include "deliveries/MessageLine.h"
#include "lab/Lab.h"
#include "lesson/LineList.h"
#include "lesson/StepOutcomeText.h"
#include "lesson/VerdictColors.h"
#include "lesson/Vocabulary.h"
#include "metrics/InvariantBar.h"
#include "store/DocumentStore.h"
#include "tables/ColumnFitter.h"
#include "tables/LabTableView.h"
#include "views/CollectionTableModel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace atlas {
namespace {

QString titleOf(const QString& collection)
{
    if (collection == u"orders")
        return CompareSideView::tr("Orders");
    if (collection == u"workflowEvents")
        return CompareSideView::tr("Inbox");
    if (collection == u"workflowOutbox")
        return CompareSideView::tr("Outbox");
    if (collection == u"workflowDeadLetters")
        return CompareSideView::tr("Parked");
    if (collection == u"orderSagas")
        return CompareSideView::tr("Sagas");
    if (collection == u"reservations")
        return CompareSideView::tr("Reservations");
    if (collection == u"workflowCommands")
        return CompareSideView::tr("Commands");
    return CompareSideView::tr("Emails");
}

// The order saga's collections (chapter 11): their tabs show once either
// world holds a document in them, so a chapter 10 comparison keeps five.
bool shownWhenUsed(const QString& collection)
{
    return collection == u"orderSagas" || collection == u"reservations" ||
           collection == u"workflowCommands";
}

QString sideName(CompareSession::Side side)
{
    return side == CompareSession::Side::Left ? CompareSideView::tr("Left world")
                                              : CompareSideView::tr("Right world");
}

// The side's strategy for every event type, when its setup names one.
QString wildcardStrategy(const SideSetup& setup)
{
    for (const auto& [type, strategy] : setup.strategies)
        if (type == u'*')
            return strategy;
    return {};
}

} // namespace

const QStringList& CompareSideView::collections()
{
    static const QStringList names{QStringLiteral("orders"), QStringLiteral("workflowEvents"),
                                   QStringLiteral("workflowOutbox"),
                                   QStringLiteral("workflowDeadLetters"),
                                   QStringLiteral("providerEmails"),
                                   QStringLiteral("orderSagas"),
                                   QStringLiteral("reservations"),
                                   QStringLiteral("workflowCommands")};
    return names;
}

CompareSideView::CompareSideView(CompareSession& session, CompareSession::Side side,
                                 QWidget* parent)
    : QWidget(parent), session_(session), side_(side), title_(new QLabel(this)),
      strategies_(new QLabel(this)), figures_(new QLabel(this)), strategy_(new QComboBox(this)), relay_(new QComboBox(this)),
      invariants_(new InvariantBar(session.lab(side), this)), message_(new MessageLine(this)),
      verdicts_(new LineList(this)), tabs_(new QTabWidget(this))
{
    const QString name = QString::fromLatin1(CompareSetup::name(side));
    setObjectName(QStringLiteral("compareSide-") + name);
    title_->setObjectName(QStringLiteral("compareSideTitle"));
    title_->setTextFormat(Qt::RichText); // bold by markup, so it follows the application font
    strategies_->setObjectName(QStringLiteral("compareSideStrategies"));
    strategies_->setWordWrap(true);
    strategies_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    figures_->setObjectName(QStringLiteral("compareSideFigures"));
    figures_->setToolTip(tr("The revenue this world booked (the sum of its revenue counter's "
                            "shards) and the receipt emails its provider sent"));

    strategy_->setObjectName(QStringLiteral("compareStrategy-") + name);
    strategy_->addItem(tr("as the setup says"), QString());
    for (const std::string_view s : vocabulary::kHandlerStrategies)
        strategy_->addItem(QString::fromLatin1(s.data(), qsizetype(s.size())),
                           QString::fromLatin1(s.data(), qsizetype(s.size())));
    strategy_->setToolTip(tr("The handler strategy of every event type in the %1; choosing "
                             "another starts both worlds again")
                              .arg(sideName(side).toLower()));
    relay_->setObjectName(QStringLiteral("compareRelay-") + name);
    relay_->addItem(tr("as the setup says"), QString());
    for (const std::string_view s : vocabulary::kRelayStrategies)
        relay_->addItem(QString::fromLatin1(s.data(), qsizetype(s.size())),
                        QString::fromLatin1(s.data(), qsizetype(s.size())));
    relay_->setToolTip(tr("How the outbox relay of the %1 orders its flag and its send; "
                          "choosing another starts both worlds again")
                           .arg(sideName(side).toLower()));
    for (QComboBox* box : {strategy_, relay_}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        connect(box, &QComboBox::activated, this,
                [this] { emit setupRequested(side_, chosenSetup()); });
    }

    auto* choices = new QHBoxLayout;
    choices->setContentsMargins(0, 0, 0, 0);
    for (const auto& [text, box] : {std::pair{tr("&Handler:"), strategy_},
                                    std::pair{tr("Rela&y:"), relay_}}) {
        auto* label = new QLabel(text, this);
        label->setBuddy(box);
        choices->addWidget(label);
        choices->addWidget(box);
    }
    choices->addStretch(1);

    invariants_->setObjectName(QStringLiteral("compareInvariants-") + name);
    verdicts_->setObjectName(QStringLiteral("compareVerdicts-") + name);
    tabs_->setObjectName(QStringLiteral("compareTabs-") + name);
    tabs_->setDocumentMode(true);

    for (const QString& collection : collections()) {
        Table t;
        t.collection = collection;
        t.view = new LabTableView(tabs_);
        t.view->setObjectName(QStringLiteral("compareTable-%1-%2").arg(name, collection));
        t.highlight = new DiffHighlightModel(this);
        if (collection == u"orders")
            t.columns = {{QString(), tr("id")},
                         {QStringLiteral("state"), tr("state")},
                         {QStringLiteral("total"), tr("total")},
                         {QStringLiteral("updatedAt"), tr("updatedAt")},
                         {QStringLiteral("paymentKey"), tr("paymentKey")},
                         {QStringLiteral("lastEventId"), tr("lastEventId")}};
        t.view->setModel(t.highlight);
        t.view->fitter()->setFitContents(true);
        tabs_->addTab(t.view, titleOf(collection));
        tabs_->setTabToolTip(tabs_->count() - 1, collection);
        tabs_->setTabVisible(tabs_->count() - 1, !shownWhenUsed(collection));
        tables_.push_back(t);
    }

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(title_);
    layout->addWidget(strategies_);
    layout->addWidget(figures_);
    layout->addLayout(choices);
    layout->addWidget(invariants_);
    layout->addWidget(message_);
    layout->addWidget(verdicts_);
    layout->addWidget(tabs_, 1);

    connect(&session_.lab(side_), &Lab::worldRebuilt, this, &CompareSideView::rebind);
    connect(&session_, &CompareSession::restarted, this, &CompareSideView::showSetup);
    rebind();
    showSetup();
}

LabTableView* CompareSideView::table(const QString& collection) const
{
    for (const Table& t : tables_)
        if (t.collection == collection)
            return t.view;
    return nullptr;
}

DiffHighlightModel* CompareSideView::highlight(const QString& collection) const
{
    for (const Table& t : tables_)
        if (t.collection == collection)
            return t.highlight;
    return nullptr;
}

void CompareSideView::rebind()
{
    for (Table& t : tables_) {
        CollectionTableModel* old = t.source;
        t.source = new CollectionTableModel(session_.lab(side_).store(), t.collection, this);
        if (!t.columns.isEmpty())
            t.source->setColumns(t.columns);
        t.highlight->setSourceModel(t.source);
        delete old; // it watched the old world's store, which is gone
        // The columns are fixed, so a field that gains its first value (an
        // order's updatedAt) brings no new column to measure: the few rows of
        // a comparison are fitted again whenever they change.
        for (const auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
            connect(t.source, signal, t.view->fitter(), &ColumnFitter::requestRefit);
        connect(t.source, &QAbstractItemModel::dataChanged, t.view->fitter(),
                &ColumnFitter::requestRefit);
    }
}

void CompareSideView::showSetup()
{
    const SideSetup& setup = session_.setup(side_);
    const QString title = setup.label.isEmpty() ? sideName(side_)
                                                : sideName(side_) + QStringLiteral(": ") + setup.label;
    title_->setText(QStringLiteral("<b>") + title.toHtmlEscaped() + QStringLiteral("</b>"));
    strategies_->setText(setup.describe());
    // The boxes below show a strategy for every event type and the relay's;
    // the line is for what they cannot show.
    const bool perType = std::any_of(setup.strategies.begin(), setup.strategies.end(),
                                     [](const auto& s) { return s.first != u'*'; });
    strategies_->setVisible(perType || !setup.providerIdempotency.is_null());
    const int strategy = strategy_->findData(wildcardStrategy(setup));
    strategy_->setCurrentIndex(strategy < 0 ? 0 : strategy);
    const int relay = relay_->findData(setup.relayStrategy);
    relay_->setCurrentIndex(relay < 0 ? 0 : relay);
    message_->clear();
    showVerdicts(std::nullopt);
}

SideSetup CompareSideView::chosenSetup() const
{
    SideSetup setup = session_.setup(side_);
    const QString strategy = strategy_->currentData().toString();
    std::erase_if(setup.strategies, [](const auto& s) { return s.first == u'*'; });
    if (!strategy.isEmpty())
        setup.strategies.insert(setup.strategies.begin(),
                                std::pair<QString, QString>(QStringLiteral("*"), strategy));
    setup.relayStrategy = relay_->currentData().toString();
    return setup;
}

void CompareSideView::setDiff(const WorldDiff& diff)
{
    for (int i = 0; i < int(tables_.size()); ++i) {
        Table& t = tables_[std::size_t(i)];
        const CollectionDiff* c = diff.collection(t.collection);
        t.highlight->setDiff(c, side_ == CompareSession::Side::Left);
        if (shownWhenUsed(t.collection))
            tabs_->setTabVisible(i, c && c->leftCount + c->rightCount > 0);
    }
    updateTitles();
    updateFigures();
}

void CompareSideView::updateFigures()
{
    const DocumentStore& store = session_.lab(side_).store();
    double revenue = 0;
    for (const DocumentPtr& shard : store.list("counters/revenue/shards"))
        if (const auto value = shard->data.find("value");
            value != shard->data.end() && value->is_number())
            revenue += value->get<double>();
    figures_->setText(tr("Revenue booked: %1 · receipt emails sent: %2")
                          .arg(QLocale().toString(revenue))
                          .arg(store.count("providerEmails")));
}

void CompareSideView::updateTitles()
{
    for (int i = 0; i < int(tables_.size()); ++i) {
        const Table& t = tables_[std::size_t(i)];
        const int rows = t.highlight->rowCount();
        const int differing = t.highlight->differingRows();
        tabs_->setTabText(i, differing == 0
                                 ? tr("%1 (%2)").arg(titleOf(t.collection)).arg(rows)
                                 : tr("%1 (%2, %3 ≠)")
                                       .arg(titleOf(t.collection))
                                       .arg(rows)
                                       .arg(differing));
    }
}

void CompareSideView::showOutcome(const SideOutcome& outcome)
{
    if (outcome.refused())
        message_->showError(tr("This world refused it: %1").arg(outcome.error));
    else
        message_->clear();
}

void CompareSideView::showVerdicts(const std::optional<StepResult>& result)
{
    verdictResult_ = result;
    renderVerdicts();
}

void CompareSideView::renderVerdicts()
{
    verdicts_->clear();
    if (!verdictResult_) {
        verdicts_->hide();
        return;
    }
    if (!verdictResult_->error.isEmpty())
        verdicts_->addLine(tr("✗ refused: %1").arg(verdictResult_->error),
                           VerdictColors::failed(palette()));
    for (const ExpectationResult& e : verdictResult_->expectations)
        verdicts_->addLine(StepOutcomeText::expectation(e),
                           e.passed ? VerdictColors::passed(palette())
                                    : VerdictColors::failed(palette()),
                           e.passed);
    if (verdicts_->count() == 0)
        verdicts_->addLine(tr("Nothing to check on this side in this step."),
                           VerdictColors::muted(palette()));
    verdicts_->show();
}

void CompareSideView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        renderVerdicts(); // the verdicts' colours follow the theme
}

} // namespace atlas
