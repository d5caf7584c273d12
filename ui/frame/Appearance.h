#pragma once

#include <QFont>
#include <QObject>
#include <QPalette>

class QAction;

namespace atlas {

// How big and how dark the whole application looks. Presenter mode and zoom
// change the application font itself (every widget relayouts with real,
// larger glyphs and taller rows: no bitmap scaling), and the theme swaps the
// application palette under the Fusion style. The application's own font and
// palette come back when this object goes away.
class Appearance : public QObject
{
    Q_OBJECT
public:
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
    bool darkTheme() const { return dark_; }
    void setDarkTheme(bool on);

    QAction* presenterAction() const { return presenterAction_; }
    QAction* zoomInAction() const { return zoomInAction_; }
    QAction* zoomOutAction() const { return zoomOutAction_; }
    QAction* zoomResetAction() const { return zoomResetAction_; }
    QAction* darkThemeAction() const { return darkAction_; }

    static QPalette darkPalette();
    // True when `palette` shows light text on a dark base: delegates pick
    // their tints from this so they read in either theme.
    static bool isDark(const QPalette& palette);

signals:
    void changed();

private:
    void applyFont();
    void createActions();

    QFont baseFont_;
    QPalette basePalette_;
    bool presenter_ = false;
    int zoomStep_ = 0;
    bool dark_ = false;
    QAction* presenterAction_ = nullptr;
    QAction* zoomInAction_ = nullptr;
    QAction* zoomOutAction_ = nullptr;
    QAction* zoomResetAction_ = nullptr;
    QAction* darkAction_ = nullptr;
};

} // namespace atlas
