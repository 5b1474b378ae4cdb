#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package of this build directory (issue 26, "How it is checked"): CPack builds it into a
# scratch directory; lintian reports no error; the desktop entry and the AppStream metainfo validate;
# it unpacks into a scratch root (dpkg -x), where the installed scorecheck-cli says its version and
# checks the example sheet, and both manual pages render without a warning.
#   tests/packaging/package-test.sh BUILD_DIR SOURCE_DIR VERSION
set -euo pipefail
build=$1 source=$2 version=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
umask 022

fail() { echo "package-test: $*" >&2; exit 1; }

cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack failed"; }
deb=$work/scorecheck_${version}_$(dpkg --print-architecture).deb
[[ -f $deb ]] || fail "no $deb; cpack made: $(ls "$work")"

# Errors fail; warnings are listed (docs/packaging.md says why each stays).
lintian --fail-on error "$deb" || fail "lintian reports errors"

root=$work/root
dpkg -x "$deb" "$root"
desktop-file-validate "$root/usr/share/applications/scorecheck.desktop" || fail "desktop entry"
grep -qx 'MimeType=application/x-chess-pgn;text/plain;' "$root/usr/share/applications/scorecheck.desktop" \
    || fail "the desktop entry declares no PGN"
appstreamcli validate --no-net "$root"/usr/share/metainfo/*.metainfo.xml || fail "metainfo"
for size in 16 22 24 32 48 64 128 256; do
    [[ -s $root/usr/share/icons/hicolor/${size}x${size}/apps/scorecheck.png ]] || fail "no ${size}x${size} icon"
done
[[ -s $root/usr/share/icons/hicolor/scalable/apps/scorecheck.svg ]] || fail "no scalable icon"
[[ -s $root/usr/share/doc/scorecheck/copyright && -s $root/usr/share/doc/scorecheck/user-guide.md ]] || fail "docs"
dpkg-deb -f "$deb" Depends | grep -q 'libqt6widgets6' || fail "dpkg-shlibdeps found no Qt dependency"

said=$("$root/usr/bin/scorecheck-cli" --version)
[[ $said == "scorecheck-cli $version" ]] || fail "installed scorecheck-cli --version said: $said"
status=0
LANGUAGE=en "$root/usr/bin/scorecheck-cli" check "$source/resources/examples/fide-sample-de.txt" >"$work/check.txt" || status=$?
((status <= 1)) || fail "installed scorecheck-cli check exited $status"
grep -q 'notation: German' "$work/check.txt" || fail "installed check said: $(cat "$work/check.txt")"
# The report runs from the installed tool, with no display, beside which its program is installed.
env -u DISPLAY -u QT_QPA_PLATFORM LANGUAGE=en "$root/usr/bin/scorecheck-cli" report --output "$work/report.pdf" \
    "$source/resources/examples/fide-sample-de.txt" || fail "installed scorecheck-cli report failed"
[[ $(head -c 5 "$work/report.pdf") == "%PDF-" ]] || fail "installed scorecheck-cli report wrote no PDF"
said=$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/scorecheck" --version)
[[ $said == "ScoreCheck $version" ]] || fail "installed scorecheck --version said: $said"

for page in scorecheck scorecheck-cli scorecheck-cli-report; do
    MANWIDTH=80 man --warnings -l "$root/usr/share/man/man1/$page.1.gz" >"$work/$page.txt" 2>"$work/$page.err"
    [[ ! -s $work/$page.err ]] || { cat "$work/$page.err"; fail "man warns about $page(1)"; }
    grep -q 'EXIT STATUS' "$work/$page.txt" || fail "$page(1) has no EXIT STATUS"
    grep -q 'EXAMPLES' "$work/$page.txt" || fail "$page(1) has no EXAMPLES"
done
echo "package-test: $(basename "$deb") is lintian-clean, installs and runs"
