#pragma once

#include "store/Document.h"
#include "store/json/JsonRelease.h"

#include <memory>
#include <type_traits>

namespace atlas {

// The allocator the store makes its documents with (std::allocate_shared):
// std::allocator's memory, and a document's tree released from the leaves
// up (releaseJson) before the document is destroyed, wherever its last
// owner lets it go.
template <class T> struct DocumentAllocator
{
    using value_type = T;

    DocumentAllocator() = default;
    template <class U> DocumentAllocator(const DocumentAllocator<U>&) noexcept {}

    T* allocate(std::size_t n) { return std::allocator<T>().allocate(n); }
    void deallocate(T* p, std::size_t n) noexcept { std::allocator<T>().deallocate(p, n); }
    template <class U> void destroy(U* p) noexcept
    {
        if constexpr (std::is_same_v<std::remove_cv_t<U>, Document>)
            releaseJson(p->data);
        p->~U();
    }

    template <class U> bool operator==(const DocumentAllocator<U>&) const noexcept { return true; }
};

inline std::shared_ptr<Document> makeDocument()
{
    return std::allocate_shared<Document>(DocumentAllocator<Document>());
}

} // namespace atlas
