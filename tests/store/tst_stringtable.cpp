// Interned strings keep dense ids and are found by them while the table
// grows, including halfway through moving its entries to a bigger table.
#include "store/compact/StringTable.h"

#include <QTest>

#include <string>

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

    void emptyTableFindsNothing()
    {
        const StringTable table;
        QCOMPARE(table.find("x"), StringTable::kNone);
        QCOMPARE(table.size(), std::size_t(0));
    }
};

QTEST_GUILESS_MAIN(TestStringTable)
#include "tst_stringtable.moc"
