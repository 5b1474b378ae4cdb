#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck disable=SC2086 # the lists of times are split into words on purpose
# Throughput of `scorecheck-cli check` against `pgn-extract -s --quiet -r` (which replays and checks
# every move) on the same large file, in paired rounds on this machine.
#   scripts/bench-check.sh [ROUNDS] [COPIES]   (defaults 3 and 86: the 490 games repeated, ~30 MB)
#   BUILD_DIR=build-rel scripts/bench-check.sh  measures that build as it is (none is made), e.g. the
#   profile-guided one; without BUILD_DIR, scripts/build.sh makes the default (plain Release) build first.
#   BASELINE_CLI=path/to/scorecheck-cli also times that binary's text and JSON runs in the same rounds.
# Also: --jobs 2 (text and JSON), the German, French and Estonian renderings, and peak memory (GNU time).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rounds=${1:-3}
copies=${2:-86}
"$root/scripts/install-deps.sh" --bench
[ -n "${BUILD_DIR:-}" ] || "$root/scripts/build.sh"
cli=${BUILD_DIR:-$root/build}/app/cli/scorecheck-cli
pgnextract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for lang in san de fr et; do
    for _ in $(seq "$copies"); do cat "$root/tests/data/games/shared_games.$lang.pgn"; done >"$work/$lang.pgn"
done
plies=$("$cli" check --format json "$work/san.pgn" | grep -o '"plies":[0-9]*' | awk -F: '{s += $2} END {print s}')
printf 'corpus\t%s MB, %s plies\n' "$(du -m "$work/san.pgn" | cut -f1)" "$plies"

# Per round: pgn-extract, then each run, back to back. Each time is kept as wall and CPU (user + system)
# seconds: on a shared machine the wall time measures the other loads as much as ours, so the ratio to
# pgn-extract is taken within each round, and reported as the median with the lowest and highest round.
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
spread() { printf '%s\n' "$@" | sort -g | awk 'NR==1 {lo=$1} {hi=$1} END {printf "%.2f-%.2f", lo, hi}'; }
timed() { /usr/bin/time -f '%e %U %S' "$@" 2>&1 >/dev/null | tail -1 | awk '{printf "%.4f %.4f\n", $1, $2 + $3}'; }

declare -A run=(
    [text]="$cli check $work/san.pgn"
    [text-jobs2]="$cli check --jobs 2 $work/san.pgn"
    [json]="$cli check --format json $work/san.pgn"
    [json-jobs2]="$cli check --format json --jobs 2 $work/san.pgn"
    [de]="$cli check $work/de.pgn"
    [fr]="$cli check $work/fr.pgn"
    [et]="$cli check $work/et.pgn"
)
names=(text text-jobs2 json json-jobs2 de fr et)
# BASELINE_CLI=path: another build's text and JSON runs in the same rounds (a change against the commit before it).
if [ -n "${BASELINE_CLI:-}" ]; then
    run[baseline-text]="$BASELINE_CLI check $work/san.pgn"
    run[baseline-json]="$BASELINE_CLI check --format json $work/san.pgn"
    names+=(baseline-text baseline-json)
fi
declare -A wall cpu wallratio cpuratio
for _ in $(seq "$rounds"); do
    read -r pw pc < <(timed "$pgnextract" -s --quiet -r "$work/san.pgn")
    wall[pgn-extract]+=" $pw" cpu[pgn-extract]+=" $pc"
    for name in "${names[@]}"; do
        # shellcheck disable=SC2086 # the run's words are its command
        read -r w c < <(timed ${run[$name]})
        wall[$name]+=" $w" cpu[$name]+=" $c"
        wallratio[$name]+=" $(awk -v a="$pw" -v b="$w" 'BEGIN {print a / b}')"
        cpuratio[$name]+=" $(awk -v a="$pc" -v b="$c" 'BEGIN {print a / b}')"
    done
done
printf 'run\twall_s\tcpu_s\tplies_per_wall_s\tratio_wall (range)\tratio_cpu (range)\n'
printf 'pgn-extract\t%s\t%s\t%.0f\t1.00\t1.00\n' "$(median ${wall[pgn-extract]})" "$(median ${cpu[pgn-extract]})" \
    "$(awk -v p="$plies" -v s="$(median ${wall[pgn-extract]})" 'BEGIN {print p / s}')"
for name in "${names[@]}"; do
    m=$(median ${wall[$name]})
    printf '%s\t%s\t%s\t%.0f\t%.2f (%s)\t%.2f (%s)\n' "$name" "$m" "$(median ${cpu[$name]})" \
        "$(awk -v p="$plies" -v s="$m" 'BEGIN {print p / s}')" "$(median ${wallratio[$name]})" \
        "$(spread ${wallratio[$name]})" "$(median ${cpuratio[$name]})" "$(spread ${cpuratio[$name]})"
done
for r in "check" "check --format json"; do
    # shellcheck disable=SC2086 # the run's words are options
    printf 'peak memory\t%s\t%s KB\n' "$r" "$( { /usr/bin/time -f %M "$cli" $r "$work/san.pgn" >/dev/null; } 2>&1 | tail -1)"
done
