// SPDX-License-Identifier: GPL-3.0-or-later
#include "savefile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUuid>

#include <csignal>

namespace savefile {

namespace {

// Where saves note what they are doing: the application's data folder.
QString notesFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/saves-in-progress");
}

// The files beside `target` named as QSaveFile names its temporary file: the target's name, a dot and
// six letters or digits ("sheet.txt.LvBkxD").
QStringList temporaryNamesBeside(const QString& target)
{
    const QFileInfo info(target);
    const QRegularExpression temporary(
        QStringLiteral("^%1\\.[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(info.fileName())));
    QStringList names = info.dir().entryList({info.fileName() + QStringLiteral(".??????")}, QDir::Files | QDir::Hidden);
    names.removeIf([&](const QString& name) { return !temporary.match(name).hasMatch(); });
    return names;
}

// A note says which save is under way and which files that look like its temporary file were there
// before it (the user's own "sheet.txt.backup"): those are never taken for leftovers.
QString writeNote(const QString& target, std::unique_ptr<QLockFile>& held)
{
    const QString folder = notesFolder();
    if (!QDir().mkpath(folder))
        return {};  // the save goes on: the note only helps to clean up after a kill
    const QString note = folder + u'/' + QUuid::createUuid().toString(QUuid::WithoutBraces);
    auto lock = std::make_unique<QLockFile>(note + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);  // held for as long as its process runs, however long the save takes
    if (!lock->tryLock(0))
        return {};
    QFile file(note + QStringLiteral(".note"));
    const QJsonObject content{{QStringLiteral("target"), QFileInfo(target).absoluteFilePath()},
        {QStringLiteral("before"), QJsonArray::fromStringList(temporaryNamesBeside(target))}};
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(content).toJson()) < 0)
        return {};
    held = std::move(lock);  // locked until the save is over: a kill leaves it stale
    return note;
}

}  // namespace

Writer::Writer(const QString& path, Leftovers leftovers)
    : m_file(path)
{
    if (leftovers == Leftovers::Noted) {
        removeLeftoversOfKilledSaves();
        m_note = writeNote(path, m_noteLock);
    }
}

Writer::~Writer()
{
    if (m_file.isOpen())
        m_file.cancelWriting();  // never committed: the target stays as it was
    if (!m_note.isEmpty())
        QFile::remove(m_note + QStringLiteral(".note"));  // then m_noteLock removes the lock
}

bool Writer::open()
{
    // Unbuffered: a buffered QSaveFile wrote a file cut short by the size limit and committed it.
    if (m_file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return true;
    m_reason = m_file.errorString();
    return false;
}

bool Writer::write(QByteArrayView bytes)
{
    // A short write is tried again for the rest: the second attempt gets the system's reason.
    while (!bytes.isEmpty()) {
        const qint64 written = m_file.write(bytes.data(), bytes.size());
        if (written <= 0) {
            m_reason = m_file.errorString();
            return false;
        }
        bytes = bytes.sliced(written);
    }
    return true;
}

bool Writer::commit()
{
    if (m_file.commit())
        return true;
    m_reason = m_file.errorString();
    return false;
}

bool writeAtomically(const QString& path, QByteArrayView bytes, QString& reason, Leftovers leftovers)
{
    Writer writer(path, leftovers);
    const bool written = writer.open() && writer.write(bytes) && writer.commit();
    if (!written)
        reason = writer.reason();
    return written;
}

void removeLeftoversOfKilledSaves()
{
    const QDir folder(notesFolder());
    for (const QString& name : folder.entryList({QStringLiteral("*.note")}, QDir::Files)) {
        const QString note = folder.filePath(name.chopped(5));
        QLockFile lock(note + QStringLiteral(".lock"));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;  // its save is still under way in a running process
        QFile file(note + QStringLiteral(".note"));
        const QJsonObject content
            = QJsonDocument::fromJson(file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray()).object();
        const QString target = content.value(QStringLiteral("target")).toString();
        const QVariantList before = content.value(QStringLiteral("before")).toArray().toVariantList();
        if (!target.isEmpty())
            for (const QString& leftover : temporaryNamesBeside(target))
                if (!before.contains(leftover))
                    QFileInfo(target).dir().remove(leftover);
        file.remove();
    }
}

void letWritesPastTheSizeLimitFail()
{
#ifdef SIGXFSZ
    std::signal(SIGXFSZ, SIG_IGN);
#endif
}

}  // namespace savefile
