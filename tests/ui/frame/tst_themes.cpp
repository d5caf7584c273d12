// The three themes, and every colour the lab paints read against the ground
// it is painted on: WCAG 2.x contrast of at least 4.5:1 for text (3:1 for
// disabled text and for graphics such as chart lines), in Light and in Dark.
#include "../ShownWindow.h"
#include "deliveries/DeliveryPanel.h"
#include "deliveries/DeliveryQueueDelegate.h"
#include "deliveries/EventComposer.h"
#include "deliveries/MessageLine.h"
#include "frame/Appearance.h"
#include "frame/DemoScript.h"
#include "frame/LabSettings.h"
#include "frame/MainWindow.h"
#include "frame/ThemeColors.h"
#include "inspector/DocumentInspector.h"
#include "inspector/JsonHighlighter.h"
#include "inspector/WhyInspector.h"
#include "lab/Lab.h"
#include "lesson/LessonDocument.h"
#include "lesson/LessonPanel.h"
#include "lesson/MarkdownView.h"
#include "metrics/InvariantBar.h"
#include "metrics/MetricChart.h"
#include "tables/LiveTablesPanel.h"
#include "tables/OutcomeDelegate.h"
#include "views/JournalModel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QChart>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextLayout>
#include <QToolButton>
#include <QValueAxis>
#include <QtTest>

#include <functional>
#include <memory>

using namespace atlas;
using Theme = Appearance::Theme;

namespace {

constexpr double kText = 4.5;
constexpr double kDisabledText = 3.0; // WCAG exempts it; kept legible all the same
constexpr double kGraphic = 3.0;

// Collects every pair that reads too faintly, so one run names them all.
class Contrast
{
public:
    void check(const QString& what, const QColor& foreground, const QColor& background,
               double needed = kText)
    {
        ++checked_;
        const double ratio = ThemeColors::contrast(foreground, background);
        if (ratio < needed)
            failures_ << QStringLiteral("%1: %2 on %3 is %4:1, needs %5:1")
                             .arg(what, foreground.name(), background.name())
                             .arg(ratio, 0, 'f', 2)
                             .arg(needed);
    }
    void check(const char* what, const QColor& foreground, const QColor& background,
               double needed = kText)
    {
        check(QString::fromUtf8(what), foreground, background, needed);
    }
    int checked() const { return checked_; }
    const QStringList& failures() const { return failures_; }
    QString report() const { return failures_.join(QLatin1Char('\n')); }

private:
    int checked_ = 0;
    QStringList failures_;
};

QPalette::ColorGroup groupOf(const QWidget* widget)
{
    if (!widget->isEnabled())
        return QPalette::Disabled;
    return widget->isActiveWindow() ? QPalette::Active : QPalette::Inactive;
}

// Buttons that draw their own ground under their text: push buttons, tool
// buttons that are not raised only on hover, and any a style sheet paints.
bool paintsOwnGround(const QWidget* widget)
{
    if (const auto* push = qobject_cast<const QPushButton*>(widget))
        return !push->isFlat();
    if (const auto* tool = qobject_cast<const QToolButton*>(widget))
        return !tool->autoRaise() || tool->testAttribute(Qt::WA_StyleSheetTarget);
    return false;
}

// The colour behind a widget's text: its own ground, or that of the nearest
// ancestor that fills its background (a viewport, a message line), or the
// window's. The panels' title bars paint a band in their Button colour.
QColor groundOf(const QWidget* widget)
{
    if (paintsOwnGround(widget))
        return widget->palette().color(groupOf(widget), widget->backgroundRole());
    for (const QWidget* w = widget->parentWidget(); w; w = w->parentWidget()) {
        if (w->inherits("atlas::DockTitleBar"))
            return w->palette().color(groupOf(w), QPalette::Button);
        if (w->autoFillBackground() || w->isWindow())
            return w->palette().color(groupOf(w), w->backgroundRole());
    }
    return widget->palette().color(QPalette::Window);
}

QString nameOf(const QWidget* widget)
{
    QString text;
    if (const auto* label = qobject_cast<const QLabel*>(widget))
        text = label->text();
    else if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
        text = button->text();
    return QStringLiteral("%1 %2 \"%3\"")
        .arg(QLatin1String(widget->metaObject()->className()), widget->objectName(), text.left(40));
}

void checkWidget(Contrast& contrast, const QWidget* widget)
{
    const QColor text = widget->palette().color(groupOf(widget), widget->foregroundRole());
    contrast.check(nameOf(widget), text, groundOf(widget),
                   widget->isEnabled() ? kText : kDisabledText);
}

// Every visible label and button of every shown window, with the docks that
// share a place raised in turn so that each panel is looked at.
void checkEveryVisibleWidget(Contrast& contrast, MainWindow& window)
{
    const auto checkShown = [&] {
        for (QWidget* top : QApplication::topLevelWidgets()) {
            if (!top->isVisible())
                continue;
            QList<QWidget*> widgets = top->findChildren<QWidget*>();
            widgets.prepend(top);
            for (const QWidget* widget : widgets) {
                if (!widget->isVisible() || widget->size().isEmpty() ||
                    !(qobject_cast<const QLabel*>(widget) ||
                      qobject_cast<const QAbstractButton*>(widget)))
                    continue;
                checkWidget(contrast, widget);
            }
        }
    };
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        dock->raise();
        QCoreApplication::processEvents();
        checkShown();
    }
}

