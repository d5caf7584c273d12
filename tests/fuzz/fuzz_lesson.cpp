// Lesson files are written by teachers and opened by learners' labs: the
// loader must turn any bytes into a lesson or a list of located errors,
// never crash or throw (LessonLoader.h: "Nothing throws").

#include "FuzzCheck.h"
#include "lesson/reader/LessonLoader.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    // fromRawData: no copy of a large input; loadFromText only reads it.
    const QByteArray text =
        QByteArray::fromRawData(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const atlas::LoadResult result =
        atlas::LessonLoader::loadFromText(text, QStringLiteral("fuzz.json"));

    const auto lines = static_cast<int>(std::count(data, data + size, '\n')) + 1;
    for (const atlas::LessonError& error : result.errors) {
        FUZZ_CHECK(!error.message.isEmpty(), "every lesson error says what is wrong");
        FUZZ_CHECK(error.line >= 0 && error.line <= lines,
                   "a lesson error's line is in the file (or 0 for the whole file)");
        FUZZ_CHECK(error.column >= 0, "a lesson error's column is 1-based or 0");
        FUZZ_CHECK(!error.toString().isEmpty(), "every lesson error can be printed");
    }
    return 0;
}
