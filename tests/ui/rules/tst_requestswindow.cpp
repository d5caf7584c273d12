// The Requests window driven by clicks: a denied client write and its
// highlighted rule, an allowed read, the note on server credentials, step
// back, and the window on a 1366x768 screen.
#include "../PanelTestSupport.h"
#include "../ShownWindow.h"

#include "deliveries/MessageLine.h"
#include "rules/RequestsWindow.h"
#include "rules/RulesSet.h"
#include "rules/RulesTextView.h"
#include "rules/RulesVerdict.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QScreen>

#include <algorithm>

using namespace atlas;
using namespace atlas::testing;

namespace {

void fill(RequestsWindow& w, bool signedIn, const QString& uid, const QString& op,
          const QString& path, const QString& data = {})
{
    QTest::mouseClick(signedIn ? w.signedInButton() : w.signedOutButton(), Qt::LeftButton);
    if (signedIn) {
        w.uidEdit()->clear();
        QTest::keyClicks(w.uidEdit(), uid);
    }
    w.opBox()->setCurrentText(op);
    w.pathEdit()->clear();
    QTest::keyClicks(w.pathEdit(), path);
    w.dataEdit()->setPlainText(data);
}

void clickSend(RequestsWindow& w)
{
    QToolButton* button = buttonFor(&w, w.sendAction());
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
}

} // namespace

