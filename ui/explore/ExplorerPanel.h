#pragma once

#include "lesson/reader/LoadResult.h"

#include <QWidget>

#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QSpinBox;
class QToolButton;
class QTextBrowser;

namespace atlas {

class Explorer;
class ExploreRunner;
class MatrixTable;
struct ExploreResult;

// Explore and prove: pick a lesson scenario's world, a handler and relay
// strategy, a fault budget and the faults; Explore searches every delivery
// order and fault placement (ExploreRunner, off the GUI thread) and shows a
// shortest trace that breaks an invariant, step by step with what the lab
// did, or that none exists within the budget. Fill the matrix opens the
// crash-point matrix in a window of its own. A trace plays in the lesson player (playRequested) or
// saves as a lesson file. The window's own Lab is never touched.
class ExplorerPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ExplorerPanel(QWidget* parent = nullptr);
    ~ExplorerPanel() override;

    QAction* exploreAction() const { return explore_; }
    QAction* matrixAction() const { return matrix_; }
    QAction* cancelAction() const { return cancel_; }
    QAction* playAction() const { return play_; }
    QAction* saveAction() const { return save_; }
    QTextBrowser* traceView() const { return trace_; }
    MatrixTable* matrixView() const { return matrixTable_; }
    // The matrix has a window of its own: 99 cells need the whole screen.
    QWidget* matrixWindow() const { return matrixWindow_; }
    QString summaryText() const;
    ExploreRunner* runner() const { return runner_; }

    // Selects a scenario (by lesson and scenario id) and the strategies; for
    // the menu and for tests. Empty strategy: the scenario's own.
    bool choose(const QString& scenarioId, const QString& strategy = {},
                const QString& relayStrategy = {}, int maxFaults = 2);

signals:
    // A trace was written as a lesson file: play its scenario.
    void playRequested(const QString& file, const QString& lessonId, const QString& scenarioId);

private:
    void startExplore();
    void showResult();
    void showMatrix();
    void showMatrixWindow();
    void playCell(int index);
    void playTrace(const Explorer& explorer, const ExploreResult& result);
    void saveTrace();
    void updateActions();
    QString writeTrace(const Explorer& explorer, const ExploreResult& result,
                       const QString& file, QString* error) const;

    std::vector<LoadResult> lessons_;
    ExploreRunner* runner_;
    QComboBox* scenario_;
    QComboBox* strategy_;
    QComboBox* relay_;
    QSpinBox* maxFaults_;
    QToolButton* faults_;
    QLabel* summary_;
    QTextBrowser* trace_;
    QWidget* matrixWindow_;
    QLabel* matrixSummary_;
    MatrixTable* matrixTable_;
    QAction* explore_;
    QAction* matrix_;
    QAction* cancel_;
    QAction* play_;
    QAction* save_;
    QList<QAction*> faultActions_;
};

} // namespace atlas
