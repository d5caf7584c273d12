// Live text must not relay out the whole window: a SteadyLabel keeps its
// size through new texts that fit, and a LayoutBoundary passes its content's
// layout changes on only when the content's minimum size changed.
#include "widgets/LayoutBoundary.h"
#include "widgets/SteadyLabel.h"

#include <QLabel>
#include <QVBoxLayout>
#include <QtTest>

using namespace atlas;

namespace {

// Counts the layout requests a widget receives.
class LayoutRequests : public QObject
{
public:
    explicit LayoutRequests(QWidget* watched) { watched->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

class TestSteadyWidgets : public QObject
{
    Q_OBJECT
private slots:
    void aSteadyLabelGrowsButDoesNotShrink()
    {
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* label = new SteadyLabel(&window);
        layout->addWidget(label);
        label->setSteadyText(QStringLiteral("Journal 99999"));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QSize held = label->size();
        QCOMPARE(label->minimumSize(), label->maximumSize()); // fixed: no relayout per text
        LayoutRequests requests(&window);
        label->setSteadyText(QStringLiteral("Journal 1"));
        label->setSteadyText(QStringLiteral("Journal 12345"));
        QCoreApplication::processEvents();
        QCOMPARE(requests.count, 0);
        QCOMPARE(label->size(), held);
        QCOMPARE(label->text(), QStringLiteral("Journal 12345"));

        label->setSteadyText(QStringLiteral("Journal 1234567890123"));
        QCoreApplication::processEvents();
        QVERIFY(label->width() > held.width());
        QVERIFY(label->width() >= label->sizeHint().width()); // nothing clipped

        QFont larger = label->font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        label->setFont(larger); // presenter mode: measured again
        QCOMPARE(label->size(), label->sizeHint());
    }

    void aBoundaryKeepsLayoutChangesInside()
    {
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* content = new QWidget;
        auto* inner = new QVBoxLayout(content);
        auto* live = new QLabel(QStringLiteral("Orders (1)"), content);
        inner->addWidget(live);
        auto* boundary = new LayoutBoundary(content, &window);
        layout->addWidget(boundary);
        window.resize(400, 300);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(content->geometry(), boundary->rect()); // the content fills it
        LayoutRequests requests(&window);

        for (int n = 2; n < 50; ++n)
            live->setText(QStringLiteral("Orders (%1)").arg(n));
        QCoreApplication::processEvents();
        QCOMPARE(requests.count, 0);

        live->setMinimumHeight(500); // the window must honour this one
        QTRY_VERIFY(requests.count > 0);
        QTRY_VERIFY(window.minimumSizeHint().height() >= 500);
        window.resize(400, 600);
        QTRY_COMPARE(content->size(), boundary->size());
    }
};

QTEST_MAIN(TestSteadyWidgets)
#include "tst_steadywidgets.moc"
