#!/usr/bin/env bash
# The README's first command: installs what is missing, builds, and runs the main job on the
# built-in example (until the desktop app exists: the command-line perft on two known positions).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
cli=${BUILD_DIR:-$root/build}/app/cli/scorecheck-cli
echo "== start position, depth 5 (expected 4865609)"
"$cli" perft --depth 5
echo "== Kiwipete, depth 4, by root move (expected 4085603)"
"$cli" perft --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1' --depth 4 --divide
