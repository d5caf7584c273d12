#include "store/json/JsonText.h"

#include "store/json/PlainJsonBytes.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace atlas {
namespace {

constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
constexpr std::uint64_t kHighs = 0x8080808080808080ULL;

// A high bit in each byte of `word` that equals zero.
std::uint64_t zeroBytes(std::uint64_t word)
{
    return (word - kOnes) & ~word & kHighs;
}

// True when some byte of `word` is below 0x20, above 0x7E, '"' or '\\':
// eight bytes per step instead of one (the "hasless", "hasmore" and
// "haszero" word tests from Bit Twiddling Hacks; exact as yes/no answers).
[[gnu::always_inline]] inline bool anySpecial(std::uint64_t word)
{
    const std::uint64_t below = (word - kOnes * 0x20) & ~word; // some byte < 0x20
    const std::uint64_t above = (word + kOnes) | word;         // some byte > 0x7E
    return ((below | above) & kHighs) != 0 || zeroBytes(word ^ (kOnes * '"')) != 0 ||
           zeroBytes(word ^ (kOnes * '\\')) != 0;
}

// Copies `text` to `to` if all its bytes are plain; false (and `to` holding
// part of it) otherwise. One pass that checks each word as it copies it: a
// check first and a memcpy call after read every string twice, and most are
// keys and values of a few bytes, where the call cost more than the bytes.
// The last word ends where the text ends and may overlap the one before it
// (its bytes checked and copied twice, the same each time): a tail of one to
// seven bytes a byte at a time took a loop of its own, whose length the
// branch predictor could not know, for nearly every string.
[[gnu::always_inline]] inline bool copyPlain(const std::string& text, char* to)
{
    const char* p = text.data();
    const std::size_t n = text.size();
    if (n >= 8) {
        std::size_t i = 0;
#if defined(__SSE2__)
        // Sentences of a journal line sixteen bytes a step. Signed, a byte of
        // 0x80 and above is below ' ' too.
        const __m128i space = _mm_set1_epi8(0x20);
        const __m128i del = _mm_set1_epi8(0x7F);
        const __m128i quote = _mm_set1_epi8('"');
        const __m128i backslash = _mm_set1_epi8('\\');
        for (; i + 16 < n; i += 16) {
            const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
            const __m128i special =
                _mm_or_si128(_mm_or_si128(_mm_cmplt_epi8(b, space), _mm_cmpeq_epi8(b, del)),
                             _mm_or_si128(_mm_cmpeq_epi8(b, quote), _mm_cmpeq_epi8(b, backslash)));
            if (_mm_movemask_epi8(special) != 0)
                return false;
            _mm_storeu_si128(reinterpret_cast<__m128i*>(to + i), b);
        }
#endif
        std::uint64_t word;
        for (; i + 8 < n; i += 8) {
            std::memcpy(&word, p + i, 8);
            if (anySpecial(word))
                return false;
            std::memcpy(to + i, &word, 8);
        }
        std::memcpy(&word, p + n - 8, 8);
        if (anySpecial(word))
            return false;
        std::memcpy(to + n - 8, &word, 8);
        return true;
    }
    if (n >= 4) {
        // Two halves that may overlap, checked as one word.
        std::uint32_t first, last;
        std::memcpy(&first, p, 4);
        std::memcpy(&last, p + n - 4, 4);
        if (anySpecial(first | (std::uint64_t{last} << 32)))
            return false;
        std::memcpy(to, &first, 4);
        std::memcpy(to + n - 4, &last, 4);
        return true;
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (!kPlainJsonByte[static_cast<unsigned char>(p[i])])
            return false;
        to[i] = p[i];
    }
    return true;
}

// Writes into a scratch buffer through a cursor: a document is a few dozen
// short pieces, and appending each with std::string's out-of-line push_back
// and append (a capacity check and a call per quote, colon and comma) cost
// more than the bytes themselves. It writes from the buffer's start and
// leaves its size as it is: that is only room, so the next text neither
// zero-fills nor grows it again. Text for the caller's own string is written
// here and then appended in one piece: growing the caller's string a step at
// a time and cutting it back cost two resizes (and a zero-fill) for every
// short string a journal line appends.
class Writer
{
public:
    explicit Writer(std::string& scratch) : out_(scratch) {}
    Writer(const Writer&) = delete;
    Writer& operator=(const Writer&) = delete;

