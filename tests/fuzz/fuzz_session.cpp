// A session file may come from anyone (a class's shared folder, a bug
// report): opening and checking it must report what is wrong with it as a
// SessionError or in the report, never crash, hang or throw anything else.

#include "FuzzCheck.h"
#include "session/SessionError.h"
#include "session/SessionReplay.h"
#include "session/SessionReport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

// One folder for the whole run, in memory where there is /dev/shm: a file
// per input costs a write, not a folder and a disk sync.
const QString& sessionPath()
{
    static const QTemporaryDir folder(QDir(QStringLiteral("/dev/shm")).exists()
                                          ? QStringLiteral("/dev/shm/atlaslab-fuzz-XXXXXX")
                                          : QDir::tempPath() +
                                                QStringLiteral("/atlaslab-fuzz-XXXXXX"));
    static const QString path = folder.filePath(QStringLiteral("input.atlaslab"));
    if (!folder.isValid()) {
        std::fprintf(stderr, "fuzz_session: cannot create a temporary folder\n");
        std::exit(1);
    }
    return path;
}

void writeInput(const QString& path, const std::uint8_t* data, std::size_t size)
{
    QFile file(path);
    const bool written = file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
                         file.write(reinterpret_cast<const char*>(data),
                                    static_cast<qint64>(size)) == static_cast<qint64>(size);
    if (!written) {
        std::fprintf(stderr, "fuzz_session: cannot write %s\n", qPrintable(path));
        std::exit(1);
    }
}

// What SQLite may leave beside the file: each input starts from its own
// bytes alone, or one input's -wal would change how the next one reads.

void removeCompanions(const QString& path)
{
    for (const char* suffix : {"-wal", "-shm", "-journal"})
        QFile::remove(path + QLatin1String(suffix));
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    // QSqlDatabase loads its SQLite driver as a plugin, which needs an
    // application object; one for the whole run, never destroyed.
    static QCoreApplication* app = new QCoreApplication(*argc, *argv);
    (void)app;
    (void)sessionPath();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString& path = sessionPath();
    writeInput(path, data, size);
    atlas::SessionReport report;
    bool opened = true;
    try {
        // check() opens the file with SessionFile::open (read-only), then
        // replays its command log into a lab of its own.
        report = atlas::SessionReplay::check(path);
    } catch (const atlas::SessionError& error) {
        FUZZ_CHECK(error.what()[0] != '\0', "a refused session file says why");
        opened = false;
    }
    if (opened) {
        // What --check-session prints.
        FUZZ_CHECK(!report.toText().empty(), "a session report has text");
        FUZZ_CHECK(report.toJson().is_object(), "a session report has JSON");
        FUZZ_CHECK(!report.toJsonText().empty(), "a session report prints as JSON");
        FUZZ_CHECK(!report.consistent() || report.replayed, "a consistent session replayed");
    }
    removeCompanions(path);
    return 0;
}
