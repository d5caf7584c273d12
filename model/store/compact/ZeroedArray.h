#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

namespace atlas {

// A fixed-size array of all-zero elements from calloc, for the open-addressing
// tables that grow with a long run (StringTable, SlotIndex). A fresh block
// of a megabyte or more comes zeroed from the system untouched, so no memset
// faults it all in at once (on a virtual CPU, about 2.5 ms a megabyte: a
// dropped frame in a live window). Inserts at random places still fault in
// about a page each until most pages are in: SlotIndex, which a live
// window's table batches feed hundreds at a time, faults its next table in
// ahead of the growth (faultIn).
template <class T> class ZeroedArray
{
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                  "elements are made from zero bytes and never destroyed");

public:
    ZeroedArray() = default;
    explicit ZeroedArray(std::size_t size)
        : data_(static_cast<T*>(std::calloc(size, sizeof(T)))), size_(size)
    {
        if (size > 0 && !data_)
            throw std::bad_alloc();
    }
    ZeroedArray(const ZeroedArray& other) : ZeroedArray(other.size_)
    {
        for (std::size_t i = 0; i < size_; ++i)
            data_[i] = other.data_[i];
    }
    ZeroedArray& operator=(const ZeroedArray& other)
    {
        if (this != &other)
            *this = ZeroedArray(other);
        return *this;
    }
    ZeroedArray(ZeroedArray&& other) noexcept
        : data_(std::move(other.data_)), size_(std::exchange(other.size_, 0))
    {
    }
    ZeroedArray& operator=(ZeroedArray&& other) noexcept
    {
        data_ = std::move(other.data_);
        size_ = std::exchange(other.size_, 0);
        return *this;
    }

    std::size_t size() const { return size_; }
    // Pages of memory the array spans, counted from its start.
    std::size_t pages() const { return (size_ * sizeof(T) + kPageBytes - 1) / kPageBytes; }
    // Faults page `page` in ahead of the inserts that would, by writing the
    // zero already there (a read would map the shared zero page).
    void faultIn(std::size_t page)
    {
        reinterpret_cast<volatile unsigned char*>(data_.get())[page * kPageBytes] = 0;
    }
    bool empty() const { return size_ == 0; }
    T& operator[](std::size_t i) { return data_[i]; }
    const T& operator[](std::size_t i) const { return data_[i]; }

private:
    static constexpr std::size_t kPageBytes = 4096;
    struct Free
    {
        void operator()(T* block) const { std::free(block); }
    };
    std::unique_ptr<T[], Free> data_;
    std::size_t size_ = 0;
};

} // namespace atlas
