#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Perft speed of scorecheck-cli against Stockfish (Debian's package, one thread), measured in the
# same run as paired rounds: each round times ours and Stockfish's perft back to back, and the
# ratio of each pair is taken, so drift on this shared machine hits both sides alike.
#   scripts/bench-perft.sh [ROUNDS]     (default 5)
# Both sides are timed inside their own process (ours: the `time` line scorecheck-cli prints on
# stderr; Stockfish: from `go perft` to its "Nodes searched" line), so start-up is not counted.
# Also prints callgrind's instruction count per leaf, which does not depend on machine load.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rounds=${1:-5}
"$root/scripts/install-deps.sh" --bench
"$root/scripts/build.sh"
cli=${BUILD_DIR:-$root/build}/app/cli/scorecheck-cli
stockfish=$(command -v stockfish || echo /usr/games/stockfish)

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
ours_time() {   # fen depth -> seconds, from scorecheck-cli's own timer
    "$cli" perft --fen "$1" --depth "$2" 2>&1 >/dev/null | awk '/^time/ {print $2}'
}

coproc SF { "$stockfish" 2>&1; }
printf 'uci\nsetoption name Threads value 1\nisready\n' >&"${SF[1]}"
while read -r -u "${SF[0]}" line; do [[ $line == readyok* ]] && break; done
sf_time() {   # fen depth -> seconds
    local t0 t1 line
    printf 'position fen %s\n' "$1" >&"${SF[1]}"
    t0=$EPOCHREALTIME
    printf 'go perft %s\n' "$2" >&"${SF[1]}"
    while read -r -u "${SF[0]}" line; do [[ $line == Nodes\ searched:* ]] && break; done
    t1=$EPOCHREALTIME
    awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.6f\n", b - a}'
}

printf 'machine\t%s, %s cores\n' "$(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo)" "$(nproc)"
printf 'stockfish\t%s\n' "$(printf 'quit\n' | "$stockfish" 2>/dev/null | head -1)"
printf 'case\tnodes\tours_s\tstockfish_s\tours_Mnps\tstockfish_Mnps\tratio_median\tratio_min\tratio_max\n'
while IFS=: read -r name depth nodes fen; do
    ours_time "$fen" "$depth" >/dev/null; sf_time "$fen" "$depth" >/dev/null   # warm-up
    o=(); s=(); r=()
    for _ in $(seq "$rounds"); do
        to=$(ours_time "$fen" "$depth"); ts=$(sf_time "$fen" "$depth")
        o+=("$to"); s+=("$ts"); r+=("$(awk -v a="$to" -v b="$ts" 'BEGIN {printf "%.4f", b / a}')")
    done
    mo=$(median "${o[@]}"); ms=$(median "${s[@]}")
    printf '%s\t%s\t%s\t%s\t%.0f\t%.0f\t%s\t%s\t%s\n' "$name d$depth" "$nodes" "$mo" "$ms" \
        "$(awk -v n="$nodes" -v t="$mo" 'BEGIN {print n / t / 1e6}')" "$(awk -v n="$nodes" -v t="$ms" 'BEGIN {print n / t / 1e6}')" \
        "$(median "${r[@]}")" "$(printf '%s\n' "${r[@]}" | sort -g | head -1)" "$(printf '%s\n' "${r[@]}" | sort -g | tail -1)"
done <<'CASES'
startpos:6:119060324:rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
kiwipete:5:193690690:r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
CASES
printf 'quit\n' >&"${SF[1]}"

# Instructions per leaf: the count at depth N minus the count at depth 0 (start-up, table set-up).
ir() {
    local out; out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" "$cli" perft --fen "$1" --depth "$2" >/dev/null 2>&1
    awk '/^summary:/ {print $2}' "$out"; rm -f "$out"
}
while IFS=: read -r name depth nodes fen; do
    base=$(ir "$fen" 0); full=$(ir "$fen" "$depth")
    printf 'callgrind\t%s d%s\t%s instructions per leaf\n' "$name" "$depth" \
        "$(awk -v a="$full" -v b="$base" -v n="$nodes" 'BEGIN {printf "%.2f", (a - b) / n}')"
done <<'CASES'
startpos:5:4865609:rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
kiwipete:4:4085603:r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
CASES
