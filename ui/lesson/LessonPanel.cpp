#include "LessonPanel.h"

#include "ExerciseView.h"
#include "KnowledgeCheckView.h"
#include "LessonErrorsDialog.h"
#include "LessonErrorsView.h"
#include "LessonTree.h"
#include "NoticeBar.h"
#include "PlayerKeys.h"
#include "ScenarioPlayerView.h"
#include "SectionView.h"
#include "lab/Lab.h"
#include "lesson/progress/LearnerProgress.h"
#include "lesson/LessonLibrary.h"
#include "lesson/reader/LessonLoader.h"
#include "widgets/ActionRow.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QResizeEvent>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace atlas {
namespace {

const QString kLearnerKey = QStringLiteral("lessons/learner");

QString sameFileKey(const QString& file)
{
    const QFileInfo info(file);
    return info.exists() ? info.canonicalFilePath() : file;
}

} // namespace

LessonPanel::LessonPanel(Lab& lab, QWidget* parent)
    : QWidget(parent), lessons_(LessonLibrary::loadAll()),
      progress_(std::make_unique<LearnerProgress>(
          QSettings().value(kLearnerKey, LearnerProgress::defaultLearner()).toString())),
      openAction_(new QAction(tr("Open lesson…"), this)),
      resetAction_(new QAction(tr("Reset progress…"), this)), notice_(new NoticeBar(this)),
      splitter_(new QSplitter(Qt::Vertical, this)), tree_(new LessonTree(splitter_)),
      pages_(new QStackedWidget(splitter_)), section_(new SectionView(pages_)),
      player_(new ScenarioPlayerView(lab, pages_)), quiz_(new KnowledgeCheckView(pages_)),
      exercise_(new ExerciseView(lab, pages_)), errors_(new LessonErrorsView(pages_)),
      playerKeys_(new PlayerKeys(this))
{
    setObjectName(QStringLiteral("lessonPanel"));
    openAction_->setObjectName(QStringLiteral("openLessonAction"));
    openAction_->setToolTip(tr("Open a lesson file (JSON) and check it for errors"));
    connect(openAction_, &QAction::triggered, this, &LessonPanel::chooseLessonFile);
    resetAction_->setObjectName(QStringLiteral("resetProgressAction"));
    resetAction_->setToolTip(tr("Forget this learner's answers and completed scenarios"));
    connect(resetAction_, &QAction::triggered, this, &LessonPanel::confirmResetProgress);

    for (QWidget* page : {static_cast<QWidget*>(section_), static_cast<QWidget*>(player_),
                          static_cast<QWidget*>(quiz_), static_cast<QWidget*>(errors_),
                          static_cast<QWidget*>(exercise_)})
        pages_->addWidget(page);
    splitter_->setChildrenCollapsible(false);
    splitter_->setStretchFactor(0, 1);
    splitter_->setStretchFactor(1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(buildLearnerBar());
    layout->addWidget(notice_);
    layout->addWidget(splitter_, 1);

    // Space, Page Down and friends drive the player while the focus is in
    // this panel (a teacher can click a scenario and go on with the clicker).
    connect(playerKeys_, &PlayerKeys::step, this, &LessonPanel::step);
    connect(playerKeys_, &PlayerKeys::stepBack, this, &LessonPanel::stepBack);
    connect(playerKeys_, &PlayerKeys::togglePlay, this, &LessonPanel::togglePlay);
    connect(playerKeys_, &PlayerKeys::restart, this, &LessonPanel::restart);

    connect(tree_, &LessonTree::nodeActivated, this, &LessonPanel::activate);
    connect(section_, &SectionView::playRequested, this, [this](const QString& scenarioId) {
        if (sectionLesson_ >= 0)
            playScenario(lessons_[static_cast<std::size_t>(sectionLesson_)].lesson.id, scenarioId);
    });
    connect(player_, &ScenarioPlayerView::stepped, this, &LessonPanel::scenarioStepped);
    connect(player_, &ScenarioPlayerView::started, this, &LessonPanel::scenarioStarted);
    connect(player_, &ScenarioPlayerView::aboutToStart, this, &LessonPanel::scenarioAboutToStart);
    // A scenario replaces the world, so an exercise under way ends.
    connect(player_, &ScenarioPlayerView::aboutToStart, exercise_, &ExerciseView::stop);
    connect(exercise_, &ExerciseView::aboutToStart, this, [this] {
        player_->setPlaying(false);
        emit scenarioAboutToStart();
    });
    // The learner drives an exercise with the window's own controls.
    connect(exercise_, &ExerciseView::started, this, &LessonPanel::freePlayStarted);
    connect(exercise_, &ExerciseView::handedIn, this, &LessonPanel::attemptHandedIn);
    exercise_->setLearnerProvider([this] { return handInLearner(); });
    connect(player_, &ScenarioPlayerView::freePlayStarted, this, &LessonPanel::freePlayStarted);
    connect(player_, &ScenarioPlayerView::completed, this,
            [this](const QString& lessonId, const QString& scenarioId) {
                if (!progress_->markScenarioCompleted(lessonId, scenarioId))
                    reportProgressProblem();
                progressChanged();
            });
    connect(quiz_, &KnowledgeCheckView::answered, this,
            [this](const QString& questionId, int choice, bool correct) {
                if (!progress_->recordAnswer(quiz_->lessonId(), questionId, choice, correct))
                    reportProgressProblem();
                progressChanged();
                emit questionAnswered(quiz_->lessonId(), questionId, choice, correct);
            });
    connect(player_, &ScenarioPlayerView::playedToEnd, this, &LessonPanel::scenarioFinished);
    connect(quiz_, &KnowledgeCheckView::showMeRequested, this, [this](const QString& scenarioId) {
        if (playScenario(quiz_->lessonId(), scenarioId))
            player_->setPlaying(true);
    });

    tree_->setLessons(lessons_, *progress_);
    reportProgressProblem();
    restoreLastPlace();
}

LessonPanel::~LessonPanel() = default;

QWidget* LessonPanel::buildLearnerBar()
{
    auto* bar = new ActionRow(tr("Learner:"), this, 3);
    learnerBox_ = new QComboBox(bar);
    learnerBox_->setObjectName(QStringLiteral("learnerBox"));
    learnerBox_->setEditable(true);
    learnerBox_->setInsertPolicy(QComboBox::NoInsert);
    learnerBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    learnerBox_->setToolTip(tr("Whose progress is shown and saved. Type a new name and press "
                               "Enter to start a new learner."));
    bar->titleLabel()->setBuddy(learnerBox_);
    // An editable combo with NoInsert reports neither Enter nor a typed name,
    // so listen to its line edit for those and to the list for picked names.
    connect(learnerBox_, &QComboBox::textActivated, this, &LessonPanel::setLearner);
    connect(learnerBox_->lineEdit(), &QLineEdit::returnPressed, this,
            [this] { setLearner(learnerBox_->currentText()); });
    refreshLearners();

    bar->addWidget(learnerBox_);
    bar->addActions({resetAction_, openAction_});
    return bar;
}

bool LessonPanel::isPlaying() const
{
    return player_->isPlaying();
}

void LessonPanel::step()
{
    player_->step();
}

void LessonPanel::stepBack()
{
    player_->stepBack();
}

void LessonPanel::togglePlay()
{
    player_->togglePlay();
}

void LessonPanel::restart()
{
    player_->restart();
}

bool LessonPanel::showFirstSection(const QString& lessonId)
{
    const int index = lessonIndex(lessonId);
    if (index < 0)
        return false;
    const auto& sections = lessons_[static_cast<std::size_t>(index)].lesson.sections;
    const LessonNode node = sections.empty()
                                ? LessonNode{LessonNode::Kind::Lesson, index, {}}
                                : LessonNode{LessonNode::Kind::Section, index, sections.front().id};
    return tree_->select(node);
}

int LessonPanel::lessonIndex(const QString& lessonId) const
{
    for (std::size_t i = 0; i < lessons_.size(); ++i)
        if (lessons_[i].ok() && lessons_[i].lesson.id == lessonId)
            return static_cast<int>(i);
    return -1;
}

QString LessonPanel::lessonFolder(int lesson) const
{
    return QFileInfo(lessons_[static_cast<std::size_t>(lesson)].file).absolutePath();
}

int LessonPanel::addResult(LoadResult result)
{
    // A teacher who fixes a lesson and opens it again wants it replaced, not
    // listed twice: same file, or (for a good lesson) same lesson id.
    const QString key = sameFileKey(result.file);
    int index = -1;
    for (std::size_t i = 0; i < lessons_.size() && index < 0; ++i)
        if (sameFileKey(lessons_[i].file) == key ||
            (result.ok() && lessons_[i].ok() && lessons_[i].lesson.id == result.lesson.id))
            index = static_cast<int>(i);
    if (index < 0) {
        index = static_cast<int>(lessons_.size());
        lessons_.push_back(std::move(result));
    } else {
        lessons_[static_cast<std::size_t>(index)] = std::move(result);
    }
    tree_->setLessons(lessons_, *progress_);
    return index;
}

bool LessonPanel::openLessonFile(const QString& file)
{
    LoadResult result = LessonLoader::load(file);
    const bool ok = result.ok();
    const int index = addResult(std::move(result));
    if (!ok) {
        tree_->select({LessonNode::Kind::BrokenLesson, index, {}});
        auto* dialog = new LessonErrorsDialog(lessons_[static_cast<std::size_t>(index)], this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
        return false;
    }
    tree_->select({LessonNode::Kind::Lesson, index, {}});
    return true;
}

void LessonPanel::chooseLessonFile()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open lesson"), LessonLibrary::userFolder(), tr("Lesson files (*.json)"));
    if (!file.isEmpty())
        openLessonFile(file);
}

bool LessonPanel::playScenario(const QString& lessonId, const QString& scenarioId)
{
    const int index = lessonIndex(lessonId);
    if (index < 0 || !lessons_[static_cast<std::size_t>(index)].lesson.scenario(scenarioId)) {
        notice_->showNotice(
            tr("There is no scenario \"%1\" in lesson \"%2\".").arg(scenarioId, lessonId),
            NoticeBar::Kind::Warning);
        return false;
    }
    openScenario(index, scenarioId, true);
    player_->setFocus(Qt::OtherFocusReason);
    return player_->scenarioId() == scenarioId && !player_->isFreePlay() &&
           player_->stepCount() > 0;
}

bool LessonPanel::playScenarioFromFile(const QString& file, const QString& scenarioId, int steps,
                                       QString* error)
{
    const auto fail = [this, error](const QString& why) {
        notice_->showNotice(why, NoticeBar::Kind::Warning);
        if (error)
            *error = why;
        return false;
    };
    LoadResult result = LessonLoader::load(file);
    if (!result.ok()) {
        QStringList lines;
        for (const LessonError& e : result.errors)
            lines << e.toString();
        addResult(std::move(result));
        return fail(tr("%1 cannot be played:\n%2").arg(file, lines.join(u'\n')));
    }
    if (!result.lesson.scenario(scenarioId)) {
        QStringList ids;
        for (const Scenario& s : result.lesson.scenarios)
            ids << s.id;
        return fail(tr("%1 has no scenario \"%2\"; it has: %3")
                        .arg(file, scenarioId, ids.join(QStringLiteral(", "))));
    }
    const QString lessonId = result.lesson.id;
    addResult(std::move(result));
    if (!playScenario(lessonId, scenarioId))
        return fail(tr("The lab refused the setup of scenario \"%1\".").arg(scenarioId));
    for (int i = 0; i < steps && player_->position() < player_->stepCount(); ++i)
        player_->step();
    return true;
}

void LessonPanel::activate(const LessonNode& node)
{
    using Kind = LessonNode::Kind;
    switch (node.kind) {
    case Kind::Lesson:
        showOverview(node.lesson);
        break;
    case Kind::BrokenLesson:
        errors_->setResult(lessons_[static_cast<std::size_t>(node.lesson)]);
        showPage(errors_);
        break;
    case Kind::Section:
        showSection(node.lesson, node.id);
        break;
    case Kind::Scenario:
        openScenario(node.lesson, node.id, false);
        break;
    case Kind::QuestionGroup:
    case Kind::Question:
        showQuestions(node.lesson, node.id);
        break;
    case Kind::Exercise:
        showExercise(node.lesson, node.id);
        break;
    case Kind::SectionGroup:
    case Kind::ScenarioGroup:
    case Kind::ExerciseGroup:
        break; // headings: the page stays as it is
    }
}

void LessonPanel::showOverview(int lesson)
{
    const Lesson& l = lessons_[static_cast<std::size_t>(lesson)].lesson;
    int completed = 0;
    for (const Scenario& s : l.scenarios)
        completed += progress_->isScenarioCompleted(l.id, s.id) ? 1 : 0;
    const QString markdown =
        l.summary + QStringLiteral("\n\n") + tr("- Sections to read: %1").arg(l.sections.size()) +
        u'\n' +
        tr("- Scenarios played to the end with every check met: %1 of %2")
            .arg(completed)
            .arg(l.scenarios.size()) +
        QStringLiteral("\n- ") + KnowledgeCheckView::describe(progress_->knowledgeCheckScore(l)) +
        QStringLiteral("\n\n") +
        tr("Progress is kept for **%1**. Choose a section in the list to begin.")
            .arg(progress_->learner());
    section_->showPage(l.title, markdown, lessonFolder(lesson));
    showPage(section_);
    if (!progress_->setLastOpened(l.id, {}))
        reportProgressProblem();
}

void LessonPanel::showSection(int lesson, const QString& sectionId)
{
    const Lesson& l = lessons_[static_cast<std::size_t>(lesson)].lesson;
    for (const LessonSection& s : l.sections) {
        if (s.id != sectionId)
            continue;
        const Scenario* scenario = l.scenario(s.scenario);
        section_->showPage(s.title, s.markdown, lessonFolder(lesson), s.scenario,
                           scenario ? scenario->title : QString(),
                           progress_->isScenarioCompleted(l.id, s.scenario));
        sectionLesson_ = lesson;
        showPage(section_);
        if (!progress_->setLastOpened(l.id, s.id))
            reportProgressProblem();
        return;
    }
}

void LessonPanel::openScenario(int lesson, const QString& scenarioId, bool reload)
{
    const Lesson& l = lessons_[static_cast<std::size_t>(lesson)].lesson;
    const Scenario* scenario = l.scenario(scenarioId);
    if (!scenario)
        return;
    if (reload || player_->lessonId() != l.id || player_->scenarioId() != scenarioId)
        player_->load(l.id, *scenario, lessonFolder(lesson));
    showPage(player_);
    const QSignalBlocker blocker(tree_); // already open: do not come back here
    tree_->select({LessonNode::Kind::Scenario, lesson, scenarioId});
}

void LessonPanel::showQuestions(int lesson, const QString& questionId)
{
    const Lesson& l = lessons_[static_cast<std::size_t>(lesson)].lesson;
    if (quiz_->lessonId() != l.id)
        quiz_->setLesson(l, *progress_, lessonFolder(lesson));
    showPage(quiz_);
    if (!questionId.isEmpty())
        quiz_->focusQuestion(questionId);
}

bool LessonPanel::openExercise(const QString& lessonId, const QString& exerciseId)
{
    const int lesson = lessonIndex(lessonId);
    if (lesson < 0 || !lessons_[static_cast<std::size_t>(lesson)].lesson.exercise(exerciseId))
        return false;
    showExercise(lesson, exerciseId);
    const QSignalBlocker blocker(tree_);
    tree_->select({LessonNode::Kind::Exercise, lesson, exerciseId});
    return true;
}

void LessonPanel::showExercise(int lesson, const QString& exerciseId)
{
    const Lesson& l = lessons_[static_cast<std::size_t>(lesson)].lesson;
    const Exercise* exercise = l.exercise(exerciseId);
    if (!exercise)
        return;
    if (exercise_->lessonId() != l.id || exercise_->exerciseId() != exerciseId)
        exercise_->load(l.id, l.version, *exercise, lessonFolder(lesson));
    showPage(exercise_);
}

QString LessonPanel::handInLearner()
{
    // The learner bar's name once someone chose it; asked the first time.
    if (QSettings().contains(kLearnerKey))
        return progress_->learner();
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, tr("Hand in"), tr("Your name, as your teacher should see it on the attempt:"),
        QLineEdit::Normal, QString(), &ok);
    if (!ok || name.trimmed().isEmpty())
        return {};
    setLearner(name);
    QSettings().setValue(kLearnerKey, progress_->learner());
    return progress_->learner();
}

