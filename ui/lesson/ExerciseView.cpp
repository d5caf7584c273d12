#include "ExerciseView.h"

#include "LineList.h"
#include "MarkdownView.h"
#include "ScaledFont.h"
#include "VerdictColors.h"
#include "exercise/AttemptFile.h"
#include "exercise/ExerciseRun.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "widgets/ActionRow.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QScrollArea>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace atlas {

ExerciseView::ExerciseView(Lab& lab, QWidget* parent)
    : QWidget(parent), lab_(lab), title_(new QLabel(this)),
      goal_(new MarkdownView(MarkdownView::Sizing::FitText, this)), allowed_(new QLabel(this)),
      actions_(new ActionRow(tr("Exercise:"), this, 2)),
      startAction_(new QAction(tr("Start"), this)), submitAction_(new QAction(tr("Submit"), this)),
      handInAction_(new QAction(tr("Hand in…"), this)), status_(new QLabel(this)),
      total_(new QLabel(this)), breakdown_(new LineList), gradeArea_(new QScrollArea(this))
{
    setObjectName(QStringLiteral("exerciseView"));
    title_->setObjectName(QStringLiteral("exerciseTitle"));
    title_->setWordWrap(true);
    title_->setFont(scaledFont(font(), 1.2, true));
    goal_->setObjectName(QStringLiteral("exerciseGoal"));
    allowed_->setObjectName(QStringLiteral("exerciseAllowed"));
    allowed_->setWordWrap(true);
    allowed_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->setObjectName(QStringLiteral("exerciseStatus"));
    status_->setWordWrap(true);
    total_->setObjectName(QStringLiteral("gradeTotal"));
    total_->setFont(scaledFont(font(), 1.0, true));
    breakdown_->setObjectName(QStringLiteral("gradeBreakdown"));

    startAction_->setObjectName(QStringLiteral("startExerciseAction"));
    startAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    startAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    startAction_->setToolTip(tr("Build the exercise's starting world (replaces the current "
                                "world; Ctrl+Shift+G)"));
    submitAction_->setObjectName(QStringLiteral("submitExerciseAction"));
    submitAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    submitAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    submitAction_->setToolTip(tr("Grade the world as it is now: invariants, required outcomes "
                                 "and costs, with the points for each (Ctrl+Return)"));
    handInAction_->setObjectName(QStringLiteral("handInExerciseAction"));
    handInAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    handInAction_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    handInAction_->setToolTip(tr("Save this attempt (your commands and grade) as a file for "
                                 "your teacher, who can regrade it (Ctrl+Shift+H)"));
    for (QAction* action : {startAction_, submitAction_, handInAction_}) {
        action->setStatusTip(action->toolTip()); // the shortcut list's "What it does"
        addAction(action);
    }
    actions_->addActions({startAction_, submitAction_, handInAction_});
    connect(startAction_, &QAction::triggered, this, &ExerciseView::start);
    connect(submitAction_, &QAction::triggered, this, &ExerciseView::submit);
    connect(handInAction_, &QAction::triggered, this, [this] { handIn(); });
    // An opened session or another branch can replace the exercise's world:
    // its attempt would no longer regrade alike, so the exercise ends.
    connect(&lab_, &Lab::worldRebuilt, this, [this] {
        if (!run_ || run_->intact())
            return;
        stop();
        status_->setText(tr("The exercise ended: the world was rebuilt from something other "
                            "than its run (an opened session or another branch). Start it "
                            "again to continue."));
    });

    // Everything scrolls together: on a small screen the lessons dock is
    // short, and squeezing wrapped text would make the lines overlap.
    auto* content = new QWidget;
    auto* inner = new QVBoxLayout(content);
    inner->addWidget(title_);
    inner->addWidget(goal_);
    inner->addWidget(allowed_);
    inner->addWidget(actions_);
    inner->addWidget(status_);
    inner->addWidget(total_);
    inner->addWidget(breakdown_);
    inner->addStretch(1);
    gradeArea_->setObjectName(QStringLiteral("exerciseArea"));
    gradeArea_->setWidget(content);
    gradeArea_->setWidgetResizable(true);
    gradeArea_->setFrameShape(QFrame::NoFrame);
    gradeArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(gradeArea_);

    savePath_ = [this](const QString& suggested) {
        return QFileDialog::getSaveFileName(this, tr("Hand in the attempt"), suggested,
                                            tr("Attempt files (*.attempt.json);;JSON (*.json)"));
    };
    refresh();
}

ExerciseView::~ExerciseView() = default;

