#include "../PanelTestSupport.h"

#include "deliveries/EventComposer.h"
#include "deliveries/EventTemplates.h"
#include "deliveries/EventTextCheck.h"
#include "deliveries/MessageLine.h"
#include "delivery/DeliveryChannel.h"
#include "lab/timeline/Journal.h"

#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>

using namespace atlas;
using namespace atlas::testing;

class TestEventComposer : public QObject
{
    Q_OBJECT
private slots:
    void everyTemplateIsAPublishableEvent_data()
    {
        QTest::addColumn<QString>("type");
        for (const QString& type : eventTemplateTypes())
            QTest::addRow("%s", qPrintable(type)) << type;
    }

    void everyTemplateIsAPublishableEvent()
    {
        QFETCH(QString, type);
        Lab lab;
        EventComposer composer(lab);
        composer.loadTemplate(type);
        QVERIFY2(composer.isPublishable(), qPrintable(composer.validationMessage()));
        QVERIFY2(composer.validationMessage().startsWith(QStringLiteral("A valid ")),
                 qPrintable(composer.validationMessage()));
        const Json event = Json::parse(composer.text().toStdString());
        QCOMPARE(event.at("type").get<std::string>(), type.toStdString());
        QCOMPARE(event.at("orderId").get<std::string>(), std::string("ord-ch10-001"));
        QCOMPARE(event.at("correlationId").get<std::string>(), std::string("corr-ch10-001"));
        QVERIFY(event.at("id").get<std::string>().ends_with("-v1"));
    }

    void theLessonsPaymentIsTheDefaultForItsOrder()
    {
        Lab lab;
        seedLessonOrder(lab); // PAYMENT_PENDING
        EventComposer composer(lab);
        const Json event = Json::parse(composer.text().toStdString());
        QCOMPARE(event.at("source").get<std::string>(),
                 std::string("atlasmart://payment-simulator"));
        QCOMPARE(event.at("id").get<std::string>(), std::string("evt-pay-success-ord-ch10-001-v1"));
        QCOMPARE(event.at("paymentIdempotencyKey").get<std::string>(),
                 std::string("payment-ord-ch10-001"));
        composer.loadTemplate(QStringLiteral("ORDER_RESERVED"));
        const Json reserved = Json::parse(composer.text().toStdString());
        QVERIFY(reserved.contains("customerId") && reserved.contains("items") &&
                reserved.contains("total"));
    }

    // From an empty world, publishing what the composer suggests, each time
    // it opens, takes a new order all the way to COMPLETED, then starts the
    // next order.
    void theSuggestionsWorkFromAnEmptyWorld()
    {
        Lab lab;
        EventComposer composer(lab);
        const QStringList expected{QStringLiteral("ORDER_CREATED"), QStringLiteral("ORDER_RESERVED"),
                                   QStringLiteral("PAYMENT_REQUESTED"),
                                   QStringLiteral("PAYMENT_SUCCEEDED")};
        for (const QString& type : expected) {
            composer.followWorld();
            QCOMPARE(composer.templateBox()->currentText(), type);
            QVERIFY2(composer.isPublishable(), qPrintable(composer.validationMessage()));
            QTest::mouseClick(composer.publishButton(), Qt::LeftButton);
            lab.execute("deliverNext", Json::object());
            const JournalEntry* result = lab.journal().lastOfKind("handler-result");
            QVERIFY(result);
            QVERIFY2(result->outcome != "failed" && result->outcome != "parked",
                     result->outcome.c_str());
        }
        QCOMPARE(orderState(lab), std::string("COMPLETED"));
        composer.followWorld();
        QCOMPARE(composer.templateBox()->currentText(), QStringLiteral("ORDER_CREATED"));
        QVERIFY(composer.text().contains(QStringLiteral("\"ord-ch10-002\"")));
    }

    void anEditedTextIsNotReplaced()
    {
        Lab lab;
        EventComposer composer(lab);
        composer.setText(QStringLiteral("{\"mine\": true}"));
        lab.execute("seedDocument",
                    Json{{"path", "orders/ord-ch10-001"}, {"data", fixtures::lessonOrder()}});
        composer.followWorld();
        QCOMPARE(composer.text(), QStringLiteral("{\"mine\": true}"));
    }

