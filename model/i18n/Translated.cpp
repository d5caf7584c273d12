#include "Translated.h"

#include <QCoreApplication>

#include <atomic>
#include <functional>
#include <unordered_map>
#include <utility>

namespace atlas {
namespace {

std::atomic<unsigned> generation{0};

struct Key
{
    const char* context;
    const char* source;
    bool operator==(const Key&) const = default;
};

struct KeyHash
{
    std::size_t operator()(const Key& k) const noexcept
    {
        return std::hash<const void*>()(k.source) * 31 + std::hash<const void*>()(k.context);
    }
};

struct Cache
{
    unsigned generation = ~0u;
    std::unordered_map<Key, std::string, KeyHash> texts;
};

} // namespace

const std::string& Translated::translate(const char* context, const char* source)
{
    // Per thread: the explorer and the crash matrix run labs on worker threads.
    thread_local Cache cache;
    const unsigned now = generation.load(std::memory_order_acquire);
    if (cache.generation != now) {
        cache.texts.clear();
        cache.generation = now;
    }
    const auto [it, added] = cache.texts.try_emplace(Key{context, source});
    if (added)
        it->second = QCoreApplication::translate(context, source).toStdString();
    return it->second;
}

void Translated::languageChanged()
{
    generation.fetch_add(1, std::memory_order_acq_rel);
}

} // namespace atlas
