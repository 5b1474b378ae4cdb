#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The training runs of the profile-guided build (scripts/build.sh calls it between the instrumented
# build and the final one): the command-line tool checks real material in every output format and
# rewrites it, as its users run it.
#   scripts/pgo-train.sh CLI
# Trained on the scoresheets, the PGN edge cases and the seed games under tests/data - never on
# tests/data/games, the 490 games the benchmarks time, so that the gain measured there is one any file
# gets. `check --reconstruct` and perft are left out: their millions of trial moves outweighed the
# checking in the profile, and `check` kept 2 % of its gain instead of 5.5 % (docs/benchmarks.md).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli=$1
data=$root/tests/data
# Exit status 1 (a sheet with problems) is what most of these files give; only a crash stops the training.
run() {
    local status=0
    "$cli" "$@" >/dev/null 2>&1 || status=$?
    if ((status > 2)); then
        echo "pgo-train: '$cli $*' failed with status $status" >&2
        exit 1
    fi
}

mapfile -d '' files < <(find "$data/scoresheets" "$data/pgn-edge-cases" "$data/seeds" -type f \
    \( -name '*.pgn' -o -name '*.txt' \) -print0 | sort -z)
for file in "${files[@]}"; do
    for format in text json pgn; do
        run check --format "$format" "$file"
    done
    run write --notation san --lang de "$file"
done
