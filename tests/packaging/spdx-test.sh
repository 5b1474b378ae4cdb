#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Every source file says its licence in one line (issue 26): the code, the CMake files and the scripts
# carry "SPDX-License-Identifier: GPL-3.0-or-later" in their first lines (after a script's shebang).
# Data, documents and the licence files themselves are not source and carry none.
#   spdx-test.sh SOURCE_DIR
set -euo pipefail
cd "$1"
missing=0
while IFS= read -r -d '' file; do
    if ! head -n 3 "$file" | grep -q 'SPDX-License-Identifier: GPL-3.0-or-later'; then
        echo "no SPDX licence line in the first lines of ${file#./}" >&2
        missing=$((missing + 1))
    fi
done < <(find . \( -path './build*' -o -path './.git' \) -prune -o -type f \
    \( -name '*.cpp' -o -name '*.h' -o -name '*.cmake' -o -name 'CMakeLists.txt' -o -name '*.sh' \
    -o -name '*.py' -o -path './.ci/run' \) -print0)
if [ "$missing" -ne 0 ]; then
    echo "$missing source file(s) without the licence line" >&2
    exit 1
fi
