#pragma once

#include "explore/CrashMatrix.h"
#include "explore/Explorer.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace atlas {

// Runs a search or the matrix off the GUI thread (each worker builds its own
// Labs; the window's Lab is never touched) and reports back on the GUI
// thread: progress while it runs, the result when it ends.
class ExploreRunner : public QObject
{
    Q_OBJECT
public:
    explicit ExploreRunner(QObject* parent = nullptr);
    ~ExploreRunner() override;

    bool isRunning() const { return running_; }
    void explore(Explorer explorer);
    void runMatrix();
    void cancel();

    // The last search and its result (valid after exploreFinished).
    const Explorer* explorer() const { return explorer_.get(); }
    const ExploreResult& result() const { return result_; }
    const std::vector<MatrixCell>& cells() const { return cells_; }

signals:
    void runningChanged(bool running);
    void progressed(const QString& text);
    void exploreFinished();
    void matrixFinished();

private:
    void start(std::function<void()> work);
    void finish();

    std::thread thread_;
    std::atomic<bool> cancel_{false};
    bool running_ = false;
    std::shared_ptr<Explorer> explorer_;
    ExploreResult result_;
    std::vector<MatrixCell> cells_;
};

} // namespace atlas
