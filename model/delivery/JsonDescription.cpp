#include "JsonDescription.h"

namespace atlas {

std::string describeJson(const Json& value)
{
    if (value.is_null())
        return "null";
    std::string text = value.dump(-1, ' ', false, Json::error_handler_t::replace);
    if (text.size() > 40) {
        // Cut on a UTF-8 character boundary so the message stays valid text.
        std::size_t cut = 37;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
            --cut;
        text = text.substr(0, cut) + "...";
    }
    return std::string(value.type_name()) + ' ' + text;
}

} // namespace atlas
