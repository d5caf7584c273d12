#pragma once

#include "frame/Appearance.h"

#include <QByteArray>
#include <QSettings>
#include <QStringList>

#include <cstdint>

namespace atlas {

// What the lab window remembers between lessons, under one organisation and
// application name whatever QCoreApplication says, so tests and the app
// agree. Tests point QSettings at a temporary directory (QSettings::setPath).
class LabSettings
{
public:
    static const QString& organization();
    static const QString& application();

    LabSettings();

    std::uint64_t seed() const;
    void setSeed(std::uint64_t seed);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    // Presenter mode keeps a dock layout of its own.
    QByteArray presenterWindowState() const;
    void setPresenterWindowState(const QByteArray& state);

    bool presenterMode() const;
    void setPresenterMode(bool on);
    int zoomStep() const;
    void setZoomStep(int step);
    // Light unless chosen otherwise; a dark theme saved by a lab that had
    // only a dark switch comes back as Dark.
    Appearance::Theme theme() const;
    void setTheme(Appearance::Theme theme);

    int lastTab() const;
    void setLastTab(int tab);
    int speed() const; // deliveries per second while playing
    void setSpeed(int deliveriesPerSecond);

    // Session files opened or saved, newest first.
    QStringList recentSessions() const;
    void setRecentSessions(const QStringList& paths);

    // False until the learner has seen the welcome and picked a start.
    bool welcomed() const;
    void setWelcomed(bool seen);

    // A language code ("de"), or empty to follow the system's language.
    QString language() const;
    void setLanguage(const QString& code);

private:
    QSettings settings_;
};

} // namespace atlas
