#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets with clang, AddressSanitizer and UBSan in build-fuzz/, and runs each
# for SECONDS (default 120) on a copy of its seed corpus under tests/fuzz/corpus/.
#   scripts/fuzz.sh [SECONDS]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=${1:-120}
build=${BUILD_DIR:-$root/build-fuzz}
"$root/scripts/install-deps.sh" --fuzz
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSCORECHECK_FUZZ=ON >/dev/null
targets=$(cd "$root/tests/fuzz" && ls fuzz_*.cpp | sed 's/^fuzz_//; s/\.cpp$//')
# shellcheck disable=SC2046
cmake --build "$build" --target $(printf 'fuzz_%s ' $targets)
for target in $targets; do
    work=$(mktemp -d)
    cp "$root/tests/fuzz/corpus/$target/"* "$work/"
    echo "== fuzz_$target for ${seconds}s"
    length=256
    [ "$target" = pgn ] && length=1024  # tags and a few moves
    "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -max_len="$length" -print_final_stats=1 "$work" 2>&1 \
        | grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY)' || true
    rm -rf "$work"
done
