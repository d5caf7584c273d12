#include "store/clock/IsoTime.h"

#include <array>
#include <cstdio>
#include <cstring>
#include <limits>

namespace atlas {
namespace {

constexpr std::int64_t kMsPerDay = 86400000;
constexpr std::int64_t kNoDay = std::numeric_limits<std::int64_t>::min();

// Howard Hinnant's civil-date algorithms: exact for the proleptic Gregorian
// calendar and free of any time-zone or wall-clock lookup.
std::int64_t daysFromCivil(std::int64_t y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

void civilFromDays(std::int64_t z, std::int64_t& y, unsigned& m, unsigned& d)
{
    z += 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    y = static_cast<std::int64_t>(yoe) + era * 400;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    d = doy - (153 * mp + 2) / 5 + 1;
    m = mp < 10 ? mp + 3 : mp - 9;
    y += m <= 2;
}

std::int64_t floorDiv(std::int64_t a, std::int64_t b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)));
}

unsigned daysInMonth(std::int64_t y, unsigned m)
{
    static constexpr unsigned days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 && leap ? 29 : days[m - 1];
}

// Digits only: from_chars would accept a sign, letting 'T-1:30' through.
// The caller has checked that `count` bytes are there.
bool readDigits(const char* at, int count, int& out)
{
    out = 0;
    for (int i = 0; i < count; ++i) {
        const unsigned digit = static_cast<unsigned char>(at[i]) - unsigned('0');
        if (digit > 9)
            return false;
        out = out * 10 + static_cast<int>(digit);
    }
    return true;
}

constexpr auto kTwoDigits = [] {
    std::array<char, 200> digits{};
    for (int i = 0; i < 100; ++i) {
        digits[static_cast<std::size_t>(2 * i)] = static_cast<char>('0' + i / 10);
        digits[static_cast<std::size_t>(2 * i + 1)] = static_cast<char>('0' + i % 10);
    }
    return digits;
}();

void put2(char* at, unsigned value)
{
    std::memcpy(at, &kTwoDigits[2 * value], 2);
}

// The last time written and the day it falls on, per thread. A run writes
// the same time many times over (every commit, journal line and record of a
// step stamps it) and rarely leaves its day, whose date is the dear part:
// a repeat is one copy, a new time of the same day eight digits, and a
// parsed date that is the day's text needs no calendar arithmetic.
struct LastTime
{
    std::int64_t day = kNoDay;
    std::int64_t time = kNoDay;
    char text[25] = "0000-00-00T00:00:00.000Z";

    // False, and nothing changed, for a year four digits cannot hold.
    bool setDay(std::int64_t newDay)
    {
        std::int64_t y = 0;
        unsigned m = 0, d = 0;
        civilFromDays(newDay, y, m, d);
        if (y < 0 || y > 9999)
            return false;
        put2(text, static_cast<unsigned>(y / 100));
        put2(text + 2, static_cast<unsigned>(y % 100));
        put2(text + 5, m);
        put2(text + 8, d);
        day = newDay;
        time = kNoDay;
        return true;
    }
};

thread_local LastTime last;

void appendWide(std::string& out, std::int64_t t)
{
    const std::int64_t days = floorDiv(t, kMsPerDay);
    const auto msOfDay = static_cast<unsigned>(t - days * kMsPerDay);
    std::int64_t y = 0;
    unsigned m = 0, d = 0;
    civilFromDays(days, y, m, d);
    char buf[48];
    const int n = std::snprintf(buf, sizeof buf, "%04lld-%02u-%02uT%02u:%02u:%02u.%03uZ",
                                static_cast<long long>(y), m, d, msOfDay / 3600000,
                                msOfDay / 60000 % 60, msOfDay / 1000 % 60, msOfDay % 1000);
    out.append(buf, static_cast<std::size_t>(n));
}

} // namespace

void appendIsoTime(std::string& out, std::int64_t t)
{
    LastTime& l = last;
    if (t != l.time) {
        const std::int64_t day = floorDiv(t, kMsPerDay);
        if (day != l.day && !l.setDay(day)) {
            appendWide(out, t);
            return;
        }
        const auto ms = static_cast<unsigned>(t - day * kMsPerDay);
        put2(l.text + 11, ms / 3600000);
        put2(l.text + 14, ms / 60000 % 60);
        put2(l.text + 17, ms / 1000 % 60);
        l.text[20] = static_cast<char>('0' + ms % 1000 / 100);
        put2(l.text + 21, ms % 100);
        l.time = t;
    }
    out.append(l.text, 24);
}

std::optional<std::int64_t> parseIsoTime(std::string_view s)
{
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, se = 0, ms = 0;
    if (s.size() < 20 || s[4] != '-' || s[7] != '-' || (s[10] != 'T' && s[10] != 't') ||
        s[13] != ':' || s[16] != ':')
        return std::nullopt;
    const char* text = s.data(); // 20 bytes at least
    if (!readDigits(text + 11, 2, h) || !readDigits(text + 14, 2, mi) ||
        !readDigits(text + 17, 2, se))
        return std::nullopt;
    std::size_t pos = 19;
    if (s[pos] == '.') {
        std::size_t digits = 0;
        int frac = 0;
        while (pos + 1 + digits < s.size() && s[pos + 1 + digits] >= '0' &&
               s[pos + 1 + digits] <= '9') {
            if (digits < 3)
                frac = frac * 10 + (s[pos + 1 + digits] - '0');
            ++digits;
        }
        if (digits == 0)
            return std::nullopt;
        for (std::size_t i = digits; i < 3; ++i)
            frac *= 10;
        ms = frac;
        pos += 1 + digits;
    }
    if (pos + 1 != s.size() || (s[pos] != 'Z' && s[pos] != 'z'))
        return std::nullopt;
    if (h > 23 || mi > 59 || se > 60)
        return std::nullopt;
    LastTime& l = last;
    // The last day's text is a date that exists, and only its own day is
    // written so.
    if (l.day == kNoDay || std::memcmp(text, l.text, 10) != 0) {
        if (!readDigits(text, 4, y) || !readDigits(text + 5, 2, mo) || !readDigits(text + 8, 2, d))
            return std::nullopt;
        // Reject rather than roll over: 2026-02-30 is a typo, not 2 March.
        if (mo < 1 || mo > 12 || d < 1 || static_cast<unsigned>(d) > daysInMonth(y, mo))
            return std::nullopt;
        l.setDay(daysFromCivil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d)));
    }
    return l.day * kMsPerDay + h * 3600000LL + mi * 60000LL + se * 1000LL + ms;
}

} // namespace atlas
