#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs two scorecheck-cli binaries over every PGN file under tests/data and diffs what they write: the
# check reports (text, JSON, PGN, with and without --reconstruct) and `write` in each notation. A change
# that should not change any output (a refactoring, a speed-up) must print "identical".
#   scripts/compare-outputs.sh OLD_CLI NEW_CLI
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
old=${1:?old scorecheck-cli}
new=${2:?new scorecheck-cli}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
runs=(
    "check"
    "check --format json"
    "check --format pgn"
    "check --reconstruct"
    "check --format json --reconstruct"
    "write --notation san"
    "write --notation san --lang de"
    "write --notation san --lang he"
    "write --notation lan"
    "write --notation figurine"
    "write --notation uci"
    "write --notation iccf"
    "write --notation descriptive"
)
compared=0 differ=0
while IFS= read -r -d '' file; do
    for run in "${runs[@]}"; do
        # shellcheck disable=SC2086 # the run's words are options
        "$old" $run "$file" >"$work/old" 2>&1
        echo "exit $?" >>"$work/old"
        # shellcheck disable=SC2086
        "$new" $run "$file" >"$work/new" 2>&1
        echo "exit $?" >>"$work/new"
        # The JSON objects end with the version that wrote them: two builds always differ there.
        sed -i 's/,"version":"[^"]*"}$/}/' "$work/old" "$work/new"
        compared=$((compared + 1))
        if ! cmp -s "$work/old" "$work/new"; then
            differ=$((differ + 1))
            echo "differs: $run ${file#"$root"/}"
            diff "$work/old" "$work/new" | head -5
        fi
    done
done < <(find "$root/tests/data" -name '*.pgn' -print0 | sort -z)
echo "$compared runs compared, $differ differ"
[ "$differ" -eq 0 ] && echo identical
