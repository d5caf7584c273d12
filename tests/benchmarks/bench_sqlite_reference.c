/* The limit the lab is measured against: a raw SQLite C program (no Qt, no
 * JSON library, statements prepared once) doing the lab's work per event with
 * nothing else: read the event's inbox marker and its order, and unless the
 * marker exists (a duplicate) write the same number of JSON documents of the
 * same size the lab's chaos run writes, plus, on a file, the journal lines a
 * recorded session stores. bench_ratio runs it with the lab's own figures.
 *
 *   bench_sqlite_reference --mode memory|file [--events N] [--orders M]
 *       [--group G]              events per transaction (1: one per event)
 *       [--docs-per-event D]     documents written per event, on average
 *       [--doc-bytes B]          JSON text per document
 *       [--journal-per-event J]  journal lines per event (file mode)
 *       [--journal-bytes L]      JSON text per journal line
 *       [--journal-row-bytes R]  lines joined by '\n' into rows of up to R
 *                                bytes, as a session file of schema 3 holds
 *                                them (0: a line a row, schema 2)
 *       [--page-size P]          the file's page size (file mode; 0: SQLite's
 *                                default); checkpoints every 40 MB of log, as
 *                                the lab's session file
 *
 * Prints one RESULT line: events/s by wall clock and by CPU time, the CPU time
 * in the kernel an event, and the peak RSS. */

#include <sqlite3.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

struct options
{
    int file;
    long events, orders, group;
    double docsPerEvent, journalPerEvent;
    int docBytes, journalBytes;
    long pageSize, journalRowBytes;
};

static sqlite3* db;

/* CPU time this process has spent in the kernel, and its peak RSS, as the
   lab's result reports them. Here the kernel's time is the file's writes; the
   lab's is those and the first touches of the memory its world grows into,
   which this program's fixed page cache does not meet. */
static double kernelSeconds(void)
{
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return (double)usage.ru_stime.tv_sec + (double)usage.ru_stime.tv_usec / 1e6;
}

static long peakRssMiB(void)
{
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

static void check(int rc, const char* what)
{
    if (rc != SQLITE_OK && rc != SQLITE_ROW && rc != SQLITE_DONE) {
        fprintf(stderr, "bench_sqlite_reference: %s: %s\n", what, sqlite3_errmsg(db));
        exit(1);
    }
}

static void exec(const char* sql)
{
    check(sqlite3_exec(db, sql, NULL, NULL, NULL), sql);
}

static sqlite3_stmt* prepare(const char* sql)
{
    sqlite3_stmt* st = NULL;
    check(sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &st, NULL), sql);
    return st;
}

