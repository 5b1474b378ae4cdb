#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what ScoreCheck needs from Debian's packages (bookworm). Idempotent: when everything is
# there it only asks dpkg and returns at once.
#   scripts/install-deps.sh           build and test dependencies
#   scripts/install-deps.sh --bench   also the peers and tools the benchmark scripts use
#   scripts/install-deps.sh --fuzz    also clang and libFuzzer for scripts/fuzz.sh
#   scripts/install-deps.sh --package also Debian's packaging tools for scripts/package.sh and the tests
#                                     under the `package` label (lintian, desktop-file-validate, appstreamcli)
set -euo pipefail

packages=(
    g++ cmake ninja-build pkg-config
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev qt6-translations-l10n fonts-dejavu-core
    poppler-utils  # tests only: pdftotext and pdfinfo read the arbiter's report back (tests/report)
)
case ${1:-} in
    --bench) packages+=(stockfish pgn-extract valgrind xvfb bc time) ;;
    --fuzz) packages+=(clang libclang-rt-14-dev) ;;
    --package) packages+=(dpkg-dev lintian desktop-file-utils appstream man-db) ;;
esac

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
((${#missing[@]} == 0)) && exit 0

echo "install-deps: installing ${missing[*]}" >&2
sudo=()
((EUID == 0)) || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
