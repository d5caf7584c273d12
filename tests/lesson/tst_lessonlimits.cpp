// Whatever a lesson file holds, loading it ends quickly in a LoadResult:
// numbers out of range, nesting past the limit, huge files and paths that
// name a FIFO, socket, device or folder are errors at a line:column.
#include "LessonTestSupport.h"
#include "lesson/reader/LessonLoader.h"
#include "store/json/JsonParser.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

using namespace atlas;
using atlas::lessontest::messages;

namespace {

// Refusing by type or size reads nothing, so it takes no time at all; the
// bound only has to be far below "hangs" on a loaded CI machine.
constexpr qint64 kQuickMs = 2000;

constexpr char kBase[] = R"json({
  "id": "t",
  "title": "T",
  "summary": "S",
  "version": 1,
  "language": "en",
  "sections": [{"id": "s1", "title": "S", "markdown": "M"}],
  "scenarios": [{
    "id": "sc", "title": "T", "summary": "S",
    "setup": {"seed": 1, "documents": [{"path": "orders/o1", "data": {"state": "NEW"}}]},
    "steps": [
      {"narration": "n", "command": "deliverNext", "expect": [{"metric": "attempts", "equals": 0}]}
    ]
  }]
}
)json";

QByteArray edited(const QByteArray& from, const QByteArray& to)
{
    QByteArray text(kBase);
    const qsizetype at = text.indexOf(from);
    if (at < 0)
        qFatal("test data: \"%s\" is not in the base lesson", from.constData());
    return text.replace(at, from.size(), to);
}

QString positionOf(const QByteArray& text, const QByteArray& anchor)
{
    return lessontest::positionAt(text, text.indexOf(anchor));
}

QByteArray nested(int levels)
{
    return QByteArray(levels, '[') + QByteArray(levels, ']');
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

bool makeSocket(const QString& path)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray native = QFile::encodeName(path);
    if (fd < 0 || native.size() >= qsizetype(sizeof address.sun_path))
        return false;
    std::copy(native.begin(), native.end(), address.sun_path);
    const bool bound = ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
    ::close(fd); // the socket file stays
    return bound;
}

} // namespace

class TestLessonLimits : public QObject
{
    Q_OBJECT
private slots:
    void baseLessonIsValid()
    {
        const LoadResult result = LessonLoader::loadFromText(kBase, QStringLiteral("t.json"));
        QVERIFY2(result.ok(), qPrintable(messages(result).join(u'\n')));
    }

    void refusesWhatNoLessonHolds_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QByteArray>("anchor");
        QTest::addColumn<QString>("message");

