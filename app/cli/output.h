// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QFile>

/// Standard output for a command's results, every write checked: a full disk, a closed pipe (when
/// SIGPIPE is ignored) or a device that takes nothing is said at once on standard error, with the
/// system's reason, and every later write is refused, so that the command stops with WriteFailedStatus
/// rather than report success on output that was cut short.
class Output {
public:
    Output();

    /// The exit status of a command whose output failed (docs/command-line.md section 8).
    static constexpr int WriteFailedStatus = 2;

    /// Writes all of `bytes`, or says why not (once) and returns false; false at once after a failure.
    bool write(QByteArrayView bytes);
    /// True once a write has failed.
    bool failed() const { return m_failed; }
    /// Writes a command's whole output at once (a ruling, the help): its status, 0 or WriteFailedStatus.
    static int writeWhole(QByteArrayView bytes);

private:
    void fail();

    QFile m_file;
    bool m_failed = false;
};
