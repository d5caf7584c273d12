#include "SessionController.h"

#include "frame/ActionHelp.h"
#include "frame/LabSettings.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "session/JournalExport.h"
#include "session/SessionError.h"
#include "session/SessionFile.h"
#include "session/SessionRecorder.h"
#include "session/SessionReplay.h"

#include <QAbstractButton>
#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QUrl>

namespace atlas {
namespace {

constexpr int kRecentShown = 8;

const QString& sessionFilter()
{
    static const QString filter = QObject::tr("Lab sessions (*.atlaslab);;All files (*)");
    return filter;
}

// Removes a file the lab is about to replace, with SQLite's companions.
void removeSessionFiles(const QString& path)
{
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(path + suffix);
}

QString movedAside(const QString& path)
{
    QString target = path + QStringLiteral(".corrupt");
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = path + QStringLiteral(".corrupt.%1").arg(n);
    QFile::rename(path, target);
    for (const QString& suffix : {QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::rename(path + suffix, target + suffix);
    return target;
}

QString differencesText(const SessionReport& report)
{
    QStringList lines;
    if (report.integrity != "ok")
        lines << QObject::tr("SQLite's integrity check: %1")
                     .arg(QString::fromStdString(report.integrity));
    for (const auto& d : report.differences)
        lines << QString::fromStdString(d);
    if (report.differenceCount > report.differences.size())
        lines
            << QObject::tr("(and %1 more)").arg(report.differenceCount - report.differences.size());
    return lines.join(QLatin1Char('\n'));
}

} // namespace

SessionController::SessionController(Lab& lab, QWidget* window)
    : QObject(window), lab_(lab), window_(window)
{
    new_ = new QAction(tr("&New session"), this);
    new_->setObjectName(QStringLiteral("actionNewSession"));
    new_->setShortcut(QKeySequence::New);
    setActionHelp(new_, tr("New session: start an empty world (the current file keeps its run)"));
    connect(new_, &QAction::triggered, this, [this] {
        QString error;
        if (!newSession(&error) && !error.isEmpty())
            QMessageBox::warning(window_, tr("New session"), error);
    });

    open_ = new QAction(tr("&Open session…"), this);
    open_->setObjectName(QStringLiteral("actionOpenSession"));
    open_->setShortcut(QKeySequence::Open);
    setActionHelp(open_, tr("Open session: replay a saved lab file and go on from there"));
    connect(open_, &QAction::triggered, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(window_, tr("Open session"), QString(), sessionFilter());
        QString error;
        if (!path.isEmpty() && !openSession(path, &error) && !error.isEmpty())
            QMessageBox::warning(window_, tr("Open session"), error);
    });

    saveAs_ = new QAction(tr("&Save session as…"), this);
    saveAs_->setObjectName(QStringLiteral("actionSaveSessionAs"));
    saveAs_->setShortcuts({QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::Key_S)});
    setActionHelp(saveAs_, tr("Save session as: copy this session to a file to hand in or share"));
    connect(saveAs_, &QAction::triggered, this, [this] {
        QFileDialog dialog(window_, tr("Save session as"), QString(), sessionFilter());
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        dialog.setDefaultSuffix(QStringLiteral("atlaslab"));
        if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
            return;
        QString error;
        if (!saveSessionAs(dialog.selectedFiles().first(), &error))
            QMessageBox::warning(window_, tr("Save session as"), error);
    });

    export_ = new QAction(tr("&Export journal…"), this);
    export_->setObjectName(QStringLiteral("actionExportJournal"));
    export_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    setActionHelp(export_, tr("Export journal: every entry as JSON Lines or CSV"));
    connect(export_, &QAction::triggered, this, [this] {
        QFileDialog dialog(window_, tr("Export journal"), QString(),
                           tr("JSON Lines (*.jsonl);;CSV (*.csv)"));
        dialog.setAcceptMode(QFileDialog::AcceptSave);
        dialog.setDefaultSuffix(QStringLiteral("jsonl"));
        connect(&dialog, &QFileDialog::filterSelected, &dialog, [&dialog](const QString& filter) {
            dialog.setDefaultSuffix(filter.contains(QStringLiteral("csv"))
                                        ? QStringLiteral("csv")
                                        : QStringLiteral("jsonl"));
        });
        if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
            return;
        QString error;
        if (!exportJournal(dialog.selectedFiles().first(), &error))
            QMessageBox::warning(window_, tr("Export journal"), error);
    });

