// A call to the class server runs off the GUI thread: the thread goes on
// with its events meanwhile, the answer arrives on the receiver's thread, and
// a receiver gone by then (a dialog closed while it asked) hears nothing.
#include "classroom/ServerCall.h"

#include <QTest>
#include <QTimer>

#include <atomic>

using namespace atlas;

class TestServerCall : public QObject
{
    Q_OBJECT
private slots:
    void theGuiThreadGoesOnWhileItAsks()
    {
        QObject receiver;
        int ticks = 0;
        QTimer ticker;
        ticker.setInterval(5);
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticker.start();
        std::optional<ServerAnswer<QString>> got;
        QThread* answeredOn = nullptr;
        callServer<QString>(
            &receiver,
            [](QString* why) -> std::optional<QString> {
                QThread::msleep(200); // a slow server
                *why = QStringLiteral("no such class");
                return std::nullopt;
            },
            [&](const ServerAnswer<QString>& answer) {
                got = answer;
                answeredOn = QThread::currentThread();
            });
        QTRY_VERIFY(got.has_value());
        QVERIFY2(ticks >= 10, qPrintable(QString::number(ticks)));
        QCOMPARE(answeredOn, receiver.thread());
        QVERIFY(!got->value);
        QCOMPARE(got->why, QStringLiteral("no such class"));
    }

    void aReceiverGoneHearsNothing()
    {
        std::atomic<bool> ran{false};
        bool heard = false;
        {
            QObject receiver;
            callServer<int>(
                &receiver,
                [&ran](QString*) -> std::optional<int> {
                    QThread::msleep(100);
                    ran = true;
                    return 7;
                },
                [&heard](const ServerAnswer<int>&) { heard = true; });
        }
        QTRY_VERIFY(ran.load());
        QTest::qWait(50);
        QVERIFY(!heard);
    }
};

QTEST_GUILESS_MAIN(TestServerCall)
#include "tst_servercall.moc"
