#!/usr/bin/env bash
# The README's first command: installs what is missing, builds, and runs the main job on the
# built-in example (until the desktop app exists: the command-line check of the FIDE sample sheet).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
cli=${BUILD_DIR:-$root/build}/app/cli/scorecheck-cli
example="$root/resources/examples/fide-sample-de.txt"
echo "== $example"
cat "$example"
echo "== scorecheck-cli check"
"$cli" check "$example"
