#pragma once

#include "store/json/Json.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>
#include <optional>
#include <string_view>

namespace atlas {

// A 1-based place in a text, in characters (not bytes), as an editor shows it.
struct TextPosition
{
    int line = 1;
    int column = 1;
};

// Where the character at `byteIndex` (0-based, into UTF-8 text) sits; an
// index past the end is the position just after the last character.
TextPosition textPositionOfByte(std::string_view utf8, std::size_t byteIndex);

// What the composer says about the text being typed, checked the way the
// channel reads it (CloudEvent) and the way the handler will (OrderEvent).
struct EventTextCheck
{
    Q_DECLARE_TR_FUNCTIONS(EventTextCheck)

public:
    enum class Level { Valid, Warning, Error };

    Level level = Level::Error;
    QString message;
    // Where to point in the editor: a JSON syntax error's position, or the
    // member the error names (when it can be found in the text).
    std::optional<TextPosition> position;
    int length = 1; // characters to mark from `position`
    Json event;     // the parsed JSON, when it is JSON at all

    bool publishable() const { return level != Level::Error; }
};

EventTextCheck checkEventText(const QString& text);

} // namespace atlas
