// The databases section and the tables that follow it: clicks add and remove
// triggers, set and remove TTL policies, stamp marker expiry and delete by
// hand, each as a Lab command; the trigger log and the second database's
// collections get their own live tables.
#include "../PanelTestSupport.h"

#include "controls/ControlsPanel.h"
#include "controls/DatabaseSection.h"
#include "deliveries/MessageLine.h"
#include "lab/DocumentTrigger.h"
#include "lab/timeline/Journal.h"
#include "lab/inflight/TtlSweeper.h"
#include "tables/LiveTablesPanel.h"
#include "workflow/Workflow.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace atlas;
using namespace atlas::testing;

namespace {

template <class T> T* child(QWidget& root, const char* name)
{
    T* found = root.findChild<T*>(QString::fromLatin1(name));
    if (!found)
        qWarning("no child named %s", name);
    return found;
}

void choose(QComboBox* box, const QString& text)
{
    const int index = box->findText(text);
    QVERIFY2(index >= 0, qPrintable(text));
    box->setCurrentIndex(index);
}

void setSpin(QSpinBox* spin, int value)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Tab);
}

} // namespace

class TestDatabaseSection : public QObject
{
    Q_OBJECT
private slots:
    void clicksAddAndRemoveTriggers()
    {
        Lab lab;
        ControlsPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto* section = panel.databaseSection();
        auto* remove = child<QPushButton>(*section, "removeTriggerButton");
        QVERIFY(!remove->isEnabled()); // nothing to remove yet
        choose(child<QComboBox>(*section, "databaseBox"), QStringLiteral("analytics"));
        child<QLineEdit>(*section, "triggerCollectionEdit")->setText(QStringLiteral("profiles"));
        choose(child<QComboBox>(*section, "triggerOnBox"), QStringLiteral("deleted"));
        QTest::mouseClick(child<QPushButton>(*section, "addTriggerButton"), Qt::LeftButton);
        QCOMPARE(lab.triggers().size(), std::size_t(1));
        QCOMPARE(lab.triggers().front().database, std::string("analytics"));
        QCOMPARE(lab.triggers().front().collection, std::string("profiles"));
        QVERIFY(lab.triggers().front().on == TriggerOn::Deleted);
        QCOMPARE(lab.commandLog().back().name, std::string("addTrigger"));
        QVERIFY(child<QLabel>(*section, "databaseSummaryLabel")
                    ->text()
                    .contains(QStringLiteral("deleted in analytics/profiles")));
        QVERIFY(remove->isEnabled());
        QTest::mouseClick(remove, Qt::LeftButton);
        QVERIFY(lab.triggers().empty());
        // A trigger the Lab refuses is reported in the message line.
        choose(child<QComboBox>(*section, "databaseBox"), QStringLiteral("(default)"));
        child<QLineEdit>(*section, "triggerCollectionEdit")->setText(QStringLiteral("triggerLog"));
        QTest::mouseClick(child<QPushButton>(*section, "addTriggerButton"), Qt::LeftButton);
        QVERIFY(lab.triggers().empty());
        QVERIFY(panel.messageLine()->text().contains(QStringLiteral("without end")));
    }

    void clicksSetTtlRetentionAndDeleteByHand()
    {
        Lab lab;
        ControlsPanel panel(lab);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto* section = panel.databaseSection();
        child<QLineEdit>(*section, "triggerCollectionEdit")
            ->setText(QStringLiteral("workflowEvents"));
        setSpin(child<QSpinBox>(*section, "ttlLagBox"), 90);
        QTest::mouseClick(child<QPushButton>(*section, "setTtlButton"), Qt::LeftButton);
        const auto& policies = lab.ttl(Lab::kDefaultDatabase).policies();
        QCOMPARE(policies.size(), std::size_t(1));
        QCOMPARE(policies.at("workflowEvents").lag, Millis(90'000));
        QCOMPARE(policies.at("workflowEvents").field, std::string("expireAt"));
        QVERIFY(child<QLabel>(*section, "databaseSummaryLabel")
                    ->text()
                    .contains(QStringLiteral("TTL on (default)/workflowEvents")));

        setSpin(child<QSpinBox>(*section, "markerRetentionBox"), 172800);
        QCOMPARE(lab.workflow().markerRetention(), Millis(172'800'000));
        QCOMPARE(lab.commandLog().back().name, std::string("setMarkerRetention"));

        QTest::mouseClick(child<QPushButton>(*section, "removeTtlButton"), Qt::LeftButton);
        QVERIFY(lab.ttl(Lab::kDefaultDatabase).policies().empty());

        lab.execute("seedDocument", Json{{"path", "profiles/p1"}, {"data", Json{{"a", 1}}}});
        auto* remove = child<QPushButton>(*section, "deleteDocumentButton");
        QVERIFY(!remove->isEnabled()); // no path typed
        auto* path = child<QLineEdit>(*section, "deletePathEdit");
        path->setFocus();
        QTest::keyClicks(path, QStringLiteral("profiles/p1"));
        QVERIFY(remove->isEnabled());
        QTest::keyClick(path, Qt::Key_Return);
        QVERIFY(!lab.store().get("profiles/p1").exists());
        QCOMPARE(lab.journal().lastOfKind("operator")->outcome, std::string("deleted"));
        screenshot(section, QStringLiteral("database-section"));
    }

    void theTriggerLogAndTheSecondDatabaseGetTables()
    {
        Lab lab;
        LiveTablesPanel tables(lab);
        tables.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tables));
        const int fixed = tables.tabCount();
        lab.execute("addTrigger", Json{{"collection", "reservations"}, {"on", "written"}});
        lab.execute("seedDocument", Json{{"path", "reservations/r1"},
                                         {"data", Json{{"qty", 1}}},
                                         {"database", "analytics"}});
        QCOMPARE(tables.tabCount(), fixed + 1);
        QTRY_COMPARE(tables.tabText(fixed), QStringLiteral("analytics: reservations (1)"));
        QCOMPARE(tables.tabOf(QStringLiteral("reservations")), -1); // not the default's
        lab.execute("seedDocument",
                    Json{{"path", "reservations/r1"}, {"data", Json{{"qty", 1}}}});
        lab.execute("deliverAll");
        QCOMPARE(tables.tabCount(), fixed + 2);
        QTRY_COMPARE(tables.tabText(fixed + 1), QStringLiteral("Trigger log (1)"));
        QCOMPARE(tables.tabOf(QStringLiteral("triggerLog")), fixed + 1);
        // Step back to before the delivery: the tabs stay, bound to the new world.
        QVERIFY(lab.stepBack());
        QCOMPARE(tables.tabCount(), fixed + 2);
        QTRY_COMPARE(tables.tabText(fixed + 1), QStringLiteral("Trigger log (0)"));
        QTRY_COMPARE(tables.tabText(fixed), QStringLiteral("analytics: reservations (1)"));
    }
};

QTEST_MAIN(TestDatabaseSection)
#include "tst_databasesection.moc"
