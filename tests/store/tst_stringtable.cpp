// Interned strings keep dense ids and are found by them while the table
// grows, including halfway through moving its entries to a bigger table.
#include "store/compact/StringTable.h"

#include <QTest>

#include <memory>
#include <string>
#include <vector>

using namespace atlas;

namespace {

std::string name(std::uint32_t i)
{
    return "evt-" + std::to_string(i * 7919u % 100003u) + "-" + std::to_string(i);
}

} // namespace

class TestStringTable : public QObject
{
    Q_OBJECT
private slots:
    void idsAreDenseAndStableAcrossGrowth()
    {
        StringTable table;
        constexpr std::uint32_t kCount = 40'000; // grows from 1,024 slots to 131,072
        for (std::uint32_t i = 0; i < kCount; ++i) {
            QCOMPARE(table.intern(name(i)), i);
            // Right after each insert, mid-growth included: the newest string,
            // and a spread of older ones, keep their ids.
            QCOMPARE(table.find(name(i)), i);
            const std::uint32_t older = (i * 2654435761u) % (i + 1);
            QCOMPARE(table.find(name(older)), older);
            QCOMPARE(table.intern(name(older)), older); // not added twice
        }
        QCOMPARE(table.size(), std::size_t(kCount));
        for (std::uint32_t i = 0; i < kCount; ++i) {
            QCOMPARE(table.find(name(i)), i);
            QCOMPARE(std::string(table.at(i)), name(i));
        }
        QCOMPARE(table.find("evt-absent"), StringTable::kNone);
    }

    // Every count from just before a growth to well after it: a copy taken
    // while entries are still moving answers like the original.
    void aCopyTakenWhileGrowingFindsEverything()
    {
        StringTable table;
        for (std::uint32_t i = 0; i < 513; ++i) // the 513th string grows 1,024 -> 2,048
            table.intern(name(i));
        StringTable copy = table;
        QCOMPARE(copy.size(), table.size());
        for (std::uint32_t i = 0; i < 513; ++i)
            QCOMPARE(copy.find(name(i)), i);
        for (std::uint32_t i = 513; i < 2'000; ++i)
            QCOMPARE(copy.intern(name(i)), i);
        for (std::uint32_t i = 0; i < 2'000; ++i)
            QCOMPARE(copy.find(name(i)), i);
        QCOMPARE(table.find(name(1'999)), StringTable::kNone); // the original is its own
    }

    // The copy holds its own strings: it answers after the original is gone
    // and its memory is used again.
    void aCopyOutlivesTheOriginal()
    {
        auto original = std::make_unique<StringTable>();
        for (std::uint32_t i = 0; i < 5'000; ++i)
            original->intern(name(i));
        const StringTable copy = *original;
        original.reset();
        std::vector<std::string> reuse(5'000, std::string(40, 'x')); // takes the freed memory
        for (std::uint32_t i = 0; i < 5'000; ++i) {
            QCOMPARE(copy.find(name(i)), i);
            QCOMPARE(std::string(copy.at(i)), name(i));
        }
        QVERIFY(!reuse.empty());
    }

    // A string longer than a chunk (64 KiB) gets a chunk of its own; the
    // strings after it, and a copy taken right after it, still find theirs.
    void stringsLongerThanAChunk()
    {
        StringTable table;
        const std::string big(100'000, 'b');
        const std::string bigger(200'000, 'c');
        QCOMPARE(table.intern("first"), 0u);
        QCOMPARE(table.intern(big), 1u);
        const StringTable copy = table; // its last chunk is the long string's
        QCOMPARE(table.intern("after"), 2u);
        QCOMPARE(table.intern(bigger), 3u);
        for (std::uint32_t i = 0; i < 3'000; ++i)
            QCOMPARE(table.intern(name(i)), 4 + i);
        QCOMPARE(table.find(big), 1u);
        QCOMPARE(table.find(bigger), 3u);
        QCOMPARE(table.find("after"), 2u);
        QCOMPARE(table.at(3).size(), bigger.size());
        QCOMPARE(copy.find(big), 1u);
        QCOMPARE(copy.find("first"), 0u);
        QCOMPARE(copy.find("after"), StringTable::kNone);
        StringTable grown = copy;
        QCOMPARE(grown.intern("after copy"), 2u);
        QCOMPARE(std::string(grown.at(1)), big);
        QCOMPARE(std::string(grown.at(2)), std::string("after copy"));
    }

    // A hint only: asking for slots first, on an empty table, while it
    // grows and for absent strings, changes no answer.
    void prefetchChangesNoAnswer()
    {
        StringTable table;
        table.prefetch("nothing yet");
        for (std::uint32_t i = 0; i < 3'000; ++i) { // grows twice
            table.prefetch(name(i));
            table.prefetch("absent-" + std::to_string(i));
            QCOMPARE(table.intern(name(i)), i);
        }
        for (std::uint32_t i = 0; i < 3'000; ++i)
            QCOMPARE(table.find(name(i)), i);
        QCOMPARE(table.find("absent-1"), StringTable::kNone);
    }

    void emptyTableFindsNothing()
    {
        const StringTable table;
        QCOMPARE(table.find("x"), StringTable::kNone);
        QCOMPARE(table.size(), std::size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestStringTable)
#include "tst_stringtable.moc"
