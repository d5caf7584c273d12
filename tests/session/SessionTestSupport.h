#pragma once

// What the session tests share: a world with some history, file fingerprints,
// raw SQL on a file, and the document contents of a lab.
#include "lab/Lab.h"
#include "session/SessionError.h"
#include "session/SessionFile.h"
#include "session/SessionRecorder.h"
#include "session/SessionReplay.h"
#include "store/DocumentStore.h"
#include "store/json/JsonText.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QtTest>

#include <map>
#include <string>

namespace atlas::sessiontest {

inline Json paymentEvent(const std::string& order, const std::string& id)
{
    return Json{{"source", "atlasmart://payment-simulator"},
                {"id", id},
                {"type", "PAYMENT_SUCCEEDED"},
                {"orderId", order},
                {"correlationId", "corr-" + order},
                {"occurredAt", "2026-01-01T00:00:00Z"},
                {"paymentIdempotencyKey", "payment-" + order}};
}

// A small free-play history: a chaos run, a duplicate, a lost ack, a step back.
inline void playSomeHistory(Lab& lab)
{
    lab.execute("runChaos",
                Json{{"orders", 20}, {"events", 60}, {"duplicateRate", 0.2}, {"lostAckRate", 0.1}});
    lab.execute("publish", Json{{"event", paymentEvent("ord-000001", "evt-extra-1")}});
    lab.execute("duplicate", Json{{"message", "latest"}});
    lab.execute("inject", Json{{"delivery", "first"}, {"fault", "lost-ack"}});
    lab.execute("deliverAll", Json::object());
    lab.execute("advanceClock", Json{{"ms", 60'000}});
    lab.execute("deliverAll", Json::object());
    lab.execute("publish", Json{{"event", paymentEvent("ord-000002", "evt-extra-2")}});
    QVERIFY(lab.stepBack());
}

// Every document of a lab as path -> text, create and update time.
inline std::map<std::string, std::string> contents(const Lab& lab)
{
    std::map<std::string, std::string> out;
    for (const auto& collection : lab.store().collections())
        for (const auto& doc : lab.store().list(collection))
            out[doc->path()] = toJsonText(doc->data) + " " + std::to_string(doc->createTime) + " " +
                               std::to_string(doc->updateTime);
    return out;
}

// The bytes of a file and its SQLite companions: "unchanged" means all of them.
inline QByteArray fingerprint(const QString& path)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
        QFile f(path + suffix);
        hash.addData(suffix.toUtf8());
        if (f.open(QIODevice::ReadOnly))
            hash.addData(f.readAll());
        else
            hash.addData(QByteArrayLiteral("<absent>"));
    }
    return hash.result();
}

// Runs SQL on a file through a connection of the test's own.
inline void rawSql(const QString& path, const QStringList& statements)
{
    const QString name = QStringLiteral("raw-%1").arg(qHash(path));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString& sql : statements)
            QVERIFY2(q.exec(sql), qPrintable(sql + QStringLiteral(": ") + q.lastError().text()));
    }
    QSqlDatabase::removeDatabase(name);
}

// A recorded session file holding playSomeHistory().
inline void writeSession(const QString& path,
                         std::map<std::string, std::string>* documents = nullptr)
{
    Lab lab;
    {
        SessionRecorder recorder(lab, SessionFile::create(path, lab.seed()), true);
        playSomeHistory(lab);
        QVERIFY(recorder.isRecording());
    }
    if (documents)
        *documents = contents(lab);
}

// Opens the session at `path`, restores it into `lab` and records a publish
// and its delivery on into the same file.
inline void goOnRecording(Lab& lab, const QString& path)
{
    auto file = SessionFile::open(path);
    QVERIFY(SessionReplay::restore(lab, *file).consistent());
    SessionRecorder recorder(lab, std::move(file), true);
    lab.execute("publish", Json{{"event", paymentEvent("ord-000003", "evt-more")}});
    lab.execute("deliverAll", Json::object());
    QVERIFY(recorder.isRecording());
}

template <class Fn> std::string sessionErrorOf(Fn&& fn)
{
    try {
        fn();
    } catch (const SessionError& e) {
        return e.what();
    }
    return {};
}

} // namespace atlas::sessiontest
