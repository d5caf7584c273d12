#pragma once

#include <QObject>
#include <QString>
#include <QThread>

#include <functional>
#include <memory>
#include <optional>

namespace atlas {

// What a call to the class server answered: a value, or why there is none.
template <typename T>
struct ServerAnswer
{
    std::optional<T> value;
    QString why;
};

// Runs one call to the class server on a thread of its own, so a window
// waiting up to the connect timeout for a server that does not answer still
// repaints and can be cancelled. `done` runs on `receiver`'s thread, and not
// at all when the receiver is gone by then (a dialog closed meanwhile).
// Each call opens a connection of its own (BriefConnection), in its thread.
template <typename T>
void callServer(QObject* receiver, std::function<std::optional<T>(QString* why)> call,
                std::function<void(const ServerAnswer<T>&)> done)
{
    auto answer = std::make_shared<ServerAnswer<T>>();
    QThread* thread =
        QThread::create([answer, call = std::move(call)] { answer->value = call(&answer->why); });
    QObject::connect(thread, &QThread::finished, receiver,
                     [answer, done = std::move(done)] { done(*answer); });
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

} // namespace atlas
