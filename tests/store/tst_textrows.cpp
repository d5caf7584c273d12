// An in-memory store's rows (TextRows) answer exactly as an SQLite file's
// rows do, for any mix of creates, rewrites and removals.
#include "store/compact/TextRows.h"
#include "store/sqlite/SqlBackend.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

using namespace atlas;

namespace {

struct Listed
{
    std::string id;
    RowStore::Row row;
};

std::vector<Listed> listed(RowStore& rows, const std::string& collection)
{
    std::vector<Listed> out;
    rows.fetchCollection(collection, [&](std::string id, RowStore::Row row) {
        out.push_back({id, row});
    });
    return out;
}

std::string text(const RowStore::Row& row)
{
    return std::string(row.data.view());
}

// A small deterministic generator: the same writes on every run.
struct Sequence
{
    std::uint64_t state = 0x9E3779B97F4A7C15u;
    std::uint32_t next(std::uint32_t bound)
    {
        state = state * 6364136223846793005u + 1442695040888963407u;
        return static_cast<std::uint32_t>(state >> 33) % bound;
    }
};

} // namespace

class TestTextRows : public QObject
{
    Q_OBJECT
private slots:
    void writesReadBackAsFromAnSqliteFile()
    {
        QTemporaryDir dir;
        SqlBackend file(dir.filePath(QStringLiteral("rows.atlaslab")));
        TextRows memory;
        // Ids that sort differently by bytes than by text (case, digits, a
        // UTF-8 letter), a collection nested under another's name.
        const std::vector<std::string> collections = {"orders", "orders/o1/lines",
                                                      "workflowEvents"};
        const std::vector<std::string> ids = {
            "a", "B", "10", "2", "z9", "\xC3\xA9t\xC3\xA9", "evt-000000000000000000000000000042",
            "_"};
        Sequence random;
        std::vector<SharedText> texts; // kept alive: writes point at them
        texts.reserve(4000);
        for (int batch = 0; batch < 200; ++batch) {
            std::vector<RowStore::Write> writes;
            const std::uint32_t size = 1 + random.next(12);
            for (std::uint32_t i = 0; i < size; ++i) {
                RowStore::Write w;
                w.collection = &collections[random.next(collections.size())];
                w.id = &ids[random.next(ids.size())];
                if (random.next(5) != 0) { // else a removal, present or not
                    // Lengths that grow and shrink a document's text.
                    texts.emplace_back("{\"n\":" + std::to_string(batch) + ",\"pad\":\"" +
                                       std::string(random.next(300), 'x') + "\"}");
                    w.data = &texts.back();
                    w.createTime = batch;
                    w.updateTime = batch * 10 + i;
                }
                // A document at most once a call, as the store writes them.
                bool repeated = false;
                for (const auto& earlier : writes)
                    repeated |= *earlier.collection == *w.collection && *earlier.id == *w.id;
                if (!repeated)
                    writes.push_back(w);
            }
            file.write(writes);
            memory.write(writes);

            for (const auto& collection : collections) {
                const auto want = listed(file, collection);
                const auto got = listed(memory, collection);
                QCOMPARE(got.size(), want.size());
                for (std::size_t i = 0; i < want.size(); ++i) {
                    QCOMPARE(got[i].id, want[i].id);
                    QCOMPARE(text(got[i].row), text(want[i].row));
                    QCOMPARE(got[i].row.createTime, want[i].row.createTime);
                    QCOMPARE(got[i].row.updateTime, want[i].row.updateTime);
                }
                for (const auto& id : ids) {
                    RowStore::Row a, b;
                    const bool inFile = file.fetch(collection, id, a);
                    QCOMPARE(memory.fetch(collection, id, b), inFile);
                    if (inFile)
                        QCOMPARE(text(b), text(a));
                }
            }
        }
        RowStore::Row row;
        QVERIFY(!memory.fetch("nothing", "a", row));
        QVERIFY(listed(memory, "nothing").empty());
        QVERIFY(listed(memory, "orders").size() > 2); // the sequence did create documents
    }

