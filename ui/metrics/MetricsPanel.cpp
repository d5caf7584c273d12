#include "metrics/MetricsPanel.h"

#include "frame/PassGate.h"
#include "lab/Lab.h"
#include "lab/monitor/MetricsHistory.h"
#include "metrics/MetricChart.h"
#include "metrics/MetricLabels.h"
#include "store/clock/SimClock.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLineSeries>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

namespace atlas {
namespace {

constexpr int kColumns = 3;

} // namespace

MetricsPanel::MetricsPanel(Lab& lab, QWidget* parent)
    : QWidget(parent), lab_(lab), onScreen_(this), table_(new QTableWidget(this))
{
    setObjectName(QStringLiteral("metricsPanel"));
    coalesce_.setObjectName(QStringLiteral("metricsRefresh"));
    coalesce_.setSingleShot(true);
    coalesce_.setInterval(kRefreshIntervalMs);
    connect(&coalesce_, &QTimer::timeout, this, [this] {
        ++refreshes_;
        nextPlot_ = 0;
        drawNextPlot();
    });
    // One chart per pass of the event loop: redrawing all five at once held
    // the window for up to 25 ms during a chaos run.
    stagger_.setObjectName(QStringLiteral("metricsStagger"));
    stagger_.setSingleShot(true);
    stagger_.setInterval(0);
    connect(&stagger_, &QTimer::timeout, this, &MetricsPanel::drawNextPlot);

    addPlot(tr("Duplicate rate"), {{"duplicateRate", tr("duplicates per delivery")}}, 100,
            tr(" %"));
    addPlot(tr("Retries"), {{"retries", tr("retries and redeliveries")}});
    addPlot(tr("Dead-letter backlog"),
            {{"deadLetterTopicSize", tr("dead-letter topic")}, {"parkedBacklog", tr("parked")}});
    addPlot(tr("Outbox oldest age"), {{"outboxOldestAgeMs", tr("oldest unsent email")}}, 0.001,
            tr(" s"));
    charts_.back()->setMinimumMaximum(1);
    addPlot(tr("Emails sent vs distinct receipts"),
            {{"emailsSent", tr("emails sent")}, {"receiptsDistinct", tr("distinct receipts")}});

    table_->setObjectName(QStringLiteral("metricsTable"));
    table_->setColumnCount(2);
    table_->setHorizontalHeaderLabels({tr("Metric"), tr("Now")});
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setFocusPolicy(Qt::NoFocus);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);

    // Scrolls rather than insisting on its full width: the metrics share the
    // bottom of a projector-sized window with the journal.
    auto* content = new QWidget(this);
    auto* scroller = new QScrollArea(this);
    scroller->setObjectName(QStringLiteral("metricsScroller"));
    scroller->setFrameShape(QFrame::NoFrame);
    scroller->setWidgetResizable(true);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroller);
    auto* grid = new QGridLayout(content);
    grid->setContentsMargins(4, 4, 4, 4);
    grid->setSpacing(4);
    for (int i = 0; i < int(charts_.size()); ++i)
        grid->addWidget(charts_[i], i / kColumns, i % kColumns);
    grid->addWidget(table_, int(charts_.size()) / kColumns, int(charts_.size()) % kColumns);
    scroller->setWidget(content);

    connect(&lab_, &Lab::commandExecuted, this, &MetricsPanel::scheduleRefresh);
    // Charts behind another tab are drawn when they come into view: during a
    // chaos run their redraws were a twentieth of the window's time.
    connect(&onScreen_, &OnScreen::changed, this, [this](bool onScreen) {
        if (onScreen && missedRefresh_)
            scheduleRefresh();
    });
    refresh();
}

void MetricsPanel::addPlot(const QString& title,
                           std::vector<std::pair<std::string, QString>> series, double scale,
                           const QString& suffix)
{
    auto* chart = new MetricChart(title, this);
    chart->setObjectName(
        QStringLiteral("chart-%1").arg(QString::fromStdString(series.front().first)));
    if (!suffix.isEmpty())
        chart->setValueSuffix(suffix);
    Plot plot{chart, {}, scale};
    for (std::size_t i = 0; i < series.size(); ++i) {
        chart->addSeries(series[i].second, int(plots_.size() + i));
        plot.metrics.push_back(series[i].first);
    }
    plots_.push_back(std::move(plot));
    charts_.append(chart);
}

void MetricsPanel::scheduleRefresh()
{
    missedRefresh_ = !onScreen_.isOnScreen();
    if (missedRefresh_)
        return;
    if (!coalesce_.isActive())
        coalesce_.start();
}

void MetricsPanel::refresh()
{
    coalesce_.stop();
    stagger_.stop();
    ++refreshes_;
    for (const Plot& plot : plots_)
        draw(plot);
    refreshTable();
}

void MetricsPanel::drawNextPlot()
{
    if (!onScreen_.isOnScreen()) { // went out of view halfway: redrawn when back
        missedRefresh_ = true;
        return;
    }
    // Not in a pass that ran a whole chaos slice: both with the repaint
    // took two frames.
    if (!PassGate::instance().claimRedraw()) {
        stagger_.start();
        return;
    }
    if (nextPlot_ < plots_.size())
        draw(plots_[nextPlot_++]);
    if (nextPlot_ < plots_.size())
        stagger_.start();
    else
        refreshTable();
}

void MetricsPanel::draw(const Plot& plot)
{
    const auto& samples = lab_.metricsHistory().samples();
    const double start = double(lab_.clock().epoch());
    QList<QList<QPointF>> points(qsizetype(plot.metrics.size()));
    for (auto& list : points)
        list.reserve(qsizetype(samples.size()));
    for (const MetricsSnapshot& sample : samples)
        for (std::size_t s = 0; s < plot.metrics.size(); ++s)
            if (const auto value = sample.value(plot.metrics[s]))
                points[qsizetype(s)].append(
                    QPointF(double(sample.time) - start, *value * plot.scale));
    plot.chart->setData(points);
}

void MetricsPanel::refreshTable()
{
    const MetricsSnapshot now = lab_.metrics();
    table_->setRowCount(int(now.values.size()));
    for (int row = 0; row < int(now.values.size()); ++row) {
        const auto& [id, value] = now.values[std::size_t(row)];
        const QString label = metricLabel(id);
        const QString text = metricValueText(id, value);
        QTableWidgetItem* name = table_->item(row, 0);
        if (!name) {
            name = new QTableWidgetItem;
            table_->setItem(row, 0, name);
            auto* cell = new QTableWidgetItem;
            cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table_->setItem(row, 1, cell);
        }
        if (name->text() != label) {
            name->setText(label);
            name->setToolTip(metricDescription(id));
        }
        if (table_->item(row, 1)->text() != text)
            table_->item(row, 1)->setText(text);
    }
}

} // namespace atlas