void ExerciseView::load(const QString& lessonId, int lessonVersion, const Exercise& exercise,
                        const QString& lessonFolder)
{
    if (run_ && (lessonId != lessonId_ || exercise.id != exercise_.id))
        stop();
    lessonId_ = lessonId;
    lessonVersion_ = lessonVersion;
    exercise_ = exercise;
    title_->setText(exercise.title);
    goal_->showMarkdown(exercise.goal, lessonFolder);
    QStringList allowed;
    for (const std::string& name : exercise.allowedCommands)
        allowed << QString::fromStdString(name);
    allowed_->setText(tr("Commands you may use: %1").arg(allowed.join(QStringLiteral(", "))));
    allowed_->setToolTip(tr("While the exercise runs, the Lab refuses every other command"));
    refresh();
}

void ExerciseView::setLearnerProvider(std::function<QString()> provider)
{
    learner_ = std::move(provider);
}

void ExerciseView::setSavePathProvider(std::function<QString(const QString&)> provider)
{
    savePath_ = std::move(provider);
}

void ExerciseView::start()
{
    if (exercise_.id.isEmpty())
        return;
    emit aboutToStart();
    run_.reset();
    grade_.reset();
    try {
        run_ = std::make_unique<ExerciseRun>(lab_, exercise_);
        status_->setText(tr("Started: the world is the exercise's starting world. Use the "
                            "commands listed above, then Submit."));
        emit started(exercise_.title);
    } catch (const LabError& error) {
        status_->setText(
            tr("The starting world was refused: %1").arg(QString::fromUtf8(error.what())));
    }
    refresh();
}

void ExerciseView::submit()
{
    if (!run_)
        return;
    grade_ = run_->submit();
    showGrade(*grade_);
    refresh();
}

QString ExerciseView::handIn()
{
    if (!run_)
        return {};
    submit(); // the grade of what is handed in, not of an earlier submit
    const QString learner = learner_ ? learner_() : QString();
    if (learner.trimmed().isEmpty()) {
        status_->setText(tr("Not handed in: an attempt needs the learner's name."));
        return {};
    }
    Attempt attempt;
    attempt.learner = learner.trimmed();
    attempt.lessonId = lessonId_;
    attempt.lessonVersion = lessonVersion_;
    attempt.exerciseId = exercise_.id;
    attempt.commands = run_->commands();
    attempt.grade = *grade_;
    attempt.writtenBy =
        QCoreApplication::applicationName() + u' ' + QCoreApplication::applicationVersion();
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested = QDir(folder).filePath(
        QStringLiteral("%1-%2.attempt.json").arg(exercise_.id, attempt.learner));
    const QString path = savePath_ ? savePath_(suggested) : QString();
    if (path.isEmpty())
        return {};
    QString error;
    if (!AttemptFile::write(path, attempt, &error)) {
        status_->setText(tr("Could not hand in to %1: %2").arg(path, error));
        return {};
    }
    status_->setText(tr("Handed in as %1 (attempt %2).").arg(path, attempt.attemptId()));
    emit handedIn(path);
    return path;
}

void ExerciseView::stop()
{
    run_.reset();
    refresh();
}

void ExerciseView::showGrade(const Grade& grade)
{
    total_->setText(tr("Grade: %1 of %2 points").arg(grade.score()).arg(grade.maxScore()));
    breakdown_->clear();
    const QPalette& p = palette();
    for (const GradeItem& item : grade.items)
        breakdown_->addLine(QStringLiteral("%1 %2/%3  %4 — %5")
                                .arg(item.passed() ? QStringLiteral("✓") : QStringLiteral("✗"))
                                .arg(item.points)
                                .arg(item.maxPoints)
                                .arg(item.name, item.reason),
                            item.passed() ? VerdictColors::passed(p) : VerdictColors::failed(p),
                            item.passed());
    if (!grade.failingInvariants.isEmpty())
        breakdown_->addLine(
            tr("Failing invariants: %1").arg(grade.failingInvariants.join(QStringLiteral(", "))),
            VerdictColors::failed(p));
}

void ExerciseView::refresh()
{
    startAction_->setEnabled(!exercise_.id.isEmpty());
    startAction_->setText(run_ ? tr("Restart") : tr("Start"));
    submitAction_->setEnabled(run_ != nullptr);
    handInAction_->setEnabled(run_ != nullptr);
    if (!run_) {
        status_->setText(
            exercise_.id.isEmpty() ? QString() : tr("Start builds the exercise's starting world."));
        total_->clear();
        breakdown_->clear();
    }
}

} // namespace atlas
