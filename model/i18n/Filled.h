#pragma once

#include <QString>

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

} // namespace atlas
