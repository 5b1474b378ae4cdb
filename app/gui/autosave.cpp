// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosave.h"

#include "savefile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace {

constexpr int DelayMs = 1000;

const QString CopyExtension = QStringLiteral(".sheet");
const QString LockExtension = QStringLiteral(".lock");
// Before slots, one copy for all windows: autosave.txt, .tags and .path. Still offered once.
const QStringList OldCopyExtensions = {QStringLiteral(".txt"), QStringLiteral(".tags"), QStringLiteral(".path")};

// Locked while this process runs, and only then: a lock is never taken for stale because it is old.
std::unique_ptr<QLockFile> tryToLock(const QString& slot)
{
    auto lock = std::make_unique<QLockFile>(slot + LockExtension);
    lock->setStaleLockTime(0);
    return lock->tryLock(0) ? std::move(lock) : nullptr;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void removeCopy(const QString& slot)
{
    QFile::remove(slot + CopyExtension);
    for (const QString& old : OldCopyExtensions)
        QFile::remove(slot + old);
}

}  // namespace

Autosave::Autosave(const QString& folder, QObject* parent)
    : QObject(parent)
    , m_folder(folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : folder)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(DelayMs);
    connect(&m_timer, &QTimer::timeout, this, &Autosave::writeNow);
}

Autosave::~Autosave() = default;

void Autosave::changed(const QString& text, const QString& tags, const QString& filePath)
{
    m_text = text;
    m_tags = tags;
    m_filePath = filePath;
    // Not restarted by further changes: steady typing must not put the copy off.
    if (!m_timer.isActive())
        m_timer.start();
}

bool Autosave::claimSlot()
{
    QDir().mkpath(m_folder);
    const QString slot = m_folder + u'/' + QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_lock = tryToLock(slot);
    if (!m_lock) {
        // QLockFile does not say why; a file made in its place does.
        QFile probe(slot + LockExtension);
        setFailure(probe.open(QIODevice::NewOnly) ? QString() : probe.errorString());
        probe.remove();
        return false;
    }
    m_slot = slot;
    return true;
}

bool Autosave::writeNow()
{
    m_timer.stop();
    if (!m_lock && !claimSlot()) {
        m_timer.start();  // tried again until it works
        return false;
    }
    const QJsonObject copy{{QStringLiteral("text"), m_text}, {QStringLiteral("tags"), m_tags},
        {QStringLiteral("file"), m_filePath},
        {QStringLiteral("copied"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    QString reason;
    if (!savefile::writeAtomically(m_slot + CopyExtension, QJsonDocument(copy).toJson(QJsonDocument::Compact), reason,
            savefile::Leftovers::CleanedByOwner)) {
        setFailure(reason);
        m_timer.start();
        return false;
    }
    setFailure(QString());
    return true;
}

void Autosave::discard()
{
    m_timer.stop();
    if (!m_slot.isEmpty())
        removeCopy(m_slot);
    setFailure(QString());  // nothing left to keep
}

void Autosave::adopt(OrphanedSheet&& orphan)
{
    discard();
    m_slot = orphan.slot;
    m_lock = std::move(orphan.lock);
    m_text = orphan.text;
    m_tags = orphan.tags;
    m_filePath = orphan.filePath;
    // Written again at once as this slot's copy, in place of an old one's three files.
    if (writeNow())
        for (const QString& old : OldCopyExtensions)
            QFile::remove(m_slot + old);
}

void Autosave::setFailure(const QString& reason)
{
    if (reason == m_failure)
        return;
    m_failure = reason;
    emit failureChanged(reason);
}

std::vector<OrphanedSheet> Autosave::orphans(const QString& folder)
{
    const QDir dir(folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : folder);
    std::vector<OrphanedSheet> found;
    for (const QString& name : dir.entryList({QStringLiteral("*") + LockExtension}, QDir::Files)) {
        const QString slot = dir.filePath(name.chopped(LockExtension.size()));
        if (!QFile::exists(slot + CopyExtension) && tryToLock(slot))
            continue;  // the slot of a window that stopped with nothing unsaved: its lock is gone now
    }
    for (const QString& name : dir.entryList({QStringLiteral("*") + CopyExtension}, QDir::Files)) {
        const QString slot = dir.filePath(name.chopped(CopyExtension.size()));
        std::unique_ptr<QLockFile> lock = tryToLock(slot);
        if (!lock)
            continue;  // a running window's copy: never touched
        const QJsonObject copy = QJsonDocument::fromJson(readAll(slot + CopyExtension)).object();
        found.push_back({slot, copy.value(QStringLiteral("text")).toString(),
            copy.value(QStringLiteral("tags")).toString(), copy.value(QStringLiteral("file")).toString(),
            QDateTime::fromString(copy.value(QStringLiteral("copied")).toString(), Qt::ISODateWithMs).toLocalTime(),
            std::move(lock)});
        // A copy being written when its process stopped left its temporary file.
        for (const QString& leftover : dir.entryList({name + QStringLiteral(".??????")}, QDir::Files))
            QFile::remove(dir.filePath(leftover));
    }
    // The one copy of the versions before slots.
    const QString old = dir.filePath(QStringLiteral("autosave"));
    if (QFile::exists(old + OldCopyExtensions[0]))
        if (std::unique_ptr<QLockFile> lock = tryToLock(old))
            found.push_back({old, QString::fromUtf8(readAll(old + OldCopyExtensions[0])),
                QString::fromUtf8(readAll(old + OldCopyExtensions[1])),
                QString::fromUtf8(readAll(old + OldCopyExtensions[2])),
                QFileInfo(old + OldCopyExtensions[0]).lastModified(), std::move(lock)});
    std::sort(
        found.begin(), found.end(), [](const OrphanedSheet& a, const OrphanedSheet& b) { return a.copied > b.copied; });
    return found;
}

void Autosave::discard(OrphanedSheet&& orphan)
{
    removeCopy(orphan.slot);
    orphan.lock.reset();
}
