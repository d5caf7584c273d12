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
        QVERIFY(useOwnAllocatorForSqlite());
#endif
    }

    void aLargeBlockGrowsInPlaceAndKeepsItsBytes()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("sanitizer builds keep the sanitizer's allocator");
#else
        // Grown the way memdb grows its buffer: doubling from below a megabyte.
        sqlite3_uint64 size = 512 * 1024;
        auto* block = static_cast<unsigned char*>(sqlite3_malloc64(size));
        QVERIFY(block);
        for (sqlite3_uint64 i = 0; i < size; ++i)
            block[i] = static_cast<unsigned char>(i * 7);
        unsigned char* firstMapped = nullptr;
        for (int doubling = 0; doubling < 7; ++doubling) { // to 64 MiB
            const sqlite3_uint64 grown = size * 2;
            auto* next = static_cast<unsigned char*>(sqlite3_realloc64(block, grown));
            QVERIFY(next);
            QCOMPARE(sqlite3_msize(next), grown);
            if (firstMapped) // once it has a mapping of its own, it stays put
                QCOMPARE(static_cast<void*>(next), static_cast<void*>(firstMapped));
            else if (grown >= 1024 * 1024)
                firstMapped = next;
            for (sqlite3_uint64 i = 0; i < 512 * 1024; i += 4093)
                QCOMPARE(next[i], static_cast<unsigned char>(i * 7));
            next[grown - 1] = 0x5a; // the new end is writable
            block = next;
            size = grown;
        }
        QCOMPARE(block[size - 1], static_cast<unsigned char>(0x5a));
        const sqlite3_int64 used = sqlite3_memory_used();
        sqlite3_free(block);
        QCOMPARE(sqlite3_memory_used(), used - sqlite3_int64(size));
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
