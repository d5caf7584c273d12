# The invariant strip and the metrics charts.
target_sources(atlaslab_ui PRIVATE
    metrics/MetricsPanel.h metrics/MetricsPanel.cpp
    metrics/MetricChart.h metrics/MetricChart.cpp
    metrics/MetricLabels.h metrics/MetricLabels.cpp
    metrics/InvariantBar.h metrics/InvariantBar.cpp
)
