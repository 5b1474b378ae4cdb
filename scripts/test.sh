#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's second command: installs what is missing, builds, and runs every test through CTest
# (the `slow` perft label included; skip it with `ctest -LE slow` when iterating).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
QT_QPA_PLATFORM=offscreen ctest --test-dir "$build" --output-on-failure --parallel 2 --timeout 900 -LE bench
