#include "CompareSession.h"

#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"

namespace atlas {

CompareSession::CompareSession(QObject* parent)
    : QObject(parent), left_(std::make_unique<Lab>()), right_(std::make_unique<Lab>())
{
}

CompareSession::~CompareSession() = default;

Lab& CompareSession::lab(Side side) const
{
    return side == Side::Left ? *left_ : *right_;
}

const SideSetup& CompareSession::setup(Side side) const
{
    return side == Side::Left ? leftSetup_ : rightSetup_;
}

void CompareSession::startSide(Side side)
{
    Lab& lab = this->lab(side);
    for (const Json& command : shared_.commands())
        lab.execute(command.at("command").get<std::string>(),
                    command.value("args", Json::object()));
    applySide(side);
}

void CompareSession::applySide(Side side)
{
    Lab& lab = this->lab(side);
    for (const Json& command : setup(side).commands())
        lab.execute(command.at("command").get<std::string>(),
                    command.value("args", Json::object()));
    if (shared_.autoRelay)
        lab.execute("setAutoRelay", Json{{"enabled", *shared_.autoRelay}});
}

void CompareSession::start(const ScenarioSetup& shared, SideSetup left, SideSetup right)
{
    shared_ = shared;
    leftSetup_ = std::move(left);
    rightSetup_ = std::move(right);
    history_.clear();
    startSide(Side::Left);
    startSide(Side::Right);
    emit restarted();
}

void CompareSession::setSide(Side side, SideSetup setup)
{
    if (side == Side::Left)
        start(shared_, std::move(setup), rightSetup_);
    else
        start(shared_, leftSetup_, std::move(setup));
}

CompareOutcome CompareSession::execute(const std::string& name, const Json& args)
{
    CompareOutcome outcome;
    outcome.command = QString::fromStdString(name);
    history_.emplace_back(left_->commandLog().size(), right_->commandLog().size());
    for (const Side side : {Side::Left, Side::Right}) {
        Lab& lab = this->lab(side);
        SideOutcome& out = side == Side::Left ? outcome.left : outcome.right;
        out.journalBefore = lab.journal().total();
        try {
            out.result = lab.execute(name, args);
        } catch (const LabError& error) {
            out.error = QString::fromStdString(error.what());
        }
    }
    // A reset starts each Lab's log anew, so there is nothing to step back
    // to; the sides keep their own strategies across it.
    if (name == "reset" && !outcome.refusedAnywhere()) {
        history_.clear();
        applySide(Side::Left);
        applySide(Side::Right);
    }
    emit changed();
    return outcome;
}

bool CompareSession::stepBack()
{
    if (history_.empty())
        return false;
    const auto [left, right] = history_.back();
    history_.pop_back();
    // A side that refused the command logged nothing and stays as it is.
    if (left_->commandLog().size() != left)
        left_->replayTo(left);
    if (right_->commandLog().size() != right)
        right_->replayTo(right);
    emit changed();
    return true;
}

WorldDiff CompareSession::diff(WorldDiff::Limits limits) const
{
    return WorldDiff::compute(left_->store(), right_->store(), limits);
}

} // namespace atlas
