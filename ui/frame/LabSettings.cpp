#include "frame/LabSettings.h"

namespace atlas {
namespace {

const QString kSeed = QStringLiteral("lab/seed");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kPresenterState = QStringLiteral("window/presenterState");
const QString kPresenter = QStringLiteral("view/presenter");
const QString kZoom = QStringLiteral("view/zoomStep");
const QString kTheme = QStringLiteral("view/theme");
const QString kLegacyDark = QStringLiteral("view/darkTheme");
const QString kLastTab = QStringLiteral("tables/lastTab");
const QString kSpeed = QStringLiteral("playback/speed");
const QString kRecent = QStringLiteral("sessions/recent");
const QString kWelcomed = QStringLiteral("lab/welcomed");
const QString kLanguage = QStringLiteral("view/language");

} // namespace

const QString& LabSettings::organization()
{
    static const QString name = QStringLiteral("AtlasMart");
    return name;
}

const QString& LabSettings::application()
{
    static const QString name = QStringLiteral("AtlasMart Idempotency Lab");
    return name;
}

LabSettings::LabSettings() : settings_(organization(), application()) {}

std::uint64_t LabSettings::seed() const
{
    return settings_.value(kSeed, 1).toULongLong();
}
void LabSettings::setSeed(std::uint64_t seed)
{
    settings_.setValue(kSeed, QVariant::fromValue<qulonglong>(seed));
}

QByteArray LabSettings::windowGeometry() const
{
    return settings_.value(kGeometry).toByteArray();
}
void LabSettings::setWindowGeometry(const QByteArray& geometry)
{
    settings_.setValue(kGeometry, geometry);
}

QByteArray LabSettings::windowState() const
{
    return settings_.value(kState).toByteArray();
}
void LabSettings::setWindowState(const QByteArray& state)
{
    settings_.setValue(kState, state);
}
QByteArray LabSettings::presenterWindowState() const
{
    return settings_.value(kPresenterState).toByteArray();
}
void LabSettings::setPresenterWindowState(const QByteArray& state)
{
    settings_.setValue(kPresenterState, state);
}

bool LabSettings::presenterMode() const
{
    return settings_.value(kPresenter, false).toBool();
}
void LabSettings::setPresenterMode(bool on)
{
    settings_.setValue(kPresenter, on);
}

int LabSettings::zoomStep() const
{
    return settings_.value(kZoom, 0).toInt();
}
void LabSettings::setZoomStep(int step)
{
    settings_.setValue(kZoom, step);
}

Appearance::Theme LabSettings::theme() const
{
    if (const auto theme = Appearance::themeFromName(settings_.value(kTheme).toString()))
        return *theme;
    return settings_.value(kLegacyDark, false).toBool() ? Appearance::Theme::Dark
                                                        : Appearance::Theme::Light;
}
void LabSettings::setTheme(Appearance::Theme theme)
{
    settings_.setValue(kTheme, Appearance::themeName(theme));
    settings_.remove(kLegacyDark);
}

int LabSettings::lastTab() const
{
    return settings_.value(kLastTab, 0).toInt();
}
void LabSettings::setLastTab(int tab)
{
    settings_.setValue(kLastTab, tab);
}

int LabSettings::speed() const
{
    return settings_.value(kSpeed, 2).toInt();
}
void LabSettings::setSpeed(int deliveriesPerSecond)
{
    settings_.setValue(kSpeed, deliveriesPerSecond);
}

QStringList LabSettings::recentSessions() const
{
    return settings_.value(kRecent).toStringList();
}
void LabSettings::setRecentSessions(const QStringList& paths)
{
    settings_.setValue(kRecent, paths);
}

bool LabSettings::welcomed() const
{
    return settings_.value(kWelcomed, false).toBool();
}
void LabSettings::setWelcomed(bool seen)
{
    settings_.setValue(kWelcomed, seen);
}

QString LabSettings::language() const
{
    return settings_.value(kLanguage).toString();
}
void LabSettings::setLanguage(const QString& code)
{
    settings_.setValue(kLanguage, code);
}

} // namespace atlas
