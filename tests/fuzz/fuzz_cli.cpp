// The command line is the lab's first input: CliOptions::parse must accept or
// refuse (with a sentence) any arguments, and the value checks must hold
// their promises for any text, before any file is touched.

#include "CliOptions.h"
#include "FuzzCheck.h"
#include "HeadlessCli.h"

#include <QString>
#include <QStringList>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace {

// One argument per line; a NUL also ends one, as it ends a C string in argv.
QStringList argumentsOf(const std::uint8_t* data, std::size_t size)
{
    QStringList arguments{QStringLiteral("atlasmart-lab")};
    const char* text = reinterpret_cast<const char*>(data);
    std::size_t start = 0;
    for (std::size_t i = 0; i <= size; ++i) {
        if (i < size && text[i] != '\n' && text[i] != '\0')
            continue;
        if (i > start || i < size) // no empty argument for a final newline
            arguments << QString::fromLocal8Bit(text + start, static_cast<qsizetype>(i - start));
        start = i + 1;
    }
    return arguments;
}

void checkValues(const atlas::CliOptions& options, const QCommandLineOption& option)
{
    const QString text = options.parser.value(option);
    QString error;
    std::uint64_t number = 0;
    if (options.wholeNumber(option, 0, std::numeric_limits<std::uint64_t>::max(), number, error)) {
        FUZZ_CHECK(!text.isEmpty(), "a whole number is not empty");
        for (const QChar c : text)
            FUZZ_CHECK(c >= QLatin1Char('0') && c <= QLatin1Char('9'),
                       "a whole number is digits only");
    } else {
        FUZZ_CHECK(!error.isEmpty(), "a refused whole number says why");
    }
    error.clear();
    // The bounds a chaos run asks for (--orders, --events): 1 and above.
    if (options.wholeNumber(option, 1, 10'000'000, number, error))
        FUZZ_CHECK(number >= 1 && number <= 10'000'000, "a whole number is within its bounds");
    else
        FUZZ_CHECK(!error.isEmpty(), "a refused whole number says why");
    error.clear();
    double rate = -1;
    if (options.rate(option, rate, error))
        FUZZ_CHECK(std::isfinite(rate) && rate >= 0 && rate <= 1, "a rate is within 0..1");
    else
        FUZZ_CHECK(!error.isEmpty(), "a refused rate says why");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    // One CliOptions for the whole run: building its 24 options and their
    // parser was half the cost of an input, and depends on no input.
    // QCommandLineParser::parse() starts by forgetting what the previous
    // parse found (values, names, error text); `mode` is the only other
    // thing parse() sets, so it starts as a fresh object's would.
    static atlas::CliOptions options;
    options.mode = atlas::CliMode::Window;
    QString error;
    if (!options.parse(argumentsOf(data, size), error)) {
        FUZZ_CHECK(!error.isEmpty(), "refused arguments come with a sentence saying why");
        return 0;
    }
    // Every option that takes a value and was given one: an unset option's
    // default is the same for every input, so checking it again buys nothing
    // (and each refusal formats a sentence, the dearest part of a run).
    for (const QCommandLineOption* option :
         {&options.seed, &options.orders, &options.events, &options.retry, &options.strategy,
          &options.relayStrategy, &options.duplicates, &options.reorders, &options.lostAcks,
          &options.crashes, &options.transients, &options.journal, &options.db,
          &options.checkSession, &options.lesson, &options.scenario, &options.validate,
          &options.screenshot}) {
        FUZZ_CHECK(!option->valueName().isEmpty(), "the list holds only options with a value");
        if (options.parser.isSet(*option))
            checkValues(options, *option);
    }
    (void)atlas::HeadlessCli::wanted(options);
    return 0;
}
