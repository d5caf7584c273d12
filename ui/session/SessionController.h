#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QAction;
class QMenu;
class QWidget;

namespace atlas {

class Lab;
class SessionRecorder;

// The File menu: the window's world is always a session file, recorded as the
// learner goes (SessionRecorder), so closing the window or a crash loses
// nothing. Free play goes to the learner's autosave; Open session replays a
// file's command log and checks it against the file before the learner goes
// on; Save session as copies the file (VACUUM INTO) and goes on in the copy.
class SessionController : public QObject
{
    Q_OBJECT
public:
    SessionController(Lab& lab, QWidget* window);
    ~SessionController() override;

    // New, Open, Open recent, Save as, Export journal.
    void populateMenu(QMenu* fileMenu);
    QAction* newAction() const { return new_; }
    QAction* openAction() const { return open_; }
    QAction* saveAsAction() const { return saveAs_; }
    QAction* exportJournalAction() const { return export_; }
    QAction* backAction() const { return back_; }

    // A scenario is about to take the world over: stop recording, so the
    // session (free play's autosave, or a named file) keeps the learner's own
    // world, and offer Back to my session. Nothing when already set aside.
    void setAsideForScenario();
    bool isSetAside() const { return !setAside_.isEmpty(); }
    // Reopens the session set aside; false (with `error`) when it cannot be.
    bool returnFromScenario(QString* error);

    // Without dialogs (tests, --db at start): a file whose replay differs is
    // refused instead of asked about, and New session does not ask.
    void setInteractive(bool interactive) { interactive_ = interactive; }

    // <AppDataLocation>/sessions/autosave-<learner>.atlaslab
    static QString autosavePath(const QString& learner);
    // Restores the learner's autosave, or starts one. A damaged autosave is
    // moved aside (…​.corrupt) and a new one started; `note` says what happened.
    bool openAutosave(const QString& learner, QString* note);
    // Opens `path` as the session, or starts a new one there when the file
    // does not exist or is empty. On failure the current session goes on.
    bool openSession(const QString& path, QString* error);
    bool saveSessionAs(const QString& path, QString* error);
    bool exportJournal(const QString& path, QString* error);
    // A fresh world in the autosave (the current file keeps what it holds).
    bool newSession(QString* error);

    QString currentPath() const;
    bool isAutosave() const;
    bool isReadOnly() const;
    SessionRecorder* recorder() const { return recorder_.get(); }

signals:
    // The current file changed (title bar); empty when none.
    void sessionChanged(const QString& path, bool readOnly);
    void message(const QString& text);

private:
    void attach(std::unique_ptr<SessionRecorder> recorder, const QString& path);
    void detach();
    void remember(const QString& path);
    void refreshRecent();
    bool confirmReplace();
    bool startNew(const QString& path, QString* error);
    bool report(QString* out, const QString& text);

    Lab& lab_;
    QWidget* window_;
    std::unique_ptr<SessionRecorder> recorder_;
    QString path_;     // the current session, also when read-only
    QString autosave_; // this learner's
    QString setAside_; // the session a scenario took the world from
    bool readOnly_ = false;
    bool interactive_ = true;
    QAction* new_ = nullptr;
    QAction* open_ = nullptr;
    QAction* saveAs_ = nullptr;
    QAction* export_ = nullptr;
    QAction* back_ = nullptr;
    QMenu* recentMenu_ = nullptr;
};

} // namespace atlas
