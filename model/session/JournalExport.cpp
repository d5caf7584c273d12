#include "JournalExport.h"

#include "SessionError.h"
#include "i18n/Filled.h"
#include "store/json/Json.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <memory>

namespace atlas {
namespace {

void appendCsvField(std::string& out, const std::string& field)
{
    if (field.find_first_of(",\"\r\n") == std::string::npos) {
        out += field;
        return;
    }
    out += '"';
    for (char c : field) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
}

std::string text(const Json& entry, const char* field)
{
    const auto it = entry.find(field);
    if (it == entry.end() || it->is_null())
        return {};
    return it->is_string() ? it->get<std::string>() : it->dump();
}

} // namespace

JournalExport::Format JournalExport::formatFor(const QString& path)
{
    return path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive) ? Format::Csv
                                                                      : Format::JsonLines;
}

std::string JournalExport::csvRow(std::string_view jsonLine)
{
    const Json entry = Json::parse(jsonLine, nullptr, false);
    std::string row;
    bool first = true;
    for (const char* field :
         {"seq", "time", "kind", "outcome", "messageKey", "deliveryId", "attempt", "detail"}) {
        if (!first)
            row += ',';
        first = false;
        if (entry.is_object())
            appendCsvField(row, text(entry, field));
    }
    return row;
}

std::uint64_t JournalExport::write(const QString& path, Format format, const Source& source)
{
    // A regular file is replaced only when complete; anything else (a pipe,
    // a terminal, /dev/full) is written in place: renaming over it would
    // replace the device, not write to it.
    const QFileInfo info(path);
    std::unique_ptr<QFileDevice> file;
    if (info.exists() && !info.isFile())
        file = std::make_unique<QFile>(path);
    else
        file = std::make_unique<QSaveFile>(path);
    const auto fail = [&](const QString& why) {
        throw SessionError(
            SessionError::Kind::WriteFailed,
            filled(SessionError::tr("could not export the journal to '%1': %2"), path, why));
    };
    if (!file->open(QIODevice::WriteOnly))
        fail(file->errorString());
    std::uint64_t entries = 0;
    std::string buffer;
    const auto writeOut = [&] {
        if (!buffer.empty() &&
            (file->write(buffer.data(), static_cast<qint64>(buffer.size())) < 0 || !file->flush()))
            fail(file->errorString());
        buffer.clear();
    };
    const auto put = [&](std::string_view bytes) {
        buffer.append(bytes);
        if (buffer.size() >= 1 << 16)
            writeOut();
    };
    if (format == Format::Csv)
        put("seq,time,kind,outcome,messageKey,deliveryId,attempt,detail\r\n");
    source([&](std::string_view line) {
        ++entries;
        if (format == Format::Csv) {
            put(csvRow(line));
            put("\r\n");
        } else {
            put(line);
            put("\n");
        }
    });
    writeOut();
    if (auto* save = dynamic_cast<QSaveFile*>(file.get()); save && !save->commit())
        fail(save->errorString());
    return entries;
}

} // namespace atlas
