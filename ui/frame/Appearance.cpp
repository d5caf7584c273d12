#include "frame/Appearance.h"

#include "frame/ActionHelp.h"

#include <QAction>
#include <QApplication>
#include <QStyle>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace atlas {

Appearance::Appearance(QObject* parent)
    : QObject(parent), baseFont_(QApplication::font()), basePalette_(QApplication::palette())
{
    createActions();
}

Appearance::~Appearance()
{
    QApplication::setFont(baseFont_);
    QApplication::setPalette(basePalette_);
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

    darkAction_ = new QAction(tr("&Dark theme"), this);
    darkAction_->setObjectName(QStringLiteral("actionDarkTheme"));
    darkAction_->setCheckable(true);
    darkAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    setActionHelp(darkAction_, tr("Dark theme: light text on a dark background"));
    connect(darkAction_, &QAction::toggled, this, &Appearance::setDarkTheme);
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

void Appearance::setDarkTheme(bool on)
{
    if (dark_ == on)
        return;
    dark_ = on;
    darkAction_->setChecked(on);
    QApplication::setPalette(on ? darkPalette() : QApplication::style()->standardPalette());
    emit changed();
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
    // Widgets with their own style sheet resolve their font once, when
    // polished, and ignore a new application font; setting the sheet again
    // re-polishes them so presenter mode reaches every label and button.
    for (QWidget* widget : QApplication::allWidgets())
        if (!widget->styleSheet().isEmpty())
            widget->setStyleSheet(widget->styleSheet());
    emit changed();
}

bool Appearance::isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QPalette Appearance::darkPalette()
{
    // Contrast chosen for projectors, which wash out dark greys: text stays
    // near white and the base is darker than the window chrome.
    const QColor window(0x2a, 0x2d, 0x32);
    const QColor base(0x1e, 0x20, 0x24);
    const QColor text(0xec, 0xee, 0xf1);
    const QColor disabled(0x80, 0x84, 0x8b);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x2a, 0x30));
    p.setColor(QPalette::ToolTipBase, QColor(0x35, 0x39, 0x40));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9e, 0xa6));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x33, 0x37, 0x3e));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x7b, 0x7b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4f, 0x58));
    p.setColor(QPalette::Midlight, QColor(0x3b, 0x3f, 0x47));
    p.setColor(QPalette::Mid, QColor(0x25, 0x28, 0x2d));
    p.setColor(QPalette::Dark, QColor(0x18, 0x1a, 0x1d));
    p.setColor(QPalette::Shadow, QColor(0x0c, 0x0d, 0x0f));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7b, 0xd9));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7c, 0xb8, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xbd, 0xa2, 0xff));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x54, 0x5b));
    return p;
}

} // namespace atlas
