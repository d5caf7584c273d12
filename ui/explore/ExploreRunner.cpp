#include "ExploreRunner.h"

#include <QMetaObject>
#include <QPointer>

namespace atlas {

ExploreRunner::ExploreRunner(QObject* parent) : QObject(parent) {}

ExploreRunner::~ExploreRunner()
{
    cancel_ = true;
    if (thread_.joinable())
        thread_.join();
}

void ExploreRunner::start(std::function<void()> work)
{
    if (thread_.joinable())
        thread_.join();
    cancel_ = false;
    running_ = true;
    emit runningChanged(true);
    thread_ = std::thread(std::move(work));
}

void ExploreRunner::finish()
{
    if (thread_.joinable())
        thread_.join();
    running_ = false;
    emit runningChanged(false);
}

void ExploreRunner::explore(Explorer explorer)
{
    if (running_)
        return;
    explorer_ = std::make_shared<Explorer>(std::move(explorer));
    start([this, explorer = explorer_] {
        ExploreResult result = explorer->run(&cancel_, [this](std::size_t explored,
                                                              std::size_t distinct, int depth) {
            const QString text = tr("Searching: %1 states explored (%2 distinct), %3 moves deep")
                                     .arg(explored)
                                     .arg(distinct)
                                     .arg(depth);
            QMetaObject::invokeMethod(this, [this, text] { emit progressed(text); },
                                      Qt::QueuedConnection);
        });
        QMetaObject::invokeMethod(
            this,
            [this, result = std::move(result)]() mutable {
                result_ = std::move(result);
                finish();
                emit exploreFinished();
            },
            Qt::QueuedConnection);
    });
}

void ExploreRunner::runMatrix()
{
    if (running_)
        return;
    start([this] {
        auto cells = CrashMatrix::run(2, &cancel_, [this](std::size_t done, std::size_t total) {
            const QString text = tr("Filling the matrix: %1 of %2 cells").arg(done).arg(total);
            QMetaObject::invokeMethod(this, [this, text] { emit progressed(text); },
                                      Qt::QueuedConnection);
        });
        QMetaObject::invokeMethod(
            this,
            [this, cells = std::move(cells)]() mutable {
                cells_ = std::move(cells);
                finish();
                emit matrixFinished();
            },
            Qt::QueuedConnection);
    });
}

void ExploreRunner::cancel()
{
    cancel_ = true;
}

} // namespace atlas
