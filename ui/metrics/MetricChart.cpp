#include "metrics/MetricChart.h"

#include "frame/ThemeColors.h"

#include <QEvent>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace atlas {
namespace {

// 1, 2 or 5 times a power of ten, at least `value`, and the tick count that
// puts a label on round numbers only (0, 5, 10 or 0, 10, 20, 30, 40, 50).
std::pair<double, int> niceScale(double value)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : {1.0, 2.0, 5.0, 10.0})
        if (step * magnitude >= value * (1 - 1e-9))
            return {step * magnitude, step == 5.0 ? 6 : 3};
    return {10 * magnitude, 3};
}

// At most `buckets` * 2 points of `points` (sorted by x): the lowest and the
// highest of each equal slice of the x range, in x order. A chart a few
// hundred pixels wide shows the same line, spikes included, and QtCharts
// redraws hundreds of points instead of thousands a few times a second.
QList<QPointF> decimated(const QList<QPointF>& points, qsizetype buckets)
{
    if (points.size() <= 2 * buckets + 2)
        return points;
    const double first = points.front().x();
    const double span = std::max(points.back().x() - first, 1e-9);
    const qsizetype last = points.size() - 1;
    QList<QPointF> out;
    out.reserve(2 * buckets + 2);
    out << points.front(); // where the line starts and ends stays exact
    qsizetype i = 1;
    for (qsizetype b = 0; b < buckets && i < last; ++b) {
        const double end = first + span * double(b + 1) / double(buckets);
        qsizetype low = i, high = i;
        for (; i < last && (points[i].x() <= end || b == buckets - 1); ++i) {
            if (points[i].y() < points[low].y())
                low = i;
            if (points[i].y() > points[high].y())
                high = i;
        }
        out << points[std::min(low, high)];
        if (low != high)
            out << points[std::max(low, high)];
    }
    out << points.back();
    return out;
}

} // namespace

MetricChart::MetricChart(const QString& title, QWidget* parent)
    : QChartView(parent), time_(new QValueAxis), value_(new QValueAxis)
{
    auto* chart = new QChart;
    chart->setTitle(title);
    QFont titleFont = chart->titleFont();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    chart->setTitleFont(titleFont);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->hide();
    time_->setLabelFormat(QStringLiteral("%g"));
    time_->setTruncateLabels(false);
    value_->setTruncateLabels(false);
    time_->setTitleText(tr("sim time (s)"));
    time_->setRange(0, 10);
    value_->setLabelFormat(QStringLiteral("%g"));
    value_->setRange(0, 1);
    chart->addAxis(time_, Qt::AlignBottom);
    chart->addAxis(value_, Qt::AlignLeft);
    setChart(chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(260, 190);
    applyColours();
}

QLineSeries* MetricChart::addSeries(const QString& name, int colourSlot)
{
    auto* series = new QLineSeries;
    series->setName(name);
    chart()->addSeries(series);
    series->attachAxis(time_);
    series->attachAxis(value_);
    series_.append(series);
    colourSlots_.append(colourSlot);
    chart()->legend()->setVisible(series_.size() > 1);
    applyColours();
    return series;
}

void MetricChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColours();
}

void MetricChart::applyColours()
{
    const ThemeColors::Chart colours = ThemeColors::chart(palette());
    QChart* chart = this->chart();
    chart->setBackgroundBrush(colours.background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setTitleBrush(colours.text);
    chart->legend()->setLabelColor(colours.text);
    for (QValueAxis* axis : {time_, value_}) {
        axis->setLabelsColor(colours.text);
        axis->setTitleBrush(colours.text);
        axis->setLinePenColor(colours.axis);
        axis->setGridLineColor(colours.grid);
    }
    for (qsizetype i = 0; i < series_.size(); ++i) {
        QPen pen(colours.series[colourSlots_[i] % colours.series.size()]);
        pen.setWidthF(2.5);
        series_[i]->setPen(pen);
    }
    setBackgroundBrush(colours.background); // the view around the chart's margins
}

void MetricChart::setMinimumMaximum(double value)
{
    minimumMax_ = value;
}

void MetricChart::setValueSuffix(const QString& suffix)
{
    // The label format is printf-like: a literal % must be doubled.
    value_->setLabelFormat(QStringLiteral("%g") +
                           QString(suffix).replace(QLatin1Char('%'), QStringLiteral("%%")));
}

void MetricChart::setData(const QList<QList<QPointF>>& pointsPerSeries)
{
    double lastMs = 0;
    double maxValue = 0;
    for (const auto& points : pointsPerSeries)
        for (const QPointF& p : points) {
            lastMs = std::max(lastMs, p.x());
            maxValue = std::max(maxValue, p.y());
        }
    // Long lessons (backoffs, retention) read better in minutes or hours.
    double unit = 1000;
    QString unitTitle = tr("sim time (s)");
    if (lastMs > 36'000'000) {
        unit = 3'600'000;
        unitTitle = tr("sim time (h)");
    } else if (lastMs > 600'000) {
        unit = 60'000;
        unitTitle = tr("sim time (min)");
    }
    for (qsizetype i = 0; i < series_.size() && i < pointsPerSeries.size(); ++i) {
        QList<QPointF> scaled = decimated(pointsPerSeries[i], kMaxBuckets);
        for (QPointF& p : scaled)
            p.setX(p.x() / unit);
        series_[i]->replace(scaled);
    }
    if (time_->titleText() != unitTitle) // a new title lays the chart out again
        time_->setTitleText(unitTitle);
    // Qt picks round ticks close to the data; the value axis keeps counts whole.
    time_->setRange(0, std::max(lastMs / unit, 10'000 / unit));
    time_->applyNiceNumbers();
    const auto [valueMax, valueTicks] = niceScale(std::max(maxValue, minimumMax_));
    value_->setRange(0, valueMax);
    value_->setTickCount(valueTicks);
}

} // namespace atlas
