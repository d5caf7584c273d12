#include "CrashMatrix.h"

#include "Explorer.h"
#include "ExploreMoves.h"
#include "MatrixWorld.h"
#include "lab/Lab.h"
#include "outbox/EmailProvider.h"
#include "outbox/RelayStrategy.h"
#include "store/DocumentStore.h"
#include "workflow/handler/HandlerStrategy.h"

#include <mutex>
#include <thread>

namespace atlas {
namespace {

constexpr const char* kCorrectHandler = "inbox-in-transaction";
constexpr const char* kCorrectRelay = "outbox-with-provider-key";

bool broken(const Lab& lab, const char* id)
{
    return !lab.invariant(id).holds;
}

int emailsFor(const Lab& lab, const std::string& orderId)
{
    int emails = 0;
    for (const auto& doc : lab.store().list(EmailProvider::kCollection))
        if (doc->data.value("orderId", std::string()) == orderId)
            ++emails;
    return emails;
}

// Reads both outcomes off the world a violating trace leads to, once the
// rest of the run has been delivered without faults.
void classifyViolation(const Explorer& explorer, MatrixCell& cell)
{
    Lab lab(Lab::Options{explorer.world().seed(), 64});
    explorer.replay(lab, cell.result.trace, cell.result.trace.size());
    ExploreMoves::settle(lab, Explorer::kSettleMoves);
    const std::string orderId = MatrixWorld::kOrderId;
    const auto order = lab.store().get("orders/" + orderId);
    const bool completed = order.exists() && order.get("state") == Json("COMPLETED");
    const bool parked = lab.store().count("workflowDeadLetters") > 0;
    // An undone or lost order first: a wrong strategy that undoes the order
    // also leaves the revenue counter ahead of the completed orders.
    if (broken(lab, "completed-is-final") || broken(lab, "no-event-lost") ||
        (!completed && !parked))
        cell.order = CellOutcome::Lost;
    else if (broken(lab, "single-completion") || broken(lab, "revenue-matches") ||
             broken(lab, "single-inbox-marker"))
        cell.order = CellOutcome::Duplicated;
    else if (!completed)
        cell.order = CellOutcome::Parked;
    const int emails = emailsFor(lab, orderId);
    if (emails > 1)
        cell.email = CellOutcome::Duplicated;
    else if (emails == 0)
        cell.email = completed ? CellOutcome::Lost : cell.order;
}

} // namespace

std::string_view toString(CellOutcome outcome)
{
    switch (outcome) {
    case CellOutcome::ExactlyOnce:
        return "exactly-once";
    case CellOutcome::Duplicated:
        return "duplicated";
    case CellOutcome::Lost:
        return "lost";
    case CellOutcome::Parked:
        return "parked";
    }
    return "unknown";
}

std::vector<CrashMatrix::Row> CrashMatrix::rows()
{
    std::vector<Row> out;
    for (const HandlerStrategy s : kHandlerStrategies)
        out.push_back({std::string(toString(s)), false});
    for (const char* relay : {kCorrectRelay, "flag-before-send", "flag-after-send"})
        out.push_back({relay, true});
    return out;
}

std::vector<ExploreFault> CrashMatrix::columns()
{
    return {kExploreFaults.begin(), kExploreFaults.end()};
}

Explorer CrashMatrix::explorerFor(const Row& row, ExploreFault fault)
{
    ExploreOptions options;
    options.maxFaults = 1;
    options.faults = {fault};
    options.threads = 1;
    return Explorer(ExploreWorld::fromScenario(MatrixWorld::scenario(),
                                               row.relay ? kCorrectHandler : row.strategy,
                                               row.relay ? row.strategy : kCorrectRelay,
                                               MatrixWorld::kHistorySteps),
                    options);
}

MatrixCell CrashMatrix::runCell(const Row& row, ExploreFault fault)
{
    MatrixCell cell;
    cell.row = row.strategy;
    cell.relayRow = row.relay;
    cell.fault = fault;
    const Explorer explorer = explorerFor(row, fault);
    cell.result = explorer.run();
    if (cell.result.violated)
        classifyViolation(explorer, cell);
    else if (cell.result.parkedSettledStates > 0)
        cell.order = cell.email = CellOutcome::Parked;
    return cell;
}

std::vector<MatrixCell> CrashMatrix::run(int threads, const std::atomic<bool>* cancel,
                                         const Progress& progress)
{
    const auto allRows = rows();
    const auto allColumns = columns();
    std::vector<MatrixCell> cells(allRows.size() * allColumns.size());
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    std::mutex reporting;
    const auto work = [&] {
        for (std::size_t i = next++; i < cells.size(); i = next++) {
            if (cancel && cancel->load())
                return;
            cells[i] = runCell(allRows[i / allColumns.size()], allColumns[i % allColumns.size()]);
            const std::size_t finished = ++done;
            if (progress) {
                const std::lock_guard lock(reporting);
                progress(finished, cells.size());
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::max(1, threads); ++t)
        pool.emplace_back(work);
    work();
    for (auto& t : pool)
        t.join();
    return cells;
}

} // namespace atlas
