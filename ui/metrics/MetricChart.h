#pragma once

#include <QChartView>
#include <QList>
#include <QPointF>

class QLineSeries;
class QValueAxis;

namespace atlas {

// One small line chart of the metrics panel: a few series over sim time
// (seconds since the world started), y from zero. Data is replaced whole
// (QXYSeries::replace), never appended point by point. Its ground, text, axes
// and lines take the palette's colours (ThemeColors::chart), renewed when the
// palette changes; a series keeps its place in the chart's list of colours.
class MetricChart : public QChartView
{
    Q_OBJECT
public:
    explicit MetricChart(const QString& title, QWidget* parent = nullptr);

    // `colourSlot` picks the series' colour from ThemeColors::chart's list.
    QLineSeries* addSeries(const QString& name, int colourSlot);
    QLineSeries* series(int index) const { return series_.value(index); }
    // A series longer than 2 * kMaxBuckets points is drawn from the lowest
    // and highest of each of kMaxBuckets slices of its time range.
    static constexpr qsizetype kMaxBuckets = 200;

    // Points in (ms since start, value); the time axis picks s, min or h.
    void setData(const QList<QList<QPointF>>& pointsPerSeries);
    void setValueSuffix(const QString& suffix);
    // The value axis reaches at least this (2 for counts, so no tick is 0.5).
    void setMinimumMaximum(double value);

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyColours();

    QList<QLineSeries*> series_;
    QList<int> colourSlots_;
    QValueAxis* time_;
    QValueAxis* value_;
    double minimumMax_ = 2;
};

} // namespace atlas