void LessonPanel::showPage(QWidget* page)
{
    // A scenario playing out of sight would change the world unnoticed.
    if (page != player_)
        player_->setPlaying(false);
    pages_->setCurrentWidget(page);
    playerKeys_->setActive(page == player_);
}

void LessonPanel::restoreLastPlace()
{
    const int last = lessonIndex(progress_->lastLesson());
    const QString section = progress_->lastSection();
    if (last >= 0 && !section.isEmpty() &&
        tree_->select({LessonNode::Kind::Section, last, section}))
        return;
    if (last >= 0 && tree_->select({LessonNode::Kind::Lesson, last, {}}))
        return;
    for (std::size_t i = 0; i < lessons_.size(); ++i)
        if (tree_->select(
                {lessons_[i].ok() ? LessonNode::Kind::Lesson : LessonNode::Kind::BrokenLesson,
                 static_cast<int>(i),
                 {}}))
            return;
    QStringList folders;
    for (const QString& folder : LessonLibrary::folders())
        folders << QStringLiteral("- `%1`").arg(QDir::toNativeSeparators(folder));
    section_->showPage(tr("No lessons yet"),
                       tr("No lesson files were found in these folders:\n\n%1\n\nUse **Open "
                          "lesson…** to open one, or put lesson files in the last folder.")
                           .arg(folders.join(u'\n')));
    showPage(section_);
}