class TestRequestsWindow : public QObject
{
    Q_OBJECT

private slots:
    void deniedWriteShowsTheRuleAndItsLine()
    {
        Lab lab;
        RequestsWindow w(lab);
        w.resize(1200, 650);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));

        fill(w, true, QStringLiteral("cust-1"), QStringLiteral("create"),
             QStringLiteral("workflowEvents/forged-1"), QStringLiteral("{\"eventId\": \"x\"}"));
        clickSend(w);
        QCOMPARE(w.requestList()->count(), 1);
        const QString item = w.requestList()->item(0)->text();
        QVERIFY2(item.contains(QStringLiteral("denied")), qPrintable(item));
        QVERIFY(item.contains(QStringLiteral("/workflowEvents/forged-1")));
        QCOMPARE(w.requestList()->currentRow(), 0);
        QVERIFY(!lab.store().get("workflowEvents/forged-1").exists());

        const RulesVerdict& v = lab.clientRequests().back();
        QVERIFY(v.decidedBy);
        QCOMPARE(w.rulesView()->highlightedLine(), v.decidedBy->line);
        QVERIFY(w.rulesView()->lineText(v.decidedBy->line).contains(QStringLiteral("match /workflowEvents/{id}")));
        QCOMPARE(w.rulesView()->textCursor().blockNumber(), v.decidedBy->line - 1);
        QCOMPARE(w.rulesView()->extraSelections().size(), 1);
        QCOMPARE(w.rulesView()->extraSelections().front().cursor.blockNumber(), v.decidedBy->line - 1);
        const QString detail = w.detailLabel()->text();
        QVERIFY2(detail.contains(QStringLiteral("line %1").arg(v.decidedBy->line)), qPrintable(detail));
        QVERIFY(detail.contains(QStringLiteral("allow read, write: if false;")));
        screenshot(&w, QStringLiteral("requests-denied"));
    }

    void allowedReadAndOwnProfile()
    {
        Lab lab;
        RequestsWindow w(lab);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        fill(w, false, {}, QStringLiteral("get"), QStringLiteral("catalogItems/sku-1"));
        QVERIFY(!w.dataEdit()->isEnabled());
        QVERIFY(!w.uidEdit()->isEnabled());
        clickSend(w);
        QVERIFY(w.requestList()->item(0)->text().contains(QStringLiteral("allowed")));
        QVERIFY(w.rulesView()->lineText(w.rulesView()->highlightedLine()).contains(QStringLiteral("if true")));

        fill(w, true, QStringLiteral("u1"), QStringLiteral("create"), QStringLiteral("profiles/u1"),
             QStringLiteral("{\"name\": \"Ada\"}"));
        QVERIFY(w.dataEdit()->isEnabled());
        clickSend(w);
        QCOMPARE(w.requestList()->count(), 2);
        QVERIFY(w.requestList()->item(1)->text().contains(QStringLiteral("allowed")));
        QCOMPARE(lab.store().get("profiles/u1").data()["name"], Json("Ada"));
        // Allowed and denied differ in words, not only in colour.
        QVERIFY(w.requestList()->item(1)->foreground() != QBrush());

        // Bad JSON is refused in the window, before any command.
        fill(w, true, QStringLiteral("u1"), QStringLiteral("update"), QStringLiteral("profiles/u1"),
             QStringLiteral("{name"));
        const auto before = lab.commandLog().size();
        clickSend(w);
        QCOMPARE(lab.commandLog().size(), before);
        QVERIFY(w.messageLine()->isError());

        // Step back undoes the last request and the list follows.
        QVERIFY(lab.stepBack());
        QCOMPARE(w.requestList()->count(), 1);
        QVERIFY(!lab.store().get("profiles/u1").exists());
    }

    void saysServerSdksBypassRules()
    {
        Lab lab;
        RequestsWindow w(lab);
        auto* note = w.findChild<QLabel*>(QStringLiteral("serverBypassNote"));
        QVERIFY(note);
        QVERIFY(note->text().contains(QStringLiteral("bypass security rules")));
        QVERIFY(!w.sendAction()->toolTip().isEmpty());
        QVERIFY(!w.rulesView()->toolTip().isEmpty());
        QCOMPARE(w.rulesView()->toPlainText().count(u'\n') + 1,
                 static_cast<qsizetype>(std::count(RulesSet::chapter()->text().begin(),
                                                   RulesSet::chapter()->text().end(), '\n')));
    }

    // The Data field takes no Tab of its own, so the keyboard gets past it
    // to the request list; Esc closes the window.
    void tabLeavesTheDataFieldAndEscapeCloses()
    {
        auto window = shownWindow();
        window->findChild<QAction*>(QStringLiteral("actionClientRequests"))->trigger();
        RequestsWindow* w = window->requestsWindow();
        QVERIFY(w);
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w));
        w->opBox()->setCurrentText(QStringLiteral("create"));
        QVERIFY(w->dataEdit()->isEnabled());
        w->dataEdit()->setFocus();
        QTRY_VERIFY(w->dataEdit()->hasFocus());
        QTest::keyClick(w->dataEdit(), Qt::Key_Tab);
        QVERIFY(!w->dataEdit()->hasFocus());
        QVERIFY(w->dataEdit()->toPlainText().isEmpty());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!w->isVisible());
    }

    void opensFromTheViewMenuAndFitsTheScreen()
    {
        auto window = shownWindow();
        QAction* open = window->findChild<QAction*>(QStringLiteral("actionClientRequests"));
        QVERIFY(open);
        QVERIFY(!open->shortcut().isEmpty());
        open->trigger();
        RequestsWindow* w = window->requestsWindow();
        QVERIFY(w);
        QVERIFY(QTest::qWaitForWindowExposed(w));
        const QRect area = w->screen()->availableGeometry();
        QVERIFY2(w->frameGeometry().width() <= area.width() && w->frameGeometry().height() <= area.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(w->width()).arg(w->height())));
        QVERIFY(w->minimumSizeHint().width() <= area.width());
        QVERIFY(w->minimumSizeHint().height() <= area.height());
        // Every control inside the window's own area, none squeezed to nothing.
        const QList<QWidget*> controls{w->signedOutButton(), w->signedInButton(), w->uidEdit(),
                                       w->opBox(),           w->pathEdit(),       w->dataEdit(),
                                       buttonFor(w, w->sendAction()), w->requestList(),
                                       w->detailLabel(),     w->rulesView()};
        for (QWidget* c : controls) {
            QVERIFY(c);
            const QRect r(c->mapTo(w, QPoint(0, 0)), c->size());
            QVERIFY2(w->rect().contains(r), qPrintable(c->objectName()));
            QVERIFY2(c->width() >= c->minimumSizeHint().width(), qPrintable(c->objectName()));
        }
        screenshot(w, QStringLiteral("requests-1366"));
    }
};

QTEST_MAIN(TestRequestsWindow)
#include "tst_requestswindow.moc"
