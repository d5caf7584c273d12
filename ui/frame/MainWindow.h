#pragma once

#include "lab/Lab.h"

#include <QMainWindow>

#include <memory>

class QApplication;
class QDockWidget;
class QToolBar;

namespace atlas {

class Appearance;
class CompareWindow;
class RequestsWindow;
class ControlsPanel;
class DeliveryPanel;
class InvariantBar;
class LessonPanel;
class MetricsPanel;
class ReconciliationPanel;
class ExplorerPanel;
class DocumentInspector;
class JournalModel;
class BranchPanel;
class JournalPanel;
class LabStatusBar;
class LiveTablesPanel;
class PlaybackController;
class SessionController;
class WhyInspector;

// The lab window. It owns one Lab and arranges the panels around it: live
// tables in the centre, "why" and the document on the right, the journal at
// the bottom, playback in the toolbar and the world's vital signs in the
// status bar. Panels talk to the Lab themselves; the window only routes
// selections between them. Layout, theme, presenter mode, zoom, last tab and
// play speed survive a restart (LabSettings).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    // Entries carry the handler's decision for the "why" inspector, about a
    // kilobyte each: 20,000 cover the last four thousand or so events of a
    // chaos run, more than a class scrolls through; 50,000 held 30 MB more of
    // a 100,000-event run's window.
    static constexpr std::size_t kJournalRetention = 20'000;

    // The seed comes from the settings (1 the first time).
    explicit MainWindow(QWidget* parent = nullptr);
    // A window never keeps an unbounded journal: retention 0 becomes
    // kJournalRetention. Its world is recorded to a session file once
    // sessions() opens or starts one.
    explicit MainWindow(Lab::Options options, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Parses --screenshot FILE, --presenter, --theme NAME (--dark), --seed N and --db FILE
    // (the session to open or start), opens the learner's autosave when no
    // --db is given, shows the window (or renders it to FILE) and runs the
    // application.
    static int runApplication(QApplication& app, const QStringList& arguments);

    // Docks another panel (delivery queue, controls, metrics, ...); the
    // objectName keys its place in the saved layout, the title names it in
    // View → Panels. Returns the dock.
    QDockWidget* addDockPanel(QWidget* panel, Qt::DockWidgetArea area, const QString& title,
                              const QString& objectName);
    // A full-width strip under the toolbar that cannot be closed or moved
    // (the invariant bar): always in view.
    QToolBar* addStrip(QWidget* strip, const QString& title, const QString& objectName);

    Lab& lab() const { return *lab_; }
    JournalModel& journalModel() const { return *journal_; }
    LiveTablesPanel* liveTables() const { return tables_; }
    JournalPanel* journalPanel() const { return journalPanel_; }
    BranchPanel* branchPanel() const { return branches_; }
    WhyInspector* whyInspector() const { return why_; }
    DocumentInspector* documentInspector() const { return document_; }
    PlaybackController* playback() const { return playback_; }
    Appearance* appearance() const { return appearance_; }
    LabStatusBar* labStatusBar() const { return status_; }
    DeliveryPanel* deliveryPanel() const { return delivery_; }
    ControlsPanel* controlsPanel() const { return controls_; }
    LessonPanel* lessonPanel() const { return lessons_; }
    MetricsPanel* metricsPanel() const { return metrics_; }
    InvariantBar* invariantBar() const { return invariants_; }
    ReconciliationPanel* reconciliationPanel() const { return reconciliation_; }
    ExplorerPanel* explorerPanel() const { return explorer_; }
    SessionController* sessions() const { return sessions_; }
    // View → Compare worlds: the Compare mode's own window, made on first
    // use (null until then). A top-level window of its own, not a child, so
    // its single-key commands never compete with this window's.
    CompareWindow* compareWindow() const { return compare_.get(); }
    void showCompare();
    // View → Client requests: the Requests window (ui/rules/), made on first use.
    RequestsWindow* requestsWindow() const { return requests_.get(); }
    void showRequests();

    // Every action with a shortcut, in menu order: what Help → Keyboard
    // shortcuts lists.
    QList<QAction*> shortcutActions() const;
    void showShortcuts();
    // HelpDialogs.cpp: the welcome and its three starts, the lesson-format
    // guide, About.
    void showWelcome();
    void startFrom(int start); // a WelcomeDialog::Start
    void showLessonGuide();
    void showAbout();
    // The welcome, once, the first time the lab opens for this user.
    void welcomeIfFirstRun();

    // The arrangement View → Reset layout brings back: presenter's in
    // presenter mode, else Wide or Compact by how many characters of the
    // current font fit across the screen.
    void resetLayout();
    // Shrinks and moves the window until it lies inside its screen's
    // available area (saved geometry from a larger screen, or a font that
    // grew).
    void fitToScreen();

    // False: leave the saved settings alone on close (a --screenshot run).
    void setPersistSettings(bool persist) { persistSettings_ = persist; }
    // Renders the window at `size` into a PNG; false (with a message on
    // stderr) when the file cannot be written.
    bool saveScreenshot(const QString& file, QSize size);

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    enum class Placement { Requested, Saved };
    // Wide: three columns (act, watch, explain). Compact, for laptops: the
    // explanation sits beside the journal. Presenter: the lesson and the
    // tables first, everything else in tabs.
    enum class DockLayout { Wide, Compact, Presenter };
    QDockWidget* addDock(QWidget* panel, Qt::DockWidgetArea area, const QString& title,
                         const QString& objectName, Placement placement = Placement::Requested);
    void createToolBar();
    void createMenus();
    void createHelpMenu(QMenu* helpMenu);
    QAction* createFocusAction(const QString& text, const char* name, int key, QWidget* target);
    void connectPanels();
    void addLabPanels();     // MainWindowPanels.cpp
    void connectLabPanels(); // MainWindowPanels.cpp
    void arrangeTabOrder();
    // MainWindowLayout.cpp: where the docks go and how big the window is.
    void restoreSettings();
    void saveSettings() const;
    void arrangeDocks(DockLayout layout);
    void sizeDocks(DockLayout layout);
    void switchDockLayout(bool presenter);
    QDockWidget* dock(const char* objectName) const;
    void fitToolBarToFont();

    Lab* lab_ = nullptr;
    JournalModel* journal_ = nullptr;
    Appearance* appearance_ = nullptr;
    PlaybackController* playback_ = nullptr;
    LiveTablesPanel* tables_ = nullptr;
    JournalPanel* journalPanel_ = nullptr;
    BranchPanel* branches_ = nullptr;
    WhyInspector* why_ = nullptr;
    DocumentInspector* document_ = nullptr;
    LabStatusBar* status_ = nullptr;
    DeliveryPanel* delivery_ = nullptr;
    ControlsPanel* controls_ = nullptr;
    LessonPanel* lessons_ = nullptr;
    MetricsPanel* metrics_ = nullptr;
    InvariantBar* invariants_ = nullptr;
    ReconciliationPanel* reconciliation_ = nullptr;
    ExplorerPanel* explorer_ = nullptr;
    SessionController* sessions_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QMenu* panelsMenu_ = nullptr;
    bool persistSettings_ = true;
    // The dock layout of the mode not on screen (index: presenter), kept
    // until it is switched back to or the settings are saved.
    QByteArray dockStates_[2];
    bool fittedOnShow_ = false;
    std::unique_ptr<CompareWindow> compare_;
    std::unique_ptr<RequestsWindow> requests_;
};

} // namespace atlas