static double seconds(clockid_t clock)
{
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* A JSON object of about `bytes` bytes: the lab's fields, then padding. */
static int document(char* out, int bytes, const char* kind, long k, long n)
{
    int len = snprintf(out, (size_t)bytes + 64,
                       "{\"kind\":\"%s\",\"eventId\":\"evt-%ld\",\"orderId\":\"o%ld\","
                       "\"state\":\"PAID\",\"updatedAt\":\"2026-09-16T18:00:%02ld.000Z\",\"pad\":\"",
                       kind, k, n, k % 60);
    while (len < bytes - 2)
        out[len++] = 'x';
    out[len++] = '"';
    out[len++] = '}';
    out[len] = '\0';
    return len;
}

/* Event i handles event number k; every tenth redelivers an earlier event,
 * whose marker exists, so it writes no document (as bench_store). */
static long eventNumber(long i)
{
    return i % 10 == 9 ? i - 5 : i;
}

static void bindText(sqlite3_stmt* st, int column, const char* text, int len)
{
    check(sqlite3_bind_text(st, column, text, len, SQLITE_STATIC), "bind");
}

static void step(sqlite3_stmt* st, const char* what)
{
    int rc = sqlite3_step(st);
    check(rc, what);
    sqlite3_reset(st);
}

static int exists(sqlite3_stmt* st, const char* collection, const char* id)
{
    bindText(st, 1, collection, -1);
    bindText(st, 2, id, -1);
    int rc = sqlite3_step(st);
    check(rc, "select");
    int found = rc == SQLITE_ROW;
    if (found)
        (void)sqlite3_column_text(st, 0); /* read the document, as a handler would */
    sqlite3_reset(st);
    return found;
}

static void putRow(sqlite3_stmt* journal, long first, const char* row, long len)
{
    sqlite3_bind_int64(journal, 1, first);
    bindText(journal, 2, row, (int)len);
    step(journal, "journal");
}

static void parse(int argc, char** argv, struct options* o)
{
    for (int i = 1; i + 1 < argc; i += 2) {
        const char* k = argv[i];
        const char* v = argv[i + 1];
        if (!strcmp(k, "--mode"))
            o->file = !strcmp(v, "file");
        else if (!strcmp(k, "--events"))
            o->events = atol(v);
        else if (!strcmp(k, "--orders"))
            o->orders = atol(v);
        else if (!strcmp(k, "--group"))
            o->group = atol(v);
        else if (!strcmp(k, "--docs-per-event"))
            o->docsPerEvent = atof(v);
        else if (!strcmp(k, "--doc-bytes"))
            o->docBytes = atoi(v);
        else if (!strcmp(k, "--journal-per-event"))
            o->journalPerEvent = atof(v);
        else if (!strcmp(k, "--journal-bytes"))
            o->journalBytes = atoi(v);
        else if (!strcmp(k, "--journal-row-bytes"))
            o->journalRowBytes = atol(v);
        else if (!strcmp(k, "--page-size"))
            o->pageSize = atol(v);
        else {
            fprintf(stderr, "bench_sqlite_reference: unknown option %s\n", k);
            exit(2);
        }
    }
    const int badPages = o->pageSize != 0 && (o->pageSize < 512 || o->pageSize > 65536 ||
                                              (o->pageSize & (o->pageSize - 1)));
    if (o->events < 1 || o->orders < 1 || o->group < 1 || o->docBytes < 80 ||
        o->journalBytes < 16 || o->journalRowBytes < 0 || badPages) {
        fprintf(stderr, "bench_sqlite_reference: events, orders, group >= 1, doc-bytes >= 80, "
                        "journal-bytes >= 16, journal-row-bytes >= 0, page-size 0 or a power of "
                        "two 512-65536\n");
        exit(2);
    }
}

int main(int argc, char** argv)
{
    struct options o = {0, 100000, 50000, 1, 2.4, 0.0, 300, 300, 0, 0};
    parse(argc, argv, &o);

    char path[] = "/tmp/bench_sqlite_reference-XXXXXX";
    if (o.file) {
        int fd = mkstemp(path);
        if (fd < 0) {
            perror("mkstemp");
            return 1;
        }
        close(fd);
        unlink(path);
        check(sqlite3_open(path, &db), "open");
        char pragma[64];
        if (o.pageSize) {
            snprintf(pragma, sizeof pragma, "PRAGMA page_size=%ld", o.pageSize);
            exec(pragma);
        }
        exec("PRAGMA journal_mode=WAL");
        exec("PRAGMA synchronous=NORMAL");
        snprintf(pragma, sizeof pragma, "PRAGMA wal_autocheckpoint=%ld",
                 (40L << 20) / (o.pageSize ? o.pageSize : 4096));
        exec(pragma);
        exec("PRAGMA journal_size_limit=67108864");
    } else {
        /* SQLite's memdb VFS, not ":memory:" (whose commits walk the whole
           page cache): raw SQLite at its best in memory. The lab's in-memory
           store keeps its rows without SQL (TextRows) since 2026-12-05. */
        check(sqlite3_open_v2("file:reference?vfs=memdb", &db,
                              SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_URI, NULL),
              "open");
    }
    exec("CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL,"
         " create_time INTEGER NOT NULL, update_time INTEGER NOT NULL,"
         " PRIMARY KEY (collection, id)) WITHOUT ROWID");
    exec("CREATE TABLE journal (seq INTEGER PRIMARY KEY, entry TEXT NOT NULL)");

    sqlite3_stmt* get = prepare("SELECT data FROM documents WHERE collection = ?1 AND id = ?2");
    sqlite3_stmt* put = prepare(
        "INSERT INTO documents (collection, id, data, create_time, update_time) "
        "VALUES (?1, ?2, ?3, ?4, ?4) ON CONFLICT (collection, id) DO UPDATE SET "
        "data = excluded.data, update_time = excluded.update_time");
    sqlite3_stmt* journal = prepare("INSERT INTO journal (seq, entry) VALUES (?1, ?2)");
    sqlite3_stmt* begin = prepare("BEGIN");
    sqlite3_stmt* commit = prepare("COMMIT");

    char* text = malloc((size_t)(o.docBytes > o.journalBytes ? o.docBytes : o.journalBytes) + 64);
    /* The run of journal lines waiting for its row, from line rowFirst on. */
    char* row = malloc((size_t)o.journalRowBytes + (size_t)o.journalBytes + 64);
    long rowLen = 0, rowFirst = 0;
    char id[64];
    step(begin, "begin");
    for (long n = 0; n < o.orders; ++n) {
        snprintf(id, sizeof id, "o%ld", n);
        int len = document(text, o.docBytes, "order", n, n);
        bindText(put, 1, "orders", -1);
        bindText(put, 2, id, -1);
        bindText(put, 3, text, len);
        sqlite3_bind_int64(put, 4, 0);
        step(put, "seed");
    }
    step(commit, "commit");

    /* Duplicates write nothing: the writing events take all the documents. */
    const double docsPerWrite = o.docsPerEvent * 10.0 / 9.0;
    double docDebt = 0, journalDebt = 0;
    long seq = 0, docs = 0;
    const double wall0 = seconds(CLOCK_MONOTONIC), cpu0 = seconds(CLOCK_PROCESS_CPUTIME_ID);
    const double kernel0 = kernelSeconds();
    for (long i = 0; i < o.events; ++i) {
        if (i % o.group == 0)
            step(begin, "begin");
        const long k = eventNumber(i);
        char marker[64], order[64];
        snprintf(marker, sizeof marker, "atlasmart%%3A%%2F%%2Fchaos%%7Cevt-%ld", k);
        snprintf(order, sizeof order, "o%ld", k % o.orders);
        const int duplicate = exists(get, "workflowEvents", marker);
        (void)exists(get, "orders", order);
        if (!duplicate) {
            docDebt += docsPerWrite;
            /* the marker, the order, then outbox and provider records */
            for (int j = 0; docDebt >= 1; docDebt -= 1, ++j, ++docs) {
                const char* collection = j == 0 ? "workflowEvents" : j == 1 ? "orders" : "outbox";
                const char* docId = j == 0 ? marker : j == 1 ? order : id;
                if (j > 1)
                    snprintf(id, sizeof id, "e%ld-%d", k, j);
                int len = document(text, o.docBytes, collection, k, k % o.orders);
                bindText(put, 1, collection, -1);
                bindText(put, 2, docId, -1);
                bindText(put, 3, text, len);
                sqlite3_bind_int64(put, 4, i);
                step(put, "write");
            }
        }
        if (o.file)
            for (journalDebt += o.journalPerEvent; journalDebt >= 1; journalDebt -= 1) {
                int len = document(text, o.journalBytes, "journal", k, ++seq);
                if (rowLen > 0 && rowLen + 1 + len > o.journalRowBytes) {
                    putRow(journal, rowFirst, row, rowLen);
                    rowLen = 0;
                }
                if (rowLen == 0)
                    rowFirst = seq;
                else
                    row[rowLen++] = '\n';
                memcpy(row + rowLen, text, (size_t)len);
                rowLen += len;
            }
        if ((i + 1) % o.group == 0 || i + 1 == o.events) {
            if (rowLen > 0)
                putRow(journal, rowFirst, row, rowLen);
            rowLen = 0;
            step(commit, "commit");
        }
    }
    const double wall = seconds(CLOCK_MONOTONIC) - wall0;
    const double cpu = seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu0;
    const double kernel = kernelSeconds() - kernel0;

    printf("RESULT mode=%s group=%ld events=%ld docs=%ld journal=%ld seconds=%.3f "
           "events_per_s=%.0f cpu_events_per_s=%.0f kernel_us_per_event=%.2f peak_rss_mib=%ld\n",
           o.file ? "file" : "memory", o.group, o.events, docs, seq, wall,
           (double)o.events / wall, (double)o.events / cpu, kernel * 1e6 / (double)o.events,
           peakRssMiB());
    free(text);
    free(row);
    sqlite3_finalize(get);
    sqlite3_finalize(put);
    sqlite3_finalize(journal);
    sqlite3_finalize(begin);
    sqlite3_finalize(commit);
    sqlite3_close(db);
    if (o.file) {
        char extra[sizeof path + 8];
        unlink(path);
        snprintf(extra, sizeof extra, "%s-wal", path);
        unlink(extra);
        snprintf(extra, sizeof extra, "%s-shm", path);
        unlink(extra);
    }
    return 0;
}
