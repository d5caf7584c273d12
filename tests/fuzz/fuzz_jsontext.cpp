// readJsonText stands in for nlohmann's parse() on every delivery and every
// document read: for any bytes it must give what parse() gives, the same
// types included, or the same refusal. The quick reader may pass a text on,
// never take one parse() refuses or read it differently.

#include "FuzzCheck.h"
#include "JsonSameTree.h"
#include "store/json/JsonTextReader.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const atlas::Json expected = atlas::Json::parse(text, nullptr, false);
    atlas::Json quick;
    if (atlas::readPlainJsonText(text, quick)) {
        FUZZ_CHECK(!expected.is_discarded(), "the quick reader takes only valid JSON");
        FUZZ_CHECK(sameJsonTree(quick, expected), "the quick reader reads as parse() does");
    }
    const atlas::Json read = atlas::readJsonTextOrDiscarded(text);
    FUZZ_CHECK(read.is_discarded() == expected.is_discarded(),
               "refused exactly when parse() refuses");
    FUZZ_CHECK(read.is_discarded() || sameJsonTree(read, expected), "the same value as parse()");
    return 0;
}