    void aFieldErrorNamesTheField()
    {
        Lab lab;
        EventComposer composer(lab);
        composer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&composer));
        composer.editor()->setFocus();
        composer.editor()->selectAll();
        QTest::keyClicks(composer.editor(), QStringLiteral(R"({"source":"s","id":42,"type":"T"})"));
        QVERIFY(!composer.isPublishable());
        QVERIFY2(composer.validationMessage().contains(QStringLiteral("'id'")),
                 qPrintable(composer.validationMessage()));
        QVERIFY(composer.validationMessage().contains(QStringLiteral("42")));
        QVERIFY(composer.publishButton()->toolTip().contains(QStringLiteral("'id'")));
        QVERIFY(composer.validationLabel()->isVisible());
        // The member is marked in the editor.
        const auto marks = composer.editor()->extraSelections();
        QCOMPARE(marks.size(), 1);
        QCOMPARE(marks.front().cursor.selectedText(), QStringLiteral("\"id\""));
    }

    void aSyntaxErrorGivesLineAndColumn()
    {
        Lab lab;
        EventComposer composer(lab);
        composer.setText(QStringLiteral("{\n  \"source\": \"s\",\n  \"id\": x\n}"));
        QVERIFY(!composer.isPublishable());
        QVERIFY2(composer.validationMessage().startsWith(QStringLiteral("Line 3, column 9: ")),
                 qPrintable(composer.validationMessage()));
        QVERIFY(!composer.validationMessage().contains(QStringLiteral("json.exception")));
        const auto marks = composer.editor()->extraSelections();
        QCOMPARE(marks.size(), 1);
        QCOMPARE(marks.front().cursor.selectedText(), QStringLiteral("x"));

        composer.setText(QStringLiteral("{\"source\": \"s\""));
        QVERIFY2(composer.validationMessage().startsWith(QStringLiteral("Line 1, column 15: ")),
                 qPrintable(composer.validationMessage()));
    }

    void hostileTextIsAnErrorNotACrash()
    {
        Lab lab;
        EventComposer composer(lab);
        composer.setText(QStringLiteral("{\"source\": \"s\", \"total\": 1e400}"));
        QVERIFY(!composer.isPublishable());
        QVERIFY2(composer.validationMessage().contains(QStringLiteral("1e400 is too large")),
                 qPrintable(composer.validationMessage()));
        QVERIFY2(composer.validationMessage().startsWith(QStringLiteral("Line 1, column 26: ")),
                 qPrintable(composer.validationMessage()));
        composer.setText(QString(100'000, QLatin1Char('[')));
        QVERIFY(!composer.isPublishable());
        QVERIFY2(composer.validationMessage().contains(QStringLiteral("256 levels")),
                 qPrintable(composer.validationMessage()));
    }

    void positionsCountCharactersNotBytes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("byteIndex");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addRow("start") << QStringLiteral("abc") << 0 << 1 << 1;
        QTest::addRow("second line") << QStringLiteral("ab\ncd") << 4 << 2 << 2;
        QTest::addRow("after umlaut") << QStringLiteral("\"café\" x") << 8 << 1 << 8;
        QTest::addRow("past the end") << QStringLiteral("ab\n") << 99 << 2 << 1;
    }

    void positionsCountCharactersNotBytes()
    {
        QFETCH(QString, text);
        QFETCH(int, byteIndex);
        QFETCH(int, line);
        QFETCH(int, column);
        const TextPosition at = textPositionOfByte(text.toStdString(), std::size_t(byteIndex));
        QCOMPARE(at.line, line);
        QCOMPARE(at.column, column);
    }

    void anUnknownTypeWarnsButPublishes()
    {
        Lab lab;
        EventComposer composer(lab);
        composer.setText(QStringLiteral(R"({"source":"s","id":"a","type":"T"})"));
        QVERIFY(composer.isPublishable());
        QVERIFY(composer.validationMessage().contains(QStringLiteral("park")));
        QVERIFY(composer.validationMessage().contains(QStringLiteral("unknown event type 'T'")));
    }

    void newIdMakesANewEnvelopeForTheSamePayment()
    {
        Lab lab;
        seedLessonOrder(lab);
        EventComposer composer(lab);
        QSignalSpy published(&composer, &EventComposer::published);
        const QString before = composer.text();
        QTest::mouseClick(composer.publishButton(), Qt::LeftButton);
        QTest::mouseClick(composer.newIdButton(), Qt::LeftButton);
        const QString after = composer.text();
        QVERIFY(after.contains(QStringLiteral("\"evt-pay-success-ord-ch10-001-v2\"")));
        QCOMPARE(after.count(QLatin1Char('\n')), before.count(QLatin1Char('\n'))); // layout kept
        QTest::mouseClick(composer.newIdButton(), Qt::LeftButton);
        QVERIFY(composer.text().contains(QStringLiteral("-v3\"")));
        QTest::mouseClick(composer.publishButton(), Qt::LeftButton);

        QCOMPARE(published.size(), 2);
        const auto& messages = lab.channel().messages();
        QCOMPARE(messages.size(), std::size_t(2));
        QVERIFY(messages[0].key() != messages[1].key());
        QCOMPARE(messages[0].event.unpack().paymentIdempotencyKey,
                 messages[1].event.unpack().paymentIdempotencyKey);
        QCOMPARE(lab.commandLog().back().name, std::string("publish"));
        QVERIFY(composer.messageLine()->text().contains(QStringLiteral("delivery 2")));
        QCOMPARE(nextEnvelopeId("evt-9"), std::string("evt-9-v2"));
        QCOMPARE(nextEnvelopeId("evt-v9"), std::string("evt-v10"));
    }

    void templatesFollowTheCombo()
    {
        Lab lab;
        EventComposer composer(lab);
        composer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&composer));
        QComboBox* box = composer.templateBox();
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Down); // ORDER_CREATED -> ORDER_RESERVED
        QVERIFY(composer.text().contains(QStringLiteral("\"ORDER_RESERVED\"")));
    }

    void screenshotWithAnError()
    {
        Lab lab;
        EventComposer composer(lab);
        composer.setText(QStringLiteral("{\n  \"source\": \"atlasmart://payment-simulator\",\n  "
                                        "\"id\": 42,\n  \"type\": \"PAYMENT_SUCCEEDED\"\n}"));
        composer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&composer));
        screenshot(&composer, QStringLiteral("event-composer-error"));
        composer.loadTemplate(QStringLiteral("ORDER_RESERVED"));
        screenshot(&composer, QStringLiteral("event-composer"));
    }
};

QTEST_MAIN(TestEventComposer)
#include "tst_eventcomposer.moc"
