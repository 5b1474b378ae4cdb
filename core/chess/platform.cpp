// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform.h"

#include <cstdlib>
#include <cstring>
#include <new>

#if defined(__linux__) && !defined(SCORECHECK_PORTABLE_FALLBACKS)
#define SCORECHECK_HUGE_PAGE_TABLES 1
#include <sys/mman.h>
#endif

namespace chess::platform {

std::uint64_t* allocateLifelongTable(std::size_t count)
{
#if defined(SCORECHECK_HUGE_PAGE_TABLES)
    constexpr std::size_t HugePage = std::size_t(2) << 20;
    const std::size_t bytes = count * sizeof(std::uint64_t);
    if (bytes <= HugePage) {
        void* block = std::aligned_alloc(HugePage, HugePage);
        if (!block)
            std::abort();
#if defined(MADV_HUGEPAGE)
        madvise(block, HugePage, MADV_HUGEPAGE);  // only advice: without it the tables work the same
#endif
        std::memset(block, 0, bytes);
        return static_cast<std::uint64_t*>(block);
    }
#endif
    std::uint64_t* const table = new (std::nothrow) std::uint64_t[count]();
    if (!table)
        std::abort();
    return table;
}

}  // namespace chess::platform