    void aRemovedDocumentCanComeBack()
    {
        TextRows rows;
        const std::string collection = "orders", id = "o1";
        const SharedText longer(std::string(500, 'l')), shorter("{}");
        rows.write({{&collection, &id, &longer, 1, 1}});
        rows.write({{&collection, &id, nullptr, 0, 0}});
        RowStore::Row row;
        QVERIFY(!rows.fetch(collection, id, row));
        QVERIFY(listed(rows, collection).empty());
        rows.write({{&collection, &id, &shorter, 5, 6}});
        QVERIFY(rows.fetch(collection, id, row));
        QCOMPARE(text(row), std::string("{}"));
        QCOMPARE(row.createTime, std::int64_t(5));
        QCOMPARE(row.updateTime, std::int64_t(6));
        rows.write({{&collection, &id, &longer, 5, 7}}); // longer again
        QVERIFY(rows.fetch(collection, id, row));
        QCOMPARE(text(row), std::string(500, 'l'));
        QCOMPARE(row.updateTime, std::int64_t(7));
        rows.write({{&collection, &id, &shorter, 5, 8}}); // shorter again
        QVERIFY(rows.fetch(collection, id, row));
        QCOMPARE(text(row), std::string("{}"));
        QCOMPARE(listed(rows, collection).size(), 1u);
    }

    // The rows hold the committed text itself, not a copy of it.
    void rowsShareTheTextTheyWereGiven()
    {
        TextRows rows;
        const std::string collection = "orders", id = "o1";
        const SharedText committed(std::string(R"({"state":"NEW"})"));
        rows.write({{&collection, &id, &committed, 1, 1}});
        RowStore::Row row;
        QVERIFY(rows.fetch(collection, id, row));
        QCOMPARE(static_cast<const void*>(row.data.view().data()),
                 static_cast<const void*>(committed.view().data()));
        const auto all = listed(rows, collection);
        QCOMPARE(all.size(), 1u);
        QCOMPARE(static_cast<const void*>(all[0].row.data.view().data()),
                 static_cast<const void*>(committed.view().data()));
        // An empty text is a document; only a null one is absent.
        const SharedText empty{std::string_view()};
        rows.write({{&collection, &id, &empty, 1, 2}});
        QVERIFY(rows.fetch(collection, id, row));
        QVERIFY(!row.data.isNull());
        QCOMPARE(row.data.size(), 0u);
    }

    // A long run that removes documents (inbox markers with a TTL) keeps
    // the ids it needs, not every id it ever held, and reads the same.
    void removedIdsAreLetGoOfOnceTheyOutnumberTheDocuments()
    {
        TextRows rows;
        const std::string collection = "workflowEvents";
        const SharedText marker(std::string(R"({"processed":true})"));
        std::vector<std::string> ids;
        for (int i = 0; i < 6000; ++i)
            ids.push_back("evt-" + std::to_string(i));
        std::vector<RowStore::Write> writes;
        for (const auto& id : ids)
            writes.push_back({&collection, &id, &marker, 1, 1});
        rows.write(writes);
        QCOMPARE(rows.idsHeld(collection), 6000u);

        // Every event but each fifth expires, oldest first.
        std::size_t mostHeld = 0;
        for (std::size_t i = 0; i < ids.size(); ++i) {
            if (i % 5 == 0)
                continue;
            rows.write({{&collection, &ids[i], nullptr, 0, 0}});
            mostHeld = std::max(mostHeld, rows.idsHeld(collection));
        }
        const std::size_t kept = ids.size() / 5;
        QVERIFY(rows.idsHeld(collection) < kept + TextRows::kCompactFrom);
        QVERIFY(rows.idsHeld(collection) >= kept);
        QCOMPARE(mostHeld, ids.size()); // nothing was let go before it was worth it
        for (std::size_t i = 0; i < ids.size(); ++i) {
            RowStore::Row row;
            QCOMPARE(rows.fetch(collection, ids[i], row), i % 5 == 0);
        }
        const auto all = listed(rows, collection);
        QCOMPARE(all.size(), kept);
        // An expired id can come back after its compaction.
        rows.write({{&collection, &ids[1], &marker, 2, 3}});
        RowStore::Row row;
        QVERIFY(rows.fetch(collection, ids[1], row));
        QCOMPARE(row.createTime, std::int64_t(2));
        QCOMPARE(listed(rows, collection).size(), kept + 1);
    }
};

QTEST_GUILESS_MAIN(TestTextRows)
#include "tst_textrows.moc"
