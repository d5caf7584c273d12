#include "store/clock/SimClock.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

namespace atlas {
namespace {

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
bool readInt(std::string_view text, std::size_t pos, std::size_t len, int& out)
{
    if (pos + len > text.size())
        return false;
    out = 0;
    for (const char c : text.substr(pos, len)) {
        if (c < '0' || c > '9')
            return false;
        out = out * 10 + (c - '0');
    }
    return true;
}

} // namespace

void SimClock::assignFrom(const SimClock& other)
{
    epoch_ = other.epoch_;
    now_ = other.now_;
    timers_.assignShapeFrom(other.timers_);
}

void SimClock::advance(Millis ms)
{
    if (ms < 0)
        throw std::invalid_argument("SimClock::advance: time cannot go backwards");
    advanceTo(now_ + ms);
}

void SimClock::advanceTo(Millis t)
{
    if (t < now_)
        throw std::invalid_argument("SimClock::advanceTo: time cannot go backwards");
    while (auto timer = timers_.popDue(t)) {
        now_ = std::max(now_, timer->first);
        timer->second();
    }
    now_ = t;
}

bool SimClock::advanceToNextDue()
{
    const auto due = timers_.nextDue();
    if (!due)
        return false;
    advanceTo(std::max(*due, now_));
    return true;
}

TimerId SimClock::schedule(Millis due, std::function<void()> callback)
{
    return timers_.add(std::max(due, now_), std::move(callback));
}

TimerId SimClock::scheduleIn(Millis delay, std::function<void()> callback)
{
    return schedule(now_ + std::max<Millis>(delay, 0), std::move(callback));
}

std::string SimClock::toIso(Millis t)
{
    const std::int64_t days = floorDiv(t, 86400000);
    const auto msOfDay = static_cast<unsigned>(t - days * 86400000);
    std::int64_t y = 0;
    unsigned m = 0, d = 0;
    civilFromDays(days, y, m, d);
    if (y < 0 || y > 9999) { // outside what four digits hold: the general path
        char buf[40];
        std::snprintf(buf, sizeof buf, "%04lld-%02u-%02uT%02u:%02u:%02u.%03uZ",
                      static_cast<long long>(y), m, d, msOfDay / 3600000, msOfDay / 60000 % 60,
                      msOfDay / 1000 % 60, msOfDay % 1000);
        return buf;
    }
    // Called for every commit and journal line: digits by hand, not snprintf.
    char buf[] = "0000-00-00T00:00:00.000Z";
    const auto put = [&buf](int at, unsigned value, int digits) {
        for (int i = at + digits - 1; i >= at; --i, value /= 10)
            buf[i] = static_cast<char>('0' + value % 10);
    };
    put(0, static_cast<unsigned>(y), 4);
    put(5, m, 2);
    put(8, d, 2);
    put(11, msOfDay / 3600000, 2);
    put(14, msOfDay / 60000 % 60, 2);
    put(17, msOfDay / 1000 % 60, 2);
    put(20, msOfDay % 1000, 3);
    return std::string(buf, sizeof buf - 1);
}

// Accepts YYYY-MM-DDTHH:MM:SS[.mmm]Z, the UTC forms the lab itself writes
// and the lesson's events use.
std::optional<Millis> SimClock::parseIso(std::string_view s)
{
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, se = 0, ms = 0;
    if (s.size() < 20 || s[4] != '-' || s[7] != '-' || (s[10] != 'T' && s[10] != 't') ||
        s[13] != ':' || s[16] != ':')
        return std::nullopt;
    if (!readInt(s, 0, 4, y) || !readInt(s, 5, 2, mo) || !readInt(s, 8, 2, d) ||
        !readInt(s, 11, 2, h) || !readInt(s, 14, 2, mi) || !readInt(s, 17, 2, se))
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
    // Reject rather than roll over: 2026-02-30 is a typo, not 2 March.
    if (mo < 1 || mo > 12 || d < 1 || static_cast<unsigned>(d) > daysInMonth(y, mo) || h > 23 ||
        mi > 59 || se > 60)
        return std::nullopt;
    const std::int64_t days = daysFromCivil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d));
    return days * 86400000 + h * 3600000LL + mi * 60000LL + se * 1000LL + ms;
}

} // namespace atlas