// Text, and a background where the text sets its own, as the document
// formats it; `ground` is what shows through elsewhere.
void checkDocument(Contrast& contrast, const QString& what, const QTextDocument& document,
                   const QColor& text, const QColor& ground)
{
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            const QColor foreground =
                format.foreground().style() == Qt::NoBrush ? text : format.foreground().color();
            const QColor background =
                format.background().style() == Qt::NoBrush ? ground : format.background().color();
            contrast.check(QStringLiteral("%1 \"%2\"").arg(what, it.fragment().text().left(30)),
                           foreground, background);
        }
}

QColor over(const QColor& top, double alpha, const QColor& bottom)
{
    const auto channel = [alpha](int t, int b) {
        return int(std::lround(alpha * t + (1 - alpha) * b));
    };
    return QColor(channel(top.red(), bottom.red()), channel(top.green(), bottom.green()),
                  channel(top.blue(), bottom.blue()));
}

QString chapterFile()
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
           QStringLiteral("/lessons/chapter10-idempotency.json");
}

// The theme of the data row that runs: "light" or "dark".
Theme rowTheme()
{
    QFETCH(bool, dark);
    return dark ? Theme::Dark : Theme::Light;
}

QPalette paletteOf(Theme theme)
{
    return theme == Theme::Dark ? Appearance::darkPalette() : Appearance::lightPalette();
}

// The delegates' own choices, asked the way a view asks them.
class OutcomeProbe : public OutcomeDelegate
{
public:
    OutcomeProbe() : OutcomeDelegate(JournalModel::OutcomeColumn) {}
    using OutcomeDelegate::initStyleOption;
};

class QueueProbe : public DeliveryQueueDelegate
{
public:
    using DeliveryQueueDelegate::initStyleOption;
};

const char* const kLessonMarkdown =
    "Deliver it again with `deliverNext`, read [the guide](https://example.org/guide), "
    "or <code>duplicate</code> it (<a href=\"https://example.org\">why</a>).\n\n"
    "```\n{\"id\": \"evt-1\"}\n```\n";

} // namespace

class TestThemes : public QObject
{
    Q_OBJECT

    QTemporaryDir settingsDir_;
    QTemporaryDir lessonsDir_;

