#pragma once

#include "store/json/Json.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFlags>

#include <cstdint>

namespace atlas {

// The ways the lab runs. Each option applies to some of them (the table in
// CliOptions.cpp), so a misplaced option is refused instead of ignored.
enum class CliMode : unsigned {
    Chaos = 1u << 0,        // --headless --chaos
    Lesson = 1u << 1,       // --headless --lesson FILE
    List = 1u << 2,         // --list
    Validate = 1u << 3,     // --validate FILE
    Window = 1u << 4,       // no --headless
    CheckSession = 1u << 5, // --headless --check-session FILE
    Matrix = 1u << 6,       // --headless --matrix
    Grade = 1u << 7,        // --headless --grade ATTEMPT
    RulesCheck = 1u << 8,   // --headless --rules-check FILE
};
Q_DECLARE_FLAGS(CliModes, CliMode)
Q_DECLARE_OPERATORS_FOR_FLAGS(CliModes)

// Every command-line option, declared once for --help, the headless runner
// and the window's --screenshot mode.
struct CliOptions
{
    Q_DECLARE_TR_FUNCTIONS(atlas::CliOptions)

public:
    CliOptions();
    // Returns false and sets `error` for unknown options, a mix of modes or
    // an option that does not apply to the chosen mode. With --help or
    // --version nothing but the syntax is checked.
    bool parse(const QStringList& arguments, QString& error);

    // The option's value as a whole number in min..max: digits only, since
    // QString::toULongLong also takes a sign and surrounding spaces.
    bool wholeNumber(const QCommandLineOption& option, std::uint64_t min, std::uint64_t max,
                     std::uint64_t& out, QString& error) const;
    // The option's value as a finite number in 0..1.
    bool rate(const QCommandLineOption& option, double& out, QString& error) const;
    // The chaos rates (--duplicates, --reorders, --lost-acks, --crashes,
    // --transients) into CHAOS under ChaosConfig's field names.
    bool chaosRates(Json& chaos, QString& error) const;

