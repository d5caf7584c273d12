#pragma once

#include "compare/CompareSession.h"
#include "lesson/Scenario.h"

#include <QMainWindow>

#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QLabel;

namespace atlas {

class ActionRow;
class CompareSideView;
class ComparePlayer;
class MarkdownView;

// Compare mode: two worlds side by side that take the same commands, each
// with its own strategies (CompareSession). The commands at the top run on
// both; a lesson's compare scenario plays step by step on both, each side's
// expectations checked on its own world. The documents that differ are
// marked in both sides' tables, and the line above them names them (or says
// where a large world's comparison was cut).
class CompareWindow : public QMainWindow
{
    Q_OBJECT
public:
    // `scenarios`: the compare scenarios on offer (the loaded lessons'), in
    // menu order; `seed` starts free play.
    CompareWindow(std::vector<Scenario> scenarios, std::uint64_t seed,
                  QWidget* parent = nullptr);
    ~CompareWindow() override;

    CompareSession& session() const { return *session_; }
    CompareSideView* sideView(CompareSession::Side side) const;
    QLabel* diffLabel() const { return diff_; }
    QComboBox* scenarioBox() const { return scenarioBox_; }
    // The actions, by objectName: compareDeliverNext, comparePublish, …
    QAction* action(const QString& objectName) const;

    // Free play: one order awaiting payment, no deduplication on the left
    // and the inbox marker in the transaction on the right.
    void startFreePlay();
    // Starts the scenario at `index` of the offered ones; false when out of range.
    bool playScenario(int index);
    // Runs the scenario's next step on both sides; false at its end or without one.
    bool nextStep();

    // How much of the worlds the diff compares after each command (the
    // defaults suit a lesson's world; past them the line above the tables
    // says where the comparison was cut).
    void setDiffLimits(WorldDiff::Limits limits);

    // The compare scenarios of every loaded lesson.
    static std::vector<Scenario> compareScenarios();

private:
    QAction* makeAction(const QString& text, const char* name, const QString& help,
                        const QList<QKeySequence>& keys = {});
    void createCommands();
    void createScenarioRow();
    void run(const std::string& name, const Json& args = Json::object());
    void stepBack();
    void refresh();
    void showStep();
    void endScenario();

    std::unique_ptr<CompareSession> session_;
    std::uint64_t seed_;
    std::vector<Scenario> scenarios_;
    std::unique_ptr<ComparePlayer> player_;
    CompareSideView* left_ = nullptr;
    CompareSideView* right_ = nullptr;
    QLabel* diff_ = nullptr;
    QComboBox* eventBox_ = nullptr;
    QComboBox* faultBox_ = nullptr;
    QComboBox* scenarioBox_ = nullptr;
    QLabel* progress_ = nullptr;
    MarkdownView* narration_ = nullptr;
    ActionRow* commands_ = nullptr;
    ActionRow* scenarioRow_ = nullptr;
    WorldDiff::Limits limits_;
};

} // namespace atlas
