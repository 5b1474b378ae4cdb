// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <vector>

/// A sheet that a window was typing when its process stopped without saving it (a crash, a kill, a
/// power cut): its autosave slot has no running owner any more. While it is held, its slot is locked
/// by this process, so that no other instance offers it too; let go unrecovered, it stays for the
/// next start.
struct OrphanedSheet {
    QString slot;  // the slot's path without extension
    QString text;
    QString tags;  // the game details and start position as PGN tag lines
    QString filePath;  // where the sheet was saved or opened from; empty for a new sheet
    QDateTime copied;  // when the copy was made
    std::unique_ptr<QLockFile> lock;
};

/// Keeps a copy of the sheet a window is typing, so that nothing is lost to a crash or a power cut.
/// Each window has its own slot in the autosave folder, locked (QLockFile) for as long as its process
/// runs: another instance never reads, offers or overwrites it. The copy is written at most a second
/// after the first change not yet copied, however fast the typing goes: the text, its game details and
/// start position (PGN tag lines) and its file, each as it is, in one atomic write. A write that fails
/// is said (failureChanged) and tried again every second until one works. The copy is removed only
/// when its sheet is saved or knowingly thrown away.
class Autosave : public QObject {
    Q_OBJECT

public:
    /// `folder` defaults to the application's data folder (QStandardPaths::AppDataLocation).
    explicit Autosave(const QString& folder = QString(), QObject* parent = nullptr);
    /// Lets the slot go: a copy not discarded stays, to be offered at the next start.
    ~Autosave() override;

    /// Notes a change; the copy is written within a second of the first change not yet copied.
    /// `tags`: the game details and start position as PGN tag lines (pgn::writeTags), empty for none.
    void changed(const QString& text, const QString& tags, const QString& filePath);
    /// Writes the copy now (also done by the timer); false when it could not be (failure()).
    bool writeNow();
    /// The work is safe elsewhere (saved, or deliberately thrown away): remove this window's copy.
    void discard();
    /// Makes an orphaned sheet this window's work: its slot becomes this autosave's, its copy kept
    /// until the sheet is saved or thrown away.
    void adopt(OrphanedSheet&& orphan);

    /// Why the last copy could not be written, as the system says it; empty while copies are written.
    QString failure() const { return m_failure; }
    QString folder() const { return m_folder; }

    /// The sheets in `folder` (empty: the default) whose windows' processes are no longer running, the
    /// last copied first, each locked for the caller until it is let go.
    static std::vector<OrphanedSheet> orphans(const QString& folder = QString());
    /// Removes an orphaned sheet's copy: the user chose to throw it away.
    static void discard(OrphanedSheet&& orphan);

signals:
    /// A copy could not be written (`reason`), or could again after failing (`reason` empty).
    void failureChanged(const QString& reason);

private:
    bool claimSlot();
    void setFailure(const QString& reason);

    QString m_folder;
    QString m_slot;  // this window's slot: path without extension; empty until the first copy
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    QString m_text;
    QString m_tags;
    QString m_filePath;
    QString m_failure;
};
