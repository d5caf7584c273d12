#include "ExerciseRun.h"

#include "ExerciseGrader.h"
#include "lab/commands/CommandGate.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"

#include <QCoreApplication>
#include <QStringList>

namespace atlas {

ExerciseRun::ExerciseRun(Lab& lab, Exercise exercise) : lab_(lab), exercise_(std::move(exercise))
{
    CommandGate::clear(lab_);
    for (const LabCommand& command : exercise_.startCommands())
        lab_.execute(command);
    start_ = lab_.commandLog().size();
    costs_ = std::make_unique<CostMeter>(lab_);
    CommandGate::set(lab_, [this](const std::string& name) {
        if (!exercise_.allows(name))
            throw LabError(refusal(exercise_, name).toStdString());
    });
}

ExerciseRun::~ExerciseRun()
{
    CommandGate::clear(lab_);
}

std::vector<LabCommand> ExerciseRun::commands() const
{
    const auto& log = lab_.commandLog();
    if (log.size() <= start_)
        return {};
    return {log.begin() + static_cast<std::ptrdiff_t>(start_), log.end()};
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
