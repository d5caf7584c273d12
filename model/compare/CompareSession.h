#pragma once

#include "CompareOutcome.h"
#include "WorldDiff.h"
#include "lesson/player/CompareSetup.h"
#include "lesson/player/ScenarioSetup.h"

#include <QObject>

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace atlas {

class Lab;

// Two worlds that take the same commands, each with its own strategies
// (SideSetup): the Compare mode's model. Both start from one shared setup,
// then each applies its side's commands; from there every command runs on
// both Labs, through their execute(), so each side stays a replayable log.
// A side that refuses a command reports it in the CompareOutcome; the other
// side's run stands. Step back undoes the last command on both.
class CompareSession : public QObject
{
    Q_OBJECT
public:
    using Side = CompareSetup::Side;

    explicit CompareSession(QObject* parent = nullptr);
    ~CompareSession() override;

    // Fresh worlds from `shared` (its commands, then each side's, then
    // autoRelay); forgets what step back could undo. Throws LabError when a
    // setup is refused (a validated lesson's never is).
    void start(const ScenarioSetup& shared, SideSetup left, SideSetup right);
    // Starts again from the same shared setup with new settings for `side`.
    void setSide(Side side, SideSetup setup);

    // Runs the command on the left world, then on the right.
    CompareOutcome execute(const std::string& name, const Json& args = Json::object());
    bool canStepBack() const { return !history_.empty(); }
    // Undoes the last execute() on both sides; false when there is none.
    bool stepBack();
    std::size_t steps() const { return history_.size(); }

    Lab& lab(Side side) const;
    const SideSetup& setup(Side side) const;
    const ScenarioSetup& shared() const { return shared_; }

    // The two worlds' durable documents, compared now.
    WorldDiff diff(WorldDiff::Limits limits = {}) const;

signals:
    // The worlds were started again (start, setSide); sides' labels may differ.
    void restarted();
    // A command ran (or was refused) on both sides, or a step was undone.
    void changed();

private:
    void startSide(Side side);
    // The side's own commands (and the shared autoRelay), after a setup or a reset.
    void applySide(Side side);

    std::unique_ptr<Lab> left_;
    std::unique_ptr<Lab> right_;
    ScenarioSetup shared_;
    SideSetup leftSetup_;
    SideSetup rightSetup_;
    // The Labs' log sizes before each command, for step back.
    std::vector<std::pair<std::size_t, std::size_t>> history_;
};

} // namespace atlas
