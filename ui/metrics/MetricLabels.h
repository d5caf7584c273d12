#pragma once

#include <QString>

#include <string>

namespace atlas {

// How the metrics the Lab reports (MetricsSnapshot ids) read in the window:
// a learner's name and a value with its unit.
QString metricLabel(const std::string& id);
QString metricDescription(const std::string& id); // empty when there is nothing to add
QString metricValueText(const std::string& id, double value);

} // namespace atlas
