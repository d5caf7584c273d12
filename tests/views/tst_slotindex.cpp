// SlotIndex: a live table's rows by id, growing without rehashing every
// entry at once.
#include "views/SlotIndex.h"

#include <QTest>

#include <sys/resource.h>

#include <deque>
#include <map>
#include <string>

using namespace atlas;

namespace {

long minorFaults()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
}

} // namespace

class TestSlotIndex : public QObject
{
    Q_OBJECT
private slots:
    void findsEveryIdWhileItGrows()
    {
        SlotIndex index;
        std::deque<std::string> ids; // the index views them
        bool grew = false;
        for (SlotIndex::Slot i = 0; i < 20000; ++i) {
            ids.push_back("evt-" + std::to_string(i));
            index.insert(ids.back(), i);
            grew = grew || index.isGrowing();
            // Entries old and new are found mid-growth, and nothing else is.
            if (i % 997 == 0)
                for (SlotIndex::Slot j = 0; j <= i; j += 113) {
                    const SlotIndex::Slot* slot = index.find(ids[j]);
                    QVERIFY2(slot, ids[j].c_str());
                    QCOMPARE(*slot, j);
                }
        }
        QVERIFY(grew);
        QCOMPARE(index.size(), std::size_t(20000));
        QVERIFY(!index.contains("evt-20000"));
        QVERIFY(!index.contains(""));
    }

    // The table a growth takes was faulted in while the last one filled: the
    // rows right after a growth (each insert also moves old entries to random
    // places in the new table) write pages that are already there.
    void theRowsAfterAGrowthFindTheNewTableFaultedIn()
    {
        SlotIndex index;
        std::deque<std::string> ids;
        for (SlotIndex::Slot i = 0; i < 80000; ++i)
            ids.push_back("evt-" + std::to_string(i));
        SlotIndex::Slot i = 0;
        // 65,536 rows fill 131,072 entries to half: the next insert grows
        // the index into 262,144 entries, 4 MiB.
        for (; i < 65536; ++i)
            index.insert(ids[i], i);
        QVERIFY(!index.isGrowing());
        const long before = minorFaults();
        for (; i < 65536 + 2000; ++i)
            index.insert(ids[i], i);
        const long faults = minorFaults() - before;
        QVERIFY(index.isGrowing());
        // Unprepared, these 2,000 rows and 16,000 moved slots fault in most of
        // the new table's 1,024 pages.
        QVERIFY2(faults < 100, qPrintable(QString::number(faults)));
        for (SlotIndex::Slot j = 0; j < i; j += 7)
            QCOMPARE(*index.find(ids[j]), j);
    }

    void growingMovesAFewEntriesAtATime()
    {
        SlotIndex index;
        std::deque<std::string> ids;
        const auto add = [&] {
            ids.push_back("o" + std::to_string(ids.size()));
            index.insert(ids.back(), SlotIndex::Slot(ids.size() - 1));
        };
        // Past a few growths, up to the insert that starts the next one.
        while (ids.size() < 1000 || index.isGrowing())
            add();
        while (!index.isGrowing())
            add();
        const std::size_t before = ids.size() - 1; // entries when it started
        // The move is spread over many later changes, and ends before the
        // table has doubled again.
        std::size_t changes = 0;
        while (index.isGrowing()) {
            add();
            ++changes;
        }
        QVERIFY2(changes > before / 8 && changes < before,
                 qPrintable(QStringLiteral("%1 changes for %2 entries").arg(changes).arg(before)));
        for (std::size_t i = 0; i < ids.size(); ++i)
            QCOMPARE(*index.find(ids[i]), SlotIndex::Slot(i));
    }

    // An entry erased after it moved to the new table is gone from both.
    void anEntryErasedAfterItMovedIsGone()
    {
        SlotIndex index;
        std::deque<std::string> ids;
        while (!index.isGrowing()) {
            ids.push_back("q" + std::to_string(ids.size()));
            index.insert(ids.back(), SlotIndex::Slot(ids.size() - 1));
        }
        // Old ids erased while the old entries move, spread over the old
        // table (7,919 is prime: each old id once): some have moved by then,
        // some not.
        const std::size_t oldIds = ids.size() - 1;
        std::size_t erased = 0;
        while (index.isGrowing()) {
            ids.push_back("q" + std::to_string(ids.size()));
            index.insert(ids.back(), SlotIndex::Slot(ids.size() - 1));
            const std::string& gone = ids[erased * 7919 % oldIds];
            index.erase(gone);
            QVERIFY(!index.contains(gone));
            ++erased;
        }
        QVERIFY(erased > 1);
        QCOMPARE(index.size(), ids.size() - erased);
    }

    void erasesAndVisitsEachEntryOnce()
    {
        SlotIndex index;
        std::deque<std::string> ids;
        std::map<std::string, SlotIndex::Slot> expected;
        for (SlotIndex::Slot i = 0; i < 5000; ++i) {
            ids.push_back("p" + std::to_string(i));
            index.insert(ids.back(), i);
            expected[ids.back()] = i;
            // Erase some while entries are moving, some from either table.
            if (i % 3 == 0) {
                const std::string& gone = ids[i / 2];
                if (expected.erase(gone) == 1)
                    index.erase(gone);
            }
        }
        QCOMPARE(index.size(), expected.size());
        std::map<std::string, SlotIndex::Slot> seen;
        index.forEach([&](std::string_view id, SlotIndex::Slot slot) {
            QVERIFY(seen.emplace(std::string(id), slot).second);
        });
        QCOMPARE(seen, expected);
        index.clear();
        QCOMPARE(index.size(), std::size_t(0));
        QVERIFY(!index.contains(ids.front()));
    }
};

QTEST_GUILESS_MAIN(TestSlotIndex)
#include "tst_slotindex.moc"
