#!/usr/bin/env bash
# Configures and builds ScoreCheck (Release, Ninja) in build/. Extra arguments go to CMake's
# configure step, e.g. -DSCORECHECK_SANITIZE=ON (then use another BUILD_DIR).
# Release builds with GCC are profile-guided (see CMakeLists.txt): the first build, and the first after
# a change to core/, app/cli/ or app/i18n/, builds an instrumented command-line tool, trains it
# (scripts/pgo-train.sh) and then builds everything with the profile. SCORECHECK_PGO=off skips that,
# for a quicker build while iterating.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null

if [[ ${SCORECHECK_PGO:-on} == off ]] || ! grep -q '^SCORECHECK_PGO_SUPPORTED:INTERNAL=ON$' "$build/CMakeCache.txt"; then
    cmake "$build" -DSCORECHECK_PGO= >/dev/null
    exec cmake --build "$build" --parallel
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
