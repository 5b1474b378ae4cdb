// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QLockFile>
#include <QSaveFile>
#include <QString>

#include <memory>

/// Atomic writes that say why they failed, in the system's words ("No space left on device", "File too
/// large", "Read-only file system"), and leave nothing behind when they are cut short.
namespace savefile {

/// Whether a killed save's leftovers are looked for later. A save the user asked for writes beside the
/// user's file, where only a note of it tells its temporary file from the user's own files; the
/// autosave writes in its own folder, which it cleans itself.
enum class Leftovers { Noted, CleanedByOwner };

/// A save of one file: QSaveFile, written unbuffered so that a failed write is seen where it happens,
/// with the system's reason, and never committed half-written.
class Writer {
public:
    explicit Writer(const QString& path, Leftovers leftovers = Leftovers::Noted);
    ~Writer();
    Writer(const Writer&) = delete;
    Writer& operator=(const Writer&) = delete;

    /// Opens the temporary file beside the target; false when it cannot be made (reason()).
    bool open();
    /// Writes all of `bytes`; false when the system refuses (reason()).
    bool write(QByteArrayView bytes);
    /// Puts the file in place of the target; false when it could not be (reason()), the target as it was.
    bool commit();
    /// Why the last step failed, as the system says it.
    QString reason() const { return m_reason; }

private:
    QSaveFile m_file;
    QString m_reason;
    std::unique_ptr<QLockFile> m_noteLock;  // held while the save runs: its note is not a leftover
    QString m_note;  // the note of this save (Leftovers::Noted), removed once it is over
};

/// Writes `bytes` to `path` atomically; false, with the system's `reason`, when it could not.
bool writeAtomically(
    const QString& path, QByteArrayView bytes, QString& reason, Leftovers leftovers = Leftovers::Noted);

/// Removes what saves killed half-way left beside their targets (their temporary files), as noted by
/// the saves themselves; saves still running in other processes are left alone. Done at each save.
void removeLeftoversOfKilledSaves();

/// A write past the file-size limit (`ulimit -f`) then fails like any other ("File too large") instead
/// of killing the process with SIGXFSZ before the failure can be told. POSIX only; nothing elsewhere.
void letWritesPastTheSizeLimitFail();

}  // namespace savefile
