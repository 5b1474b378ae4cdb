// SPDX-License-Identifier: GPL-3.0-or-later
#include "freedmemory.h"

#include <cstdlib>  // the C library's own headers say which library it is (__GLIBC__)
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void giveFreedMemoryBack()
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
