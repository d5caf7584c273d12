#pragma once

#include "compare/CompareSession.h"
#include "views/ColumnSpec.h"
#include "lesson/player/StepResult.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QTabWidget;

namespace atlas {

class CollectionTableModel;
class DiffHighlightModel;
class InvariantBar;
class LabTableView;
class LineList;
class MessageLine;
struct SideOutcome;
class WorldDiff;

// One world of a comparison: its label and strategies at the top (with
// boxes to choose others, which starts the comparison again), its invariant
// strip, what it made of the last command (refused, or the step's verdicts
// on this side) and its main tables with the documents that differ from the
// other world marked (DiffHighlightModel).
class CompareSideView : public QWidget
{
    Q_OBJECT
public:
    // The tables a comparison shows, in tab order.
    static const QStringList& collections();

    CompareSideView(CompareSession& session, CompareSession::Side side, QWidget* parent = nullptr);

    CompareSession::Side side() const { return side_; }
    InvariantBar* invariants() const { return invariants_; }
    QTabWidget* tabs() const { return tabs_; }
    LabTableView* table(const QString& collection) const;
    DiffHighlightModel* highlight(const QString& collection) const;
    QComboBox* strategyBox() const { return strategy_; }
    QComboBox* relayBox() const { return relay_; }
    MessageLine* messageLine() const { return message_; }
    QLabel* titleLabel() const { return title_; }
    QLabel* figuresLabel() const { return figures_; }

    // Marks the documents that differ, and counts them in the tab titles.
    void setDiff(const WorldDiff& diff);
    // A command this side refused says so; one it ran clears the line.
    void showOutcome(const SideOutcome& outcome);
    // The verdicts of a scenario step on this side; nothing clears them.
    void showVerdicts(const std::optional<StepResult>& result);

signals:
    // The learner picked another strategy for this side.
    void setupRequested(CompareSession::Side side, const SideSetup& setup);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Table
    {
        QString collection;
        LabTableView* view = nullptr;
        DiffHighlightModel* highlight = nullptr;
        CollectionTableModel* source = nullptr;
        QList<ColumnSpec> columns; // empty: every field, as the documents bring them
    };

    void rebind();
    void showSetup();
    void renderVerdicts();
    void updateTitles();
    void updateFigures();
    SideSetup chosenSetup() const;

    CompareSession& session_;
    CompareSession::Side side_;
    QLabel* title_;
    QLabel* strategies_;
    QLabel* figures_;
    QComboBox* strategy_;
    QComboBox* relay_;
    InvariantBar* invariants_;
    MessageLine* message_;
    LineList* verdicts_;
    QTabWidget* tabs_;
    std::vector<Table> tables_;
    std::optional<StepResult> verdictResult_;
};

} // namespace atlas
