#pragma once

#include <QString>

#include <array>
#include <charconv>
#include <concepts>
#include <string>
#include <string_view>

namespace atlas {

namespace filled_detail {

inline QString text(const QString& s)
{
    return s;
}
inline QString text(const std::string& s)
{
    return QString::fromStdString(s);
}
inline QString text(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
inline QString text(const char* s)
{
    return QString::fromUtf8(s);
}
// Integers read as std::to_string writes them, so English stays as it was.
template <std::integral T>
requires(!std::same_as<T, bool> && !std::same_as<T, char>) QString text(T n)
{
    return QString::number(n);
}

// The same values as UTF-8, for a pattern that is UTF-8 already.
inline std::string_view utf8(const std::string& s, std::string&)
{
    return s;
}
inline std::string_view utf8(std::string_view s, std::string&)
{
    return s;
}
inline std::string_view utf8(const char* s, std::string&)
{
    return s;
}
inline std::string_view utf8(const QString& s, std::string& room)
{
    room = s.toStdString();
    return room;
}
template <std::integral T>
requires(!std::same_as<T, bool> && !std::same_as<T, char>) std::string_view
    utf8(T n, std::string& room)
{
    char buf[24];
    room.assign(buf, std::to_chars(buf, buf + sizeof buf, n).ptr);
    return room;
}

std::string filledUtf8(std::string_view pattern, const std::string_view* args, std::size_t count);

} // namespace filled_detail

// A translated message with its %1, %2, ... filled in one pass, as the UTF-8
// the model's exceptions carry. One pass, so a value that itself holds "%1"
// (a learner's argument, a file name) is left as it is; the placeholders let
// a translation put the values where its own word order wants them.
template <class... Args> std::string filled(const QString& pattern, const Args&... args)
{
    if constexpr (sizeof...(Args) == 0)
        return pattern.toStdString();
    else
        return pattern.arg(filled_detail::text(args)...).toStdString();
}

// The same for a UTF-8 pattern (as Translated gives it), filled without a
// round trip through UTF-16: the journal's hot path. Placeholders %1 to %9.
template <class... Args> std::string filled(const std::string& pattern, const Args&... args)
{
    static_assert(sizeof...(Args) <= 9, "placeholders %1 to %9 only");
    if constexpr (sizeof...(Args) == 0) {
        return pattern;
    } else {
        std::array<std::string, sizeof...(Args)> room;
        std::size_t i = 0;
        const std::array<std::string_view, sizeof...(Args)> values{
            filled_detail::utf8(args, room[i++])...};
        return filled_detail::filledUtf8(pattern, values.data(), values.size());
    }
}

} // namespace atlas
