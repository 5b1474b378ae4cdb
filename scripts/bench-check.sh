#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Throughput of `scorecheck-cli check` against `pgn-extract -s --quiet -r` (which replays and checks
# every move) on the same large file, in paired rounds on this machine.
#   scripts/bench-check.sh [ROUNDS] [COPIES]   (defaults 3 and 86: the 490 games repeated, ~30 MB)
#   BUILD_DIR=build-rel scripts/bench-check.sh  measures that build as it is (none is made), e.g. the
#   profile-guided one; without BUILD_DIR, scripts/build.sh makes the default (plain Release) build first.
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

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
seconds() { local t0=$EPOCHREALTIME; "$@" >/dev/null 2>&1 || true; awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN {printf "%.4f", b - a}'; }

printf 'run\tmedian_s\tplies_per_s\tratio_to_pgn-extract\n'
declare -A t
for name in pgn-extract text text-jobs2 json json-jobs2 de fr et; do t[$name]=""; done
for _ in $(seq "$rounds"); do
    t[pgn-extract]+=" $(seconds "$pgnextract" -s --quiet -r "$work/san.pgn")"
    t[text]+=" $(seconds "$cli" check "$work/san.pgn")"
    t[text-jobs2]+=" $(seconds "$cli" check --jobs 2 "$work/san.pgn")"
    t[json]+=" $(seconds "$cli" check --format json "$work/san.pgn")"
    t[json-jobs2]+=" $(seconds "$cli" check --format json --jobs 2 "$work/san.pgn")"
    for lang in de fr et; do t[$lang]+=" $(seconds "$cli" check "$work/$lang.pgn")"; done
done
base=$(median ${t[pgn-extract]})
for name in pgn-extract text text-jobs2 json json-jobs2 de fr et; do
    m=$(median ${t[$name]})
    printf '%s\t%s\t%.0f\t%.2f\n' "$name" "$m" "$(awk -v p="$plies" -v s="$m" 'BEGIN {print p / s}')" \
        "$(awk -v a="$base" -v b="$m" 'BEGIN {print a / b}')"
done
for run in "check" "check --format json"; do
    printf 'peak memory\t%s\t%s KB\n' "$run" "$( { /usr/bin/time -f %M "$cli" $run "$work/san.pgn" >/dev/null; } 2>&1 | tail -1)"
done
