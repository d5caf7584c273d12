#include "store/DocumentPath.h"

#include "i18n/Filled.h"
#include "i18n/Translated.h"
#include "store/StoreError.h"

#include <array>
#include <vector>

namespace atlas {
namespace {

std::vector<std::string_view> split(std::string_view path)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const auto slash = path.find('/', start);
        parts.push_back(
            path.substr(start, slash == std::string_view::npos ? slash : slash - start));
        if (slash == std::string_view::npos)
            break;
        start = slash + 1;
    }
    return parts;
}

// Paths are quoted in messages; a 1,500-byte id would bury the reason.
std::string quoted(std::string_view text)
{
    constexpr std::size_t kShown = 60;
    if (text.size() <= kShown)
        return '\'' + std::string(text) + '\'';
    return filled(Translated::translate("atlas::StoreError", "'%1...' (%2 bytes)"),
                  text.substr(0, kShown), text.size());
}

// What a path is called in a message. The callers pass the English words,
// translated only when something is wrong: every read and write parses a path.
std::string named(std::string_view kind)
{
    if (kind == "path")
        return Translated::translate("atlas::StoreError", "path");
    if (kind == "collection path")
        return Translated::translate("atlas::StoreError", "collection path");
    if (kind == "collection segment")
        return Translated::translate("atlas::StoreError", "collection segment");
    return Translated::translate("atlas::StoreError", "document id");
}

[[noreturn]] void fail(std::string_view kind, std::string_view whole, const std::string& why)
{
    throw StoreError(StoreErrorCode::InvalidArgument,
                     filled(Translated::translate("atlas::StoreError", "invalid %1 %2: %3"),
                            named(kind), quoted(whole), why));
}

void validateSegment(std::string_view segment, std::string_view kind, std::string_view whole,
                     std::string_view what)
{
    const auto reject = [&](const std::string& pattern, const auto&... args) {
        fail(kind, whole, filled(pattern, named(what), args...));
    };
    if (segment.empty())
        reject(Translated::translate("atlas::StoreError",
                                     "%1 is empty (paths may not contain '//' or start or "
                                     "end with '/')"));
    if (segment == "." || segment == "..")
        reject(Translated::translate("atlas::StoreError", "%1 may not be '.' or '..'"));
    if (segment.size() > DocumentPath::kMaxIdBytes)
        reject(
            Translated::translate("atlas::StoreError", "%1 is %2 bytes; the limit is 1,500 bytes"),
            segment.size());
    if (segment.size() >= 4 && segment.substr(0, 2) == "__" &&
        segment.substr(segment.size() - 2) == "__")
        reject(Translated::translate("atlas::StoreError",
                                     "%1 %2 matches __.*__, which Firestore reserves"),
               quoted(segment));
}

// True when validateSegment has nothing to say of `segment`: asked first, as
// every read and write checks its path, and the messages' words are only
// looked for (translated, their lengths counted) when something is wrong.
bool plainSegment(std::string_view segment)
{
    const std::size_t n = segment.size();
    if (n == 0 || n > DocumentPath::kMaxIdBytes)
        return false;
    if (segment[0] == '.' && (n == 1 || (n == 2 && segment[1] == '.')))
        return false;
    return n < 4 || segment[0] != '_' || segment[1] != '_' || segment[n - 2] != '_' ||
           segment[n - 1] != '_';
}

// Segments first: for 'orders//o1' the empty segment is the mistake, not the
// segment count it happens to produce.
void validateSegments(const std::vector<std::string_view>& parts, std::string_view kind,
                      std::string_view whole)
{
    if (whole.empty())
        fail(kind, whole, Translated::translate("atlas::StoreError", "the path is empty"));
    for (std::size_t i = 0; i < parts.size(); ++i)
        validateSegment(parts[i], kind, whole, i % 2 == 0 ? "collection segment" : "document id");
}

} // namespace

DocumentPath DocumentPath::parse(std::string_view path)
{
    const std::size_t idStart = check(path);
    DocumentPath p;
    p.collection_ = std::string(path.substr(0, idStart - 1));
    p.id_ = std::string(path.substr(idStart));
    return p;
}

std::size_t DocumentPath::check(std::string_view path)
{
    // The checks of validateSegments(split(path), ...), segment by segment,
    // without building the list: every read and write parses its path.
    if (path.empty())
        fail("path", path, Translated::translate("atlas::StoreError", "the path is empty"));
    std::size_t segments = 0;
    std::size_t start = 0; // ends as the last segment's: where the id starts
    for (;; ++segments) {
        const auto slash = path.find('/', start);
        const auto segment =
            path.substr(start, slash == std::string_view::npos ? slash : slash - start);
        if (!plainSegment(segment))
            validateSegment(segment, "path", path,
                            segments % 2 == 0 ? "collection segment" : "document id");
        if (slash == std::string_view::npos)
            break;
        start = slash + 1;
    }
    const std::size_t count = segments + 1;
    if (count % 2 != 0)
        fail("path", path,
             filled(Translated::translate("atlas::StoreError",
                                          "a document path has an even number of segments "
                                          "(collection/id), found %1"),
                    count));
    return start;
}

DocumentPath::DocumentPath(std::string_view collection, std::string_view id)
{
    validateCollection(collection);
    if (id.find('/') != std::string_view::npos)
        fail("document id", id,
             Translated::translate("atlas::StoreError",
                                   "ids may not contain '/' (percent-encode them)"));
    // The whole path is only for the message.
    if (!plainSegment(id))
        validateSegment(id, "path", joinedText(collection, "/", id), "document id");
    collection_ = std::string(collection);
    id_ = std::string(id);
}

void DocumentPath::validateCollection(std::string_view collection)
{
    const auto parts = split(collection);
    validateSegments(parts, "collection path", collection);
    if (parts.size() % 2 != 1)
        fail("collection path", collection,
             filled(Translated::translate("atlas::StoreError",
                                          "a collection path has an odd number of segments, "
                                          "found %1"),
                    parts.size()));
}

std::string DocumentPath::percentEncode(std::string_view text)
{
    static constexpr char hex[] = "0123456789ABCDEF";
    static constexpr auto kUnreserved = [] {
        std::array<bool, 256> table{};
        for (int c = 0; c < 256; ++c)
            table[static_cast<std::size_t>(c)] = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                                                 (c >= '0' && c <= '9') || c == '-' || c == '_' ||
                                                 c == '.' || c == '!' || c == '~' || c == '*' ||
                                                 c == '\'' || c == '(' || c == ')';
        return table;
    }();
    // Written through a pointer into room for the worst case, then cut to
    // length: every inbox id is encoded on every delivery, and a push_back
    // per byte (an out-of-line call each) was most of its cost.
    std::string out(text.size() * 3, '\0');
    char* p = out.data();
    for (const unsigned char c : text) {
        if (kUnreserved[c]) {
            *p++ = static_cast<char>(c);
        } else {
            *p++ = '%';
            *p++ = hex[c >> 4];
            *p++ = hex[c & 0xF];
        }
    }
    out.resize(static_cast<std::size_t>(p - out.data()));
    return out;
}

} // namespace atlas
