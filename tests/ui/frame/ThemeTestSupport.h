#pragma once

// What the theme tests share: the contrast checks (WCAG 2.x: 4.5:1 for text,
// 3:1 for disabled text and graphics), where a widget's text and ground come
// from, and a fixture with its own settings and lessons folders and the demo
// world shown in a theme. A test class derives from QObject and the fixture
// and calls its initTestCase/init from its own.
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

#include <functional>
#include <memory>

namespace atlas::testing {

using Theme = Appearance::Theme;

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

inline QPalette::ColorGroup groupOf(const QWidget* widget)
{
    if (!widget->isEnabled())
        return QPalette::Disabled;
    return widget->isActiveWindow() ? QPalette::Active : QPalette::Inactive;
}

// Buttons that draw their own ground under their text: push buttons, tool
// buttons that are not raised only on hover, and any a style sheet paints.
inline bool paintsOwnGround(const QWidget* widget)
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
inline QColor groundOf(const QWidget* widget)
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

inline QString nameOf(const QWidget* widget)
{
    QString text;
    if (const auto* label = qobject_cast<const QLabel*>(widget))
        text = label->text();
    else if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
        text = button->text();
    return QStringLiteral("%1 %2 \"%3\"")
        .arg(QLatin1String(widget->metaObject()->className()), widget->objectName(), text.left(40));
}

inline void checkWidget(Contrast& contrast, const QWidget* widget)
{
    const QColor text = widget->palette().color(groupOf(widget), widget->foregroundRole());
    contrast.check(nameOf(widget), text, groundOf(widget),
                   widget->isEnabled() ? kText : kDisabledText);
}

// Every visible label and button of every shown window, with the docks that
// share a place raised in turn so that each panel is looked at.
inline void checkEveryVisibleWidget(Contrast& contrast, MainWindow& window)
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
inline void checkDocument(Contrast& contrast, const QString& what, const QTextDocument& document,
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

inline QColor over(const QColor& top, double alpha, const QColor& bottom)
{
    const auto channel = [alpha](int t, int b) {
        return int(std::lround(alpha * t + (1 - alpha) * b));
    };
    return QColor(channel(top.red(), bottom.red()), channel(top.green(), bottom.green()),
                  channel(top.blue(), bottom.blue()));
}

inline QString chapterFile()
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") +
           QStringLiteral("/lessons/chapter10-idempotency.json");
}

// The theme of the data row that runs: "light" or "dark".
inline Theme rowTheme()
{
    QFETCH(bool, dark);
    return dark ? Theme::Dark : Theme::Light;
}

inline QPalette paletteOf(Theme theme)
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

class ThemeFixture
{
protected:

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

    void fixtureInitTestCase()
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

    void fixtureInit() { QSettings(LabSettings::organization(), LabSettings::application()).clear(); }
};

} // namespace atlas::testing