void LessonPanel::progressChanged()
{
    tree_->updateMarks(lessons_, *progress_);
}

void LessonPanel::reportProgressProblem()
{
    if (!progress_->lastError().isEmpty())
        notice_->showNotice(progress_->lastError(), NoticeBar::Kind::Warning);
}

void LessonPanel::refreshLearners()
{
    const QSignalBlocker blocker(learnerBox_);
    QStringList names = LearnerProgress::learners();
    if (!names.contains(progress_->learner()))
        names << progress_->learner();
    names.sort(Qt::CaseInsensitive);
    learnerBox_->clear();
    learnerBox_->addItems(names);
    learnerBox_->setCurrentText(progress_->learner());
}

void LessonPanel::setLearner(const QString& name)
{
    const QString learner = name.trimmed();
    if (learner.isEmpty() || learner == progress_->learner()) {
        refreshLearners();
        return;
    }
    progress_ = std::make_unique<LearnerProgress>(learner);
    QSettings().setValue(kLearnerKey, progress_->learner());
    refreshLearners();
    notice_->hide();
    reportProgressProblem();
    progressChanged();
    // The open knowledge check shows the new learner's answers.
    const int lesson = lessonIndex(quiz_->lessonId());
    if (lesson >= 0)
        quiz_->setLesson(lessons_[static_cast<std::size_t>(lesson)].lesson, *progress_,
                         lessonFolder(lesson));
}

