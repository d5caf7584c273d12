#include "Explorer.h"

#include "ExploreMoves.h"
#include "WorldFingerprint.h"
#include "delivery/DeliveryChannel.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "store/DocumentStore.h"

#include <QElapsedTimer>

#include <algorithm>
#include <memory>
#include <optional>
#include <thread>
#include <unordered_map>

namespace atlas {
namespace {

// A state on the search tree: how it was reached.
struct Node
{
    std::size_t parent = 0; // index into the node list (the root is its own parent)
    ExploreStep step;
    int faults = 0;
    int depth = 0;
};

struct Candidate
{
    enum class Kind { Refused, Open, Settled, Violation };
    ExploreStep step;
    std::uint64_t hash = 0;
    int faults = 0;
    Kind kind = Kind::Open;
    bool parked = false;
    InvariantVerdict verdict;
};

// A Lab and the fingerprint that follows it. The journal keeps one entry:
// nothing in a world reads it back, and a copy copies what it keeps.
struct World
{
    explicit World(std::uint64_t seed) : lab(Lab::Options{seed, 1}), fingerprint(lab) {}
    Lab lab;
    WorldFingerprint fingerprint;

    // Takes over `from`'s state; false (nothing copied) where that cannot be
    // done (a store past its first flush), and the caller replays.
    bool cloneFrom(const World& from)
    {
        if (!from.lab.cloneBlocker().empty())
            return false;
        try {
            lab.assignWorldFrom(from.lab);
        } catch (const LabError&) {
            return false;
        }
        fingerprint.assignFrom(from.fingerprint);
        return true;
    }
};

// One worker's worlds; the Labs live and die on the worker's thread. The
// worker keeps the worlds along the path to the last parent it expanded
// (`path[d]` holds node `at[d]`, at depth d), so the next parent, usually a
// near relative, is its deepest common ancestor there plus a few moves, not
// a replay from the start. Each of a parent's nodes is the parent plus its
// move (`node`), each of a node's children the node plus one move (`child`).
struct Worker
{
    explicit Worker(std::uint64_t seed) : seed(seed), node(seed), child(seed) {}
    std::uint64_t seed;
    std::vector<std::unique_ptr<World>> path;
    std::vector<std::size_t> at;
    World node;
    World child;
};

std::optional<InvariantVerdict> firstBroken(const Lab& lab)
{
    for (InvariantVerdict& v : lab.invariants())
        if (!v.holds)
            return std::move(v);
    return std::nullopt;
}

InvariantVerdict neverSettles(int moves)
{
    InvariantVerdict v;
    v.id = "convergence";
    v.title = "Once faults stop, every event ends processed, parked or dead-lettered and the "
              "outbox drains";
    v.holds = false;
    v.explanation = "after the last fault, " + std::to_string(moves) +
                    " fault-free moves still leave work pending: this run never settles";
    return v;
}

bool orderCompleted(const Lab& lab, const std::string& orderId)
{
    const auto order = lab.store().get("orders/" + orderId);
    return order.exists() && order.get("state") == Json("COMPLETED");
}

// Parked or dead-lettered instead of done: an event set aside while its
// order never completed. (An impossible late event parked beside a
// completed order is the handler doing its job, not a stuck order.)
bool parkedInsteadOfDone(const Lab& lab)
{
    for (const auto& doc : lab.store().list("workflowDeadLetters"))
        if (!orderCompleted(lab, doc->data.value("orderId", std::string())))
            return true;
    for (const DeadLetterEntry& entry : lab.channel().deadLetters())
        if (!orderCompleted(lab, entry.event.orderId))
            return true;
    return false;
}

std::vector<ExploreStep> pathTo(const std::vector<Node>& nodes, std::size_t index)
{
    std::vector<ExploreStep> path;
    while (index != 0) {
        path.push_back(nodes[index].step);
        index = nodes[index].parent;
    }
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace

Explorer::Explorer(ExploreWorld world, ExploreOptions options)
    : world_(std::move(world)), options_(std::move(options))
{
}

std::vector<LabCommand> Explorer::commandsFor(const std::vector<ExploreStep>& trace,
                                              std::size_t steps) const
{
    // restore() builds the world from the seed already: a leading reset to
    // the same seed would build it a second time.
    std::vector<LabCommand> commands = world_.commands();
    if (!commands.empty() && commands.front().name == "reset")
        commands.erase(commands.begin());
    for (std::size_t i = 0; i < std::min(steps, trace.size()); ++i)
        commands.insert(commands.end(), trace[i].commands.begin(), trace[i].commands.end());
    return commands;
}

void Explorer::replay(Lab& lab, const std::vector<ExploreStep>& trace, std::size_t steps) const
{
    lab.restore(world_.seed(), commandsFor(trace, steps));
}

ExploreResult Explorer::run(const std::atomic<bool>* cancel, const Progress& progress) const
{
    QElapsedTimer timer;
    timer.start();
    ExploreResult result;
    std::vector<Node> nodes(1);
    std::unordered_map<std::uint64_t, int> seen; // fingerprint -> fewest faults it was reached with

    const auto classify = [this](Lab& lab, Candidate& c, int depth) {
        if (auto broken = firstBroken(lab)) {
            c.kind = Candidate::Kind::Violation;
            c.verdict = std::move(*broken);
        } else if (ExploreMoves::settled(lab)) {
            c.kind = Candidate::Kind::Settled;
            c.parked = parkedInsteadOfDone(lab);
        } else if (depth >= options_.maxDepth) {
            // Deep enough: no more faults here; does the rest of the run settle?
            if (!ExploreMoves::settle(lab, kSettleMoves)) {
                c.kind = Candidate::Kind::Violation;
                c.verdict = neverSettles(kSettleMoves);
            } else if (auto late = firstBroken(lab)) {
                c.kind = Candidate::Kind::Violation;
                c.verdict = std::move(*late);
            } else {
                c.kind = Candidate::Kind::Settled;
                c.parked = parkedInsteadOfDone(lab);
            }
        }
    };

    {
        World root(world_.seed());
        root.lab.restore(world_.seed(), commandsFor({}, 0));
        Candidate c;
        classify(root.lab, c, 0);
        seen.emplace(root.fingerprint.value(), 0);
        result.explored = result.distinct = 1;
        if (c.kind == Candidate::Kind::Violation) {
            result.violated = true;
            result.verdict = c.verdict;
        } else if (c.kind == Candidate::Kind::Settled) {
            result.exhausted = true;
            ++result.settledStates;
            result.parkedSettledStates += c.parked ? 1 : 0;
        }
    }

    std::vector<std::size_t> level;
    if (!result.violated && !result.exhausted)
        level.push_back(0);
    const int threads = std::max(1, options_.threads);
    while (!level.empty() && !result.violated) {
        std::vector<std::vector<Candidate>> expansions(level.size());
        // Runs of the level's nodes with one parent (a level lists each
        // parent's children together): a worker takes a whole run.
        std::vector<std::size_t> groups; // the index in `level` where each run starts
        for (std::size_t i = 0; i < level.size(); ++i)
            if (i == 0 || nodes[level[i]].parent != nodes[level[i - 1]].parent)
                groups.push_back(i);
        groups.push_back(level.size());
        std::atomic<std::size_t> nextGroup{0};
        const auto work = [&] {
            Worker w(world_.seed());
            const auto replayTo = [&](World& into, std::size_t index) {
                into.lab.restore(world_.seed(), commandsFor(pathTo(nodes, index), std::size_t(-1)));
            };
            // The world of node `index`, from the deepest world of the path
            // the worker holds that is one of its ancestors.
            const auto reach = [&](std::size_t index) -> World& {
                std::vector<std::size_t> chain; // root first
                for (std::size_t n = index; n != 0; n = nodes[n].parent)
                    chain.push_back(n);
                chain.push_back(0);
                std::reverse(chain.begin(), chain.end());
                std::size_t d = 0;
                while (d < chain.size() && d < w.at.size() && w.at[d] == chain[d])
                    ++d;
                w.at.resize(d);
                for (; d < chain.size(); ++d) {
                    if (w.path.size() <= d)
                        w.path.push_back(std::make_unique<World>(w.seed));
                    World& here = *w.path[d];
                    bool built = false;
                    if (d > 0 && here.cloneFrom(*w.path[d - 1])) {
                        try {
                            for (const LabCommand& command : nodes[chain[d]].step.commands)
                                here.lab.execute(command);
                            built = true;
                        } catch (const LabError&) {
                            // It ran on this very world once: a replay says why not now.
                        }
                    }
                    if (!built)
                        replayTo(here, chain[d]);
                    w.at.push_back(chain[d]);
                }
                return *w.path[chain.size() - 1];
            };
            // The nodes of group g: level[groups[g]] up to level[groups[g + 1]].
            const auto expand = [&](std::size_t g) {
                const std::size_t parentIndex = nodes[level[groups[g]]].parent;
                const bool isRoot = level[groups[g]] == parentIndex; // the root is its own parent
                World& parent = reach(parentIndex);
                if (isRoot)
                    w.at.clear(); // its one node's last child changes the root's world
                for (std::size_t i = groups[g]; i < groups[g + 1]; ++i) {
                    if (cancel && cancel->load())
                        return false;
                    const Node& node = nodes[level[i]];
                    // The node's world: its parent's plus its own move.
                    World* here = &parent;
                    if (!isRoot) {
                        here = &w.node;
                        bool built = false;
                        if (w.node.cloneFrom(parent)) {
                            try {
                                for (const LabCommand& command : node.step.commands)
                                    w.node.lab.execute(command);
                                built = true;
                            } catch (const LabError&) {
                                // It ran on this very world once: a replay says why not now.
                            }
                        }
                        if (!built)
                            replayTo(w.node, level[i]);
                    }
                    const auto moves = ExploreMoves::next(
                        here->lab, node.faults < options_.maxFaults, options_.faults);
                    for (std::size_t m = 0; m < moves.size(); ++m) {
                        const ExploreStep& move = moves[m];
                        // The last child may use up the node's world itself.
                        World* target = here;
                        if (m + 1 < moves.size()) {
                            target = &w.child;
                            if (!w.child.cloneFrom(*here))
                                replayTo(w.child, level[i]);
                        }
                        Candidate c;
                        c.step = move;
                        c.faults = node.faults + (move.fault ? 1 : 0);
                        try {
                            for (const LabCommand& command : move.commands)
                                target->lab.execute(command);
                        } catch (const LabError&) {
                            c.kind = Candidate::Kind::Refused;
                            expansions[i].push_back(std::move(c));
                            continue;
                        }
                        c.hash = target->fingerprint.value();
                        classify(target->lab, c, node.depth + 1);
                        expansions[i].push_back(std::move(c));
                    }
                }
                return true;
            };
            // Neighbouring groups are near relatives: a worker takes a few at once.
            const std::size_t runs = groups.size() - 1;
            const std::size_t chunk =
                std::max<std::size_t>(1, runs / (static_cast<std::size_t>(threads) * 8));
            for (std::size_t first = nextGroup.fetch_add(chunk); first < runs;
                 first = nextGroup.fetch_add(chunk))
                for (std::size_t g = first; g < std::min(first + chunk, runs); ++g)
                    if (!expand(g))
                        return;
        };
        if (threads == 1 || groups.size() == 2) {
            work();
        } else {
            std::vector<std::thread> pool;
            for (int t = 0; t < std::min<int>(threads, static_cast<int>(groups.size() - 1)); ++t)
                pool.emplace_back(work);
            for (auto& t : pool)
                t.join();
        }
        if (cancel && cancel->load()) {
            result.cancelled = true;
            break;
        }

        std::vector<std::size_t> nextLevel;
        for (std::size_t i = 0; i < level.size() && !result.violated; ++i) {
            const Node parent = nodes[level[i]];
            for (Candidate& c : expansions[i]) {
                if (c.kind == Candidate::Kind::Refused)
                    continue;
                ++result.explored;
                const auto [it, isNew] = seen.emplace(c.hash, c.faults);
                if (!isNew && it->second <= c.faults)
                    continue;
                it->second = c.faults;
                result.distinct += isNew ? 1 : 0;
                nodes.push_back({level[i], std::move(c.step), c.faults, parent.depth + 1});
                const std::size_t index = nodes.size() - 1;
                if (c.kind == Candidate::Kind::Violation) {
                    result.violated = true;
                    result.verdict = std::move(c.verdict);
                    result.trace = pathTo(nodes, index);
                    break;
                }
                if (c.kind == Candidate::Kind::Settled) {
                    result.settledStates += isNew ? 1 : 0;
                    result.parkedSettledStates += isNew && c.parked ? 1 : 0;
                    continue;
                }
                nextLevel.push_back(index);
            }
        }
        result.depth = nodes[level.front()].depth + 1;
        level = std::move(nextLevel);
        if (progress)
            progress(result.explored, result.distinct, result.depth);
        if (result.explored >= options_.maxStates && !level.empty() && !result.violated) {
            result.cut = true;
            break;
        }
    }
    result.exhausted = !result.violated && !result.cut && !result.cancelled;
    if (result.violated)
        explain(result);
    result.seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    return result;
}

void Explorer::explain(ExploreResult& result) const
{
    Lab lab(Lab::Options{world_.seed(), 0});
    replay(lab, {}, 0);
    result.because.clear();
    for (const ExploreStep& step : result.trace) {
        const std::uint64_t before = lab.journal().total();
        for (const LabCommand& command : step.commands)
            lab.execute(command);
        std::string text;
        for (const JournalEntry& entry : lab.journal().entries()) {
            if (entry.seq <= before || entry.kind == "command" || entry.detail.empty())
                continue;
            if (!text.empty())
                text += ' ';
            text += entry.detail;
            if (text.back() != '.')
                text += '.';
        }
        result.because.push_back(text);
    }
    // The first step from which a fault-free rest of the run still ends broken.
    for (std::size_t i = 0; i < result.trace.size(); ++i) {
        replay(lab, result.trace, i + 1);
        const bool settles = ExploreMoves::settle(lab, kSettleMoves);
        if (!settles || firstBroken(lab)) {
            result.inevitableAt = static_cast<int>(i);
            break;
        }
    }
}

} // namespace atlas
