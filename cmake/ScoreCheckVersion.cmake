# SPDX-License-Identifier: GPL-3.0-or-later
# SCORECHECK_VERSION: project(VERSION) as it stands, and in a build from a git checkout the commit too,
# "0.1.0+git471.ge78371a" (commits since the start, then the abbreviated hash: it sorts by history as
# Debian compares versions). A checkout at the tag v<PROJECT_VERSION> gives the plain number; without
# git or outside a checkout (a source tarball) the plain number as well.
#
# Worked out at configure time and written into one generated header that one small .cpp includes
# (app/version), so a new commit recompiles that file and relinks, nothing else. CMake configures again
# by itself when HEAD moves: the files git updates on a commit or a checkout are configure dependencies.
# Edits not yet committed are not marked: a configure-time "-dirty" would go stale at the next edit.
set(SCORECHECK_VERSION "${PROJECT_VERSION}")
find_package(Git QUIET)
if(GIT_FOUND)
    execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse --absolute-git-dir --show-toplevel
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" RESULT_VARIABLE git_failed
        OUTPUT_VARIABLE git_answer OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    # Outside any checkout git answers nothing (and fails): there is no list to read.
    if(NOT git_failed AND git_answer)
        string(REPLACE "\n" ";" git_answer "${git_answer}")
        list(GET git_answer 0 git_dir)
        list(GET git_answer -1 git_top)
        # Sources unpacked inside some other checkout (a distribution's packaging repository) are not ours.
        file(REAL_PATH "${PROJECT_SOURCE_DIR}" source_dir)
        if(EXISTS "${git_top}")
            file(REAL_PATH "${git_top}" git_top)
        endif()
        if(NOT git_top STREQUAL source_dir)
            set(git_failed ON)
        endif()
    else()
        set(git_failed ON)
    endif()
endif()
if(GIT_FOUND AND NOT git_failed)
    execute_process(COMMAND "${GIT_EXECUTABLE}" describe --tags --exact-match --match "v${PROJECT_VERSION}"
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" RESULT_VARIABLE not_tagged OUTPUT_QUIET ERROR_QUIET)
    execute_process(COMMAND "${GIT_EXECUTABLE}" rev-list --count HEAD
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" OUTPUT_VARIABLE git_count OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse --short=7 HEAD
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" OUTPUT_VARIABLE git_hash OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(not_tagged AND git_count MATCHES "^[0-9]+$" AND git_hash MATCHES "^[0-9a-f]+$")
        set(SCORECHECK_VERSION "${PROJECT_VERSION}+git${git_count}.g${git_hash}")
    endif()
    # Dates written into what is built (the Debian changelog) are the commit's, as reproducible builds ask.
    execute_process(COMMAND "${GIT_EXECUTABLE}" log -1 --format=%ct
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" OUTPUT_VARIABLE git_time OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    if(NOT DEFINED ENV{SOURCE_DATE_EPOCH} AND git_time MATCHES "^[0-9]+$")
        set(ENV{SOURCE_DATE_EPOCH} "${git_time}")
    endif()
    # HEAD names the branch; the branch's reflog (or HEAD's, detached) changes with every commit.
    foreach(moved "${git_dir}/HEAD" "${git_dir}/logs/HEAD")
        if(EXISTS "${moved}")
            set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${moved}")
        endif()
    endforeach()
endif()
message(STATUS "ScoreCheck version ${SCORECHECK_VERSION}")
