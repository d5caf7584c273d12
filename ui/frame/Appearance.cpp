#include "frame/Appearance.h"

#include "frame/ActionHelp.h"
#include "frame/ThemeColors.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QStyle>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <utility>

namespace atlas {
namespace {

// Widgets with their own style sheet resolve their font and palette once,
// when polished, and ignore a new application font or palette; setting the
// sheet again re-polishes them so presenter mode and the theme reach every
// label and button.
void repolishStyleSheets()
{
    for (QWidget* widget : QApplication::allWidgets())
        if (!widget->styleSheet().isEmpty())
            widget->setStyleSheet(widget->styleSheet());
}

constexpr std::pair<Appearance::Theme, const char*> kThemeNames[] = {
    {Appearance::Theme::Light, "light"},
    {Appearance::Theme::Dark, "dark"},
    {Appearance::Theme::System, "system"},
};

} // namespace

Appearance::Appearance(QObject* parent)
    : QObject(parent), baseFont_(QApplication::font()), systemPalette_(QApplication::palette())
{
    createActions();
    createThemeActions();
}

Appearance::~Appearance()
{
    QApplication::setFont(baseFont_);
    QApplication::setPalette(systemPalette_);
}

void Appearance::createActions()
{
    presenterAction_ = new QAction(tr("&Presenter mode"), this);
    presenterAction_->setObjectName(QStringLiteral("actionPresenterMode"));
    presenterAction_->setCheckable(true);
    presenterAction_->setShortcut(Qt::Key_F5);
    setActionHelp(presenterAction_, tr("Presenter mode: large fonts and rows for a projector"));
    connect(presenterAction_, &QAction::toggled, this, &Appearance::setPresenterMode);

    zoomInAction_ = new QAction(tr("Zoom &in"), this);
    zoomInAction_->setObjectName(QStringLiteral("actionZoomIn"));
    zoomInAction_->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    setActionHelp(zoomInAction_, tr("Zoom in: larger text everywhere"));
    connect(zoomInAction_, &QAction::triggered, this, [this] { setZoomStep(zoomStep_ + 1); });

    zoomOutAction_ = new QAction(tr("Zoom &out"), this);
    zoomOutAction_->setObjectName(QStringLiteral("actionZoomOut"));
    zoomOutAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    setActionHelp(zoomOutAction_, tr("Zoom out: smaller text everywhere"));
    connect(zoomOutAction_, &QAction::triggered, this, [this] { setZoomStep(zoomStep_ - 1); });

    zoomResetAction_ = new QAction(tr("&Actual size"), this);
    zoomResetAction_->setObjectName(QStringLiteral("actionZoomReset"));
    zoomResetAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    setActionHelp(zoomResetAction_, tr("Actual size: undo every zoom step"));
    connect(zoomResetAction_, &QAction::triggered, this, [this] { setZoomStep(0); });
}

void Appearance::createThemeActions()
{
    themeGroup_ = new QActionGroup(this);
    themeGroup_->setExclusive(true);
    const auto add = [this](Theme theme, const QString& text, const char* name,
                            const QString& help) {
        auto* action = new QAction(text, themeGroup_);
        action->setObjectName(QLatin1String(name));
        action->setCheckable(true);
        action->setChecked(theme == theme_);
        action->setData(int(theme));
        setActionHelp(action, help);
        connect(action, &QAction::triggered, this, [this, theme] { setTheme(theme); });
    };
    add(Theme::Light, tr("&Light"), "actionThemeLight",
        tr("Light theme: dark text on a light background"));
    add(Theme::Dark, tr("&Dark"), "actionThemeDark",
        tr("Dark theme: light text on a dark background"));
    add(Theme::System, tr("&System"), "actionThemeSystem",
        tr("System theme: the colours of your desktop"));

    toggleDarkAction_ = new QAction(tr("S&witch light/dark"), this);
    toggleDarkAction_->setObjectName(QStringLiteral("actionToggleDarkTheme"));
    toggleDarkAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    setActionHelp(toggleDarkAction_, tr("Switch between the light and the dark theme"));
    connect(toggleDarkAction_, &QAction::triggered, this, &Appearance::toggleDark);
}

QAction* Appearance::themeAction(Theme theme) const
{
    for (QAction* action : themeGroup_->actions())
        if (action->data().toInt() == int(theme))
            return action;
    return nullptr;
}

void Appearance::fillThemeMenu(QMenu* menu) const
{
    menu->addActions(themeGroup_->actions());
    menu->addSeparator();
    menu->addAction(toggleDarkAction_);
}

void Appearance::setPresenterMode(bool on)
{
    if (presenter_ == on)
        return;
    presenter_ = on;
    presenterAction_->setChecked(on); // its toggled signal re-enters and returns at once
    applyFont();
}

void Appearance::setZoomStep(int step)
{
    step = std::clamp(step, kMinZoomStep, kMaxZoomStep);
    if (step == zoomStep_)
        return;
    zoomStep_ = step;
    zoomInAction_->setEnabled(step < kMaxZoomStep);
    zoomOutAction_->setEnabled(step > kMinZoomStep);
    applyFont();
}

void Appearance::setTheme(Theme theme)
{
    if (theme_ == theme)
        return;
    theme_ = theme;
    themeAction(theme)->setChecked(true);
    QApplication::setPalette(theme == Theme::Light  ? lightPalette()
                             : theme == Theme::Dark ? darkPalette()
                                                    : systemPalette_);
    repolishStyleSheets();
    emit changed();
}

void Appearance::toggleDark()
{
    setTheme(ThemeColors::isDark(QApplication::palette()) ? Theme::Light : Theme::Dark);
}

QString Appearance::themeName(Theme theme)
{
    for (const auto& [t, name] : kThemeNames)
        if (t == theme)
            return QLatin1String(name);
    return {};
}

std::optional<Appearance::Theme> Appearance::themeFromName(const QString& name)
{
    for (const auto& [theme, n] : kThemeNames)
        if (name == QLatin1String(n))
            return theme;
    return std::nullopt;
}

void Appearance::applyFont()
{
    const double scale = (presenter_ ? kPresenterScale : 1.0) * std::pow(kZoomFactor, zoomStep_);
    QFont font = baseFont_;
    if (baseFont_.pointSizeF() > 0)
        font.setPointSizeF(std::round(baseFont_.pointSizeF() * scale * 2) / 2); // half points
    else
        font.setPixelSize(static_cast<int>(std::lround(baseFont_.pixelSize() * scale)));
    QApplication::setFont(font);
    repolishStyleSheets();
    emit changed();
}

QPalette Appearance::lightPalette()
{
    // Fusion's own light palette, with the pairs it leaves below WCAG's
    // 4.5:1 made darker: white on the selection, placeholders, visited
    // links; disabled text stays quieter but above 3:1.
    QPalette p = QApplication::style()->standardPalette();
    for (const auto group : {QPalette::Active, QPalette::Inactive})
        p.setColor(group, QPalette::Highlight, QColor(0x2a, 0x6c, 0xb3));
    p.setColor(QPalette::PlaceholderText, QColor(0x6b, 0x6b, 0x6b));
    p.setColor(QPalette::LinkVisited, QColor(0x7a, 0x1f, 0xa2));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x76, 0x76, 0x76));
    return p;
}

QPalette Appearance::darkPalette()
{
    // Contrast chosen for projectors, which wash out dark greys: text stays
    // near white and the base is darker than the window chrome.
    const QColor window(0x2a, 0x2d, 0x32);
    const QColor base(0x1e, 0x20, 0x24);
    const QColor text(0xec, 0xee, 0xf1);
    const QColor disabled(0x8c, 0x90, 0x98);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x2a, 0x30));
    p.setColor(QPalette::ToolTipBase, QColor(0x35, 0x39, 0x40));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0xa3, 0xa7, 0xae));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x33, 0x37, 0x3e));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x7b, 0x7b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4f, 0x58));
    p.setColor(QPalette::Midlight, QColor(0x3b, 0x3f, 0x47));
    p.setColor(QPalette::Mid, QColor(0x25, 0x28, 0x2d));
    p.setColor(QPalette::Dark, QColor(0x18, 0x1a, 0x1d));
    p.setColor(QPalette::Shadow, QColor(0x0c, 0x0d, 0x0f));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x69, 0xc0));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7c, 0xb8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xc6, 0xb0, 0xff));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x54, 0x5b));
    return p;
}

} // namespace atlas
