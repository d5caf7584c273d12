#include "deliveries/EventTextCheck.h"

#include "delivery/CloudEvent.h"
#include "delivery/EventFormatError.h"
#include "saga/SagaEventType.h"
#include "store/json/JsonParser.h"
#include "workflow/handler/HandlerError.h"
#include "workflow/order/OrderEvent.h"

#include <QRegularExpression>

namespace atlas {
namespace {

bool isContinuationByte(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// nlohmann's message without its "[json.exception.parse_error.101]" tag and
// its own "parse error at line 1, column 9:" (bytes, not characters).
QString syntaxReason(const std::string& what)
{
    static const QRegularExpression prefix(QStringLiteral(
        "^\\[json\\.exception\\.[a-z_]+\\.\\d+\\] (parse error( at line \\d+, column "
        "\\d+)?: )?"));
    return QString::fromStdString(what).remove(prefix);
}

// The position of `"field"` as a member name, for an error that names it.
std::optional<TextPosition> memberPosition(const QString& text, const std::string& field,
                                           int* length)
{
    if (field.empty())
        return std::nullopt;
    const std::string last =
        field.substr(field.rfind('.') == std::string::npos ? 0 : field.rfind('.') + 1);
    const QRegularExpression member(
        QStringLiteral("\"%1\"\\s*:")
            .arg(QRegularExpression::escape(QString::fromStdString(last))));
    const auto match = member.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    *length = static_cast<int>(last.size()) + 2;
    const std::string utf8 = text.left(match.capturedStart()).toStdString();
    return textPositionOfByte(utf8, utf8.size());
}

} // namespace

TextPosition textPositionOfByte(std::string_view utf8, std::size_t byteIndex)
{
    TextPosition at;
    const std::size_t end = std::min(byteIndex, utf8.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (utf8[i] == '\n') {
            ++at.line;
            at.column = 1;
        } else if (!isContinuationByte(utf8[i])) {
            ++at.column;
        }
    }
    return at;
}

EventTextCheck checkEventText(const QString& text)
{
    EventTextCheck check;
    const std::string utf8 = text.toStdString();
    // Not Json::parse: a number past a double (1e400) or deep nesting would
    // escape as an exception or overflow the stack.
    JsonParser::Failure failure;
    if (std::optional<Json> parsed = JsonParser::parse(utf8, &failure)) {
        check.event = std::move(*parsed);
    } else {
        // A syntax error's byte counts from 1 and names the last character read.
        const bool syntax = failure.kind == JsonParser::Failure::Kind::Syntax;
        const std::size_t byte = syntax && failure.byte > 0 ? failure.byte - 1 : failure.byte;
        const TextPosition at = textPositionOfByte(utf8, byte);
        check.position = at;
        check.message = EventTextCheck::tr("Line %1, column %2: %3")
                            .arg(at.line)
                            .arg(at.column)
                            .arg(syntax ? syntaxReason(failure.detail)
                                        : QString::fromStdString(JsonParser::describe(failure)));
        return check;
    }
    CloudEvent event;
    try {
        event = CloudEvent::fromJson(check.event);
    } catch (const EventFormatError& error) {
        check.message = QString::fromStdString(error.what());
        check.position = memberPosition(text, error.field(), &check.length);
        return check;
    }
    // The saga handler needs only the order id (saga/SagaHandler.cpp).
    const bool saga = isSagaEvent(event.type) && sagaEventTypeFromString(event.type) &&
                      !event.orderId.empty();
    try {
        if (!saga)
            static_cast<void>(OrderEvent::from(event));
    } catch (const HandlerError& error) {
        check.level = EventTextCheck::Level::Warning;
        check.message =
            EventTextCheck::tr("A valid CloudEvent, but the handler will park it as malformed: %1")
                .arg(QString::fromStdString(error.what()));
        return check;
    }
    check.level = EventTextCheck::Level::Valid;
    check.message =
        EventTextCheck::tr("A valid %1 event.\nKey (source|id): %2")
            .arg(QString::fromStdString(event.type), QString::fromStdString(event.key()));
    return check;
}

} // namespace atlas
