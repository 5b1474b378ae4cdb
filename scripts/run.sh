#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's first command: installs what is missing, builds, and opens the desktop app on the
# built-in example sheet. Without a display it says so and runs the command-line check on the same
# example instead.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
build=${BUILD_DIR:-$root/build}
example="$root/resources/examples/fide-sample-de.txt"
if [[ -n ${DISPLAY:-} || -n ${WAYLAND_DISPLAY:-} ]]; then
    exec "$build/app/gui/scorecheck" "$example"
fi
echo "run.sh: no display (DISPLAY and WAYLAND_DISPLAY are unset), so the app cannot open a window;" >&2
echo "run.sh: running the command-line check on the built-in example instead." >&2
cli=$build/app/cli/scorecheck-cli
echo "== $example"
cat "$example"
echo "== scorecheck-cli check"
"$cli" check "$example"
