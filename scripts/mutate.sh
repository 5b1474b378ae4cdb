#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Mutation testing: do the tests catch what they claim? Each line of scripts/mutants.txt is a one-line
# change that a real rule mistake would make (a threshold, an off-by-one, a negated condition, a dropped
# check). Each is applied alone to a copy of the source (build-mutate/src: the working tree is never
# touched), built (Debug, ccache), and the suite run without the slow and bench labels and without
# tst_notationroundtrip. A mutant is `killed` when a test fails, `survived` when every test passes,
# `stillborn` when it does not compile, and `not applicable` when its original text does not occur
# exactly once in its file. The results go to build-mutate/report.txt; docs/testing.md says what was
# found and why each survivor is left.
#   scripts/mutate.sh                  every mutant
#   MUTATE_ONLY=3,17 scripts/mutate.sh  mutants 3 and 17 (numbered from 1 in the list, comments not counted)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$root/build-mutate
src=$work/src
# Inside the copy, at the same depth as build-dbg in the tree: ccache (base_dir) then finds the
# objects of an ordinary Debug build, and only the mutated file and the links are new.
build=$src/build
list=${MUTANTS:-$root/scripts/mutants.txt}
report=$work/report.txt
export CCACHE_CONFIGPATH=${CCACHE_CONFIGPATH:-/work/ccache.conf}

# The copy follows the working tree file by file; a file is written only when it differs, so that the
# build redoes only what changed (and a file restored after a mutant is newer than its mutated object).
sync_source()
{
    mkdir -p "$src"
    local file
    while IFS= read -r file; do
        [ -f "$root/$file" ] || continue
        if ! cmp -s "$root/$file" "$src/$file"; then
            mkdir -p "$(dirname "$src/$file")"
            cp "$root/$file" "$src/$file"
        fi
    done < <(git -C "$root" ls-files --cached --others --exclude-standard)
}

# Only what the run uses: the tests CTest lists without the slow, bench and package labels (each test is
# its executable's name; `package` packs the build, which no mutant changes), and the programs they start.
tests_to_build()
{
    ctest --test-dir "$build" -N -LE "slow|bench|package|source" | sed -n 's/^ *Test *#[0-9]*: *//p'
    echo scorecheck-cli scorecheck
}

build_all()
{
    # shellcheck disable=SC2046
    cmake --build "$build" --parallel 2 --target $(tests_to_build) >"$work/build.log" 2>&1
}

run_suite()
{
    # A mutant can loop for ever: a test that times out has caught it too.
    QT_QPA_PLATFORM=offscreen ctest --test-dir "$build" -LE "slow|bench|package|source" -E notationroundtrip --parallel 2 \
        --timeout 300 --stop-on-failure >"$work/test.log" 2>&1
}

failed_tests()
{
    sed -n 's/^[[:space:]]*[0-9]* - \(tst_[A-Za-z0-9_]*\) .*/\1/p' "$work/test.log" | sort -u | paste -sd, -
}

selected()
{
    [ -z "${MUTATE_ONLY:-}" ] && return 0
    [[ ",$MUTATE_ONLY," == *",$1,"* ]]
}

sync_source
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER_LAUNCHER=ccache >/dev/null
echo "mutate: building the unmutated copy"
build_all || { tail -n 30 "$work/build.log"; echo "mutate: the unmutated source does not build" >&2; exit 1; }
echo "mutate: running the suite on it"
run_suite || { tail -n 30 "$work/test.log"; echo "mutate: the suite fails without a mutant" >&2; exit 1; }

{
    echo "# scripts/mutate.sh, $(date -u +%Y-%m-%dT%H:%MZ), commit $(git -C "$root" rev-parse --short HEAD)"
    echo "# number<TAB>outcome<TAB>file<TAB>original -> replacement<TAB>tests that failed"
} >"$report"
killed=0 survived=0 stillborn=0 inapplicable=0 number=0
while IFS=$'\t' read -r file original replacement || [ -n "$file" ]; do
    [[ -z "$file" || "$file" == \#* ]] && continue
    number=$((number + 1))
    selected "$number" || continue
    target=$src/$file
    outcome='' tests=''
    content=
    [ -f "$target" ] && { content=$(cat "$target"; printf x); content=${content%x}; }
    rest=${content#*"$original"}
    if [ -z "$original" ] || [ "$rest" = "$content" ] || [[ "$rest" == *"$original"* ]]; then
        outcome="not applicable"
        inapplicable=$((inapplicable + 1))
    else
        printf '%s' "${content/"$original"/"$replacement"}" >"$target"
        if ! build_all; then
            outcome=stillborn
            stillborn=$((stillborn + 1))
            cp "$work/build.log" "$work/stillborn-$number.log"  # to tell a mutant that cannot compile from a broken build
        elif run_suite; then
            outcome=survived
            survived=$((survived + 1))
        else
            outcome=killed
            tests=$(failed_tests)
            killed=$((killed + 1))
        fi
        printf '%s' "$content" >"$target"  # a new time stamp: the next build compiles it again
    fi
    printf '%s\t%s\t%s\t%s -> %s\t%s\n' "$number" "$outcome" "$file" "$original" "$replacement" "$tests" \
        | tee -a "$report"
done <"$list"

judged=$((killed + survived))
score=$([ "$judged" -gt 0 ] && echo "$((100 * killed / judged)) %" || echo "none judged")
summary="killed $killed, survived $survived, stillborn $stillborn, not applicable $inapplicable; score $score (killed of those that built)"
echo "# $summary" >>"$report"
echo "mutate: $summary; see $report"
