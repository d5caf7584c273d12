#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QTemporaryDir>

// A throw-away PostgreSQL server for one test program: initdb in a temporary
// folder, a free loopback port, started with pg_ctl and stopped (and deleted)
// by the destructor. Under root (CI) the server runs as `nobody`, since
// PostgreSQL refuses to run as root; otherwise as the current user. Nothing
// is set up by hand: the binaries come from Debian's `postgresql` package,
// which `lab.sh test` installs.
class PgTestCluster {
public:
    PgTestCluster();
    ~PgTestCluster();
    PgTestCluster(const PgTestCluster&) = delete;
    PgTestCluster& operator=(const PgTestCluster&) = delete;

    bool ok() const { return m_running; }
    QString error() const { return m_error; }

    QString host() const { return QStringLiteral("127.0.0.1"); }
    int port() const { return m_port; }
    QString user() const { return QStringLiteral("lab"); }
    QString database() const { return QStringLiteral("lab"); }
    // postgresql://lab@127.0.0.1:PORT/lab, the form the lab's --store takes.
    QString url() const;

    // A new QPSQL connection named NAME, already open (check isOpen()).
    QSqlDatabase connect(const QString& name) const;

    // Stops the server at once (as a crash would); ok() is false afterwards.
    void stop();
    // Starts the stopped server again on the same data folder and port, so
    // url() still reaches it and it holds what it held before stop(): the
    // server "coming back" after an outage. False (with error()) when the
    // port was taken meanwhile or the server would not start.
    bool restart();

private:
    bool start(int port);
    bool run(const QString& program, const QStringList& args, int timeoutMs = 60000);

    QTemporaryDir m_dir;
    QString m_bin;
    QString m_data;
    int m_port = 0;
    bool m_asNobody = false;
    bool m_running = false;
    QString m_error;
};
