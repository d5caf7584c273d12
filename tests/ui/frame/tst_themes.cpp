// The three themes: the menu that chooses one, what recolours when it
// changes, and what survives a restart.
#include "ThemeTestSupport.h"

using namespace atlas;
using namespace atlas::testing;

class TestThemes : public QObject, public ThemeFixture
{
    Q_OBJECT
private slots:
    void initTestCase() { fixtureInitTestCase(); }
    void init() { fixtureInit(); }

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
