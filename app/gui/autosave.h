#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

/// Keeps a copy of the sheet being typed, so that nothing is lost to a crash or a power cut. A second
/// after the last change the text (and the file it belongs to) is written atomically to the autosave
/// folder; saving or closing cleanly discards it; at the next start a copy left behind can be recovered.
class Autosave : public QObject {
    Q_OBJECT

public:
    /// `folder` defaults to the application's data folder (QStandardPaths::AppDataLocation).
    explicit Autosave(const QString& folder = QString(), QObject* parent = nullptr);

    /// Notes a change; the copy is written after a second without further changes.
    void changed(const QString& text, const QString& filePath);
    /// Writes the copy now (also done by the timer).
    void writeNow();
    /// The work is safe elsewhere (saved, or deliberately thrown away): remove the copy.
    void discard();

    /// True when a copy was left behind by a session that did not end cleanly.
    bool hasCopy() const;
    QString copiedText() const;
    QString copiedFilePath() const;

private:
    QString m_folder;
    QTimer m_timer;
    QString m_text;
    QString m_filePath;
};
