#include "SessionTimeline.h"

#include "SessionError.h"
#include "SessionLimits.h"
#include "i18n/Filled.h"

#include <QCoreApplication>

#include <stdexcept>

namespace atlas {
namespace {

std::uint64_t unsignedField(const Json& object, const char* field, const std::string& where)
{
    const auto it = object.find(field);
    if (it == object.end() || !it->is_number_unsigned())
        throw std::invalid_argument(
            filled(QCoreApplication::translate("atlas::SessionError",
                                               "%1: '%2' must be a whole number of 0 or more"),
                   where, field));
    return it->get<std::uint64_t>();
}

Json commandsJson(const std::vector<LabCommand>& commands, std::size_t from)
{
    Json out = Json::array();
    for (std::size_t i = from; i < commands.size(); ++i)
        out.push_back(commands[i].toJson());
    return out;
}

void appendCommands(const Json& entry, const std::string& where, std::vector<LabCommand>& out,
                    std::size_t& total)
{
    const auto list = entry.find("commands");
    if (list == entry.end() || !list->is_array())
        throw std::invalid_argument(
            filled(SessionError::tr("%1: 'commands' must be a list"), where));
    total += list->size();
    if (total > SessionLimits::kMaxCommands)
        throw std::invalid_argument(
            filled(SessionError::tr("the branches hold more than 1,000,000 commands")));
    for (const Json& c : *list) {
        const auto name = c.find("command");
        const auto args = c.find("args");
        if (!c.is_object() || name == c.end() || !name->is_string() || args == c.end() ||
            !args->is_object())
            throw std::invalid_argument(filled(
                SessionError::tr("%1: every command must be {\"command\": name, \"args\": {…}}"),
                where));
        out.push_back(LabCommand{name->get<std::string>(), *args});
    }
}

} // namespace

std::optional<std::string> SessionTimeline::encode(const Timeline& timeline)
{
    const auto& branches = timeline.branches();
    if (branches.size() == 1 && timeline.futureSize() == 0 && branches.front().name == "Branch 1")
        return std::nullopt;
    Json list = Json::array();
    for (const TimelineBranch& b : branches) {
        const bool current = b.id == timeline.current().id;
        list.push_back(
            Json{{"id", b.id},
                 {"parent", b.parent},
                 {"forkAt", b.forkAt},
                 {"name", b.name},
                 {"seed", b.seed},
                 {"commands", commandsJson(b.commands, current ? timeline.position() : b.forkAt)}});
    }
    return Json{{"format", kFormat},
                {"current", timeline.current().id},
                {"position", timeline.position()},
                {"branches", std::move(list)}}
        .dump();
}

Timeline SessionTimeline::decode(std::string_view json, const std::vector<LabCommand>& commands)
{
    const Json j = Json::parse(json, nullptr, false);
    if (j.is_discarded() || !j.is_object())
        throw std::invalid_argument(filled(SessionError::tr("the timeline is not a JSON object")));
    const std::string timelineName = filled(SessionError::tr("the timeline"));
    if (unsignedField(j, "format", timelineName) != kFormat)
        throw std::invalid_argument(
            filled(SessionError::tr("the timeline has a format this lab does not read")));
    const std::uint64_t current = unsignedField(j, "current", timelineName);
    const std::uint64_t position = unsignedField(j, "position", timelineName);
    const auto list = j.find("branches");
    if (list == j.end() || !list->is_array() || list->empty() || list->size() > kMaxBranches)
        throw std::invalid_argument(
            filled(SessionError::tr("the timeline must list 1 to 10,000 branches")));
    if (position > commands.size())
        throw std::invalid_argument(filled(
            SessionError::tr("the timeline's position lies past the end of the command log")));

    std::vector<TimelineBranch> branches(list->size());
    std::size_t total = 0;
    std::size_t held = 0;
    // The current branch first: its past is the command log, the rest may
    // fork from it.
    for (std::size_t pass = 0; pass < 2; ++pass)
        for (std::size_t i = 0; i < list->size(); ++i) {
            const Json& entry = (*list)[i];
            const std::string where = filled(SessionError::tr("branch %1 of the timeline"), i + 1);
            if (!entry.is_object())
                throw std::invalid_argument(filled(SessionError::tr("%1 is not an object"), where));
            TimelineBranch& b = branches[i];
            b.id = unsignedField(entry, "id", where);
            if ((b.id == current) != (pass == 0))
                continue;
            b.parent = unsignedField(entry, "parent", where);
            b.forkAt = unsignedField(entry, "forkAt", where);
            b.seed = unsignedField(entry, "seed", where);
            const auto name = entry.find("name");
            if (name == entry.end() || !name->is_string())
                throw std::invalid_argument(
                    filled(SessionError::tr("%1: 'name' must be text"), where));
            b.name = name->get<std::string>();
            if (b.id == current) {
                b.commands.assign(commands.begin(), commands.begin() + std::ptrdiff_t(position));
            } else if (b.parent != 0) {
                const TimelineBranch* parent = nullptr;
                for (std::size_t k = 0; k < i && !parent; ++k)
                    if (branches[k].id == b.parent)
                        parent = &branches[k];
                if (!parent || b.forkAt > parent->commands.size())
                    throw std::invalid_argument(
                        filled(SessionError::tr(
                                   "%1: its parent is not an earlier branch it can fork from"),
                               where));
                b.commands.assign(parent->commands.begin(),
                                  parent->commands.begin() + std::ptrdiff_t(b.forkAt));
            }
            appendCommands(entry, where, b.commands, total);
            // Shared prefixes are copied into every branch: bound the copies
            // too, or a few commands forked often could cost gigabytes.
            held += b.commands.size();
            if (held > kMaxHeldCommands)
                throw std::invalid_argument(filled(SessionError::tr(
                    "the branches hold more than 2,000,000 commands with their shared prefixes")));
        }

    Timeline timeline(std::move(branches), current, position);
    for (std::size_t i = position; i < commands.size(); ++i)
        timeline.record(i, commands[i],
                        i == 0 ? std::optional(timeline.current().seed) : std::nullopt);
    return timeline;
}

} // namespace atlas
