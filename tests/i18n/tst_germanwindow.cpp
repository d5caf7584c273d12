// The window in German: every menu title translated, Qt's own dialog
// buttons German, the language chosen in View → Language and saved for the
// next start, and a lesson without German text shown in English.
#include "../ui/ShownWindow.h"
#include "frame/LabSettings.h"
#include "frame/LabStatusBar.h"
#include "frame/LanguageMenu.h"
#include "frame/MainWindow.h"
#include "i18n/Language.h"
#include "lesson/LessonPanel.h"
#include "lesson/LessonTree.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace atlas;

namespace {

// Every menu's title, submenus included, without the & of its mnemonic.
QStringList menuTitles(const MainWindow& window)
{
    QStringList titles;
    std::function<void(const QList<QAction*>&)> walk = [&](const QList<QAction*>& actions) {
        for (QAction* action : actions)
            if (QMenu* menu = action->menu()) {
                titles << menu->title().remove(u'&');
                walk(menu->actions());
            }
    };
    walk(window.menuBar()->actions());
    return titles;
}

QStringList lessonTitles(const MainWindow& window)
{
    QStringList titles;
    const auto* tree = window.findChild<LessonTree*>();
    for (int i = 0; tree && i < tree->topLevelItemCount(); ++i)
        titles << tree->topLevelItem(i)->text(LessonTree::TitleColumn);
    return titles;
}

QString lessonFile(const char* id)
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") + QStringLiteral("/lessons/") +
           QLatin1String(id) + QStringLiteral(".json");
}

} // namespace

class TestGermanWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir settingsDir_;

private slots:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
    }

    void init() { QSettings(LabSettings::organization(), LabSettings::application()).clear(); }
    void cleanup() { Language::install(QStringLiteral("en")); }

    void noMenuKeepsItsEnglishTitle()
    {
        Language::install(QStringLiteral("en"));
        const QStringList english = menuTitles(*testing::shownWindow());
        Language::install(QStringLiteral("de"));
        const auto window = testing::shownWindow();
        const QStringList german = menuTitles(*window);
        QCOMPARE(german.size(), english.size());
        QVERIFY(german.contains(QStringLiteral("Datei")));
        QVERIFY(german.contains(QStringLiteral("Sprache")));
        QStringList untranslated;
        for (const QString& title : german)
            if (english.contains(title))
                untranslated << title;
        QVERIFY2(untranslated.isEmpty(), qPrintable(QStringLiteral("English menu titles: ") +
                                                    untranslated.join(QStringLiteral(", "))));
        const QString dir = qEnvironmentVariable("ATLASLAB_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            window->grab().save(QDir(dir).filePath(QStringLiteral("window-de.png")));
    }

    void qtsOwnButtonsAreGerman()
    {
        Language::install(QStringLiteral("de"));
        QDialogButtonBox buttons(QDialogButtonBox::Yes | QDialogButtonBox::Cancel);
        QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Abbrechen"));
        QCOMPARE(buttons.button(QDialogButtonBox::Yes)->text(), QStringLiteral("&Ja"));
    }

    void theLanguageMenuSavesTheChoiceForTheNextStart()
    {
        QCOMPARE(LanguageMenu::startLanguage(), QStringLiteral("en")); // LANG=C.UTF-8
        Language::install(QStringLiteral("de"));
        const auto window = testing::shownWindow();
        auto* menu = window->findChild<QMenu*>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        auto* system = menu->findChild<QAction*>(QStringLiteral("actionLanguage_system"));
        auto* english = menu->findChild<QAction*>(QStringLiteral("actionLanguage_en"));
        auto* german = menu->findChild<QAction*>(QStringLiteral("actionLanguage_de"));
        QVERIFY(system && english && german);
        QVERIFY(system->isChecked()); // nothing saved: the system's language
        QCOMPARE(german->text(), QStringLiteral("Deutsch"));
        QCOMPARE(english->text(), QStringLiteral("English"));

        english->trigger();
        QCOMPARE(LabSettings().language(), QStringLiteral("en"));
        QCOMPARE(LanguageMenu::startLanguage(), QStringLiteral("en"));
        QCOMPARE(window->labStatusBar()->currentMessage(),
                 QStringLiteral("Das Lab spricht English beim nächsten Start."));
        german->trigger();
        QCOMPARE(LabSettings().language(), QStringLiteral("de"));
        QCOMPARE(LanguageMenu::startLanguage(), QStringLiteral("de"));
        QCOMPARE(window->labStatusBar()->currentMessage(),
                 QStringLiteral("Das Lab spricht Deutsch."));
        system->trigger();
        QCOMPARE(LabSettings().language(), QString());
    }

    void aLessonWithoutGermanTextIsShownInEnglish()
    {
        Language::install(QStringLiteral("de"));
        const auto window = testing::shownWindow();
        QVERIFY(window->lessonPanel()->openLessonFile(lessonFile("example-minimal")));
        QVERIFY(window->lessonPanel()->openLessonFile(lessonFile("chapter10-idempotency")));
        const QStringList titles = lessonTitles(*window);
        QVERIFY2(titles.contains(QStringLiteral("A minimal lesson")),
                 qPrintable(titles.join(u'|')));
        QVERIFY2(titles.contains(QStringLiteral(
                     "Kapitel 10: Idempotenzschlüssel, die Illusion von „genau einmal“, "
                     "Wiederholungen und Deduplizierung")),
                 qPrintable(titles.join(u'|')));
    }
};

QTEST_MAIN(TestGermanWindow)
#include "tst_germanwindow.moc"
