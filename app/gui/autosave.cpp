#include "autosave.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

namespace {

constexpr int DelayMs = 1000;

bool writeAtomically(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
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

void Autosave::changed(const QString& text, const QString& tags, const QString& filePath)
{
    m_text = text;
    m_tags = tags;
    m_filePath = filePath;
    m_timer.start();
}

void Autosave::writeNow()
{
    m_timer.stop();
    QDir().mkpath(m_folder);
    // The path and tags first: a copy is only taken as present once its text is there.
    writeAtomically(m_folder + QStringLiteral("/autosave.path"), m_filePath.toUtf8());
    writeAtomically(m_folder + QStringLiteral("/autosave.tags"), m_tags.toUtf8());
    writeAtomically(m_folder + QStringLiteral("/autosave.txt"), m_text.toUtf8());
}

void Autosave::discard()
{
    m_timer.stop();
    QFile::remove(m_folder + QStringLiteral("/autosave.txt"));
    QFile::remove(m_folder + QStringLiteral("/autosave.path"));
    QFile::remove(m_folder + QStringLiteral("/autosave.tags"));
}

bool Autosave::hasCopy() const { return QFile::exists(m_folder + QStringLiteral("/autosave.txt")); }

QString Autosave::copiedText() const { return QString::fromUtf8(readAll(m_folder + QStringLiteral("/autosave.txt"))); }

QString Autosave::copiedTags() const { return QString::fromUtf8(readAll(m_folder + QStringLiteral("/autosave.tags"))); }

QString Autosave::copiedFilePath() const
{
    return QString::fromUtf8(readAll(m_folder + QStringLiteral("/autosave.path")));
}