        const QString outOfRange = QStringLiteral(
            " is out of range: a lesson's numbers must fit in a double (up to about 1.8e308 "
            "either way)");
        QTest::addRow("1e400 where an integer is expected")
            << QByteArray("\"version\": 1") << QByteArray("\"version\": 1e400")
            << QByteArray("1e400") << u"number 1e400" + outOfRange;
        QTest::addRow("-1e400 in seeded data")
            << QByteArray("\"state\": \"NEW\"") << QByteArray("\"state\": \"NEW\", \"t\": -1e400")
            << QByteArray("-1e400") << u"number -1e400" + outOfRange;
        QTest::addRow("1E+999 in an expectation")
            << QByteArray("\"equals\": 0") << QByteArray("\"equals\": 1E+999")
            << QByteArray("1E+999") << u"number 1E+999" + outOfRange;
        QTest::addRow("integer beyond 64 bits")
            << QByteArray("\"version\": 1") << QByteArray("\"version\": 99999999999999999999")
            << QByteArray("99999999999999999999")
            << QStringLiteral("/version: expected an integer of at least 1; found "
                              "99999999999999999999 (beyond the 64-bit integer range)");
        QTest::addRow("negative integer beyond 64 bits")
            << QByteArray("\"seed\": 1") << QByteArray("\"seed\": -99999999999999999999")
            << QByteArray("-99999999999999999999")
            << QStringLiteral("/scenarios/0/setup/seed: expected a non-negative integer; found "
                              "-99999999999999999999 (beyond the 64-bit integer range)");
        QTest::addRow("unsigned integer beyond int64")
            << QByteArray("\"seed\": 1") << QByteArray("\"seed\": 18446744073709551615")
            << QByteArray("18446744073709551615")
            << QStringLiteral("/scenarios/0/setup/seed: expected a non-negative integer; found "
                              "18446744073709551615");
        // Level 7 is the data object; 249 arrays more reach the limit, 250 pass it.
        QTest::addRow("nesting one level past the limit")
            << QByteArray("{\"state\": \"NEW\"}") << "{\"state\": " + nested(250) + '}'
            << QByteArray(250, '[') + ']'
            << QStringLiteral("objects and arrays nest more than 256 levels deep here; a "
                              "lesson may nest at most 256");
    }

    void refusesWhatNoLessonHolds()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QByteArray, anchor);
        QFETCH(QString, message);
        const QByteArray text = edited(from, to);
        // The nesting row's anchor ends at the innermost bracket: the one
        // that opens level 257.
        const bool nestingRow = anchor.endsWith("[]");
        const QString at = nestingRow ? positionOf(text, "[]") : positionOf(text, anchor);
        const LoadResult result = LessonLoader::loadFromText(text, QStringLiteral("t.json"));
        QCOMPARE(messages(result), QStringList{u"t.json:" + at + u": " + message});
    }

    void nestingAtTheLimitIsFine()
    {
        const QByteArray text = edited("{\"state\": \"NEW\"}",
                                       "{\"state\": " + nested(JsonParser::kMaxDepth - 7) + '}');
        const LoadResult result = LessonLoader::loadFromText(text, QStringLiteral("t.json"));
        QVERIFY2(result.ok(), qPrintable(messages(result).join(u'\n')));
        QCOMPARE(result.lesson.scenarios.front().setup.documents.front().data.at("state").size(),
                 std::size_t(1));
    }

    void deepNestingIsRefusedAtTheFirstTooDeepBracket_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("position");
        QTest::addRow("arrays") << nested(1'000'000) << QStringLiteral("1:257");
        QTest::addRow("objects") << QByteArray("{\"a\":").repeated(500'000)
                                 << QStringLiteral("1:1281");
        QTest::addRow("unclosed") << QByteArray(1'000'000, '[') << QStringLiteral("1:257");
        QTest::addRow("inside a string does not count")
            << "[\"" + QByteArray(1000, '[') + "\", " + nested(300) + ']'
            << QStringLiteral("1:1261");
    }

    void deepNestingIsRefusedAtTheFirstTooDeepBracket()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, position);
        QElapsedTimer timer;
        timer.start();
        const LoadResult result = LessonLoader::loadFromText(text, QStringLiteral("deep.json"));
        QVERIFY2(timer.elapsed() < kQuickMs, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(result.errors.size(), std::size_t(1));
        const LessonError& e = result.errors.front();
        QCOMPARE(QString::number(e.line) + u':' + QString::number(e.column), position);
        QCOMPARE(e.expected, QStringLiteral("at most 256 levels of nesting"));
    }

    void parserReportsEachFailureWithItsByte_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("byte");
        QTest::addColumn<QString>("detail");
        using Kind = JsonParser::Failure::Kind;
        QTest::addRow("overflow") << QByteArray("[1, 2e400]") << int(Kind::NumberOutOfRange) << 4
                                  << QStringLiteral("2e400");
        QTest::addRow("negative overflow")
            << QByteArray("{\"a\": -1e309}") << int(Kind::NumberOutOfRange) << 6
            << QStringLiteral("-1e309");
        QTest::addRow("too deep") << nested(257) << int(Kind::TooDeep) << 256 << QString();
        QTest::addRow("syntax") << QByteArray("[1,]") << int(Kind::Syntax) << 4
                                << QStringLiteral("[json.exception.parse_error.101] parse error "
                                                  "at line 1, column 4: syntax error while "
                                                  "parsing value - unexpected ']'; expected '[', "
                                                  "'{', or a literal");
    }

    void parserReportsEachFailureWithItsByte()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        QFETCH(int, byte);
        QFETCH(QString, detail);
        JsonParser::Failure failure;
        const auto parsed = JsonParser::parse(
            std::string_view(text.constData(), std::size_t(text.size())), &failure);
        QVERIFY(!parsed);
        QCOMPARE(int(failure.kind), kind);
        QCOMPARE(failure.byte, std::size_t(byte));
        QCOMPARE(QString::fromStdString(failure.detail), detail);
    }

    void parserBuildsWhatNlohmannBuilds()
    {
        const QByteArray text = "{\"b\": [1, -2, 3.5, 18446744073709551615, 1e-400, true, null, "
                                "{\"x\": \"\\u00e9\"}], \"a\": {}, \"b2\": [], \"a\": 2, "
                                "\"s\": \"q\\\"uote\"}";
        JsonParser::Failure failure;
        const auto parsed = JsonParser::parse(
            std::string_view(text.constData(), std::size_t(text.size())), &failure);
        QVERIFY(parsed);
        const Json expected = Json::parse(text.constData(), text.constData() + text.size());
        QCOMPARE(parsed->dump(), expected.dump());
        QCOMPARE(parsed->at("a"), Json(2)); // a later duplicate wins, in the first one's place
        QCOMPARE(parsed->begin().key(), std::string("b"));
    }

    void refusesALessonLargerThanTheLimit()
    {
        QByteArray text(kBase);
        text.append(QByteArray(LessonLoader::kMaxFileBytes - text.size() + 1, ' '));
        const LoadResult result = LessonLoader::loadFromText(text, QStringLiteral("big.json"));
        QCOMPARE(messages(result),
                 QStringList{QStringLiteral("big.json:1:1: the lesson is 4.0 MiB, more than the "
                                            "4 MiB a lesson may have")});
        QCOMPARE(result.errors.front().expected, QStringLiteral("at most 4 MiB"));
        text.chop(1);
        QVERIFY(LessonLoader::loadFromText(text, QStringLiteral("big.json")).ok());
    }

    void refusesPathsThatAreNotLessonFiles_data()
    {
        QTest::addColumn<QString>("name"); // made by the test function
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("found");
        const QString kDevice = QStringLiteral("a pipe, socket or device");
        const QString notRegular =
            QStringLiteral("cannot read the lesson file: it is not a regular file but a pipe, "
                           "socket or device, which might never end");
        QTest::addRow("FIFO") << QStringLiteral("fifo.json") << notRegular << kDevice;
        QTest::addRow("socket") << QStringLiteral("socket.json") << notRegular << kDevice;
        QTest::addRow("link to /dev/zero") << QStringLiteral("zero.json") << notRegular << kDevice;
        QTest::addRow("/dev/zero itself") << QStringLiteral("/dev/zero") << notRegular << kDevice;
        QTest::addRow("folder") << QStringLiteral("folder.json")
                                << QStringLiteral("cannot read the lesson file: it is a folder, "
                                                  "not a file")
                                << QStringLiteral("a folder");
        QTest::addRow("100 MB file")
            << QStringLiteral("huge.json")
            << QStringLiteral("cannot read the lesson file: it is 95.4 MiB, more than the 4 MiB "
                              "allowed")
            << QStringLiteral("95.4 MiB");
        QTest::addRow("missing") << QStringLiteral("missing.json")
                                 << QStringLiteral("cannot read the lesson file: there is no "
                                                   "such file")
                                 << QStringLiteral("nothing");
    }

    void refusesPathsThatAreNotLessonFiles()
    {
        QFETCH(QString, name);
        QFETCH(QString, message);
        QFETCH(QString, found);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = name.startsWith(u'/') ? name : dir.filePath(name);
        if (name == u"fifo.json")
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        else if (name == u"socket.json")
            QVERIFY(makeSocket(path));
        else if (name == u"zero.json")
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), path));
        else if (name == u"folder.json")
            QVERIFY(QDir(dir.path()).mkdir(name));
        else if (name == u"huge.json") {
            QFile huge(path);
            QVERIFY(huge.open(QIODevice::WriteOnly));
            QVERIFY(huge.resize(100'000'000)); // sparse: no disk used, but 100 MB to read
        }

        QElapsedTimer timer;
        timer.start();
        const LoadResult result = LessonLoader::load(path);
        QVERIFY2(timer.elapsed() < kQuickMs, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(messages(result), QStringList{path + u":1:1: " + message});
        QCOMPARE(result.errors.front().found, found);
        QCOMPARE(result.errors.front().expected, name == u"huge.json"
                                                     ? QStringLiteral("at most 4 MiB")
                                                     : QStringLiteral("a readable regular file"));
    }

    void directoryReportsOddEntriesAndLoadsTheRest()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(writeFile(dir.filePath(QStringLiteral("a-good.json")), kBase));
        QCOMPARE(
            ::mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("b-fifo.json"))).constData(),
                     0600),
            0);
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("c-folder.json")));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("d-deep.json")), nested(100'000)));

        QElapsedTimer timer;
        timer.start();
        const std::vector<LoadResult> results = LessonLoader::loadDirectory(dir.path());
        QVERIFY2(timer.elapsed() < kQuickMs, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(results.size(), std::size_t(4));
        QVERIFY(results[0].ok());
        QVERIFY(messages(results[1])
                    .front()
                    .endsWith(QStringLiteral("not a regular file but a "
                                             "pipe, socket or device, "
                                             "which might never end")));
        QVERIFY(
            messages(results[2]).front().endsWith(QStringLiteral("it is a folder, not a file")));
        QVERIFY(
            messages(results[3]).front().contains(QStringLiteral(":1:257: objects and arrays")));
    }
};

QTEST_GUILESS_MAIN(TestLessonLimits)
#include "tst_lessonlimits.moc"
