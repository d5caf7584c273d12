// Firestore document triggers: which committed changes fire, the event they
// publish, the audit handler that records it once, and a trigger belonging to
// exactly one database (writes to the other fire nothing).
#include "delivery/DeliveryChannel.h"
#include "lab/DocumentTrigger.h"
#include "lab/timeline/Journal.h"
#include "lab/Lab.h"
#include "lab/commands/LabError.h"
#include "store/DocumentStore.h"
#include "store/clock/SimClock.h"

#include <QtTest>

using namespace atlas;

namespace {

void seed(Lab& lab, const std::string& path, Json data, const std::string& database = "(default)")
{
    lab.execute("seedDocument",
                Json{{"path", path}, {"data", std::move(data)}, {"database", database}});
}

std::vector<CloudEvent> published(Lab& lab)
{
    std::vector<CloudEvent> out;
    for (const auto& m : lab.channel().messages())
        out.push_back(m.event.unpack());
    return out;
}

int journalCount(Lab& lab, const std::string& kind, const std::string& outcome)
{
    int n = 0;
    for (const auto& e : lab.journal().entries())
        n += e.kind == kind && e.outcome == outcome;
    return n;
}

} // namespace

class TestTriggers : public QObject
{
    Q_OBJECT
private slots:
    void eachKindFiresForItsChanges_data()
    {
        QTest::addColumn<QString>("on");
        QTest::addColumn<QStringList>("changes"); // what the fired events report, in order
        QTest::addRow("created") << "created" << QStringList{QStringLiteral("created")};
        QTest::addRow("updated") << "updated" << QStringList{QStringLiteral("updated")};
        QTest::addRow("deleted") << "deleted" << QStringList{QStringLiteral("deleted")};
        QTest::addRow("written") << "written"
                                 << QStringList{QStringLiteral("created"),
                                                QStringLiteral("updated"),
                                                QStringLiteral("deleted")};
    }

    void eachKindFiresForItsChanges()
    {
        QFETCH(QString, on);
        QFETCH(QStringList, changes);
        Lab lab;
        lab.execute("addTrigger", Json{{"collection", "profiles"}, {"on", on.toStdString()}});
        seed(lab, "profiles/p1", Json{{"name", "Ada"}});
        seed(lab, "profiles/p1", Json{{"name", "Ada"}}); // changes nothing: fires nothing
        seed(lab, "profiles/p1", Json{{"name", "Grace"}});
        seed(lab, "orders/o1", Json{{"state", "NEW"}}); // another collection
        lab.execute("deleteDocument", Json{{"path", "profiles/p1"}});
        const auto events = published(lab);
        QCOMPARE(events.size(), std::size_t(changes.size()));
        for (std::size_t i = 0; i < events.size(); ++i) {
            QCOMPARE(events[i].type, "google.cloud.firestore.document.v1." + on.toStdString());
            QCOMPARE(events[i].data.value("change", ""), changes[int(i)].toStdString());
        }
        QCOMPARE(journalCount(lab, "trigger", "fired"), int(changes.size()));
    }

    void theEventNamesItsDatabaseAndDocument()
    {
        Lab lab;
        lab.execute("addTrigger", Json{{"collection", "profiles"}, {"on", "written"}});
        seed(lab, "profiles/p1", Json{{"name", "Ada"}});
        seed(lab, "profiles/p1", Json{{"name", "Grace"}});
        const auto events = published(lab);
        QCOMPARE(events.size(), std::size_t(2));
        const CloudEvent& e = events[1];
        QCOMPARE(e.source,
                 std::string("//firestore.googleapis.com/projects/atlasmart-lab/databases/(default)"));
        QCOMPARE(e.subject, std::string("documents/profiles/p1"));
        QCOMPARE(e.time, lab.clock().nowIso());
        QCOMPARE(e.data.at("document"), Json("profiles/p1"));
        QCOMPARE(e.data.at("database"), Json("(default)"));
        QCOMPARE(e.data.at("trigger"), Json(1));
        QCOMPARE(e.data.at("value"), Json({{"name", "Grace"}}));
        QCOMPARE(e.data.at("oldValue"), Json({{"name", "Ada"}}));
        QVERIFY(e.id != events[0].id);
    }

