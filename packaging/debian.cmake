# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package, made by CPack's DEB generator from the install rules (scripts/package.sh runs it
# with Debian's build flags): scorecheck_<version>_amd64.deb, its library dependencies found by
# dpkg-shlibdeps, the files Debian Policy asks of every package (copyright, a compressed changelog) and
# permissions lintian accepts. docs/packaging.md lists what lintian still says and why.

# /usr/share/doc/scorecheck/copyright in Debian's machine-readable format, and a changelog for this
# version, dated by the commit it was built from (SOURCE_DATE_EPOCH, for reproducible builds). The
# version has no Debian revision, so Debian's tools take the package as native: its changelog is
# changelog.gz.
install(FILES ${CMAKE_CURRENT_SOURCE_DIR}/copyright DESTINATION ${CMAKE_INSTALL_DOCDIR})
string(TIMESTAMP changelog_date "%a, %d %b %Y %H:%M:%S +0000" UTC)
set(SCORECHECK_MAINTAINER "ScoreCheck developers <scorecheck@example.org>"
    CACHE STRING "The Debian package's Maintainer field and changelog signature: set it for a published package")
configure_file(${CMAKE_CURRENT_SOURCE_DIR}/changelog.in ${CMAKE_CURRENT_BINARY_DIR}/changelog @ONLY)
install(CODE "
    execute_process(COMMAND gzip -9nc \"${CMAKE_CURRENT_BINARY_DIR}/changelog\"
        OUTPUT_FILE \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_DOCDIR}/changelog.gz\"
        COMMAND_ERROR_IS_FATAL ANY)
")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME scorecheck)
set(CPACK_PACKAGE_VERSION ${SCORECHECK_VERSION})
set(CPACK_PACKAGE_VENDOR "ScoreCheck")
set(CPACK_PACKAGE_CONTACT "${SCORECHECK_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
    WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${SCORECHECK_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE amd64)
execute_process(COMMAND dpkg --print-architecture OUTPUT_VARIABLE deb_arch OUTPUT_STRIP_TRAILING_WHITESPACE
    ERROR_QUIET RESULT_VARIABLE no_dpkg)
if(NOT no_dpkg)
    set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE ${deb_arch})
endif()
# scorecheck_<version>_<arch>.deb: the name Debian's tools give, with no Debian revision (this is the
# upstream's own package, not Debian's).
set(CPACK_DEBIAN_FILE_NAME "scorecheck_${SCORECHECK_VERSION}_${CPACK_DEBIAN_PACKAGE_ARCHITECTURE}.deb")
# Section utils: a tool for arbiters, not a game (lintian wants a games package to install a game).
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt's own words (buttons, the command line's help) in the interface language come from Qt's translations,
# loaded at run time (app/i18n/translations.cpp); Wayland sessions want Qt's Wayland plugin.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, qt6-wayland")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# The synopsis, then the extended description (CPack puts the one above the other): lines of at most
# 80 characters.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "chess scoresheet checker for arbiters")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "ScoreCheck checks handwritten chess scoresheets the way an arbiter does.
A sheet typed in or opened is replayed and every entry judged: correct
FIDE algebraic, legal in another form, not algebraic, ambiguous, illegal or
unreadable, with the move it most likely meant. The arbiter's panel shows
repetitions, the fifty-move count and the moves completed, and rules on
claims of threefold repetition and fifty moves, flag falls and illegal moves
as the FIDE Laws of Chess say. Games are exported as PGN.
.
This package holds the desktop application (scorecheck) and the
command-line tool (scorecheck-cli) that checks whole tournament files and
writes JSON or PGN.")
include(CPack)
