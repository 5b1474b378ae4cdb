#!/usr/bin/env bash
# Configures and builds ScoreCheck (Release, Ninja) in build/. Extra arguments go to CMake's
# configure step, e.g. -DSCORECHECK_SANITIZE=ON (then use another BUILD_DIR).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
cmake --build "$build" --parallel
