#include "ExerciseRun.h"

#include "ExerciseGrader.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

ExerciseRun::ExerciseRun(Lab& lab, Exercise exercise) : lab_(lab), exercise_(std::move(exercise))
{
    lab_.setCommandGate({});
    for (const LabCommand& command : exercise_.startCommands())
        lab_.execute(command);
    startLog_ = lab_.commandLog();
    costs_ = std::make_unique<CostMeter>(lab_);
    lab_.setCommandGate(
        [this](const std::string& name) {
            if (!exercise_.allows(name))
                throw LabError(refusal(exercise_, name).toStdString());
        },
        startLog_.size());
}

ExerciseRun::~ExerciseRun()
{
    lab_.setCommandGate({});
}

bool ExerciseRun::intact() const
{
    const auto& log = lab_.commandLog();
    const std::size_t start = startLog_.size();
    if (log.size() < start)
        return false;
    for (std::size_t i = 0; i < start; ++i)
        if (log[i].name != startLog_[i].name || log[i].args != startLog_[i].args)
            return false;
    for (std::size_t i = start; i < log.size(); ++i)
        if (!exercise_.allows(log[i].name))
            return false;
    return true;
}

std::vector<LabCommand> ExerciseRun::commands() const
{
    const auto& log = lab_.commandLog();
    if (log.size() <= startLog_.size())
        return {};
    return {log.begin() + static_cast<std::ptrdiff_t>(startLog_.size()), log.end()};
}

Grade ExerciseRun::submit() const
{
    return ExerciseGrader::grade(lab_, exercise_, *costs_);
}

QString ExerciseRun::refusal(const Exercise& exercise, const std::string& command)
{
    QStringList allowed;
    for (const std::string& name : exercise.allowedCommands)
        allowed << QString::fromStdString(name);
    return QCoreApplication::translate("Exercise",
                                       "the exercise \"%1\" does not allow %2; it allows %3")
        .arg(exercise.title, QString::fromStdString(command), allowed.join(QStringLiteral(", ")));
}

} // namespace atlas
