#include "ReconcileCli.h"

#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "lesson/reader/LessonLoader.h"
#include "lesson/player/ScenarioPlayer.h"
#include "outbox/Reconciliation.h"

#include <QCoreApplication>

#include <cstdio>

namespace atlas {
namespace {

// The context of this file's messages in the translations.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(atlas::ReconcileCli)
};

void out(const QString& text)
{
    std::fputs(qPrintable(text), stdout);
}

int expectedEmails(const ReceiptFinding& f)
{
    return f.orderState == "COMPLETED" ? 1 : 0;
}

Json findingJson(const ReceiptFinding& f)
{
    Json out =
        jsonObject("orderId", f.orderId, "expected", expectedEmails(f), "sent", f.messageIds.size(),
                   "finding", toString(f.kind), "messageIds", f.messageIds, "orderState",
                   f.orderState, "outboxState", f.outboxState, "detail", f.detail);
    if (f.kind == ReceiptFinding::Kind::Reconciled) {
        out["was"] = toString(f.wasKind);
        out["note"] = f.note;
    }
    return out;
}

void printText(const Scenario& scenario, const QString& refused, const ReconciliationReport& report)
{
    out(Text::tr("== Scenario %1: %2\n").arg(scenario.id, scenario.title));
    if (!refused.isEmpty()) {
        out(Text::tr("   setup refused: %1\n\n").arg(refused));
        return;
    }
    if (report.findings.empty())
        out(Text::tr("   no COMPLETED order and no receipt email: nothing to reconcile\n"));
    else
        out(QStringLiteral("   %1 %2 %3  %4 %5\n")
                .arg(Text::tr("order").leftJustified(24), Text::tr("expected").rightJustified(8),
                     Text::tr("sent").rightJustified(5), Text::tr("finding").leftJustified(11),
                     Text::tr("detail")));
    for (const ReceiptFinding& f : report.findings)
        std::printf("   %-24s %8d %5zu  %-11s %s\n", f.orderId.c_str(), expectedEmails(f),
                    f.messageIds.size(), std::string(toString(f.kind)).c_str(), f.detail.c_str());
    out(Text::tr("   open findings: %1\n\n").arg(report.open()));
}

} // namespace

int reconcileLessonCli(const QString& file, const QString& scenarioId, bool json)
{
    const LoadResult loaded = LessonLoader::load(file);
    if (!loaded.ok()) {
        for (const auto& error : loaded.errors)
            std::fprintf(stderr, "%s\n", qPrintable(error.toString()));
        return 2;
    }
    std::vector<const Scenario*> scenarios;
    for (const auto& s : loaded.lesson.scenarios)
        if (scenarioId.isEmpty() || s.id == scenarioId)
            scenarios.push_back(&s);
    if (scenarios.empty()) {
        std::fprintf(stderr, "atlasmart-lab: %s\n",
                     qPrintable(Text::tr("%1 has no scenario '%2'").arg(file, scenarioId)));
        return 2;
    }

    std::size_t open = 0;
    bool refusedAny = false;
    Json played = Json::array();
    for (const Scenario* scenario : scenarios) {
        Lab lab;
        ScenarioPlayer player(lab, *scenario);
        QString refused;
        try {
            player.restart();
            player.runToEnd();
        } catch (const LabError& error) {
            refused = QString::fromUtf8(error.what());
            refusedAny = true;
        }
        const ReconciliationReport report = Reconciliation::check(lab.store());
        open += report.open();
        if (!json) {
            printText(*scenario, refused, report);
            continue;
        }
        Json findings = Json::array();
        for (const ReceiptFinding& f : report.findings)
            findings.push_back(findingJson(f));
        played.push_back(jsonObject("id", scenario->id.toStdString(), "setupRefused",
                                    refused.isEmpty() ? Json() : Json(refused.toStdString()),
                                    "findings", std::move(findings), "open", report.open()));
    }
    if (json)
        std::printf("%s\n", jsonObject("lesson", loaded.lesson.id.toStdString(), "scenarios",
                                       played, "open", open)
                                .dump(2, ' ', false, Json::error_handler_t::replace)
                                .c_str());
    else if (open == 0)
        out(Text::tr("No open findings.\n"));
    else
        out(Text::tr("%n open finding(s) remain.\n", nullptr, static_cast<int>(open)));
    return open == 0 && !refusedAny ? 0 : 1;
}

} // namespace atlas
