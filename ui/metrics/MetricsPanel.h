#pragma once

#include "frame/OnScreen.h"

#include <QTimer>
#include <QWidget>

#include <string>
#include <vector>

class QTableWidget;

namespace atlas {

class Lab;
class MetricChart;

// The production signals the lesson says to watch, over sim time
// (lab.metricsHistory()): duplicate rate, retries, dead-letter backlog,
// outbox oldest age, emails sent against distinct receipts; and a table of
// the current values (lab.metrics()). Commands arrive in bursts, so redraws
// are coalesced to at most one per kRefreshIntervalMs.
class MetricsPanel : public QWidget
{
    Q_OBJECT
public:
    static constexpr int kRefreshIntervalMs = 250;

    explicit MetricsPanel(Lab& lab, QWidget* parent = nullptr);

    QList<MetricChart*> charts() const { return charts_; }
    QTableWidget* table() const { return table_; }
    int refreshCount() const { return refreshes_; }

public slots:
    // Redraws within kRefreshIntervalMs, once however often it is called,
    // one chart per pass of the event loop; out of view, once back in view.
    void scheduleRefresh();
    // Redraws now.
    void refresh();

private:
    struct Plot
    {
        MetricChart* chart;
        std::vector<std::string> metrics; // one series each
        double scale = 1;                 // shown value = metric * scale
    };

    void addPlot(const QString& title, std::vector<std::pair<std::string, QString>> series,
                 double scale = 1, const QString& suffix = {});
    void refreshTable();
    void draw(const Plot& plot);
    void drawNextPlot();

    Lab& lab_;
    OnScreen onScreen_;
    bool missedRefresh_ = false;
    QTimer coalesce_;
    QTimer stagger_;
    std::size_t nextPlot_ = 0;
    std::vector<Plot> plots_;
    QList<MetricChart*> charts_;
    QTableWidget* table_;
    int refreshes_ = 0;
};

} // namespace atlas
