#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package: a Release build in build-package/ (BUILD_DIR to change it) with Debian's
# hardening flags (dpkg-buildflags), then CPack's DEB generator (packaging/debian.cmake), then lintian,
# which must report no error (its warnings, and why they stay, are in docs/packaging.md). Prints the
# package's path: build-package/scorecheck_<version>_<arch>.deb. Install it with
#   sudo apt install ./build-package/scorecheck_*.deb
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build-package}
"$root/scripts/install-deps.sh" --package
umask 022  # the package's directories 755 and files 644, whoever builds it

export DEB_BUILD_MAINT_OPTIONS=hardening=+all
cxxflags="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
    -DCMAKE_CXX_FLAGS="$cxxflags" -DCMAKE_EXE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)" \
    -DCMAKE_SKIP_INSTALL_ALL_DEPENDENCY=ON "$@" >/dev/null
# What the package holds, not the tests.
cmake --build "$build" --parallel 2 --target scorecheck scorecheck-cli scorecheck_installed_files
rm -f "$build"/scorecheck_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
deb=$(echo "$build"/scorecheck_*.deb)
lintian --fail-on error --info "$deb" >&2
echo "$deb"
