#pragma once

#include <atomic>
#include <cstdint>
#include <string_view>
#include <utility>

namespace atlas {

// Immutable text in one allocation with its reference count: a committed
// document's JSON, which the document, an in-memory store's rows and a
// recording share instead of each holding a copy (the rows copied every
// flushed document's text; the cached documents and the rows held the same
// bytes twice). Counted atomically: a recording lets go of documents on its
// writer thread.
class SharedText
{
public:
    SharedText() noexcept = default;
    // Throws std::length_error for text of 4 GiB or more.
    explicit SharedText(std::string_view text);
    SharedText(const SharedText& other) noexcept;
    SharedText(SharedText&& other) noexcept : block_(std::exchange(other.block_, nullptr)) {}
    SharedText& operator=(SharedText other) noexcept
    {
        std::swap(block_, other.block_);
        return *this;
    }
    ~SharedText();

    // Null (no text at all) is not the same as empty text.
    bool isNull() const noexcept { return block_ == nullptr; }
    std::size_t size() const noexcept { return block_ ? block_->size : 0; }
    std::string_view view() const noexcept
    {
        return block_ ? std::string_view(reinterpret_cast<const char*>(block_ + 1), block_->size)
                      : std::string_view();
    }

private:
    struct Block
    {
        std::atomic<std::uint32_t> refs;
        std::uint32_t size;
    };
    Block* block_ = nullptr;
};

} // namespace atlas
