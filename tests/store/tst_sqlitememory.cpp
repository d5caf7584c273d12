// SQLite takes its memory from glibc's allocator (SqliteMemory): installed
// before any database opens, and an in-memory store that grows through many
// doublings of its memdb buffer still holds every document it was given.
#include "store/DocumentStore.h"
#include "store/sqlite/SqliteMemory.h"
#include "store/WriteBatch.h"

#include <QtTest>

#include <sqlite3.h>

using namespace atlas;

class TestSqliteMemory : public QObject
{
    Q_OBJECT
private slots:
    void isInstalledBeforeAnyDatabaseOpens()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("sanitizer builds keep the sanitizer's allocator");
#else
        QVERIFY(useRemappingAllocatorForSqlite());
#endif
    }

    void aGrowingInMemoryStoreKeepsEveryDocument()
    {
        const sqlite3_int64 before = sqlite3_memory_used();
        {
            SimClock clock;
            DocumentStore store(clock);
            const std::string padding(900, 'x');
            for (int batch = 0; batch < 40; ++batch) {
                WriteBatch writes;
                for (int i = 0; i < 500; ++i) {
                    const int n = batch * 500 + i;
                    writes.create("orders/o" + std::to_string(n),
                                  Json{{"n", n}, {"padding", padding}});
                }
                store.commit(writes);
            }
            QCOMPARE(store.count("orders"), std::size_t(20'000));
            // Read back through SQLite, not the cache: the list walks the table.
            const auto docs = store.list("orders");
            QCOMPARE(docs.size(), std::size_t(20'000));
            long long sum = 0;
            for (const auto& doc : docs) {
                sum += doc->data.at("n").get<long long>();
                QCOMPARE(doc->data.at("padding").get_ref<const std::string&>().size(),
                         padding.size());
            }
            QCOMPARE(sum, 20'000LL * 19'999 / 2);
            // Some 20 MB of documents went through the allocator's accounting.
            QVERIFY(sqlite3_memory_used() - before > 10'000'000);
        }
        QVERIFY(sqlite3_memory_used() - before < 1'000'000); // and came back
    }
};

QTEST_GUILESS_MAIN(TestSqliteMemory)
#include "tst_sqlitememory.moc"
