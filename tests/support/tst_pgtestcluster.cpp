#include "PgTestCluster.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

// The fixture the classroom and worker tests stand on: a real server that
// starts, answers, keeps what it is given and is gone after stop().
class TestPgTestCluster : public QObject {
    Q_OBJECT
private slots:
    void startsAnswersAndStops()
    {
        PgTestCluster cluster;
        QVERIFY2(cluster.ok(), qPrintable(cluster.error()));
        QVERIFY(cluster.url().startsWith(QStringLiteral("postgresql://lab@127.0.0.1:")));
        {
            QSqlDatabase db = cluster.connect(QStringLiteral("fixture"));
            QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("CREATE TABLE t (k text PRIMARY KEY)")));
            QVERIFY(query.prepare(QStringLiteral("INSERT INTO t VALUES (?) ON CONFLICT DO NOTHING")));
            for (int i = 0; i < 2; ++i) {
                query.addBindValue(QStringLiteral("once"));
                QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
            }
            QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM t")));
            QVERIFY(query.next());
            QCOMPARE(query.value(0).toInt(), 1);
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("fixture"));

        cluster.stop();
        QVERIFY(!cluster.ok());
        QSqlDatabase after = cluster.connect(QStringLiteral("after"));
        QVERIFY(!after.isOpen());
        after = {};
        QSqlDatabase::removeDatabase(QStringLiteral("after"));
    }
};

QTEST_GUILESS_MAIN(TestPgTestCluster)
#include "tst_pgtestcluster.moc"