    void theAuditHandlerRecordsEachEventOnce()
    {
        Lab lab;
        lab.execute("addTrigger", Json{{"collection", "profiles"}, {"on", "created"}});
        seed(lab, "profiles/p1", Json{{"name", "Ada"}});
        lab.execute("deliverAll");
        QCOMPARE(lab.store().count("triggerLog"), std::size_t(1));
        const auto log = lab.store().list("triggerLog").front();
        QCOMPARE(log->data.at("document"), Json("profiles/p1"));
        QCOMPARE(log->data.at("change"), Json("created"));
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("recorded"));
        // A redelivery of the same event: the inbox marker makes it a duplicate.
        lab.execute("duplicate", Json{{"message", "latest"}});
        lab.execute("deliverAll");
        QCOMPARE(lab.journal().lastOfKind("handler-result")->outcome, std::string("duplicate"));
        QCOMPARE(lab.store().count("triggerLog"), std::size_t(1));
        QVERIFY(lab.invariant("single-inbox-marker").holds);
        QVERIFY(lab.invariant("no-event-lost").holds);
    }

    void aTriggerBelongsToOneDatabase()
    {
        Lab lab;
        lab.execute("addTrigger", Json{{"collection", "reservations"}, {"on", "written"}});
        seed(lab, "reservations/r1", Json{{"qty", 1}}, "analytics");
        lab.execute("deleteDocument", Json{{"path", "reservations/r1"}, {"database", "analytics"}});
        QVERIFY(published(lab).empty());
        seed(lab, "reservations/r1", Json{{"qty", 1}});
        QCOMPARE(published(lab).size(), std::size_t(1));
        // A trigger of the second database fires for its writes only.
        lab.execute("addTrigger",
                    Json{{"collection", "reservations"}, {"on", "written"}, {"database", "analytics"}});
        seed(lab, "reservations/r2", Json{{"qty", 2}}, "analytics");
        const auto events = published(lab);
        QCOMPARE(events.size(), std::size_t(2));
        QCOMPARE(events[1].data.at("database"), Json("analytics"));
        QVERIFY(events[1].source.ends_with("/databases/analytics"));
        QCOMPARE(lab.triggers().size(), std::size_t(2));
        QCOMPARE(lab.database("analytics").count("reservations"), std::size_t(1));
        QCOMPARE(lab.store().count("reservations"), std::size_t(1));
    }

    void aTtlDeletionFiresTriggers()
    {
        Lab lab;
        lab.execute("setTtlPolicy", Json{{"collection", "reservations"}, {"lagMs", 60'000}});
        lab.execute("addTrigger", Json{{"collection", "reservations"}, {"on", "deleted"}});
        seed(lab, "reservations/r1", Json{{"expireAt", lab.clock().nowIso()}});
        QVERIFY(published(lab).empty());
        lab.execute("advanceClock", Json{{"ms", 60'000}});
        const auto events = published(lab);
        QCOMPARE(events.size(), std::size_t(1));
        QCOMPARE(events[0].data.at("change"), Json("deleted"));
        // The journal reads: the TTL deletion, then the trigger it set off.
        const JournalEntry* ttl = lab.journal().lastOfKind("ttl");
        const JournalEntry* fired = lab.journal().lastOfKind("trigger");
        QCOMPARE(ttl->outcome, std::string("deleted"));
        QCOMPARE(fired->outcome, std::string("fired"));
        QVERIFY(ttl->seq < fired->seq);
    }

    void removedTriggersFireNoMore()
    {
        Lab lab;
        const Json added =
            lab.execute("addTrigger", Json{{"collection", "profiles"}, {"on", "written"}});
        lab.execute("removeTrigger", Json{{"trigger", added.at("triggerId")}});
        seed(lab, "profiles/p1", Json{{"a", 1}});
        QVERIFY(published(lab).empty());
        QVERIFY_THROWS_EXCEPTION(LabError, lab.execute("removeTrigger", Json{{"trigger", 1}}));
    }

    void triggersOnTheAuditHandlersOwnWritesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("args");
        QTest::addColumn<bool>("accepted");
        QTest::addRow("triggerLog") << QByteArray(R"({"collection": "triggerLog", "on": "deleted"})") << false;
        QTest::addRow("inbox created")
            << QByteArray(R"({"collection": "workflowEvents", "on": "created"})") << false;
        QTest::addRow("inbox written")
            << QByteArray(R"({"collection": "workflowEvents", "on": "written"})") << false;
        QTest::addRow("inbox deleted")
            << QByteArray(R"({"collection": "workflowEvents", "on": "deleted"})") << true;
        QTest::addRow("triggerLog in analytics")
            << QByteArray(R"({"collection": "triggerLog", "on": "written", "database": "analytics"})")
            << true;
        QTest::addRow("unknown kind") << QByteArray(R"({"collection": "profiles", "on": "changed"})")
                                      << false;
    }

    void triggersOnTheAuditHandlersOwnWritesAreRefused()
    {
        QFETCH(QByteArray, args);
        QFETCH(bool, accepted);
        Lab lab;
        bool ran = true;
        try {
            lab.execute("addTrigger", Json::parse(args));
        } catch (const LabError&) {
            ran = false;
        }
        QCOMPARE(ran, accepted);
        QCOMPARE(lab.triggers().size(), std::size_t(accepted ? 1 : 0));
    }

    void stepBackKeepsTriggersAndTheirEvents()
    {
        Lab lab;
        lab.execute("addTrigger", Json{{"collection", "profiles"}, {"on", "written"}});
        seed(lab, "profiles/p1", Json{{"a", 1}});
        lab.execute("deliverAll");
        const auto before = lab.store().list("triggerLog");
        lab.execute("addTrigger", Json{{"collection", "orders"}, {"on", "created"}});
        QVERIFY(lab.stepBack());
        QCOMPARE(lab.triggers().size(), std::size_t(1));
        const auto after = lab.store().list("triggerLog");
        QCOMPARE(after.size(), before.size());
        QCOMPARE(after.front()->data, before.front()->data);
    }
};

QTEST_GUILESS_MAIN(TestTriggers)
#include "tst_triggers.moc"
