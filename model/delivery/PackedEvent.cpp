#include "PackedEvent.h"

#include "store/json/JsonText.h"
#include "store/json/JsonTextReader.h"

#include <limits>
#include <stdexcept>
#include <utility>

namespace atlas {
namespace {

// Each field is its length (LEB128) followed by its bytes: the type, the
// source's length alone, the key (source|id), then the other attributes and
// the payload's JSON text. Number types survive as JSON numbers do (a
// positive integer reads back as unsigned, which compares and prints the same).
void putLength(std::string& out, std::size_t n)
{
    while (n >= 0x80) {
        out += static_cast<char>((n & 0x7F) | 0x80);
        n >>= 7;
    }
    out += static_cast<char>(n);
}

void put(std::string& out, std::string_view field)
{
    putLength(out, field.size());
    out += field;
}

std::uint32_t narrow(std::size_t n)
{
    if (n > std::numeric_limits<std::uint32_t>::max())
        throw std::length_error("PackedEvent: an event of 4 GiB or more");
    return static_cast<std::uint32_t>(n);
}

class Reader
{
public:
    explicit Reader(std::string_view bytes) : bytes_(bytes) {}
    std::size_t length()
    {
        std::size_t n = 0;
        for (int shift = 0;; shift += 7) {
            const auto byte = static_cast<unsigned char>(bytes_.at(pos_++));
            n |= static_cast<std::size_t>(byte & 0x7F) << shift;
            if (!(byte & 0x80))
                break;
        }
        return n;
    }
    std::string_view next()
    {
        const std::size_t n = length();
        const std::string_view field = bytes_.substr(pos_, n);
        pos_ += n;
        return field;
    }

private:
    std::string_view bytes_;
    std::size_t pos_ = 0;
};

} // namespace

PackedEvent::PackedEvent(const CloudEvent& e)
{
    // The usual empty payload packs to nothing.
    const bool none = e.data.is_object() && e.data.empty();
    const std::string data = none ? std::string() : toJsonText(e.data);
    const std::size_t keySize = e.source.size() + 1 + e.id.size();
    bytes_.reserve(e.type.size() + keySize + e.specversion.size() + e.subject.size() +
                   e.time.size() + e.orderId.size() + e.paymentIdempotencyKey.size() +
                   e.correlationId.size() + e.occurredAt.size() + data.size() + 11 * 3);
    put(bytes_, e.type);
    typeSize_ = narrow(e.type.size());
    typeAt_ = narrow(bytes_.size() - e.type.size());
    putLength(bytes_, e.source.size());
    putLength(bytes_, keySize);
    keyAt_ = narrow(bytes_.size());
    keySize_ = narrow(keySize);
    sourceSize_ = narrow(e.source.size());
    bytes_ += e.source;
    bytes_ += '|';
    bytes_ += e.id;
    for (const std::string* field :
         {&e.specversion, &e.subject, &e.time, &e.orderId, &e.paymentIdempotencyKey,
          &e.correlationId, &e.occurredAt, &data})
        put(bytes_, *field);
}

PackedEvent& PackedEvent::operator=(PackedEvent&& other) noexcept
{
    if (this == &other)
        return *this;
    bytes_ = std::move(other.bytes_);
    other.bytes_.clear();
    typeAt_ = std::exchange(other.typeAt_, 0);
    typeSize_ = std::exchange(other.typeSize_, 0);
    keyAt_ = std::exchange(other.keyAt_, 0);
    keySize_ = std::exchange(other.keySize_, 0);
    sourceSize_ = std::exchange(other.sourceSize_, 0);
    return *this;
}

CloudEvent PackedEvent::unpack() const
{
    if (bytes_.empty())
        throw std::logic_error("PackedEvent: unpacking a moved-from event");
    CloudEvent e;
    Reader in(bytes_);
    e.type.assign(in.next());
    const std::size_t sourceSize = in.length();
    const std::string_view key = in.next();
    e.source.assign(key.substr(0, sourceSize));
    e.id.assign(key.substr(sourceSize + 1));
    for (std::string* field : {&e.specversion, &e.subject, &e.time, &e.orderId,
                               &e.paymentIdempotencyKey, &e.correlationId, &e.occurredAt})
        field->assign(in.next());
    const std::string_view data = in.next();
    e.data = data.empty() ? Json::object() : readJsonText(data);
    return e;
}

} // namespace atlas
