// Files the lab did not write, or must not change: each is refused (or opened
// read-only) quickly, with a message naming it, and keeps every byte.
#include "SessionTestSupport.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <sys/stat.h>

using namespace atlas;
using namespace atlas::sessiontest;

namespace {

// Opening `path` as a session fails, saying `mentions`, within a second,
// and leaves the file as it was.
void refusedUntouched(const QString& path, const std::string& mentions)
{
    const QByteArray before = fingerprint(path);
    QElapsedTimer clock;
    clock.start();
    const std::string error = sessionErrorOf([&] { SessionFile::open(path); });
    QVERIFY2(clock.elapsed() < 1000, std::to_string(clock.elapsed()).c_str());
    QVERIFY2(error.find(mentions) != std::string::npos, error.c_str());
    QVERIFY2(error.find(path.toStdString()) != std::string::npos, error.c_str());
    QCOMPARE(fingerprint(path), before);
    // A new session there is refused too, and writes nothing either.
    QVERIFY(!sessionErrorOf([&] { SessionFile::create(path, 1); }).empty());
    QCOMPARE(fingerprint(path), before);
}

} // namespace

class TestSessionFiles : public QObject
{
    Q_OBJECT
private slots:
    void craftedFilesAreRefused_data()
    {
        QTest::addColumn<QStringList>("sql");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("foreign database")
            << QStringList{QStringLiteral("CREATE TABLE notes (t TEXT)")}
            << QStringLiteral("not an AtlasMart lab session");
        QTest::newRow("schema 0 with our id")
            << QStringList{QStringLiteral("CREATE TABLE documents (x)"),
                           QStringLiteral("PRAGMA application_id = 1096043586")}
            << QStringLiteral("earlier AtlasMart Lab (schema 0)");
        QTest::newRow("a first-wave lab file")
            << QStringList{QStringLiteral("CREATE TABLE documents (collection TEXT, id TEXT, data "
                                          "TEXT, create_time INTEGER, update_time INTEGER)"),
                           QStringLiteral("PRAGMA application_id = 1096043586"),
                           QStringLiteral("PRAGMA user_version = 1")}
            << QStringLiteral("cannot be resumed");
        QTest::newRow("newer") << QStringList{QStringLiteral("CREATE TABLE documents (x)"),
                                              QStringLiteral("PRAGMA application_id = 1096043586"),
                                              QStringLiteral("PRAGMA user_version = 4")}
                               << QStringLiteral("newer AtlasMart Lab");
    }
    void craftedFilesAreRefused()
    {
        QFETCH(QStringList, sql);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("crafted.atlaslab"));
        rawSql(path, sql);
        refusedUntouched(path, mentions.toStdString());
    }

    void tamperedSessionsAreRefused_data()
    {
        QTest::addColumn<QStringList>("sql");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("documents is a view")
            << QStringList{QStringLiteral("DROP TABLE documents"),
                           QStringLiteral("CREATE VIEW documents AS SELECT 'orders' AS collection, "
                                          "'x' AS id, '{}' AS data, 0 AS create_time, 0 AS "
                                          "update_time")}
            << QStringLiteral("view named 'documents'");
        QTest::newRow("a trigger")
            << QStringList{QStringLiteral("CREATE TRIGGER t AFTER INSERT ON journal BEGIN DELETE "
                                          "FROM documents; END")}
            << QStringLiteral("trigger named 't'");
        QTest::newRow("an extra table") << QStringList{QStringLiteral("CREATE TABLE extra (x)")}
                                        << QStringLiteral("table named 'extra'");
        QTest::newRow("a missing table") << QStringList{QStringLiteral("DROP TABLE journal")}
                                         << QStringLiteral("no 'journal' table");
        QTest::newRow("other columns")
            << QStringList{QStringLiteral("DROP TABLE journal"),
                           QStringLiteral("CREATE TABLE journal (seq INTEGER, line TEXT)")}
            << QStringLiteral("expected (seq, entry)");
        QTest::newRow("a huge document")
            << QStringList{QStringLiteral("INSERT INTO documents VALUES ('orders', 'big', '\"' || "
                                          "hex(zeroblob(600000)) || '\"', 0, 0)")}
            << QStringLiteral("larger than 1 MiB");
        QTest::newRow("a binary document")
            << QStringList{QStringLiteral("INSERT INTO documents VALUES ('orders', 'blob', "
                                          "x'00ff', 0, 0)")}
            << QStringLiteral("not text");
        QTest::newRow("no seed") << QStringList{QStringLiteral(
                                        "DELETE FROM session WHERE key = 'seed'")}
                                 << QStringLiteral("no valid seed");
    }
    void tamperedSessionsAreRefused()
    {
        QFETCH(QStringList, sql);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        writeSession(path);
        rawSql(path, sql);
        refusedUntouched(path, mentions.toStdString());
    }

    void malformedContentIsReportedNotCrashedOn()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        writeSession(path);
        rawSql(path,
               {QStringLiteral("UPDATE documents SET data = '{\"unclosed' WHERE id = "
                               "(SELECT min(id) FROM documents WHERE collection = 'orders')")});
        const QByteArray before = fingerprint(path);
        const SessionReport report = SessionReplay::check(path);
        QVERIFY(!report.consistent());
        QVERIFY2(report.toText().find("differs") != std::string::npos, report.toText().c_str());
        QCOMPARE(fingerprint(path), before);

        rawSql(path, {QStringLiteral("UPDATE commands SET args = '[1,2]' WHERE seq = 1")});
        const std::string error = sessionErrorOf([&] { SessionFile::open(path)->commands(); });
        QVERIFY2(error.find("not a JSON object") != std::string::npos, error.c_str());
        rawSql(path, {QStringLiteral("UPDATE commands SET args = '{}', name = 'selfDestruct' "
                                     "WHERE seq = 1")});
        const SessionReport unknown = SessionReplay::check(path);
        QVERIFY(!unknown.replayed);
        QVERIFY2(unknown.replayError.find("selfDestruct") != std::string::npos,
                 unknown.replayError.c_str());
    }

    void thingsThatAreNotFilesAreRefused()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        for (const QString& path : {fifo, dir.path(), QStringLiteral("/dev/zero")}) {
            QElapsedTimer clock;
            clock.start();
            const std::string error = sessionErrorOf([&] { SessionFile::open(path); });
            QVERIFY2(error.find("not a regular file") != std::string::npos, error.c_str());
            QVERIFY(clock.elapsed() < 1000);
        }
        QTemporaryDir text;
        const QString notes = text.filePath(QStringLiteral("notes.atlaslab"));
        QFile f(notes);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("these are my notes, not a database\n");
        f.close();
        refusedUntouched(notes, "not an SQLite database");
        QVERIFY(
            !sessionErrorOf([] { SessionFile::open(QStringLiteral("/no/such/file")); }).empty());
    }

    void aReadOnlyFileOpensReadOnly()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("run.atlaslab"));
        writeSession(path);
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup));
        const QByteArray before = fingerprint(path);
        {
            const auto file = SessionFile::open(path);
            QVERIFY(!file->isWritable());
            QCOMPARE(file->readOnlyReason(), QStringLiteral("the file is read-only"));
            QVERIFY(SessionReplay::check(path).consistent());
            const std::string error = sessionErrorOf([&] { file->begin(); });
            QVERIFY2(error.find("read-only") != std::string::npos, error.c_str());
        }
        QCOMPARE(fingerprint(path), before);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    }
};

QTEST_GUILESS_MAIN(TestSessionFiles)
#include "tst_sessionfiles.moc"
