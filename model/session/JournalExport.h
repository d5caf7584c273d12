#pragma once

#include <QString>

#include <cstdint>
#include <functional>
#include <string_view>

namespace atlas {

// Writes a journal out for other tools: JSON Lines (each entry exactly as the
// session file holds it) or CSV (one row an entry: seq, time, kind, outcome,
// messageKey, deliveryId, attempt, detail; RFC 4180 quoting). The file is
// replaced only once it is complete (QSaveFile).
class JournalExport
{
public:
    enum class Format { JsonLines, Csv };
    // .csv is CSV; anything else JSON Lines.
    static Format formatFor(const QString& path);

    // `source` calls its argument once per entry, in order, with the entry's JSON line.
    using LineSink = std::function<void(std::string_view line)>;
    using Source = std::function<void(const LineSink& sink)>;
    // Returns the number of entries written; throws SessionError(WriteFailed)
    // naming the path and the reason.
    static std::uint64_t write(const QString& path, Format format, const Source& source);

    static std::string csvRow(std::string_view jsonLine);
};

} // namespace atlas
