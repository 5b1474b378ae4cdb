#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

/// Keeps a copy of the sheet being typed, so that nothing is lost to a crash or a power cut. A second
/// after the last change the text, its game details and start position (as PGN tag lines) and the file
/// it belongs to are written atomically to the autosave folder, each as it is: the text is never mixed
/// with the tags, so it comes back exactly. Saving or closing cleanly discards the copy; at the next
/// start a copy left behind can be recovered.
class Autosave : public QObject {
    Q_OBJECT

public:
    /// `folder` defaults to the application's data folder (QStandardPaths::AppDataLocation).
    explicit Autosave(const QString& folder = QString(), QObject* parent = nullptr);

    /// Notes a change; the copy is written after a second without further changes. `tags`: the game
    /// details and start position as PGN tag lines (pgn::writeTags), empty when there are none.
    void changed(const QString& text, const QString& tags, const QString& filePath);
    /// Writes the copy now (also done by the timer).
    void writeNow();
    /// The work is safe elsewhere (saved, or deliberately thrown away): remove the copy.
    void discard();

    /// True when a copy was left behind by a session that did not end cleanly.
    bool hasCopy() const;
    QString copiedText() const;
    QString copiedTags() const;
    QString copiedFilePath() const;

private:
    QString m_folder;
    QTimer m_timer;
    QString m_text;
    QString m_tags;
    QString m_filePath;
};