    QCommandLineParser parser;
    CliMode mode = CliMode::Window; // set by parse()
    QCommandLineOption headless{QStringLiteral("headless"),
                                tr("Run without a window (chaos, lessons).")};
    QCommandLineOption chaos{QStringLiteral("chaos"),
                             tr("Run a seeded chaos stream and print a summary.")};
    QCommandLineOption seed{QStringLiteral("seed"), tr("Seed of the lab's RNG (default 1)."),
                            QStringLiteral("N"), QStringLiteral("1")};
    QCommandLineOption orders{QStringLiteral("orders"), tr("Orders in a chaos run (default 100)."),
                              QStringLiteral("K"), QStringLiteral("100")};
    QCommandLineOption events{QStringLiteral("events"),
                              tr("Events published in a chaos run (default 1000)."),
                              QStringLiteral("M"), QStringLiteral("1000")};
    QCommandLineOption retry{QStringLiteral("retry"),
                             tr("Retry policy: off, bounded (default) or unlimited."),
                             QStringLiteral("POLICY"), QStringLiteral("bounded")};
    QCommandLineOption strategy{QStringLiteral("strategy"),
                                tr("Handler strategy for every event type: "
                                   "inbox-in-transaction (default), no-dedup, "
                                   "marker-before-effect, marker-after-effect, "
                                   "event-id-only, business-key-only."),
                                QStringLiteral("NAME"), QStringLiteral("inbox-in-transaction")};
    QCommandLineOption relayStrategy{QStringLiteral("relay-strategy"),
                                     tr("Outbox relay: outbox-with-provider-key (default), "
                                        "flag-before-send, flag-after-send."),
                                     QStringLiteral("NAME"),
                                     QStringLiteral("outbox-with-provider-key")};
    QCommandLineOption duplicates{QStringLiteral("duplicates"),
                                  tr("Chaos duplicate rate, 0..1 (default 0.1)."),
                                  QStringLiteral("RATE"), QStringLiteral("0.1")};
    QCommandLineOption reorders{QStringLiteral("reorders"),
                                tr("Chaos reorder rate, 0..1 (default 0.05)."),
                                QStringLiteral("RATE"), QStringLiteral("0.05")};
    QCommandLineOption lostAcks{QStringLiteral("lost-acks"),
                                tr("Chaos lost-ack rate, 0..1 (default 0.02)."),
                                QStringLiteral("RATE"), QStringLiteral("0.02")};
    QCommandLineOption crashes{QStringLiteral("crashes"), tr("Chaos crash rate, 0..1 (default 0)."),
                               QStringLiteral("RATE"), QStringLiteral("0")};
    QCommandLineOption transients{QStringLiteral("transients"),
                                  tr("Chaos transient-error rate, 0..1 (default 0)."),
                                  QStringLiteral("RATE"), QStringLiteral("0")};
    QCommandLineOption sagas{QStringLiteral("sagas"),
                             tr("Order sagas in a chaos run, after its events (four "
                                "SAGA_* events each; default 0)."),
                             QStringLiteral("N"), QStringLiteral("0")};
    QCommandLineOption journal{
        QStringLiteral("journal"),
        tr("Write the whole journal as JSON Lines to FILE (an existing file only if it is "
           "empty or an earlier journal)."),
        QStringLiteral("FILE")};
    QCommandLineOption db{QStringLiteral("db"),
                          tr("Record the session in FILE: with --chaos a new file "
                             "(one that holds a session is refused untouched); in "
                             "the window, the session to open or start."),
                          QStringLiteral("FILE")};
    QCommandLineOption checkSession{
        QStringLiteral("check-session"),
        tr("Check a session file: what it holds, SQLite's integrity, and whether its "
           "command log replays to its documents and journal (exit 0 consistent, 1 "
           "not, 3 unusable)."),
        QStringLiteral("FILE")};
    QCommandLineOption json{QStringLiteral("json"), tr("Print the summary as JSON.")};
    QCommandLineOption lesson{QStringLiteral("lesson"),
                              tr("Play a lesson file (with --headless: print its transcript; with "
                                 "--grade: the attempt's lesson)."),
                              QStringLiteral("FILE")};
    QCommandLineOption scenario{QStringLiteral("scenario"), tr("Only this scenario of the lesson."),
                                QStringLiteral("ID")};
    QCommandLineOption reconcile{
        QStringLiteral("reconcile"),
        tr("With --headless --lesson: play the scenario(s), then print the "
           "reconciliation report (per order: expected, sent, finding); exit 1 when "
           "findings remain open.")};
    QCommandLineOption explore{
        QStringLiteral("explore"),
        tr("With --headless --lesson and --scenario: search every delivery order and "
           "placement of at most --max-faults faults for a shortest run that breaks "
           "an invariant; exit 1 when one is found (its trace is printed), 0 when "
           "the bounded space holds.")};
    QCommandLineOption maxFaults{QStringLiteral("max-faults"),
                                 tr("With --explore: at most K faults per run "
                                    "(0-4, default 2)."),
                                 QStringLiteral("K"), QStringLiteral("2")};
    QCommandLineOption faults{
        QStringLiteral("faults"),
        tr("With --explore: the faults to place, comma-separated (default all): "
           "duplicate, reorder, lost-ack, crash-before-commit, crash-between-writes, "
           "crash-after-commit, transient-error, new-envelope, "
           "provider-timeout-after-accept, relay-crash-after-send, lease-expiry."),
        QStringLiteral("LIST")};
    QCommandLineOption saveTrace{
        QStringLiteral("save-trace"),
        tr("With --explore: write the violating trace as a lesson file (one "
           "scenario the player plays unchanged)."),
        QStringLiteral("FILE")};
    QCommandLineOption matrix{
        QStringLiteral("matrix"),
        tr("Print the crash-point matrix: every handler and relay strategy against "
           "every fault point (exit 1 when a correct strategy's row is not exactly "
           "once everywhere).")};
    QCommandLineOption rulesCheck{
        QStringLiteral("rules-check"),
        tr("Decide each client request of a JSON file ([{op, path, auth, data, "
           "existing}]) under the chapter's security rules and print the verdict and "
           "the deciding rule (exit 0; 2 for a bad file)."),
        QStringLiteral("FILE")};
    QCommandLineOption rules{QStringLiteral("rules"),
                             tr("With --rules-check: the rules to use instead of "
                                "the chapter's (a firestore.rules file)."),
                             QStringLiteral("FILE")};
    QCommandLineOption list{QStringLiteral("list"),
                            tr("List the shipped lessons, their scenarios and questions.")};
    QCommandLineOption validate{QStringLiteral("validate"),
                                tr("Report every error in a lesson file."), QStringLiteral("FILE")};
    QCommandLineOption grade{
        QStringLiteral("grade"),
        tr("Replay a handed-in exercise attempt and recompute its grade (exit 0 "
           "matching, 1 mismatch or tampered, 2 bad attempt file)."),
        QStringLiteral("ATTEMPT")};
    QCommandLineOption results{
        QStringLiteral("results"),
        tr("With --grade: also write a Gradescope-style results.json to FILE."),
        QStringLiteral("FILE")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        tr("Render the window to a PNG and exit (an existing file only if the "
           "lab took it)."),
        QStringLiteral("FILE")};
    QCommandLineOption size{QStringLiteral("size"),
                            tr("With --screenshot: the PNG's size (default 1600x1000)."),
                            QStringLiteral("WxH")};
    QCommandLineOption presenter{QStringLiteral("presenter"),
                                 tr("Start in presenter mode (large fonts).")};
    QCommandLineOption dark{QStringLiteral("dark"),
                            tr("Start with the dark theme (as --theme dark).")};
    QCommandLineOption store{
        QStringLiteral("store"),
        tr("With --chaos: run the handlers as concurrent workers over this PostgreSQL "
           "database, postgresql://USER@HOST:PORT/DB (default: the embedded SQLite "
           "store, one handler)."),
        QStringLiteral("URL")};
    QCommandLineOption workers{QStringLiteral("workers"),
                               tr("With --store: concurrent workers, each with its "
                                  "own connection (1-64, default 4)."),
                               QStringLiteral("N"), QStringLiteral("4")};
    QCommandLineOption theme{QStringLiteral("theme"),
                             tr("Start with this theme: light, dark or system."),
                             QStringLiteral("NAME")};
};

} // namespace atlas
