#include "PgTestCluster.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSqlError>
#include <QVersionNumber>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

// The highest installed server's bin folder (/usr/lib/postgresql/15/bin on
// Debian 12); pg_ctl and initdb are not on PATH there.
QString serverBinaries()
{
    QDir root(QStringLiteral("/usr/lib/postgresql"));
    QString best;
    QVersionNumber bestVersion;
    for (const QString& entry : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QVersionNumber version = QVersionNumber::fromString(entry);
        if (QFileInfo::exists(root.filePath(entry + QStringLiteral("/bin/pg_ctl"))) &&
            version > bestVersion) {
            best = root.filePath(entry + QStringLiteral("/bin"));
            bestVersion = version;
        }
    }
    return best;
}

// Asks the kernel for a free loopback port. Another process could take it
// before the server binds it; start() then retries with a new one.
int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

} // namespace

PgTestCluster::PgTestCluster()
    : m_bin(serverBinaries()), m_asNobody(::geteuid() == 0)
{
    if (!m_dir.isValid()) {
        m_error = QStringLiteral("cannot create a temporary folder");
        return;
    }
    if (m_bin.isEmpty()) {
        m_error = QStringLiteral("no PostgreSQL server under /usr/lib/postgresql "
                                 "(Debian package postgresql; bash scripts/lab.sh test installs it)");
        return;
    }
    m_data = m_dir.filePath(QStringLiteral("data"));
    if (m_asNobody && !run(QStringLiteral("chown"), {QStringLiteral("nobody"), m_dir.path()}))
        return;
    if (!run(m_bin + QStringLiteral("/initdb"),
             {QStringLiteral("-D"), m_data, QStringLiteral("-U"), user(),
              QStringLiteral("-A"), QStringLiteral("trust"), QStringLiteral("-E"),
              QStringLiteral("UTF8"), QStringLiteral("--locale=C.UTF-8"),
              QStringLiteral("--no-sync")}))
        return;
    for (int attempt = 0; attempt < 3 && !m_running; ++attempt)
        m_running = start(freePort());
    if (m_running && !run(m_bin + QStringLiteral("/createdb"),
                          {QStringLiteral("-h"), host(), QStringLiteral("-p"),
                           QString::number(m_port), QStringLiteral("-U"), user(), database()}))
        stop();
}

PgTestCluster::~PgTestCluster()
{
    stop();
}

bool PgTestCluster::start(int port)
{
    m_port = port;
    if (m_port == 0) {
        m_error = QStringLiteral("no free loopback port");
        return false;
    }
    // fsync off: a test server's data need not survive a power cut, and
    // syncing would make the suite slower for nothing.
    const QString options = QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=off")
                                .arg(m_port)
                                .arg(m_dir.path());
    return run(m_bin + QStringLiteral("/pg_ctl"),
               {QStringLiteral("-D"), m_data, QStringLiteral("-l"),
                m_dir.filePath(QStringLiteral("server.log")), QStringLiteral("-w"),
                QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("-o"), options,
                QStringLiteral("start")});
}

void PgTestCluster::stop()
{
    if (!m_running)
        return;
    m_running = false;
    run(m_bin + QStringLiteral("/pg_ctl"),
        {QStringLiteral("-D"), m_data, QStringLiteral("-m"), QStringLiteral("immediate"),
         QStringLiteral("-w"), QStringLiteral("stop")});
}

bool PgTestCluster::restart()
{
    if (m_running)
        return true;
    if (m_data.isEmpty() || !QFileInfo::exists(m_data)) {
        m_error = QStringLiteral("no data folder to restart from");
        return false;
    }
    m_running = start(m_port);
    return m_running;
}

bool PgTestCluster::run(const QString& program, const QStringList& args, int timeoutMs)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    const bool drop = m_asNobody && program != QLatin1String("chown");
    if (drop)
        process.start(QStringLiteral("runuser"),
                      QStringList{QStringLiteral("-u"), QStringLiteral("nobody"),
                                  QStringLiteral("--"), program} + args);
    else
        process.start(program, args);
    if (!process.waitForFinished(timeoutMs) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0) {
        m_error = QStringLiteral("%1 failed: %2")
                      .arg(QFileInfo(program).fileName(),
                           QString::fromLocal8Bit(process.readAll()).trimmed());
        return false;
    }
    return true;
}

QString PgTestCluster::url() const
{
    return QStringLiteral("postgresql://%1@%2:%3/%4").arg(user(), host()).arg(m_port).arg(database());
}

QSqlDatabase PgTestCluster::connect(const QString& name) const
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
    db.setHostName(host());
    db.setPort(m_port);
    db.setUserName(user());
    db.setDatabaseName(database());
    db.open();
    return db;
}
