#pragma once

#include <string>

namespace atlas {

// QCoreApplication::translate for the sentences the model writes on every
// delivery (journal details, handler and store errors): looking a message
// up and converting it to and from UTF-16 cost more than the rest of a
// journal entry, so each one is translated once per language and thread and
// kept as UTF-8. Fill it with filled(), like a QString pattern.
class Translated
{
public:
    // `context` and `source` must be string literals (the cache is keyed by
    // their addresses; lupdate reads them at the call).
    static const std::string& translate(const char* context, const char* source);
    // Language::install() calls this: every thread's cache is stale.
    static void languageChanged();
};

} // namespace atlas
