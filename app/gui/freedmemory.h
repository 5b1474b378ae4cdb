// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// Hands memory the program has freed back to the system, where the C library would keep it for reuse
/// (glibc keeps what a thread's arena freed): after the list of a 525 MB file of 1.8 M games closed, the
/// process went from 82 MB to 36 MB with it (it was 22 MB before the list; Release). Elsewhere a no-op.
void giveFreedMemoryBack();
