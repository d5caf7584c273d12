// Throughput of the lab's handler shape (inbox marker + order in one
// transaction) over the in-memory store and over a WAL file.
//
//   bench_store                      memory, file, memory with views: a table
//   bench_store --mode memory|file   one run, one RESULT line
//   [--views]                        with live table models on both collections
//   [--transactions N] [--orders M]  defaults 100000 and 50000
//
// Peak RSS is per process, so without --mode the program re-executes itself
// once per configuration.

#include "BenchSupport.h"

#include "store/DocumentStore.h"
#include "store/FieldValue.h"
#include "views/CollectionTableModel.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <memory>
#include <string>

using namespace atlas;
using namespace atlas::bench;

namespace {

const std::string kSource = "//atlasmart/payments";

struct Options
{
    int transactions = 100000;
    int orders = 50000;
    bool views = false;
};

std::string orderPath(int n)
{
    return "orders/o" + std::to_string(n);
}

void seedOrders(DocumentStore& store, int orders)
{
    constexpr int kBatch = 1000;
    for (int first = 0; first < orders; first += kBatch) {
        WriteBatch batch;
        for (int n = first; n < std::min(orders, first + kBatch); ++n)
            batch.create(orderPath(n),
                         Json{{"orderId", "o" + std::to_string(n)},
                              {"customerId", "c" + std::to_string(n % 997)},
                              {"state", "CREATED"},
                              {"amountCents", 1000 + n % 9000},
                              {"currency", "EUR"},
                              {"items", Json::array({Json{{"sku", "SKU-1"}, {"qty", 1}},
                                                     Json{{"sku", "SKU-2"}, {"qty", 2}}})},
                              {"createdAt", "2026-09-16T18:00:00.000Z"}});
        store.commit(batch);
    }
}

// Transaction i handles event `evt-<k>`; every tenth transaction redelivers
// an event handled earlier, so its marker exists and it writes nothing.
int eventNumber(int i)
{
    return i % 10 == 9 ? i - 5 : i;
}

// Returns the number of transactions that wrote.
int runHandlers(DocumentStore& store, const Options& opt)
{
    int applied = 0;
    for (int i = 0; i < opt.transactions; ++i) {
        const int k = eventNumber(i);
        const std::string eventId = "evt-" + std::to_string(k);
        const std::string marker =
            "workflowEvents/" + DocumentPath::percentEncode(kSource + '|' + eventId);
        const std::string order = orderPath(k % opt.orders);
        const char* state = k < opt.orders ? "PAID" : "SHIPPED";
        const bool wrote = store.runTransaction([&](Transaction& tx) {
            const auto inbox = tx.get(marker);
            const auto current = tx.get(order);
            if (inbox.exists() || !current.exists())
                return false;
            tx.update(order, Json{{"state", state},
                                  {"paymentKey", "pay-" + std::to_string(k)},
                                  {"lastEventId", eventId},
                                  {"updatedAt", FieldValue::serverTimestamp()}});
            tx.create(marker, Json{{"eventId", eventId},
                                   {"source", kSource},
                                   {"resultState", state},
                                   {"correlationId", "corr-" + std::to_string(k)},
                                   {"processedAt", FieldValue::serverTimestamp()}});
            return true;
        });
        applied += wrote ? 1 : 0;
        store.clock().advance(1);
    }
    return applied;
}

int runMode(const QString& mode, const Options& opt)
{
    QTemporaryDir dir;
    if (!dir.isValid()) {
        std::fprintf(stderr, "cannot create a temporary directory\n");
        return 1;
    }
    const QString file =
        mode == QStringLiteral("file") ? dir.filePath(QStringLiteral("bench.atlaslab")) : QString();
    SimClock clock;
    DocumentStore store(clock, file);
    seedOrders(store, opt.orders);
    // What an open lab window pays: both tables follow every commit.
    std::unique_ptr<CollectionTableModel> ordersTable, inboxTable;
    if (opt.views) {
        ordersTable = std::make_unique<CollectionTableModel>(store, QStringLiteral("orders"));
        inboxTable =
            std::make_unique<CollectionTableModel>(store, QStringLiteral("workflowEvents"));
    }

    QElapsedTimer timer;
    timer.start();
    const int applied = runHandlers(store, opt);
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;

    const int expected = opt.transactions - opt.transactions / 10;
    const bool tablesInStep =
        !opt.views || (inboxTable->rowCount() == applied && ordersTable->rowCount() == opt.orders);
    if (applied != expected || store.count("workflowEvents") != static_cast<std::size_t>(applied) ||
        !tablesInStep) {
        std::fprintf(stderr, "wrong result: %d transactions wrote, expected %d\n", applied,
                     expected);
        return 1;
    }
    std::printf("RESULT mode=%s%s transactions=%d applied=%d seconds=%.3f tx_per_s=%.0f "
                "peak_rss_kib=%ld\n",
                qPrintable(mode), opt.views ? "+views" : "", opt.transactions, applied, seconds,
                opt.transactions / seconds, peakRssKiB());
    return 0;
}

QString field(const QString& line, const QString& key)
{
    for (const auto& part : line.split(QLatin1Char(' ')))
        if (part.startsWith(key + QLatin1Char('=')))
            return part.mid(key.size() + 1);
    return {};
}

// Each configuration in a fresh process, so peak RSS is that run's own.
int runAll(const Options& opt)
{
    struct Config
    {
        QString mode;
        bool views;
    };
    const QList<Config> configs =
        opt.views ? QList<Config>{{QStringLiteral("memory"), true}, {QStringLiteral("file"), true}}
                  : QList<Config>{{QStringLiteral("memory"), false},
                                  {QStringLiteral("file"), false},
                                  {QStringLiteral("memory"), true}};
    QTextStream out(stdout);
    out << QStringLiteral("%1 transactions over %2 orders, 10% duplicates\n")
               .arg(opt.transactions)
               .arg(opt.orders);
    out << QStringLiteral("%1 %2 %3 %4\n")
               .arg(QStringLiteral("mode"), -13)
               .arg(QStringLiteral("tx/s"), 8)
               .arg(QStringLiteral("seconds"), 8)
               .arg(QStringLiteral("peak RSS MiB"), 13);
    int status = 0;
    for (const auto& config : configs) {
        QStringList args = {QStringLiteral("--mode"),         config.mode,
                            QStringLiteral("--transactions"), QString::number(opt.transactions),
                            QStringLiteral("--orders"),       QString::number(opt.orders)};
        if (config.views)
            args << QStringLiteral("--views");
        QProcess child;
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(QCoreApplication::applicationFilePath(), args);
        child.waitForFinished(-1);
        const QString line = QString::fromUtf8(child.readAllStandardOutput()).trimmed();
        const QString label = field(line, QStringLiteral("mode"));
        if (child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0 ||
            !line.startsWith(QStringLiteral("RESULT"))) {
            out << config.mode << (config.views ? QStringLiteral("+views") : QString())
                << QStringLiteral(" failed\n");
            status = 1;
            continue;
        }
        out << QStringLiteral("%1 %2 %3 %4\n")
                   .arg(label, -13)
                   .arg(field(line, QStringLiteral("tx_per_s")), 8)
                   .arg(field(line, QStringLiteral("seconds")), 8)
                   .arg(field(line, QStringLiteral("peak_rss_kib")).toDouble() / 1024, 13, 'f', 1);
        out.flush();
    }
    return status;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("DocumentStore transaction throughput"));
    parser.addHelpOption();
    const QCommandLineOption modeOption(
        QStringLiteral("mode"),
        QStringLiteral("memory or file; when omitted, both and memory with views, each in its "
                       "own process"),
        QStringLiteral("mode"));
    const QCommandLineOption viewsOption(
        QStringLiteral("views"),
        QStringLiteral("keep CollectionTableModels of orders and workflowEvents live"));
    const QCommandLineOption txOption(QStringLiteral("transactions"),
                                      QStringLiteral("transactions to run (100000)"),
                                      QStringLiteral("n"), QStringLiteral("100000"));
    const QCommandLineOption ordersOption(QStringLiteral("orders"),
                                          QStringLiteral("orders to seed (50000)"),
                                          QStringLiteral("n"), QStringLiteral("50000"));
    parser.addOptions({modeOption, viewsOption, txOption, ordersOption});
    parser.process(app);

    Options opt;
    opt.transactions = parser.value(txOption).toInt();
    opt.orders = parser.value(ordersOption).toInt();
    opt.views = parser.isSet(viewsOption);
    if (opt.transactions <= 0 || opt.orders <= 0)
        parser.showHelp(2);
    try {
        if (!parser.isSet(modeOption))
            return runAll(opt);
        const QString mode = parser.value(modeOption);
        if (mode != QStringLiteral("memory") && mode != QStringLiteral("file"))
            parser.showHelp(2);
        return runMode(mode, opt);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "bench_store: %s\n", e.what());
        return 1;
    }
}
