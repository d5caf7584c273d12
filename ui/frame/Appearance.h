#pragma once

#include <QFont>
#include <QObject>
#include <QPalette>

#include <optional>

class QAction;
class QActionGroup;
class QMenu;

namespace atlas {

// How big and how dark the whole application looks. Presenter mode and zoom
// change the application font itself (every widget relayouts with real,
// larger glyphs and taller rows: no bitmap scaling), and the theme swaps the
// application palette under the Fusion style: Light, Dark, or System, the
// palette the application had when this object was made (the platform's,
// as Qt starts with it). Widgets take every colour from the palette or from
// ThemeColors, so a theme reaches all of them. The application's own font
// and palette come back when this object goes away.
class Appearance : public QObject
{
    Q_OBJECT
public:
    enum class Theme { Light, Dark, System };

    static constexpr double kPresenterScale = 1.6;
    static constexpr double kZoomFactor = 1.12; // per step
    static constexpr int kMinZoomStep = -4;
    static constexpr int kMaxZoomStep = 8;

    explicit Appearance(QObject* parent = nullptr);
    ~Appearance() override;

    bool presenterMode() const { return presenter_; }
    void setPresenterMode(bool on);
    int zoomStep() const { return zoomStep_; }
    void setZoomStep(int step);
    Theme theme() const { return theme_; }
    void setTheme(Theme theme);
    // Light when the palette now shown is dark (Dark, or a dark System), else Dark.
    void toggleDark();

    QAction* presenterAction() const { return presenterAction_; }
    QAction* zoomInAction() const { return zoomInAction_; }
    QAction* zoomOutAction() const { return zoomOutAction_; }
    QAction* zoomResetAction() const { return zoomResetAction_; }
    QAction* themeAction(Theme theme) const;
    QAction* toggleDarkAction() const { return toggleDarkAction_; }
    // The three exclusive theme choices, then the light/dark toggle.
    void fillThemeMenu(QMenu* menu) const;

    // The names --theme and the settings use: light, dark, system.
    static QString themeName(Theme theme);
    static std::optional<Theme> themeFromName(const QString& name);

    static QPalette lightPalette();
    static QPalette darkPalette();

signals:
    void changed();

private:
    void applyFont();
    void createActions();
    void createThemeActions();

    QFont baseFont_;
    QPalette systemPalette_;
    bool presenter_ = false;
    int zoomStep_ = 0;
    Theme theme_ = Theme::System; // what the application shows until told otherwise
    QAction* presenterAction_ = nullptr;
    QAction* zoomInAction_ = nullptr;
    QAction* zoomOutAction_ = nullptr;
    QAction* zoomResetAction_ = nullptr;
    QActionGroup* themeGroup_ = nullptr;
    QAction* toggleDarkAction_ = nullptr;
};

} // namespace atlas
