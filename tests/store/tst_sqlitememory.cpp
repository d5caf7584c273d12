// SQLite takes its memory from glibc's allocator, and its largest blocks
// from mappings of their own (SqliteMemory): installed before any database
// opens, and an in-memory store that grows through many doublings of its
// memdb buffer still holds every document it was given.
#include "store/DocumentStore.h"
#include "store/SqliteMemory.h"
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

    // Blocks of 4 MiB and more get mappings of their own: growing and
    // shrinking across that size, and growing a mapping by remapping it,
    // keep every byte and report the size asked for.
    void blocksKeepTheirBytesAcrossTheMappedSize()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("sanitizer builds keep the sanitizer's allocator");
#endif
        const auto fill = [](unsigned char* at, std::size_t from, std::size_t to) {
            for (std::size_t i = from; i < to; ++i)
                at[i] = static_cast<unsigned char>(i * 31 + 7);
        };
        const auto holds = [](const unsigned char* at, std::size_t to) {
            for (std::size_t i = 0; i < to; ++i)
                if (at[i] != static_cast<unsigned char>(i * 31 + 7))
                    return false;
            return true;
        };
        const std::size_t small = 1 << 20, mapped = 6 << 20, larger = 20 << 20;
        auto* block = static_cast<unsigned char*>(sqlite3_malloc64(small));
        QVERIFY(block);
        fill(block, 0, small);
        block = static_cast<unsigned char*>(sqlite3_realloc64(block, mapped));
        QVERIFY(block);
        QCOMPARE(sqlite3_msize(block), sqlite3_uint64(mapped));
        QVERIFY(holds(block, small));
        fill(block, small, mapped);
        block = static_cast<unsigned char*>(sqlite3_realloc64(block, larger));
        QVERIFY(block);
        QCOMPARE(sqlite3_msize(block), sqlite3_uint64(larger));
        QVERIFY(holds(block, mapped));
        fill(block, mapped, larger);
        QVERIFY(holds(block, larger));
        block = static_cast<unsigned char*>(sqlite3_realloc64(block, small));
        QVERIFY(block);
        QCOMPARE(sqlite3_msize(block), sqlite3_uint64(small));
        QVERIFY(holds(block, small));
        sqlite3_free(block);
        auto* direct = static_cast<unsigned char*>(sqlite3_malloc64(mapped)); // mapped from the start
        QVERIFY(direct);
        fill(direct, 0, mapped);
        QVERIFY(holds(direct, mapped));
        QCOMPARE(sqlite3_msize(direct), sqlite3_uint64(mapped));
        sqlite3_free(direct);
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
