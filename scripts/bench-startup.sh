#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Cold start-up of the desktop app: from starting the process to the window drawn for the first time
# (tests/bench/bench_startup.cpp starts as the app does and quits right after that first paint), as
# wall time of the whole process, under a running Xvfb (the X11 path a desktop takes) and offscreen.
# Also the peak memory with the longest game at hand open.
#   scripts/bench-startup.sh [RUNS]     (default 21; the median is printed)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
runs=${1:-21}
"$root/scripts/install-deps.sh" --bench
"$root/scripts/build.sh"
app=${BUILD_DIR:-$root/build}/tests/bench/bench_startup
longest=$root/tests/data/pgn-edge-cases/cairo-board/longest.pgn
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
export XDG_DATA_HOME=$(mktemp -d)   # no autosave from earlier runs: nothing to recover

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
time_runs() {   # platform -> median milliseconds
    local times=() t0 t1
    for ((i = 0; i < runs; i++)); do
        t0=$EPOCHREALTIME
        QT_QPA_PLATFORM=$1 "$app" 2>/dev/null
        t1=$EPOCHREALTIME
        times+=("$(echo "($t1 - $t0) * 1000" | bc -l)")
    done
    median "${times[@]}"
}

display=:97
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp 2>/dev/null &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 1
export DISPLAY=$display
printf 'start-up to the first paint, median of %d runs:\n' "$runs"
printf '  xcb (Xvfb):  %.1f ms\n' "$(time_runs xcb)"
printf '  offscreen:   %.1f ms\n' "$(time_runs offscreen)"
peak=$( { /usr/bin/time -f '%M' env QT_QPA_PLATFORM=xcb "$app" "$longest" 2>&1 >/dev/null; } | tail -1)
printf 'peak memory with longest.pgn (269 moves) open, xcb: %.1f MB\n' "$(echo "$peak / 1024" | bc -l)"
