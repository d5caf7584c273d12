// The document cache against a plain least-recently-used list: the same
// entries, in the same order of eviction, through inserts, replacements,
// reads that refresh an entry and capacity changes, with paths enough to
// make long probe runs whose entries move back as others are evicted.
#include "store/cache/DocumentCache.h"

#include <QTest>

#include <algorithm>
#include <list>
#include <random>
#include <string>
#include <utility>

using namespace atlas;

namespace {

DocumentPtr document(const std::string& path, int version)
{
    auto doc = std::make_shared<Document>();
    doc->collection = "orders";
    doc->id = path + "#" + std::to_string(version);
    return doc;
}

// The model: most recently used first.
class Lru
{
public:
    explicit Lru(std::size_t capacity) : capacity_(capacity) {}
    const DocumentPtr* find(const std::string& path, bool touch)
    {
        const auto it = std::find_if(entries_.begin(), entries_.end(),
                                     [&](const auto& e) { return e.first == path; });
        if (it == entries_.end())
            return nullptr;
        if (touch)
            entries_.splice(entries_.begin(), entries_, it);
        return &(touch ? entries_.front() : *it).second;
    }
    void put(const std::string& path, DocumentPtr doc)
    {
        if (capacity_ == 0)
            return;
        if (const auto found = find(path, true)) {
            entries_.front().second = std::move(doc);
            return;
        }
        entries_.emplace_front(path, std::move(doc));
        setCapacity(capacity_);
    }
    void setCapacity(std::size_t capacity)
    {
        capacity_ = capacity;
        while (entries_.size() > capacity_)
            entries_.pop_back();
    }
    std::size_t size() const { return entries_.size(); }

private:
    std::size_t capacity_;
    std::list<std::pair<std::string, DocumentPtr>> entries_;
};

} // namespace

class TestDocumentCache : public QObject
{
    Q_OBJECT
private slots:
    void keepsTheMostRecentlyUsedEntries()
    {
        DocumentCache cache(3);
        cache.put("orders/a", document("a", 1));
        cache.put("orders/b", nullptr); // known absent is an entry too
        cache.put("orders/c", document("c", 1));
        QVERIFY(cache.find("orders/a")); // now the most recent: b goes next
        cache.put("orders/d", document("d", 1));
        QCOMPARE(cache.size(), std::size_t(3));
        QVERIFY(!cache.peek("orders/b"));
        QCOMPARE((*cache.peek("orders/a"))->id, std::string("a#1"));
        cache.put("orders/a", document("a", 2)); // replaced, not added
        QCOMPARE(cache.size(), std::size_t(3));
        QCOMPARE((*cache.find("orders/a"))->id, std::string("a#2"));
        cache.clear();
        QCOMPARE(cache.size(), std::size_t(0));
        QVERIFY(!cache.find("orders/a"));
        QCOMPARE(cache.capacity(), std::size_t(3));
    }

    void matchesAPlainListThroughRandomUse_data()
    {
        QTest::addColumn<int>("capacity");
        QTest::addColumn<int>("paths");
        QTest::newRow("full, many paths") << 64 << 500;
        QTest::newRow("fewer paths than room") << 64 << 40;
        QTest::newRow("one entry") << 1 << 10;
    }

    void matchesAPlainListThroughRandomUse()
    {
        QFETCH(int, capacity);
        QFETCH(int, paths);
        DocumentCache cache{std::size_t(capacity)};
        Lru model{std::size_t(capacity)};
        std::mt19937 rng(20261204);
        std::uniform_int_distribution<int> pick(0, paths - 1), what(0, 99);
        for (int step = 0; step < 40'000; ++step) {
            const std::string path = "workflowEvents/evt-" + std::to_string(pick(rng));
            const int w = what(rng);
            if (w < 45) {
                const DocumentPtr doc = w < 5 ? nullptr : document(path, step);
                cache.put(path, doc);
                model.put(path, doc);
            } else if (w < 98) {
                const bool touch = w < 80;
                const DocumentPtr* got = touch ? cache.find(path) : cache.peek(path);
                const DocumentPtr* want = model.find(path, touch);
                QCOMPARE(bool(got), bool(want));
                if (got)
                    QCOMPARE(got->get(), want->get());
            } else {
                // Shrinking keeps the most recent entries; growing keeps all.
                const std::size_t next =
                    w == 98 ? std::size_t(capacity) / 2 : std::size_t(capacity);
                cache.setCapacity(next);
                model.setCapacity(next);
            }
            QCOMPARE(cache.size(), model.size());
        }
    }

    void noRoomKeepsNothing()
    {
        DocumentCache cache(0);
        cache.put("orders/a", document("a", 1));
        QCOMPARE(cache.size(), std::size_t(0));
        QVERIFY(!cache.find("orders/a"));
    }
};

QTEST_GUILESS_MAIN(TestDocumentCache)
#include "tst_documentcache.moc"
