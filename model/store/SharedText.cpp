#include "store/SharedText.h"

#include <cstring>
#include <limits>
#include <new>
#include <stdexcept>

namespace atlas {

SharedText::SharedText(std::string_view text)
{
    if (text.size() >= std::numeric_limits<std::uint32_t>::max())
        throw std::length_error("SharedText: text of 4 GiB or more");
    void* memory = ::operator new(sizeof(Block) + text.size());
    block_ = new (memory) Block{{1}, static_cast<std::uint32_t>(text.size())};
    // An empty view may have no data at all, and memcpy from null is
    // undefined even for no bytes.
    if (!text.empty())
        std::memcpy(reinterpret_cast<char*>(block_ + 1), text.data(), text.size());
}

SharedText::SharedText(const SharedText& other) noexcept : block_(other.block_)
{
    if (block_)
        block_->refs.fetch_add(1, std::memory_order_relaxed);
}

SharedText::~SharedText()
{
    // The last holder must see every write the others made before letting go.
    if (block_ && block_->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) {
        block_->~Block();
        ::operator delete(block_);
    }
}

} // namespace atlas
