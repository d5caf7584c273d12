// SqliteStatement runs statements on the connection Qt SQL opened: text goes
// in and comes out as the same bytes, a failure is reported with SQLite's
// reason instead of thrown, and the statement is usable again after it.
#include "store/sqlite/SqliteStatement.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QtTest>

#include <sqlite3.h>

using namespace atlas;

class TestSqliteStatement : public QObject
{
    Q_OBJECT
private:
    QSqlDatabase db_;

private slots:
    void init()
    {
        db_ = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("statement"));
        db_.setDatabaseName(QStringLiteral(":memory:"));
        QVERIFY(db_.open());
        QSqlQuery q(db_);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT, n INTEGER)")));
    }
    void cleanup()
    {
        db_.close();
        db_ = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("statement"));
    }

    void findsTheHandleOnlyOfAnOpenSqliteConnection()
    {
        QVERIFY(SqliteStatement::handleOf(db_) != nullptr);
        QVERIFY(SqliteStatement::handleOf(QSqlDatabase()) == nullptr);
        QSqlDatabase closed = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("closed"));
        QVERIFY(SqliteStatement::handleOf(closed) == nullptr);
        closed = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("closed"));
        SqliteStatement st;
        QVERIFY(!st.prepare(nullptr, "SELECT 1"));
        QVERIFY(!st.error().empty());
    }

    void textRoundTripsByteForByte()
    {
        sqlite3* raw = SqliteStatement::handleOf(db_);
        SqliteStatement put, get;
        QVERIFY(put.prepare(raw, "INSERT INTO t (k, v, n) VALUES (?, ?, ?)"));
        QVERIFY(get.prepare(raw, "SELECT v, n, typeof(v) FROM t WHERE k = ?"));
        const std::string value = std::string("caf\xc3\xa9 \xe2\x82\xac ", 10) + std::string(1, '\0') + "tail";
        put.bind(1, std::string_view("k1"));
        put.bind(2, std::string_view(value));
        put.bind(3, std::int64_t{1} << 40);
        QVERIFY2(put.run(), put.error().c_str());
        put.bind(1, std::string_view("empty"));
        put.bind(2, std::string_view());
        put.bind(3, std::int64_t{-7});
        QVERIFY2(put.run(), put.error().c_str());

        get.bind(1, std::string_view("k1"));
        QCOMPARE(get.next(), SqliteStatement::Step::Row);
        QCOMPARE(std::string(get.text(0)), value);
        QCOMPARE(get.integer(1), std::int64_t{1} << 40);
        QCOMPARE(std::string(get.text(2)), std::string("text")); // stored as TEXT, not BLOB
        QCOMPARE(get.next(), SqliteStatement::Step::Done);

        get.bind(1, std::string_view("empty"));
        QCOMPARE(get.next(), SqliteStatement::Step::Row);
        QCOMPARE(std::string(get.text(2)), std::string("text")); // empty text, not NULL
        QCOMPARE(get.text(0).size(), std::size_t{0});
        get.reset();

        get.bind(1, std::string_view("absent"));
        QCOMPARE(get.next(), SqliteStatement::Step::Done);
    }

    void aFailureIsReportedAndTheStatementRunsAgain()
    {
        sqlite3* raw = SqliteStatement::handleOf(db_);
        SqliteStatement bad;
        QVERIFY(!bad.prepare(raw, "SELECT * FROM missing"));
        QVERIFY2(bad.error().find("missing") != std::string::npos, bad.error().c_str());
        QVERIFY(!bad.isPrepared());

        SqliteStatement put;
        QVERIFY(put.prepare(raw, "INSERT INTO t (k, v, n) VALUES (?, ?, ?)"));
        for (int i = 0; i < 2; ++i) {
            put.bind(1, std::string_view("same"));
            put.bind(2, std::string_view("v"));
            put.bind(3, std::int64_t{i});
            const bool ok = put.run();
            QCOMPARE(ok, i == 0);
        }
        QVERIFY2(put.error().find("UNIQUE") != std::string::npos, put.error().c_str());

        put.bind(9, std::string_view("no such parameter"));
        QVERIFY(!put.run());
        QVERIFY2(put.error().find("range") != std::string::npos, put.error().c_str());

        put.bind(1, std::string_view("other"));
        put.bind(2, std::string_view("v"));
        put.bind(3, std::int64_t{2});
        QVERIFY2(put.run(), put.error().c_str());
        QSqlQuery count(db_);
        QVERIFY(count.exec(QStringLiteral("SELECT count(*) FROM t")) && count.next());
        QCOMPARE(count.value(0).toInt(), 2);
    }
};

QTEST_GUILESS_MAIN(TestSqliteStatement)
#include "tst_sqlitestatement.moc"
