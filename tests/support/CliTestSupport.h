#pragma once

// What the command-line tests share: running the lab's binary and reading
// what it wrote. ATLASLAB_EXE is the binary's path, set by CMake.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace clitest {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

inline Run run(const QStringList& args,
        const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment(),
        const QString& workingDirectory = QString(),
        const QString& program = QStringLiteral(ATLASLAB_EXE))
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(workingDirectory);
    p.start(program, args);
    p.waitForFinished(300'000);
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

inline QStringList chaos(const QStringList& extra)
{
    return QStringList{QStringLiteral("--headless"), QStringLiteral("--chaos"),
                       QStringLiteral("--orders"),   QStringLiteral("300"),
                       QStringLiteral("--events"),   QStringLiteral("1000")} +
           extra;
}

// A short run: enough to write a journal, fast enough for many rows.
inline QStringList shortChaos(const QStringList& extra)
{
    return QStringList{QStringLiteral("--headless"), QStringLiteral("--chaos"),
                       QStringLiteral("--orders"),   QStringLiteral("20"),
                       QStringLiteral("--events"),   QStringLiteral("50")} +
           extra;
}

inline QString lessonFile(const char* id)
{
    return qEnvironmentVariable("ATLASLAB_SOURCE_DIR") + QStringLiteral("/lessons/") +
           QLatin1String(id) + QStringLiteral(".json");
}

inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeFile(const QString& path, const QByteArray& content)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size();
}

inline const QByteArray kJournalBefore = "{\"note\": \"the journal of an earlier run\"}\n";

} // namespace clitest