    std::string_view written() const { return std::string_view(out_.data(), used_); }

    // Room for `n` more bytes; returns where they go (call advance after).
    // Called for every quote, colon and comma: the check inline, the growth
    // (rare, and a call into std::string) out of line.
    char* room(std::size_t n)
    {
        if (used_ + n > out_.size()) [[unlikely]]
            grow(used_ + n);
        return out_.data() + used_;
    }
    void advance(std::size_t n) { used_ += n; }
    void put(char c)
    {
        *room(1) = c;
        advance(1);
    }
    void put(const char* text, std::size_t n)
    {
        std::memcpy(room(n), text, n);
        advance(n);
    }
    // Everything nlohmann writes goes after what is already written.
    void putDump(const Json& value)
    {
        const std::string text = value.dump();
        put(text.data(), text.size());
    }
    void string(const std::string& text, const Json* node)
    {
        // Nothing is advanced until the whole string is in: a byte that is
        // not plain leaves the room to nlohmann's serializer.
        char* p = room(text.size() + 2);
        if (!copyPlain(text, p + 1)) {
            node ? putDump(*node) : putDump(Json(text));
            return;
        }
        p[0] = '"';
        p[text.size() + 1] = '"';
        advance(text.size() + 2);
    }
    template <class Integer> void integer(Integer value)
    {
        char* p = room(24);
        advance(static_cast<std::size_t>(std::to_chars(p, p + 24, value).ptr - p));
    }
    void value(const Json& value);

private:
    static constexpr std::size_t kScratchRoom = 512; // a buffer's first size
    // Doubles: the room is kept for the next text.
    [[gnu::noinline]] void grow(std::size_t need)
    {
        out_.resize(std::max({out_.capacity(), out_.size() * 2, need, kScratchRoom}));
    }
    std::string& out_;
    std::size_t used_ = 0;
};

void Writer::value(const Json& v)
{
    switch (v.type()) {
    case Json::value_t::object: {
        const auto& members = v.get_ref<const Json::object_t&>();
        if (members.empty()) {
            put("{}", 2);
            return;
        }
        char open = '{';
        for (const auto& [key, member] : members) {
            put(open);
            open = ',';
            string(key, nullptr);
            put(':');
            value(member);
        }
        put('}');
        return;
    }
    case Json::value_t::array: {
        const auto& items = v.get_ref<const Json::array_t&>();
        if (items.empty()) {
            put("[]", 2);
            return;
        }
        char open = '[';
        for (const Json& item : items) {
            put(open);
            open = ',';
            value(item);
        }
        put(']');
        return;
    }
    case Json::value_t::string:
        string(v.get_ref<const std::string&>(), &v);
        return;
    case Json::value_t::boolean:
        v.get<bool>() ? put("true", 4) : put("false", 5);
        return;
    case Json::value_t::number_integer:
        integer(v.get<std::int64_t>());
        return;
    case Json::value_t::number_unsigned:
        integer(v.get<std::uint64_t>());
        return;
    case Json::value_t::null:
        put("null", 4);
        return;
    case Json::value_t::number_float:
    case Json::value_t::binary:
    case Json::value_t::discarded:
        putDump(v);
        return;
    }
}

} // namespace

std::string_view writeJsonText(std::string& scratch, const Json& value)
{
    Writer writer(scratch);
    writer.value(value);
    return writer.written();
}

namespace {

// The text of the three below is written here first: per thread, its room
// kept from one call to the next. None of them calls another, so one will do.
std::string& threadScratch()
{
    thread_local std::string scratch;
    return scratch;
}

} // namespace

void appendJsonText(std::string& out, const Json& value)
{
    out.append(writeJsonText(threadScratch(), value));
}

void appendJsonString(std::string& out, const std::string& text)
{
    Writer writer(threadScratch());
    writer.string(text, nullptr);
    out.append(writer.written());
}

// Copied out of the scratch buffer at its exact length: a committed document
// and a journal entry keep their text for long, and a string grown by
// doubling held up to twice its length (and was zero-filled before it was
// written).
std::string toJsonText(const Json& value)
{
    return std::string(writeJsonText(threadScratch(), value));
}

} // namespace atlas
