#include "sheetfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QStringDecoder>

namespace sheetfile {

namespace {

// The messages' translation context, declared so that lupdate finds them.
struct SheetFile {
    Q_DECLARE_TR_FUNCTIONS(SheetFile)
};

}  // namespace

bool read(const QString& path, QString& text, QString& error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = SheetFile::tr("%1 cannot be read: %2").arg(path, file.errorString());
        return false;
    }
    constexpr qint64 Limit = 64 * 1024 * 1024;
    if (file.size() > Limit) {
        error = SheetFile::tr("%1 is larger than 64 MB: this is not a scoresheet.").arg(path);
        return false;
    }
    const QByteArray bytes = file.readAll();
    if (bytes.left(64 * 1024).contains('\0')) {
        error = SheetFile::tr("%1 is a binary file, not a scoresheet or PGN text.").arg(path);
        return false;
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    text = utf8(bytes);
    if (utf8.hasError())
        text = QString::fromLatin1(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    return true;
}

bool write(const QString& path, const QString& text, QString& error)
{
    QSaveFile file(path);
    const QByteArray bytes = text.toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        error = SheetFile::tr("%1 could not be saved: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

}  // namespace sheetfile
