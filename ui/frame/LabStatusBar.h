#pragma once

#include <QElapsedTimer>
#include <QStatusBar>

namespace atlas {

class Lab;
class SteadyLabel;

// The world at a glance, always visible: simulated time, seed, deliveries
// queued and journal entries so far. Messages (a refused command, why play
// stopped) appear on the left for a few seconds.
class LabStatusBar : public QStatusBar
{
    Q_OBJECT
public:
    static constexpr int kMessageMs = 8000;

    explicit LabStatusBar(Lab& lab, QWidget* parent = nullptr);

    void showNote(const QString& text);
    QString summary() const; // the permanent fields, for tests and screen readers
    // Follows commands by itself; a chaos run's slices call this.
    void refresh();

private:
    SteadyLabel* addField(const char* name);
    void showReplayProgress(quint64 done, quint64 total);
    void endReplay();

    Lab& lab_;
    SteadyLabel* time_ = nullptr;
    SteadyLabel* seed_ = nullptr;
    SteadyLabel* queue_ = nullptr;
    SteadyLabel* journal_ = nullptr;
    // A replay holds the GUI thread for as long as it takes (seconds after
    // a large chaos run): past kReplayQuietMs the bar says so, with a wait
    // cursor, and repaints itself at most every kReplayRepaintMs.
    static constexpr qint64 kReplayQuietMs = 250;
    static constexpr qint64 kReplayRepaintMs = 100;
    QElapsedTimer replayStarted_;
    QElapsedTimer replayRepainted_;
    bool replayShown_ = false;
};

} // namespace atlas
