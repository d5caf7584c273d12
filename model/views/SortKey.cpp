#include "SortKey.h"

namespace atlas {

SortKey SortKey::of(const Json* value)
{
    SortKey key;
    if (!value)
        return key;
    switch (value->type()) {
    case Json::value_t::boolean:
        key.kind_ = Kind::Number;
        key.number_ = value->get<bool>() ? 1 : 0;
        break;
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float:
        key.kind_ = Kind::Number;
        key.number_ = value->get<double>();
        break;
    case Json::value_t::string:
        key.kind_ = Kind::Text;
        key.text_ = QString::fromStdString(value->get_ref<const std::string&>()).toCaseFolded();
        break;
    case Json::value_t::object:
    case Json::value_t::array:
        key.kind_ = Kind::Text;
        key.text_ =
            QString::fromStdString(value->dump(-1, ' ', false, Json::error_handler_t::replace))
                .toCaseFolded();
        break;
    case Json::value_t::null:
    case Json::value_t::binary:
    case Json::value_t::discarded:
        break;
    }
    return key;
}

int SortKey::compare(const SortKey& a, const SortKey& b)
{
    if (a.kind_ != b.kind_)
        return a.kind_ < b.kind_ ? -1 : 1;
    switch (a.kind_) {
    case Kind::Absent:
        return 0;
    case Kind::Number:
        return a.number_ < b.number_ ? -1 : (b.number_ < a.number_ ? 1 : 0);
    case Kind::Text:
        return a.text_.compare(b.text_);
    }
    return 0;
}

} // namespace atlas
