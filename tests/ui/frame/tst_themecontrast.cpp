// Every colour the lab paints read against the ground it is painted on, in
// Light and in Dark: WCAG 2.x contrast of at least 4.5:1 for text (3:1 for
// disabled text and for graphics such as chart lines).
#include "ThemeTestSupport.h"

using namespace atlas;
using namespace atlas::testing;

class TestThemeContrast : public QObject, public ThemeFixture
{
    Q_OBJECT
private slots:
    void initTestCase() { fixtureInitTestCase(); }
    void init() { fixtureInit(); }

    void semanticColoursRead_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void semanticColoursRead()
    {
        const Theme theme = rowTheme();
        const QPalette p = paletteOf(theme);
        QCOMPARE(ThemeColors::isDark(p), theme == Theme::Dark);
        Contrast c;
        const auto role = [&p](QPalette::ColorRole r) { return p.color(QPalette::Active, r); };
        const QList<std::pair<const char*, QColor>> grounds{
            {"Base", role(QPalette::Base)},
            {"AlternateBase", role(QPalette::AlternateBase)},
            {"Window", role(QPalette::Window)},
            {"Button", role(QPalette::Button)},
        };

        // The palette's own pairs.
        c.check("Text on Base", role(QPalette::Text), role(QPalette::Base));
        c.check("Text on AlternateBase", role(QPalette::Text), role(QPalette::AlternateBase));
        c.check("WindowText on Window", role(QPalette::WindowText), role(QPalette::Window));
        c.check("ButtonText on Button", role(QPalette::ButtonText), role(QPalette::Button));
        c.check("selection", role(QPalette::HighlightedText), role(QPalette::Highlight));
        c.check("tooltip", role(QPalette::ToolTipText), role(QPalette::ToolTipBase));
        c.check("placeholder", role(QPalette::PlaceholderText), role(QPalette::Base));
        c.check("link on Base", role(QPalette::Link), role(QPalette::Base));
        c.check("link on Window", role(QPalette::Link), role(QPalette::Window));
        c.check("visited link", role(QPalette::LinkVisited), role(QPalette::Base));
        for (const auto r : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            for (const auto& [name, ground] : grounds)
                c.check(QStringLiteral("disabled text on %1").arg(QLatin1String(name)),
                        p.color(QPalette::Disabled, r), ground, kDisabledText);

        // Each tone: its text on every plain ground and on its tint, the
        // palette's text on the tint.
        for (const Tone tone : {Tone::Good, Tone::Info, Tone::Warning, Tone::Bad}) {
            const QString name = QStringLiteral("tone %1").arg(int(tone));
            const QColor text = ThemeColors::text(tone, p);
            const QColor tint = ThemeColors::tint(tone, p);
            for (const auto& [ground, colour] : grounds)
                c.check(name + QStringLiteral(" text on ") + QLatin1String(ground), text, colour);
            c.check(name + QStringLiteral(" text on its tint"), text, tint);
            c.check(name + QStringLiteral(" tint under Text"), role(QPalette::Text), tint);
        }
        for (const Tone tone : {Tone::Good, Tone::Bad}) {
            const ThemeColors::Badge badge = ThemeColors::badge(tone, p);
            c.check(QStringLiteral("badge %1").arg(int(tone)), badge.text, badge.fill);
            c.check(QStringLiteral("badge %1 hovered").arg(int(tone)), badge.text, badge.hoverFill);
            c.check(QStringLiteral("badge %1 outline").arg(int(tone)), badge.border,
                    role(QPalette::Window), kGraphic);
        }
        c.check("muted on Window", ThemeColors::muted(p), role(QPalette::Window));
        c.check("muted on Base", ThemeColors::muted(p), role(QPalette::Base));
        // The flash fades from 90% to nothing over a row, plain or alternate.
        for (const double alpha : {1.0, 0.9, 0.5})
            for (const auto r : {QPalette::Base, QPalette::AlternateBase})
                c.check(QStringLiteral("flash at %1").arg(alpha), role(QPalette::Text),
                        over(ThemeColors::flash(p), alpha, role(r)));

        const ThemeColors::Json json = ThemeColors::json(p);
        for (const auto& [name, colour] :
             {std::pair{"key", json.key}, std::pair{"string", json.string},
              std::pair{"number", json.number}, std::pair{"literal", json.literal}}) {
            c.check(QStringLiteral("JSON %1 on Base").arg(QLatin1String(name)), colour,
                    role(QPalette::Base));
            c.check(QStringLiteral("JSON %1 on the changed band").arg(QLatin1String(name)), colour,
                    json.changedBand);
        }
        c.check("JSON text on the changed band", role(QPalette::Text), json.changedBand);

        const ThemeColors::Lesson lesson = ThemeColors::lesson(p);
        c.check("lesson link on Base", lesson.link, role(QPalette::Base));
        c.check("lesson link on Window", lesson.link, role(QPalette::Window));
        c.check("lesson code", lesson.code, lesson.codeBackground);

        const ThemeColors::Chart chart = ThemeColors::chart(p);
        c.check("chart text", chart.text, chart.background);
        c.check("chart axis", chart.axis, chart.background, kGraphic);
        QCOMPARE(chart.series.size(), 5);
        for (const QColor& series : chart.series)
            c.check(QStringLiteral("chart series"), series, chart.background, kGraphic);

        QVERIFY2(c.failures().isEmpty(), qPrintable(c.report()));
        QVERIFY(c.checked() > 70);
    }

    void contrastIsWcags()
    {
        QCOMPARE(ThemeColors::contrast(Qt::black, Qt::white), 21.0);
        QCOMPARE(ThemeColors::contrast(Qt::white, Qt::white), 1.0);
        // #767676 on white is the well-known 4.54:1.
        QVERIFY(qAbs(ThemeColors::contrast(QColor(0x76, 0x76, 0x76), Qt::white) - 4.54) < 0.01);
        QVERIFY(ThemeColors::contrast(Qt::red, Qt::blue) ==
                ThemeColors::contrast(Qt::blue, Qt::red));
    }

    void everyLabelAndButtonReads_data() { semanticColoursRead_data(); }

    void everyLabelAndButtonReads()
    {
        const auto window = demoWindow(rowTheme());
        QVERIFY(window->lessonPanel()->playScenarioFromFile(
            chapterFile(), QStringLiteral("ch10-lab-run"), 3, nullptr));
        window->deliveryPanel()->findChild<MessageLine*>()->showError(QStringLiteral("a test"));
        EventComposer composer(window->lab(), window.get());
        composer.setText(QStringLiteral("{\"id\": "));
        composer.show();
        QVERIFY(QTest::qWaitForWindowExposed(&composer));

        Contrast contrast;
        checkEveryVisibleWidget(contrast, *window);
        QVERIFY2(contrast.failures().isEmpty(), qPrintable(contrast.report()));
        QVERIFY(contrast.checked() > 50);

        // The composer's verdict and its mark on the faulty text.
        Contrast composed;
        checkWidget(composed, composer.validationLabel());
        for (const QTextEdit::ExtraSelection& mark : composer.editor()->extraSelections())
            composed.check(QStringLiteral("error mark"),
                           composer.editor()->palette().color(QPalette::Text),
                           mark.format.background().color());
        QVERIFY(!composer.editor()->extraSelections().isEmpty());
        QVERIFY2(composed.failures().isEmpty(), qPrintable(composed.report()));
    }

    void tablesAndDelegatesRead_data() { semanticColoursRead_data(); }

    void tablesAndDelegatesRead()
    {
        const auto window = demoWindow(rowTheme());
        Contrast c;
        OutcomeProbe outcome;
        QueueProbe queue;
        int tinted = 0;
        for (QAbstractItemView* view : window->findChildren<QAbstractItemView*>()) {
            QAbstractItemModel* model = view->model();
            if (!model)
                continue;
            std::function<void(QStyleOptionViewItem*, const QModelIndex&)> probe;
            if (qobject_cast<OutcomeDelegate*>(view->itemDelegate()))
                probe = [&outcome](auto* option, const auto& index) {
                    outcome.initStyleOption(option, index);
                };
            else if (qobject_cast<DeliveryQueueDelegate*>(view->itemDelegate()))
                probe = [&queue](auto* option, const auto& index) {
                    queue.initStyleOption(option, index);
                };
            const QPalette& p = view->palette();
            for (int row = 0; row < model->rowCount(); ++row)
                for (int column = 0; column < model->columnCount(); ++column) {
                    const QModelIndex index = model->index(row, column);
                    const QString what = QStringLiteral("%1 row %2 column %3")
                                             .arg(view->objectName())
                                             .arg(row)
                                             .arg(column);
                    const QColor ground = view->alternatingRowColors() && row % 2
                                              ? p.color(QPalette::AlternateBase)
                                              : p.color(QPalette::Base);
                    const QVariant fore = index.data(Qt::ForegroundRole);
                    const QVariant back = index.data(Qt::BackgroundRole);
                    if (fore.isValid() || back.isValid())
                        c.check(what,
                                fore.isValid() ? fore.value<QBrush>().color()
                                               : p.color(QPalette::Text),
                                back.isValid() ? back.value<QBrush>().color() : ground);
                    if (!probe)
                        continue;
                    QStyleOptionViewItem option;
                    option.initFrom(view);
                    option.palette = p;
                    probe(&option, index);
                    const bool tint = option.backgroundBrush.style() != Qt::NoBrush;
                    tinted += tint ? 1 : 0;
                    c.check(what + QStringLiteral(" (delegate)"),
                            option.palette.color(QPalette::Text),
                            tint ? option.backgroundBrush.color() : ground);
                }
        }
        QVERIFY(tinted > 10); // the journal's rows and the document's history
        QVERIFY2(c.failures().isEmpty(), qPrintable(c.report()));
        QVERIFY(c.checked() > 100);

        // The broken lesson in the tree, in the colour of a failure.
        bool sawBroken = false;
        for (QAbstractItemView* view : window->lessonPanel()->findChildren<QAbstractItemView*>())
            for (int row = 0; row < view->model()->rowCount(); ++row)
                sawBroken =
                    sawBroken ||
                    view->model()->index(row, 0).data(Qt::ForegroundRole).value<QBrush>().color() ==
                        ThemeColors::text(Tone::Bad, view->palette());
        QVERIFY(sawBroken);
    }

    void documentsRead_data() { semanticColoursRead_data(); }

    void documentsRead()
    {
        const auto window = demoWindow(rowTheme());
        Contrast c;

        // The document inspector's JSON, with the fields the commit changed.
        auto* json =
            window->documentInspector()->findChild<QPlainTextEdit*>(QStringLiteral("documentJson"));
        QVERIFY(json->toPlainText().contains(QStringLiteral("COMPLETED")));
        const QPalette& jp = json->palette();
        int coloured = 0, banded = 0;
        for (QTextBlock block = json->document()->begin(); block.isValid(); block = block.next())
            for (const QTextLayout::FormatRange& range : block.layout()->formats()) {
                const bool band = range.format.background().style() != Qt::NoBrush;
                banded += band ? 1 : 0;
                coloured += range.format.foreground().style() != Qt::NoBrush ? 1 : 0;
                c.check(
                    QStringLiteral("JSON \"%1\"").arg(block.text().mid(range.start, range.length)),
                    range.format.foreground().style() == Qt::NoBrush
                        ? jp.color(QPalette::Text)
                        : range.format.foreground().color(),
                    band ? range.format.background().color() : jp.color(QPalette::Base));
            }
        QVERIFY(coloured > 10);
        QVERIFY(banded > 0);

        // Why?: its outcome words and links.
        auto* why = window->whyInspector()->findChild<QTextBrowser*>();
        QVERIFY(!why->toPlainText().isEmpty());
        checkDocument(c, QStringLiteral("Why?"), *why->document(),
                      why->palette().color(QPalette::Text), why->palette().color(QPalette::Base));

        // Lesson text: every view, and a section with links and code.
        auto* section =
            window->lessonPanel()->findChild<MarkdownView*>(QStringLiteral("sectionText"));
        QVERIFY(section);
        section->showMarkdown(QString::fromUtf8(kLessonMarkdown));
        int links = 0, code = 0;
        for (MarkdownView* view : window->findChildren<MarkdownView*>()) {
            const QColor ground = view->viewport()->autoFillBackground()
                                      ? view->palette().color(QPalette::Base)
                                      : groundOf(view);
            checkDocument(c, view->objectName(), *view->document(),
                          view->palette().color(QPalette::Text), ground);
            for (QTextBlock b = view->document()->begin(); b.isValid(); b = b.next())
                for (auto it = b.begin(); !it.atEnd(); ++it) {
                    const QTextCharFormat format = it.fragment().charFormat();
                    if (format.isAnchor()) {
                        ++links;
                        QCOMPARE(format.foreground().color(),
                                 view->palette().color(QPalette::Link));
                    } else if (LessonDocument::isCode(format)) {
                        ++code;
                        QCOMPARE(format.background().color(),
                                 ThemeColors::lesson(view->palette()).codeBackground);
                    }
                }
        }
        QVERIFY(links >= 2); // Markdown's and HTML's
        QVERIFY(code >= 3);  // a span, an HTML <code>, the block
        QVERIFY2(c.failures().isEmpty(), qPrintable(c.report()));

        // The charts: ground, text and lines from the palette.
        const ThemeColors::Chart colours = ThemeColors::chart(window->palette());
        const QList<MetricChart*> charts = window->findChildren<MetricChart*>();
        QVERIFY(!charts.isEmpty());
        for (MetricChart* chart : charts) {
            QCOMPARE(chart->chart()->backgroundBrush().color(), colours.background);
            QCOMPARE(chart->chart()->titleBrush().color(), colours.text);
            for (QAbstractAxis* axis : chart->chart()->axes())
                QCOMPARE(axis->labelsColor(), colours.text);
            QVERIFY(colours.series.contains(chart->series(0)->pen().color()));
        }
    }
};

QTEST_MAIN(TestThemeContrast)
#include "tst_themecontrast.moc"