    back_ = new QAction(tr("&Back to my session"), this);
    back_->setObjectName(QStringLiteral("actionBackToSession"));
    back_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    back_->setEnabled(false);
    setActionHelp(back_, tr("Back to my session: leave the scenario's world and return to the "
                            "world you had before it started"));
    connect(back_, &QAction::triggered, this, [this] {
        QString error;
        if (!returnFromScenario(&error) && !error.isEmpty() && interactive_)
            QMessageBox::warning(window_, tr("Back to my session"), error);
    });
}

SessionController::~SessionController() = default;

void SessionController::setAsideForScenario()
{
    if (path_.isEmpty() || !setAside_.isEmpty())
        return;
    const QString name = isAutosave() ? tr("Your free play") : QFileInfo(path_).fileName();
    setAside_ = path_;
    detach();
    back_->setEnabled(true);
    emit sessionChanged({}, false);
    emit message(tr("The scenario plays in a world of its own; %1 is kept as it was. File → Back "
                    "to my session (Ctrl+Shift+B) returns to it.")
                     .arg(name));
}

bool SessionController::returnFromScenario(QString* error)
{
    if (setAside_.isEmpty())
        return false;
    const QString path = setAside_;
    if (!openSession(path, error))
        return false;
    emit message(tr("Back in %1.").arg(isAutosave() ? tr("your free play")
                                                    : QFileInfo(path).fileName()));
    return true;
}

void SessionController::populateMenu(QMenu* fileMenu)
{
    fileMenu->addAction(new_);
    fileMenu->addAction(open_);
    recentMenu_ = fileMenu->addMenu(tr("Open &recent"));
    recentMenu_->setObjectName(QStringLiteral("recentSessionsMenu"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &SessionController::refreshRecent);
    refreshRecent();
    fileMenu->addAction(saveAs_);
    fileMenu->addAction(back_);
    fileMenu->addSeparator();
    fileMenu->addAction(export_);
}

QString SessionController::autosavePath(const QString& learner)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                           QStringLiteral("/sessions");
    return folder + QStringLiteral("/autosave-") +
           QString::fromLatin1(QUrl::toPercentEncoding(learner)) + QStringLiteral(".atlaslab");
}

QString SessionController::currentPath() const
{
    return path_;
}
bool SessionController::isAutosave() const
{
    return !path_.isEmpty() && path_ == autosave_;
}
bool SessionController::isReadOnly() const
{
    return readOnly_;
}

bool SessionController::report(QString* out, const QString& text)
{
    if (out)
        *out = text;
    return false;
}

void SessionController::attach(std::unique_ptr<SessionRecorder> recorder, const QString& path)
{
    setAside_.clear(); // whatever session comes next is the learner's now
    back_->setEnabled(false);
    recorder_ = std::move(recorder);
    path_ = path;
    readOnly_ = !recorder_;
    if (recorder_)
        connect(recorder_.get(), &SessionRecorder::writeFailed, this, [this](const QString& why) {
            const QString text =
                tr("The session could no longer be saved: %1\nThe file keeps everything up to "
                   "the step before. The world goes on in memory: use File → Save session as… to "
                   "keep it elsewhere.")
                    .arg(why);
            emit message(text);
            if (interactive_)
                QMessageBox::warning(window_, tr("Session not saved"), text);
        });
    if (path != autosave_)
        remember(path);
    emit sessionChanged(path_, readOnly_);
}

void SessionController::detach()
{
    recorder_.reset();
    path_.clear();
    readOnly_ = false;
}

bool SessionController::startNew(const QString& path, QString* error)
{
    std::unique_ptr<SessionFile> file;
    try {
        file = SessionFile::create(path, lab_.seed());
    } catch (const SessionError& e) {
        return report(error, QString::fromUtf8(e.what()));
    }
    detach();
    attach(std::make_unique<SessionRecorder>(lab_, std::move(file), lab_.commandLog().empty()),
           path);
    return true;
}

bool SessionController::openSession(const QString& path, QString* error)
{
    const QFileInfo info(path);
    if (!info.exists() || (info.isFile() && info.size() == 0))
        return startNew(path, error);
    std::unique_ptr<SessionFile> file;
    try {
        file = SessionFile::open(path);
    } catch (const SessionError& e) {
        return report(error, QString::fromUtf8(e.what()));
    }

    // Should the file be refused after its replay, the world it replaced comes back.
    const QString previous = readOnly_ ? QString() : path_;
    const Timeline previousTimeline = lab_.timeline();
    const auto goBack = [&] {
        detach();
        try {
            lab_.restore(previousTimeline);
            if (!previous.isEmpty())
                attach(std::make_unique<SessionRecorder>(lab_, SessionFile::open(previous), true),
                       previous);
        } catch (const std::exception& e) {
            emit message(tr("The previous session could not be reopened: %1")
                             .arg(QString::fromUtf8(e.what())));
        }
    };
    detach();
    SessionReport result;
    try {
        result = SessionReplay::restore(lab_, *file);
    } catch (const std::exception& e) {
        result.replayError = e.what();
    }
    if (!result.replayed) {
        goBack();
        return report(
            error,
            tr("%1 cannot be opened: %2").arg(path, QString::fromStdString(result.replayError)));
    }
    const bool inSync = result.consistent();
    if (!inSync) {
        const QString details = differencesText(result);
        const bool accept =
            interactive_ &&
            QMessageBox::question(
                window_, tr("Open session"),
                tr("%1 does not match what its own command log replays to:\n\n%2\n\nOpen the "
                   "replayed world anyway? The file will be rewritten to match it as soon as "
                   "you go on.")
                    .arg(path, details),
                QMessageBox::Open | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Open;
        if (!accept) {
            goBack();
            return report(
                error,
                tr("%1 was not opened: it does not match its replay.\n%2").arg(path, details));
        }
    }
    if (!file->isWritable()) {
        const QString why = file->readOnlyReason();
        attach(nullptr, path);
        emit message(tr("%1 is open read-only (%2): your changes are not saved there. Use File → "
                        "Save session as… to keep them.")
                         .arg(QFileInfo(path).fileName(), why));
        return true;
    }
    attach(std::make_unique<SessionRecorder>(lab_, std::move(file), inSync), path);
    emit message(tr("Opened %1: %2 commands replayed, %3 journal entries.")
                     .arg(QFileInfo(path).fileName())
                     .arg(result.commands)
                     .arg(result.journalEntries));
    return true;
}

bool SessionController::openAutosave(const QString& learner, QString* note)
{
    autosave_ = autosavePath(learner);
    QDir().mkpath(QFileInfo(autosave_).absolutePath());
    if (!QFileInfo::exists(autosave_) || QFileInfo(autosave_).size() == 0)
        return startNew(autosave_, note);
    const bool wasInteractive = interactive_;
    interactive_ = false; // at start, a damaged autosave is set aside, not asked about
    QString error;
    const bool opened = openSession(autosave_, &error);
    interactive_ = wasInteractive;
    if (opened) {
        if (note)
            *note = tr("Your last free-play session was restored (%1 commands).")
                        .arg(lab_.commandLog().size());
        return true;
    }
    const QString aside = movedAside(autosave_);
    if (!startNew(autosave_, &error))
        return report(note, error);
    if (note)
        *note = tr("Your last session could not be restored (%1). It was kept as %2; a new one "
                   "has started.")
                    .arg(error, aside);
    return true;
}

bool SessionController::confirmReplace()
{
    // Free play lives only in the autosave, on screen or set aside for a scenario.
    const bool freePlayAtStake = isAutosave() ? !lab_.commandLog().empty()
                                              : !setAside_.isEmpty() && setAside_ == autosave_;
    if (!interactive_ || !freePlayAtStake)
        return true;
    QMessageBox box(QMessageBox::Question, tr("New session"),
                    tr("Start a new session? Your free play is only in the autosave, which a new "
                       "session replaces."),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
    box.button(QMessageBox::Save)->setText(tr("Save as…"));
    const int answer = box.exec();
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save) {
        saveAs_->trigger();
        return isAutosave() ? false : true; // saved elsewhere: the autosave may go
    }
    return true;
}

bool SessionController::newSession(QString* error)
{
    if (!confirmReplace())
        return false;
    if (autosave_.isEmpty())
        autosave_ = autosavePath(QStringLiteral("learner"));
    detach();
    removeSessionFiles(autosave_);
    // A new session starts a new timeline: the old branches stay in the old file.
    const std::uint64_t seed = lab_.seed();
    lab_.restore(seed, {LabCommand{"reset", Json{{"seed", seed}}}});
    QDir().mkpath(QFileInfo(autosave_).absolutePath());
    if (!startNew(autosave_, error))
        return false;
    emit message(tr("A new session has started."));
    return true;
}

bool SessionController::saveSessionAs(const QString& path, QString* error)
{
    const QString target = QFileInfo(path).absoluteFilePath();
    if (!path_.isEmpty() && target == QFileInfo(path_).absoluteFilePath()) {
        if (recorder_ && recorder_->flush())
            return true;
        return report(error, tr("%1 is the session's own file and cannot be written.").arg(path));
    }
    // The file dialog has asked before an existing file is replaced.
    removeSessionFiles(target);
    try {
        if (recorder_ && recorder_->isRecording()) {
            recorder_->saveCopy(target);
            detach();
            attach(std::make_unique<SessionRecorder>(lab_, SessionFile::open(target), true),
                   target);
        } else {
            // Read-only or no longer writable: the world is written out by replaying it.
            auto file = SessionFile::create(target, lab_.seed());
            detach();
            attach(std::make_unique<SessionRecorder>(lab_, std::move(file), false), target);
        }
    } catch (const SessionError& e) {
        return report(error, QString::fromUtf8(e.what()));
    }
    emit message(tr("Saved the session as %1; you go on in it.").arg(QFileInfo(target).fileName()));
    return true;
}

bool SessionController::exportJournal(const QString& path, QString* error)
{
    const auto format = JournalExport::formatFor(path);
    try {
        std::uint64_t written = 0;
        if (recorder_ && recorder_->isRecording() && recorder_->flush()) {
            const SessionFile& file = recorder_->file();
            written = JournalExport::write(path, format, [&](const JournalExport::LineSink& sink) {
                file.forEachJournalLine([&](std::uint64_t, std::string_view line) { sink(line); });
            });
        } else {
            const Journal& journal = lab_.journal();
            written = JournalExport::write(path, format, [&](const JournalExport::LineSink& sink) {
                for (const auto& entry : journal.entries())
                    sink(Journal::toJsonLine(entry));
            });
            if (journal.firstRetainedSeq() > 1)
                emit message(tr("The session is not recorded, so only the newest %1 entries the "
                                "window keeps were exported.")
                                 .arg(written));
        }
        emit message(
            tr("Exported %1 journal entries to %2.").arg(written).arg(QFileInfo(path).fileName()));
    } catch (const SessionError& e) {
        return report(error, QString::fromUtf8(e.what()));
    }
    return true;
}

void SessionController::remember(const QString& path)
{
    LabSettings settings;
    QStringList recent = settings.recentSessions();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kRecentShown)
        recent.removeLast();
    settings.setRecentSessions(recent);
}

void SessionController::refreshRecent()
{
    if (!recentMenu_)
        return;
    recentMenu_->clear();
    const QStringList recent = LabSettings().recentSessions();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent[i];
        QAction* action = recentMenu_->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(path);
        action->setStatusTip(path);
        action->setEnabled(QFileInfo::exists(path));
        connect(action, &QAction::triggered, this, [this, path] {
            QString error;
            if (!openSession(path, &error) && !error.isEmpty())
                QMessageBox::warning(window_, tr("Open session"), error);
        });
    }
    if (recent.isEmpty())
        recentMenu_->addAction(tr("(no sessions yet)"))->setEnabled(false);
}

} // namespace atlas
