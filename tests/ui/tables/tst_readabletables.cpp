#include "../PanelTestSupport.h"

#include "deliveries/DeliveryPanel.h"
#include "deliveries/ParkedEventsView.h"
#include "frame/Appearance.h"
#include "inspector/DocumentInspector.h"
#include "journal/JournalPanel.h"
#include "tables/ColumnFitter.h"
#include "tables/LabTableView.h"
#include "tables/LiveTablesPanel.h"
#include "views/DeadLetterTopicModel.h"
#include "views/DeliveryQueueModel.h"
#include "views/JournalModel.h"

#include <QApplication>
#include <QHeaderView>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>

#include <memory>

using namespace atlas;
using namespace atlas::fixtures;
using namespace atlas::testing;

namespace {

const QString kPaymentKey =
    QStringLiteral("atlasmart://payment-simulator|evt-pay-success-ord-ch10-001-v1");
// The longest of the six event types, in most fonts.
const QStringList kLongTypes{QStringLiteral("PAYMENT_SUCCEEDED"),
                             QStringLiteral("PAYMENT_REQUESTED")};

// An item's text margins, both sides together, as QStyledItemDelegate draws it.
int textMargins(const QTableView* view)
{
    return 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
}

// What a cell needs to show `text` whole: its advance in the view's font (in
// bold, as the lab's delegates set states and outcomes) plus the margins.
int needed(const QTableView* view, const QString& text)
{
    QFont bold = view->font();
    bold.setBold(true);
    return QFontMetrics(bold).horizontalAdvance(text) + textMargins(view);
}

int columnTitled(const QTableView* view, const QString& title)
{
    const QAbstractItemModel* model = view->model();
    for (int column = 0; column < model->columnCount(); ++column)
        if (model->headerData(column, Qt::Horizontal).toString() == title)
            return column;
    return -1;
}

// The text a middle-eliding cell shows for `text` in its current width.
QString shownText(const QTableView* view, int column, const QString& text)
{
    return view->fontMetrics().elidedText(text, view->textElideMode(),
                                          view->columnWidth(column) - textMargins(view));
}

// The visible columns cover the viewport: no empty gap at the right.
bool fillsTheWidth(const QTableView* view)
{
    return view->horizontalHeader()->length() >= view->viewport()->width();
}

void paySuccessfully(Lab& lab)
{
    seedLessonOrder(lab);
    lab.execute("publish", Json{{"event", paymentEvent()}});
    lab.execute("deliverNext");
}

// Presenter mode as the window sets it: the application font at 1.6x.
std::unique_ptr<Appearance> presenterMode(QWidget* shown)
{
    const double base = shown->font().pointSizeF();
    auto appearance = std::make_unique<Appearance>();
    appearance->setPresenterMode(true);
    // Widgets take the new application font from a posted event.
    if (!QTest::qWaitFor([&] { return shown->font().pointSizeF() >= base * 1.5; }))
        qWarning("the presenter font did not arrive");
    return appearance;
}

// Brings the tab that holds `widget` to the front: a table behind another
// tab is measured when it is shown.
void showTabOf(QWidget* widget)
{
    for (QWidget* page = widget; page && page->parentWidget(); page = page->parentWidget())
        if (auto* tabs = qobject_cast<QTabWidget*>(page->parentWidget()->parentWidget());
            tabs && tabs->indexOf(page) >= 0) {
            tabs->setCurrentWidget(page);
            showTabOf(tabs);
            return;
        }
}

template <class Widget> void show(Widget& widget, int width, int height)
{
    widget.resize(width, height);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
}

} // namespace

