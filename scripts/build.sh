#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures and builds ScoreCheck (Release, Ninja) in build/. Extra arguments go to CMake's
# configure step, e.g. -DSCORECHECK_SANITIZE=ON (then use another BUILD_DIR).
# SCORECHECK_PGO=on makes the profile-guided build for release packaging (GCC only; see CMakeLists.txt):
# the first such build, and the first after a change to core/, app/cli/ or app/i18n/, builds an
# instrumented command-line tool, trains it (scripts/pgo-train.sh) and then builds everything with the
# profile. Without it (the default, as scripts/run.sh, scripts/test.sh and CI build) it is a plain build.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null

if [[ ${SCORECHECK_PGO:-off} != on ]]; then
    cmake "$build" -DSCORECHECK_PGO= >/dev/null
    exec cmake --build "$build" --parallel
fi
if ! grep -q '^SCORECHECK_PGO_SUPPORTED:INTERNAL=ON$' "$build/CMakeCache.txt"; then
    echo "build: SCORECHECK_PGO=on needs GCC and a Release build without sanitizers" >&2
    exit 2
fi

# The profile stands for the sources it was counted on: made again when they or the training change.
profile=$build/pgo-profile
sources=$( (cd "$root" && find core app/cli app/i18n CMakeLists.txt scripts/pgo-train.sh -type f | LC_ALL=C sort | xargs sha1sum) | sha1sum | cut -d' ' -f1)
if [[ ! -f $profile/sources || $(cat "$profile/sources") != "$sources" ]]; then
    echo "build: training the profile-guided build (scripts/pgo-train.sh)" >&2
    rm -rf "$profile"
    cmake "$build" -DSCORECHECK_PGO=generate >/dev/null
    cmake --build "$build" --parallel --target scorecheck-cli
    mkdir -p "$profile"
    "$root/scripts/pgo-train.sh" "$build/app/cli/scorecheck-cli"
    echo "$sources" >"$profile/sources"
fi
cmake "$build" -DSCORECHECK_PGO=use >/dev/null
cmake --build "$build" --parallel
