// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QWidget>

class QFormLayout;
class QLineEdit;

/// The game's details as the PGN Seven Tag Roster has them: Event, Site, Date, Round, White, Black,
/// Result. Filled from a PGN game when one is opened, saved with the sheet, written into exported PGN.
class GameDetails : public QWidget {
    Q_OBJECT

public:
    explicit GameDetails(QWidget* parent = nullptr);

    /// The fields, in the order of the Seven Tag Roster.
    enum class Field { Event, Site, Date, Round, White, Black, Result };
    /// A field's text as typed, trimmed.
    QString field(Field field) const;

    QList<QPair<QString, QString>> tags() const;
    /// Fills the fields from tags (others are kept and written back unchanged).
    void setTags(const QList<QPair<QString, QString>>& tags);
    /// For the next game of the same event: keeps Event, Site, Date and Round, empties the rest.
    void startNextGame();
    /// Sets one field (0 = Event ... 6 = Result), as undo and redo do.
    void setField(int field, const QString& text);
    /// Words the labels again in the current interface language.
    void retranslate();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    /// The user changed a field (setTags() and setField() do not count): which, from what, to what.
    void edited(int field, const QString& before, const QString& after);

private:
    QFormLayout* m_form;
    QList<QPair<QString, QLineEdit*>> m_fields;
    QStringList m_before;  // each field's text before the user's next edit
    QList<QPair<QString, QString>> m_otherTags;
};
