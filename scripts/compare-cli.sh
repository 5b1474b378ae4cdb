#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs two scorecheck-cli binaries over every file under tests/data and /work/shared/data (or the
# directories given in COMPARE_DIRS) with the main option combinations of `check` (text, JSON and PGN;
# sheet and interface languages; --reconstruct; --pair; --jobs; standard input) and a few of `write`,
# then over all files at once, and compares standard output, standard error and exit status of each run.
# A change meant to keep every output (a refactoring) must end in "identical".
#   scripts/compare-cli.sh OLD_CLI NEW_CLI
# Prints each run that differs with the start of its diff, then "N runs: I identical, D differ".
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
old=${1:?old scorecheck-cli}
new=${2:?new scorecheck-cli}
read -r -a dirs <<<"${COMPARE_DIRS:-$root/tests/data /work/shared/data}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each run: the interface language (LANGUAGE), then the command's words. SELF stands for the file itself
# (--pair with the same file pairs each game with itself); a run ending in "-" reads the file on standard
# input.
runs=(
    "en check"
    "en check --format json"
    "en check --format pgn"
    "en check --lang de"
    "en check --format json --lang fr"
    "en check --lang auto --fen 4k3/8/8/8/8/8/8/4K3_w_-_-_0_1"
    "en check --reconstruct"
    "en check --format json --reconstruct"
    "en check --pair SELF"
    "en check --format json --pair SELF"
    "en check --jobs 3"
    "en check --format json --jobs 3 --reconstruct"
    "en check --format pgn --jobs 2"
    "en check --format json -"
    "de check"
    "fr check --format json"
    "he check --reconstruct --pair SELF"
    "et check --format pgn"
    "en write --notation san"
    "de write --notation lan --lang de --input-lang auto"
)

files=()
while IFS= read -r -d '' file; do
    files+=("$file")
done < <(find "${dirs[@]}" -type f -print0 | sort -z)

total=0 same=0
# run BINARY OUT LANGUAGE FILE WORDS...: the run's standard output, standard error and status in OUT.*
run() {
    local binary=$1 out=$2 language=$3 file=$4
    shift 4
    local words=() stdin=/dev/null
    for word in "$@"; do
        case $word in
        SELF) words+=("$file") ;;
        *_*) words+=("${word//_/ }") ;;  # a FEN: its spaces written as _
        *) words+=("$word") ;;
        esac
    done
    if [ "${words[-1]}" = "-" ]; then
        stdin=$file
    elif [ -n "$file" ]; then
        words+=("$file")
    fi
    LANGUAGE=$language "$binary" "${words[@]}" <"$stdin" >"$out.out" 2>"$out.err"
    echo "$?" >"$out.status"
    withoutVersion "$out.out"
}

# Every JSON object ends with the version that wrote it (docs/command-line.md section 4): two builds
# always differ there, so the key is left out of what is compared.
withoutVersion() { sed -i 's/,"version":"[^"]*"}$/}/' "$1"; }

compare() {  # compare DESCRIPTION: compares the two runs just made
    total=$((total + 1))
    local differs=0
    for part in out err status; do
        cmp -s "$work/old.$part" "$work/new.$part" || differs=1
    done
    if [ $differs -eq 0 ]; then
        same=$((same + 1))
    else
        echo "differs: $1"
        for part in status err out; do
            # A JSON line is long and differs mostly at its end: a long line is shown by its last characters.
            diff "$work/old.$part" "$work/new.$part" | head -4 \
                | awk -v part="$part" '{ if (length($0) > 240) $0 = substr($0, 1, 2) "…" substr($0, length($0) - 200); print "  " part ": " $0 }'
        done
    fi
}

for file in "${files[@]}"; do
    for r in "${runs[@]}"; do
        read -r -a words <<<"$r"
        run "$old" "$work/old" "${words[@]:0:1}" "$file" "${words[@]:1}"
        run "$new" "$work/new" "${words[@]:0:1}" "$file" "${words[@]:1}"
        compare "LANGUAGE=$r ${file#"$root"/}"
    done
done
# Every file in one call: a file's games in order, then the next file's, whatever the number of jobs.
for r in "en check --jobs 1" "en check --format json --jobs 2" "en check --format pgn --jobs 3"; do
    read -r -a words <<<"$r"
    LANGUAGE=en "$old" "${words[@]:1}" "${files[@]}" >"$work/old.out" 2>"$work/old.err" </dev/null
    echo "$?" >"$work/old.status"
    LANGUAGE=en "$new" "${words[@]:1}" "${files[@]}" >"$work/new.out" 2>"$work/new.err" </dev/null
    echo "$?" >"$work/new.status"
    withoutVersion "$work/old.out"
    withoutVersion "$work/new.out"
    compare "LANGUAGE=$r (all ${#files[@]} files)"
done
echo "$total runs: $same identical, $((total - same)) differ"
[ "$same" -eq "$total" ] && echo identical
