#include "PackedEvent.h"

#include "store/json/JsonText.h"

#include <stdexcept>

namespace atlas {
namespace {

// Each field is its length (LEB128) followed by its bytes, in this order; the
// payload is its JSON text. Number types survive as JSON numbers do (a
// positive integer reads back as unsigned, which compares and prints the same).
void put(std::string& out, std::string_view field)
{
    std::size_t n = field.size();
    while (n >= 0x80) {
        out += static_cast<char>((n & 0x7F) | 0x80);
        n >>= 7;
    }
    out += static_cast<char>(n);
    out += field;
}

class Reader
{
public:
    explicit Reader(std::string_view bytes) : bytes_(bytes) {}
    std::string_view next()
    {
        std::size_t n = 0;
        for (int shift = 0;; shift += 7) {
            const auto byte = static_cast<unsigned char>(bytes_.at(pos_++));
            n |= static_cast<std::size_t>(byte & 0x7F) << shift;
            if (!(byte & 0x80))
                break;
        }
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
    bytes_.reserve(e.source.size() + e.id.size() + e.type.size() + e.specversion.size() +
                   e.subject.size() + e.time.size() + e.orderId.size() +
                   e.paymentIdempotencyKey.size() + e.correlationId.size() + e.occurredAt.size() +
                   data.size() + 11);
    for (const std::string* field :
         {&e.type, &e.id, &e.source, &e.specversion, &e.subject, &e.time, &e.orderId,
          &e.paymentIdempotencyKey, &e.correlationId, &e.occurredAt, &data})
        put(bytes_, *field);
    index();
}

PackedEvent& PackedEvent::operator=(const PackedEvent& other)
{
    bytes_ = other.bytes_;
    index();
    return *this;
}

PackedEvent& PackedEvent::operator=(PackedEvent&& other) noexcept
{
    bytes_ = std::move(other.bytes_);
    index();
    return *this;
}

void PackedEvent::index()
{
    if (bytes_.empty()) { // a moved-from object
        type = id = {};
        return;
    }
    Reader in(bytes_);
    type = in.next();
    id = in.next();
}

CloudEvent PackedEvent::unpack() const
{
    if (bytes_.empty())
        throw std::logic_error("PackedEvent: unpacking a moved-from event");
    CloudEvent e;
    Reader in(bytes_);
    for (std::string* field :
         {&e.type, &e.id, &e.source, &e.specversion, &e.subject, &e.time, &e.orderId,
          &e.paymentIdempotencyKey, &e.correlationId, &e.occurredAt})
        field->assign(in.next());
    const std::string_view data = in.next();
    e.data = data.empty() ? Json::object() : Json::parse(data);
    return e;
}

} // namespace atlas
