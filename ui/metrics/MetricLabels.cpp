#include "metrics/MetricLabels.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>

namespace atlas {
namespace {

struct MetricText
{
    const char* id;
    const char* label;
    const char* description;
};

#define METRIC_TR(text) QT_TRANSLATE_NOOP("atlas::MetricLabels", text)
constexpr std::array kMetrics{
    MetricText{"deliveries", METRIC_TR("Deliveries"), METRIC_TR("Handler invocations so far")},
    MetricText{"attempts", METRIC_TR("Attempts"),
               METRIC_TR("Delivery attempts: the first, every retry and every redelivery")},
    MetricText{"duplicatesDetected", METRIC_TR("Duplicates detected"),
               METRIC_TR("Deliveries the handler recognised as already processed")},
    MetricText{"duplicateRate", METRIC_TR("Duplicate rate"),
               METRIC_TR("Duplicates detected per delivery")},
    MetricText{"handlerFailuresRetryable", METRIC_TR("Failures (retryable)"), ""},
    MetricText{"handlerFailuresPermanent", METRIC_TR("Failures (permanent)"), ""},
    MetricText{"retries", METRIC_TR("Retries"),
               METRIC_TR("Retries and ack-deadline redeliveries scheduled")},
    MetricText{"deadLetterTopicSize", METRIC_TR("Dead-letter topic"),
               METRIC_TR("Messages the channel gave up on")},
    MetricText{"parkedBacklog", METRIC_TR("Parked, needs review"),
               METRIC_TR("Events the application parked, awaiting an operator")},
    MetricText{"outboxReady", METRIC_TR("Outbox READY"), ""},
    MetricText{"outboxProcessing", METRIC_TR("Outbox PROCESSING"), ""},
    MetricText{"outboxOldestAgeMs", METRIC_TR("Outbox oldest age"),
               METRIC_TR("Age of the oldest email not yet sent: a stuck relay shows here")},
    MetricText{"emailsSent", METRIC_TR("Emails sent"),
               METRIC_TR("Emails the provider really sent")},
    MetricText{"receiptsDistinct", METRIC_TR("Distinct receipts"),
               METRIC_TR("Receipt business keys with at least one email; below emails sent means "
                         "duplicates reached customers")},
    MetricText{"droppedEvents", METRIC_TR("Events lost"),
               METRIC_TR("Dropped with retries off, or expired without a dead-letter topic")},
    MetricText{"simulatedCost", METRIC_TR("Simulated cost"),
               METRIC_TR("Invocations at $0.40 per million: illustrative, not a bill")},
};
#undef METRIC_TR

const MetricText* find(const std::string& id)
{
    for (const auto& m : kMetrics)
        if (id == m.id)
            return &m;
    return nullptr;
}

QString translate(const char* text)
{
    return QCoreApplication::translate("atlas::MetricLabels", text);
}

} // namespace

QString metricLabel(const std::string& id)
{
    const MetricText* m = find(id);
    return m ? translate(m->label) : QString::fromStdString(id);
}

QString metricDescription(const std::string& id)
{
    const MetricText* m = find(id);
    return m && *m->description ? translate(m->description) : QString();
}

QString metricValueText(const std::string& id, double value)
{
    const QLocale locale;
    if (id == "duplicateRate")
        return translate("%1 %").arg(locale.toString(value * 100, 'f', 1));
    if (id == "outboxOldestAgeMs")
        return translate("%1 s").arg(locale.toString(value / 1000, 'f', 1));
    if (id == "simulatedCost")
        return translate("$%1").arg(locale.toString(value, 'f', 6));
    return locale.toString(qint64(value));
}

} // namespace atlas