void LessonPanel::resetProgress()
{
    if (!progress_->reset()) {
        reportProgressProblem();
        return;
    }
    progressChanged();
    const int lesson = lessonIndex(quiz_->lessonId());
    if (lesson >= 0)
        quiz_->setLesson(lessons_[static_cast<std::size_t>(lesson)].lesson, *progress_,
                         lessonFolder(lesson));
    notice_->showNotice(tr("Progress for %1 was reset.").arg(progress_->learner()));
}

void LessonPanel::confirmResetProgress()
{
    auto* box = new QMessageBox(QMessageBox::Question, tr("Reset progress"),
                                tr("Reset all progress for %1?").arg(progress_->learner()),
                                QMessageBox::Reset | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("resetProgressBox"));
    box->setInformativeText(tr("Answers recorded: %1. Scenarios completed: %2. Reset forgets "
                               "them all and cannot be undone.")
                                .arg(progress_->answerCount())
                                .arg(progress_->completedScenarioCount()));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this](int result) {
        if (result == QMessageBox::Reset)
            resetProgress();
    });
    box->open();
}

void LessonPanel::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // Docked at a side the panel is tall: list above the page. Docked at the
    // bottom it is wide: list beside the page, once both get room enough
    // for their words (a list squeezed to "…" helps nobody).
    const int em = fontMetrics().averageCharWidth();
    const QSize size = event->size();
    const Qt::Orientation wanted = size.width() > size.height() * 5 / 4 && size.width() >= 90 * em
                                       ? Qt::Horizontal
                                       : Qt::Vertical;
    if (splitter_->orientation() == wanted)
        return;
    splitter_->setOrientation(wanted);
    const int total = wanted == Qt::Horizontal ? splitter_->width() : splitter_->height();
    const int list = wanted == Qt::Horizontal ? std::max(total * 3 / 10, 28 * em) : total * 3 / 10;
    splitter_->setSizes({list, total - list});
}

} // namespace atlas
