#include "SortKey.h"

namespace atlas {

SortKey::SortKey(const SortKey& other)
    : value_(other.value_ ? std::make_unique<const Value>(*other.value_) : nullptr)
{
}

SortKey& SortKey::operator=(const SortKey& other)
{
    if (this != &other)
        value_ = other.value_ ? std::make_unique<const Value>(*other.value_) : nullptr;
    return *this;
}

SortKey::~SortKey() = default;

SortKey SortKey::of(const Json* value)
{
    SortKey key;
    if (!value)
        return key;
    switch (value->type()) {
    case Json::value_t::boolean:
        key.value_ = std::make_unique<const Value>(Value{true, value->get<bool>() ? 1.0 : 0.0, {}});
        break;
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float:
        key.value_ = std::make_unique<const Value>(Value{true, value->get<double>(), {}});
        break;
    case Json::value_t::string:
        key.value_ = std::make_unique<const Value>(Value{
            false, 0, QString::fromStdString(value->get_ref<const std::string&>()).toCaseFolded()});
        break;
    case Json::value_t::object:
    case Json::value_t::array:
        key.value_ = std::make_unique<const Value>(Value{
            false, 0,
            QString::fromStdString(value->dump(-1, ' ', false, Json::error_handler_t::replace))
                .toCaseFolded()});
        break;
    case Json::value_t::null:
    case Json::value_t::binary:
    case Json::value_t::discarded:
        break;
    }
    return key;
}

// Numbers, then text, then absent values.
int SortKey::compare(const SortKey& a, const SortKey& b)
{
    const auto rank = [](const SortKey& k) { return !k.value_ ? 2 : (k.value_->isNumber ? 0 : 1); };
    const int ra = rank(a);
    const int rb = rank(b);
    if (ra != rb)
        return ra < rb ? -1 : 1;
    if (ra == 2)
        return 0;
    if (ra == 0)
        return a.value_->number < b.value_->number ? -1 : (b.value_->number < a.value_->number ? 1 : 0);
    return a.value_->text.compare(b.value_->text);
}

} // namespace atlas
