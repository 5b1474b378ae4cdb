#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# CI's sanitizer pass: one clang build with AddressSanitizer and UBSan (the fuzz build: build-fuzz/,
# shared with scripts/fuzz.sh) runs the unit tests, without the slow perft pairs and the benchmarks,
# then each libFuzzer target for SECONDS (default 30) on a copy of its seed corpus. Any sanitizer
# report, failed test or fuzzer crash fails it. Its time is in docs/benchmarks.md. The engine is built
# with its portable fallbacks (SCORECHECK_PORTABLE_FALLBACKS, core/chess/platform.h), so that this pass
# tests the code an MSVC or macOS build would run; the default build tests the fast paths.
#   scripts/sanitize.sh [SECONDS]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=${1:-30}
build=${BUILD_DIR:-$root/build-fuzz}
"$root/scripts/install-deps.sh" --fuzz
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSCORECHECK_FUZZ=ON \
    -DSCORECHECK_PORTABLE_FALLBACKS=ON >/dev/null
# Only what this pass runs: the tests CTest lists without the slow and bench labels (each test is its
# executable's name), and the fuzz targets. The `package` test packs the build it belongs to, which an
# instrumented build is not meant for (and its name is CPack's target, not an executable); the `source`
# label's test reads the source tree and has no executable either.
tests=$(ctest --test-dir "$build" -N -LE "slow|bench|package|source" | sed -n 's/^ *Test *#[0-9]*: *//p')
fuzzers=$(cd "$root/tests/fuzz" && ls fuzz_*.cpp | sed 's/\.cpp$//')
# shellcheck disable=SC2086
cmake --build "$build" --parallel 2 --target $tests $fuzzers
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# Qt Test's watchdog aborts a test function after 5 minutes; under ASan on a shared machine the notation
# round trip (every move of every position in every notation) took 9 (2026-11-26, load about 5), so
# the watchdog waits as long as CTest's own timeout.
export QTEST_FUNCTION_TIMEOUT=${QTEST_FUNCTION_TIMEOUT:-900000}
QT_QPA_PLATFORM=offscreen ctest --test-dir "$build" --output-on-failure --parallel 2 --timeout 900 -LE "slow|bench|package|source"
for fuzzer in $fuzzers; do
    target=${fuzzer#fuzz_}
    work=$(mktemp -d)
    cp "$root/tests/fuzz/corpus/$target/"* "$work/"
    length=256
    [ "$target" = pgn ] && length=1024  # tags and a few moves
    echo "== $fuzzer for ${seconds}s"
    # Fails on a crash, a sanitizer report, a leak or an input slower than 10 s (left in $build).
    log=$work.log
    if ! (cd "$build" && "tests/fuzz/$fuzzer" -max_total_time="$seconds" -max_len="$length" -timeout=10 \
        "$work" >"$log" 2>&1); then
        tail -n 40 "$log"
        echo "sanitize: $fuzzer failed" >&2
        exit 1
    fi
    grep -E '^#[0-9]+ +DONE' "$log" || tail -n 1 "$log"
    rm -rf "$work" "$log"
done
