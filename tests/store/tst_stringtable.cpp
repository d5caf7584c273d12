// Interned strings keep dense ids and are found by them while the table
// grows, including halfway through moving its entries to a bigger table.
#include "store/compact/HashSlot.h"
#include "store/compact/StringTable.h"

#include <QTest>

#include <algorithm>
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

    // The tables probe from a hash's low bits: for keys that differ only in
    // their last bytes (document paths, inbox ids, short names) those bits
    // fill 4,096 buckets about evenly (65,536 keys: 16 a bucket on average,
    // none empty, none over three times that), and 32-bit hashes collide
    // about as rarely as chance has them do (0.5 pairs expected).
    void hashSpreadsSimilarKeys_data()
    {
        QTest::addColumn<int>("family");
        QTest::addRow("order paths") << 0;
        QTest::addRow("inbox paths") << 1;
        QTest::addRow("short names") << 2;
        QTest::addRow("one long prefix") << 3;
    }

    void hashSpreadsSimilarKeys()
    {
        QFETCH(int, family);
        const auto key = [family](std::uint32_t i) -> std::string {
            switch (family) {
            case 0:
                return "orders/o" + std::to_string(i);
            case 1:
                return "workflowEvents/%2F%2Fatlasmart%2Fcheckout%7Cevt-" + std::to_string(i);
            case 2: // every string of one to three bytes from a 40-letter alphabet
                return std::string(1, char('0' + i % 40)) +
                       (i >= 40 ? std::string(1, char('0' + i / 40 % 40)) : "") +
                       (i >= 1600 ? std::string(1, char('0' + i / 1600)) : "");
            default:
                return std::string(300, 'p') + std::to_string(i);
            }
        };
        constexpr std::uint32_t kKeys = 65'536;
        const std::uint32_t keys = family == 2 ? 40 + 1600 + 64'000 : kKeys;
        std::vector<int> buckets(4096);
        std::vector<std::uint32_t> hashes;
        hashes.reserve(keys);
        for (std::uint32_t i = 0; i < keys; ++i) {
            const std::uint32_t hash = HashSlot::hashOf(key(i));
            ++buckets[hash & 4095];
            hashes.push_back(hash);
        }
        const double mean = double(keys) / buckets.size();
        const auto [least, most] = std::minmax_element(buckets.begin(), buckets.end());
        QVERIFY2(*least > 0, qPrintable(QStringLiteral("an empty bucket (mean %1)").arg(mean)));
        QVERIFY2(*most <= 3 * mean,
                 qPrintable(QStringLiteral("a bucket of %1 (mean %2)").arg(*most).arg(mean)));
        std::sort(hashes.begin(), hashes.end());
        const auto collisions =
            hashes.size() - std::size_t(std::unique(hashes.begin(), hashes.end()) - hashes.begin());
        QVERIFY2(collisions <= 4,
                 qPrintable(QStringLiteral("%1 colliding hashes").arg(collisions)));
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
