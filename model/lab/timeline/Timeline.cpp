#include "Timeline.h"

#include "i18n/Filled.h"
#include "lab/commands/LabError.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace atlas {
namespace {

bool same(const LabCommand& a, const LabCommand& b)
{
    return a.name == b.name && a.args == b.args;
}

std::string branchName(std::uint64_t id)
{
    return "Branch " + std::to_string(id);
}

void checkName(const std::string& name)
{
    if (name.empty() || name.size() > Timeline::kMaxNameLength)
        throw std::invalid_argument(filled(LabError::tr("a branch name must have 1 to %1 bytes"),
                                           Timeline::kMaxNameLength));
}

} // namespace

void Timeline::assignFrom(const Timeline& other)
{
    if (&other == this)
        return;
    branches_.resize(other.branches_.size());
    for (std::size_t i = 0; i < branches_.size(); ++i) {
        TimelineBranch& to = branches_[i];
        const TimelineBranch& from = other.branches_[i];
        to.id = from.id;
        to.parent = from.parent;
        to.forkAt = from.forkAt;
        to.name = from.name;
        to.seed = from.seed;
        LabCommand::assignLog(to.commands, from.commands);
    }
    current_ = other.current_;
    position_ = other.position_;
    revision_ = other.revision_;
}

Timeline::Timeline(std::uint64_t seed)
{
    TimelineBranch first;
    first.id = 1;
    first.name = branchName(1);
    first.seed = seed;
    branches_.push_back(std::move(first));
}

Timeline::Timeline(std::vector<TimelineBranch> branches, std::uint64_t current,
                   std::size_t position)
    : branches_(std::move(branches))
{
    if (branches_.empty())
        throw std::invalid_argument(filled(LabError::tr("a timeline has at least one branch")));
    current_ = indexOf(current);
    if (current_ == branches_.size())
        throw std::invalid_argument(
            filled(LabError::tr("the current branch %1 is not one of the branches"), current));
    position_ = position;
    validate();
}

void Timeline::validate() const
{
    for (std::size_t i = 0; i < branches_.size(); ++i) {
        const TimelineBranch& b = branches_[i];
        checkName(b.name);
        if (i == 0) {
            if (b.id == 0 || b.parent != 0 || b.forkAt != 0)
                throw std::invalid_argument(
                    filled(LabError::tr("the first branch has an id above 0 and no parent")));
            continue;
        }
        if (b.id <= branches_[i - 1].id)
            throw std::invalid_argument(
                filled(LabError::tr("branch %1: branch ids must rise"), b.id));
        // Parents come first: a branch is made after the one it forks from.
        const std::size_t p = indexOf(b.parent);
        if (b.parent == 0 || b.parent >= b.id || p == branches_.size())
            throw std::invalid_argument(filled(
                LabError::tr("branch %1: its parent %2 is not an earlier branch"), b.id, b.parent));
        const TimelineBranch& parent = branches_[p];
        if (b.forkAt > parent.commands.size() || b.forkAt > b.commands.size())
            throw std::invalid_argument(
                filled(LabError::tr("branch %1: it forks past the end of a log"), b.id));
        if (!std::equal(b.commands.begin(), b.commands.begin() + std::ptrdiff_t(b.forkAt),
                        parent.commands.begin(), same))
            throw std::invalid_argument(
                filled(LabError::tr("branch %1: its first %2 commands are not its parent's"), b.id,
                       b.forkAt));
        if (b.forkAt > 0 && b.seed != parent.seed)
            throw std::invalid_argument(filled(LabError::tr("branch %1: it shares commands with "
                                                            "its parent but not the seed they ran "
                                                            "on"),
                                               b.id));
    }
    if (position_ > current().commands.size())
        throw std::invalid_argument(
            filled(LabError::tr("the position lies past the end of the current branch")));
}

const TimelineBranch* Timeline::find(std::uint64_t id) const
{
    const std::size_t i = indexOf(id);
    return i == branches_.size() ? nullptr : &branches_[i];
}

std::size_t Timeline::indexOf(std::uint64_t id) const
{
    const auto it =
        std::lower_bound(branches_.begin(), branches_.end(), id,
                         [](const TimelineBranch& b, std::uint64_t v) { return b.id < v; });
    return it != branches_.end() && it->id == id ? std::size_t(it - branches_.begin())
                                                 : branches_.size();
}

std::size_t Timeline::ownerAt(std::size_t at) const
{
    std::size_t b = current_;
    while (branches_[b].parent != 0 && at <= branches_[b].forkAt)
        b = indexOf(branches_[b].parent);
    return b;
}

std::optional<std::size_t> Timeline::holding(std::size_t branch, std::size_t at,
                                             const LabCommand& command,
                                             std::optional<std::uint64_t> seed) const
{
    const TimelineBranch& b = branches_[branch];
    if (b.commands.size() <= at || !same(b.commands[at], command))
        return std::nullopt;
    if (at == 0 && seed && b.seed != *seed)
        return std::nullopt;
    return branch;
}

Timeline::Step Timeline::record(std::size_t at, LabCommand command,
                                std::optional<std::uint64_t> seed)
{
    at = std::min(at, position_);
    // Redoing what is already there (a lesson played again, a step the
    // learner undid and did once more) follows it instead of copying it.
    std::optional<std::size_t> found = holding(current_, at, command, seed);
    const std::size_t owner = ownerAt(at);
    if (!found)
        found = holding(owner, at, command, seed);
    for (std::size_t i = 0; !found && i < branches_.size(); ++i)
        if (branches_[i].parent == branches_[owner].id && branches_[i].forkAt == at)
            found = holding(i, at, command, seed);
    if (found) {
        current_ = *found;
        position_ = at + 1;
        ++revision_;
        return Step::Followed;
    }

    TimelineBranch& here = branches_[current_];
    if (at == here.commands.size()) {
        if (at == 0 && seed && here.seed != *seed) {
            here.seed = *seed; // nothing has run on the old one
            ++revision_;
        }
        here.commands.push_back(std::move(command));
        position_ = at + 1;
        return Step::Extended;
    }

    TimelineBranch fork;
    fork.id = branches_.back().id + 1;
    fork.parent = branches_[owner].id;
    fork.forkAt = at;
    fork.name = branchName(fork.id);
    fork.seed = at == 0 && seed ? *seed : branches_[owner].seed;
    fork.commands.assign(here.commands.begin(), here.commands.begin() + std::ptrdiff_t(at));
    fork.commands.push_back(std::move(command));
    branches_.push_back(std::move(fork));
    current_ = branches_.size() - 1;
    position_ = at + 1;
    ++revision_;
    return Step::Forked;
}

void Timeline::moveTo(std::size_t position)
{
    position = std::min(position, current().commands.size());
    if (position == position_)
        return;
    position_ = position;
    ++revision_;
}

void Timeline::switchTo(std::uint64_t id, std::optional<std::size_t> position)
{
    const std::size_t i = indexOf(id);
    if (i == branches_.size())
        throw std::invalid_argument(filled(LabError::tr("there is no branch %1"), id));
    current_ = i;
    position_ =
        std::min(position.value_or(branches_[i].commands.size()), branches_[i].commands.size());
    ++revision_;
}

void Timeline::rename(std::uint64_t id, std::string name)
{
    const std::size_t i = indexOf(id);
    if (i == branches_.size())
        throw std::invalid_argument(filled(LabError::tr("there is no branch %1"), id));
    checkName(name);
    branches_[i].name = std::move(name);
    ++revision_;
}

} // namespace atlas