    std::unique_ptr<MainWindow> demoWindow(Theme theme)
    {
        auto window = testing::shownWindow();
        Lab& lab = window->lab();
        // Without deduplication the demo's second delivery completes the
        // order again: one invariant broken, the others holding.
        lab.execute("setStrategy", Json{{"eventType", "*"}, {"strategy", "no-dedup"}});
        runDemoScript(lab);
        window->journalModel().sync();
        window->liveTables()->selectDocuments({QStringLiteral("orders/ord-1001")});
        window->appearance()->setTheme(theme);
        QCoreApplication::processEvents();
        return window;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        QVERIFY(lessonsDir_.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
        // The chapter, and a lesson that cannot be played, listed in the
        // lesson tree in the colour of a failure.
        QVERIFY(QFile::copy(chapterFile(),
                            lessonsDir_.filePath(QStringLiteral("chapter10-idempotency.json"))));
        QFile broken(lessonsDir_.filePath(QStringLiteral("broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write(R"({"id": "broken"})");
        broken.close();
        qputenv("ATLASLAB_LESSONS_DIR", lessonsDir_.path().toUtf8());
    }

    void init() { QSettings(LabSettings::organization(), LabSettings::application()).clear(); }

    void themeMenuOffersThreeExclusiveChoices()
    {
        const auto window = testing::shownWindow();
        QMenu* themeMenu = nullptr;
        for (QAction* action : window->menuBar()->actions())
            if (action->menu())
                for (QAction* item : action->menu()->actions())
                    if (item->menu() && item->menu()->actions().contains(
                                            window->appearance()->themeAction(Theme::Dark)))
                        themeMenu = item->menu();
        QVERIFY(themeMenu);
        QCOMPARE(themeMenu->title(), QStringLiteral("&Theme"));
        QList<QAction*> choices;
        for (const Theme theme : {Theme::Light, Theme::Dark, Theme::System}) {
            QAction* action = window->appearance()->themeAction(theme);
            QVERIFY(action->isCheckable());
            QVERIFY(!action->toolTip().isEmpty());
            QVERIFY(action->actionGroup() && action->actionGroup()->isExclusive());
            choices << action;
        }
        QVERIFY(themeMenu->actions().contains(window->appearance()->toggleDarkAction()));
        QVERIFY(choices[0]->isChecked()); // Light, the first time

        choices[1]->trigger();
        QCOMPARE(window->appearance()->theme(), Theme::Dark);
        QVERIFY(ThemeColors::isDark(QApplication::palette()));
        QVERIFY(choices[1]->isChecked() && !choices[0]->isChecked() && !choices[2]->isChecked());
        choices[2]->trigger();
        QCOMPARE(window->appearance()->theme(), Theme::System);
        QVERIFY(!choices[1]->isChecked());

        // Ctrl+Shift+D goes between light and dark, whatever was chosen.
        QTest::keyClick(window.get(), Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window->appearance()->theme(), Theme::Dark);
        QTest::keyClick(window.get(), Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window->appearance()->theme(), Theme::Light);
        QVERIFY(choices[0]->isChecked());
    }

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

    // Switching recolours what is already shown, not only what comes next.
    void switchingRecoloursWhatIsShown()
    {
        const auto window = demoWindow(Theme::Light);
        InvariantBar* bar = window->invariantBar();
        InvariantBadge* holding = bar->badge(QStringLiteral("no-event-lost"));
        InvariantBadge* broken = bar->badge(QStringLiteral("single-completion"));
        QVERIFY(holding && holding->holds());
        QVERIFY(broken && !broken->holds());
        auto* line = window->deliveryPanel()->findChild<MessageLine*>();
        line->showError(QStringLiteral("a test"));
        auto* json =
            window->documentInspector()->findChild<QPlainTextEdit*>(QStringLiteral("documentJson"));
        auto* chart = window->findChildren<MetricChart*>().front();
        auto* section =
            window->lessonPanel()->findChild<MarkdownView*>(QStringLiteral("sectionText"));
        section->showMarkdown(QString::fromUtf8(kLessonMarkdown));
        const auto firstLinkColour = [section] {
            for (QTextBlock b = section->document()->begin(); b.isValid(); b = b.next())
                for (auto it = b.begin(); !it.atEnd(); ++it)
                    if (it.fragment().charFormat().isAnchor())
                        return it.fragment().charFormat().foreground().color();
            return QColor();
        };
        const auto keyColour = [json] {
            for (const QTextLayout::FormatRange& range :
                 json->document()->firstBlock().next().layout()->formats())
                return range.format.foreground().color();
            return QColor();
        };
        struct Seen
        {
            QColor holding, broken, line, chart, link, jsonKey;
        };
        const auto seen = [&] {
            return Seen{holding->palette().color(QPalette::Button),
                        broken->palette().color(QPalette::Button),
                        line->palette().color(QPalette::Window),
                        chart->chart()->backgroundBrush().color(),
                        firstLinkColour(),
                        keyColour()};
        };
        const Seen light = seen();
        QCOMPARE(light.broken, ThemeColors::badge(Tone::Bad, Appearance::lightPalette()).fill);

        window->appearance()->setTheme(Theme::Dark);
        QCoreApplication::processEvents();
        const Seen dark = seen();
        QCOMPARE(dark.holding, ThemeColors::badge(Tone::Good, Appearance::darkPalette()).fill);
        QCOMPARE(dark.broken, ThemeColors::badge(Tone::Bad, Appearance::darkPalette()).fill);
        QVERIFY(dark.holding != light.holding);
        QVERIFY(dark.broken != light.broken);
        QCOMPARE(dark.line, ThemeColors::tint(Tone::Bad, Appearance::darkPalette()));
        QVERIFY(dark.line != light.line);
        QCOMPARE(dark.chart, Appearance::darkPalette().color(QPalette::Base));
        QVERIFY(dark.chart != light.chart);
        QCOMPARE(dark.link, Appearance::darkPalette().color(QPalette::Link));
        QVERIFY(dark.link != light.link);
        QCOMPARE(dark.jsonKey, ThemeColors::json(Appearance::darkPalette()).key);
        QVERIFY(dark.jsonKey != light.jsonKey);

        window->appearance()->setTheme(Theme::Light);
        QCoreApplication::processEvents();
        const Seen back = seen();
        QCOMPARE(back.holding, light.holding);
        QCOMPARE(back.broken, light.broken);
        QCOMPARE(back.line, light.line);
        QCOMPARE(back.link, light.link);
        QCOMPARE(back.jsonKey, light.jsonKey);
    }

    void themeSurvivesARestart()
    {
        for (const Theme theme : {Theme::System, Theme::Dark, Theme::Light}) {
            {
                const auto window = testing::shownWindow();
                window->appearance()->setTheme(theme);
            }
            const auto window = testing::shownWindow();
            QCOMPARE(window->appearance()->theme(), theme);
            QVERIFY(window->appearance()->themeAction(theme)->isChecked());
        }
    }

    void anOldDarkSwitchBecomesTheDarkTheme()
    {
        {
            QSettings settings(LabSettings::organization(), LabSettings::application());
            settings.setValue(QStringLiteral("view/darkTheme"), true);
        }
        QCOMPARE(LabSettings().theme(), Theme::Dark);
        {
            const auto window = testing::shownWindow();
            QCOMPARE(window->appearance()->theme(), Theme::Dark);
            QVERIFY(ThemeColors::isDark(QApplication::palette()));
            window->appearance()->setTheme(Theme::System);
        }
        QSettings settings(LabSettings::organization(), LabSettings::application());
        QVERIFY(!settings.contains(QStringLiteral("view/darkTheme")));
        QCOMPARE(settings.value(QStringLiteral("view/theme")).toString(), QStringLiteral("system"));

        settings.setValue(QStringLiteral("view/darkTheme"), false);
        settings.remove(QStringLiteral("view/theme"));
        settings.sync();
        QCOMPARE(LabSettings().theme(), Theme::Light);
    }

    void systemThemeGivesBackTheOriginalPalette()
    {
        const QPalette before = QApplication::palette();
        // As a desktop might start Qt: its own colours, neither Fusion's nor ours.
        QPalette desktop = before;
        desktop.setColor(QPalette::Window, QColor(0xd6, 0xe4, 0xd0));
        desktop.setColor(QPalette::Base, QColor(0xfa, 0xf6, 0xe8));
        desktop.setColor(QPalette::Highlight, QColor(0x1d, 0x5e, 0x3a));
        QApplication::setPalette(desktop);
        const QPalette platform = QApplication::palette();
        {
            const auto window = testing::shownWindow(); // Light, as never chosen otherwise
            QVERIFY(QApplication::palette().color(QPalette::Window) !=
                    platform.color(QPalette::Window));
            window->appearance()->setTheme(Theme::Dark);
            window->appearance()->setTheme(Theme::System);
            for (int role = 0; role < QPalette::NColorRoles; ++role)
                for (const auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled})
                    QCOMPARE(QApplication::palette().color(group, QPalette::ColorRole(role)),
                             platform.color(group, QPalette::ColorRole(role)));
            QTRY_COMPARE(window->palette().color(QPalette::Window),
                         platform.color(QPalette::Window));
            window->appearance()->setTheme(Theme::Light);
        }
        QCOMPARE(QApplication::palette().color(QPalette::Base), platform.color(QPalette::Base));
        QApplication::setPalette(before);
    }
};

QTEST_MAIN(TestThemes)
#include "tst_themes.moc"