class TestReadableTables : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { baseFont_ = QApplication::font(); }
    void cleanup() { QCOMPARE(QApplication::font(), baseFont_); }

    void liveTableStatesAndTypesStayWholeInPresenterMode()
    {
        Lab lab;
        LiveTablesPanel panel(lab);
        show(panel, 800, 450);
        lab.execute("seedDocument",
                    Json{{"path", "orders/ord-a"}, {"data", lessonOrder("CREATED")}});
        paySuccessfully(lab); // ord-ch10-001 COMPLETED, an inbox marker of PAYMENT_SUCCEEDED
        QTableView* orders = panel.tableView(panel.tabOf(QStringLiteral("orders")));
        QTableView* inbox = panel.tableView(panel.tabOf(QStringLiteral("workflowEvents")));
        const int state = columnTitled(orders, QStringLiteral("state"));
        const int type = columnTitled(inbox, QStringLiteral("type"));
        QVERIFY(state >= 0 && type >= 0);
        const int normalWidth = orders->columnWidth(state);

        const auto appearance = presenterMode(&panel);
        // Sized for every state an order can take, not only those shown yet.
        for (const QString& text : {QStringLiteral("COMPLETED"), QStringLiteral("PAYMENT_PENDING"),
                                    QStringLiteral("PAYMENT_FAILED")})
            QTRY_VERIFY2(orders->columnWidth(state) >= needed(orders, text), qPrintable(text));
        QVERIFY(orders->columnWidth(state) > normalWidth);
        // The inbox's tab was hidden meanwhile: it is measured when shown.
        panel.setCurrentTab(panel.tabOf(QStringLiteral("workflowEvents")));
        for (const QString& text : kLongTypes)
            QTRY_VERIFY2(inbox->columnWidth(type) >= needed(inbox, text), qPrintable(text));

        // A drag cannot make a state column elide.
        orders->horizontalHeader()->resizeSection(state, 10);
        QVERIFY(orders->columnWidth(state) >= needed(orders, QStringLiteral("PAYMENT_PENDING")));

        // Long ids elide in the middle and show whole in their tooltip.
        const QModelIndex id = inbox->model()->index(0, 0);
        QCOMPARE(inbox->textElideMode(), Qt::ElideMiddle);
        QVERIFY(id.data().toString().endsWith(QStringLiteral("ord-ch10-001-v1")));
        QCOMPARE(id.data(Qt::ToolTipRole), id.data());
        QVERIFY(shownText(inbox, 0, id.data().toString()).endsWith(QStringLiteral("-001-v1")));
        QTRY_VERIFY(fillsTheWidth(inbox));
        panel.setCurrentTab(panel.tabOf(QStringLiteral("orders")));
        QTRY_VERIFY(fillsTheWidth(orders));
    }

    void widthsFollowTheFontBack()
    {
        Lab lab;
        JournalModel journal(lab);
        JournalPanel panel(journal);
        show(panel, 1000, 400);
        paySuccessfully(lab);
        journal.sync();
        QTableView* view = panel.view();
        int presenterWidth = 0;
        {
            const auto appearance = presenterMode(&panel);
            QTRY_VERIFY(view->columnWidth(JournalModel::OutcomeColumn) >=
                        needed(view, QStringLiteral("redelivery-scheduled")));
            presenterWidth = view->columnWidth(JournalModel::OutcomeColumn);
        }
        QTRY_VERIFY(view->columnWidth(JournalModel::OutcomeColumn) < presenterWidth);
        QVERIFY(view->columnWidth(JournalModel::OutcomeColumn) >=
                needed(view, QStringLiteral("redelivery-scheduled")));
    }

    void journalShowsSimTimeAndWholeFigures()
    {
        Lab lab;
        JournalModel journal(lab);
        JournalPanel panel(journal);
        show(panel, 1000, 400);
        const auto appearance = presenterMode(&panel);
        paySuccessfully(lab);
        lab.execute("advanceClock", Json{{"ms", 65'000}});
        journal.sync();
        QTableView* view = panel.view();
        const QAbstractItemModel* model = view->model();
        const int last = model->rowCount() - 1;
        const QString time = model->index(last, JournalModel::TimeColumn).data().toString();
        QCOMPARE(time, QStringLiteral("T+0:01:05"));
        const QString seq = model->index(last, JournalModel::SeqColumn).data().toString();
        QTRY_VERIFY(view->columnWidth(JournalModel::TimeColumn) >= needed(view, time));
        QVERIFY(view->columnWidth(JournalModel::SeqColumn) >= needed(view, seq));
        QVERIFY(view->columnWidth(JournalModel::KindColumn) >=
                needed(view, QStringLiteral("handler-result")));
        for (int row = 0; row <= last; ++row) {
            const QString outcome =
                model->index(row, JournalModel::OutcomeColumn).data().toString();
            QVERIFY2(view->columnWidth(JournalModel::OutcomeColumn) >= needed(view, outcome),
                     qPrintable(outcome));
        }

        // More entries than the sequence column had room for widen it.
        const int seqWidth = view->columnWidth(JournalModel::SeqColumn);
        for (int i = 0; i < 100; ++i)
            lab.execute("advanceClock", Json{{"ms", 1}});
        journal.sync();
        const QString bigSeq =
            model->index(model->rowCount() - 1, JournalModel::SeqColumn).data().toString();
        QCOMPARE(bigSeq.size(), 3);
        QTRY_VERIFY(view->columnWidth(JournalModel::SeqColumn) >= needed(view, bigSeq));
        QVERIFY(view->columnWidth(JournalModel::SeqColumn) > seqWidth);
        QTRY_VERIFY(view->columnWidth(JournalModel::TimeColumn) >=
                    needed(view, QStringLiteral("T+0:01:05.100")));

        // The message key keeps its distinguishing end; the tooltip has it all.
        int handled = -1;
        for (int row = 0; row <= last && handled < 0; ++row)
            if (model->index(row, 0).data(JournalModel::KindRole) ==
                QStringLiteral("handler-result"))
                handled = row;
        const QModelIndex message = model->index(handled, JournalModel::MessageColumn);
        QCOMPARE(view->textElideMode(), Qt::ElideMiddle);
        QCOMPARE(message.data(Qt::ToolTipRole).toString(), kPaymentKey);
        const QString shown =
            shownText(view, JournalModel::MessageColumn, message.data().toString());
        QVERIFY2(shown.endsWith(QStringLiteral("ord-ch10-001-v1")), qPrintable(shown));
        QVERIFY(fillsTheWidth(view));
    }

    void deliveryTablesStayReadableInANarrowDock()
    {
        Lab lab;
        DeliveryPanel panel(lab);
        show(panel, 480, 420); // the deliveries dock of a 1280x720 window
        const auto appearance = presenterMode(&panel);
        // A payment for an order that does not exist: retried, then dead-lettered.
        lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_SUCCEEDED", "evt-lost-v7")}});
        for (int attempt = 0; attempt < 5; ++attempt)
            lab.execute("deliverNext");
        lab.execute("publish", Json{{"event", paymentEvent()}});

        QTableView* queue = panel.queueView();
        const int type = DeliveryQueueModel::TypeColumn;
        for (const QString& text : kLongTypes)
            QTRY_VERIFY2(queue->columnWidth(type) >= needed(queue, text), qPrintable(text));
        QVERIFY(queue->columnWidth(DeliveryQueueModel::FaultColumn) >=
                needed(queue, QStringLiteral("crash-between-writes")));
        const QModelIndex key = queue->model()->index(0, DeliveryQueueModel::EventKeyColumn);
        QCOMPARE(queue->textElideMode(), Qt::ElideMiddle);
        QVERIFY(key.data(Qt::ToolTipRole).toString().contains(kPaymentKey));
        const QString shown = shownText(queue, DeliveryQueueModel::EventKeyColumn, kPaymentKey);
        QVERIFY2(shown.endsWith(QStringLiteral("ord-ch10-001-v1")), qPrintable(shown));
        QVERIFY(fillsTheWidth(queue));

        QTableView* deadLetters = panel.deadLetterView();
        showTabOf(deadLetters);
        QVERIFY(deadLetters->isVisible());
        const QModelIndex time = deadLetters->model()->index(0, DeadLetterTopicModel::TimeColumn);
        QCOMPARE(time.data().toString(), QStringLiteral("T+0:02:30"));
        QTRY_VERIFY(deadLetters->columnWidth(DeadLetterTopicModel::TimeColumn) >=
                    needed(deadLetters, time.data().toString()));
        for (const QString& text : kLongTypes)
            QVERIFY(deadLetters->columnWidth(DeadLetterTopicModel::TypeColumn) >=
                    needed(deadLetters, text));
        QVERIFY(deadLetters->model()
                    ->index(0, DeadLetterTopicModel::EventKeyColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("atlasmart://payment-simulator|evt-lost-v7")));
    }

    void parkedEventsShowTheirTypeAndState()
    {
        Lab lab;
        DeliveryPanel panel(lab);
        show(panel, 480, 420);
        const auto appearance = presenterMode(&panel);
        seedLessonOrder(lab, "COMPLETED");
        lab.execute("publish", Json{{"event", paymentEvent("PAYMENT_REQUESTED", "evt-req-v1")}});
        lab.execute("inject", Json{{"delivery", "latest"}, {"fault", "permanent-error"}});
        lab.execute("deliverNext");
        QVERIFY(!parkedIdOf(lab).empty());

        auto* parked = panel.findChild<ParkedEventsView*>()->view();
        showTabOf(parked);
        QVERIFY(parked->isVisible());
        QCOMPARE(parked->model()->rowCount(), 1);
        const int type = columnTitled(parked, QStringLiteral("Type"));
        const int state = columnTitled(parked, QStringLiteral("State"));
        QCOMPARE(parked->model()->index(0, type).data().toString(),
                 QStringLiteral("PAYMENT_REQUESTED"));
        for (const QString& text : kLongTypes)
            QTRY_VERIFY2(parked->columnWidth(type) >= needed(parked, text), qPrintable(text));
        QVERIFY(parked->columnWidth(state) >= needed(parked, QStringLiteral("NEEDS_REVIEW")));
        QVERIFY(parked->isColumnHidden(0)); // the parked id, through every rebuilt world
        lab.stepBack();
        QVERIFY(parked->isColumnHidden(0));
    }

    void documentHistoryShowsWholeOutcomesAndTimes()
    {
        Lab lab;
        JournalModel journal(lab);
        DocumentInspector inspector(lab, journal);
        show(inspector, 420, 600);
        const auto appearance = presenterMode(&inspector);
        paySuccessfully(lab);
        lab.execute("advanceClock", Json{{"ms", 61'250}});
        lab.execute("duplicate", Json{{"message", "latest"}});
        lab.execute("deliverNext");
        journal.sync();
        inspector.showDocument(QStringLiteral("orders/ord-ch10-001"));

        auto* history = inspector.findChild<LabTableView*>(QStringLiteral("documentHistory"));
        const QAbstractItemModel* model = history->model();
        QVERIFY(model->rowCount() > 0);
        const QString time =
            model->index(model->rowCount() - 1, JournalModel::TimeColumn).data().toString();
        QCOMPARE(time, QStringLiteral("T+0:01:01.250"));
        QTRY_VERIFY(history->columnWidth(JournalModel::TimeColumn) >= needed(history, time));
        QVERIFY(history->columnWidth(JournalModel::OutcomeColumn) >=
                needed(history, QStringLiteral("already-completed")));
        QVERIFY(fillsTheWidth(history));
    }

private:
    static std::string parkedIdOf(Lab& lab)
    {
        const auto parked = lab.store().list("workflowDeadLetters");
        return parked.empty() ? std::string() : parked.front()->id;
    }

    QFont baseFont_;
};

QTEST_MAIN(TestReadableTables)
#include "tst_readabletables.moc"
