// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardpainter.h"

#include "chess/move.h"
#include "chess/position.h"

#include <QList>
#include <QObject>
#include <QTextObjectInterface>

class QTextDocument;

/// The report's diagrams as objects of its QTextDocument, drawn by BoardPainter wherever the document is
/// painted: vectors in a PDF and on a printer, at the printer's resolution. A diagram's caption is part of
/// the object, so that a page break never parts them.
class DiagramObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    static constexpr int Type = QTextFormat::UserObject + 1;
    static constexpr int IndexProperty = QTextFormat::UserProperty + 1;

    /// Registers itself with `document`'s layout, which owns it.
    explicit DiagramObject(QTextDocument* document);

    /// A diagram of `position` (`lastMove` marked, none at the start) with `caption` under it; returns the
    /// format that draws it, `sideMillimetres` wide, for QTextCursor::insertText(QChar::ObjectReplacementCharacter,
    /// format).
    QTextCharFormat add(
        const chess::Position& position, chess::Move lastMove, qreal sideMillimetres, const QString& caption);

    QSizeF intrinsicSize(QTextDocument* document, int positionInDocument, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document, int positionInDocument,
        const QTextFormat& format) override;

private:
    struct Shown {
        chess::Position position;
        chess::Move lastMove;
        qreal side;  // millimetres
        QString caption;
    };
    /// The caption's font, and the room it takes under a board `side` dots wide.
    static QFont captionFont(QTextDocument* document);
    static QRectF captionRect(QTextDocument* document, const QString& caption, qreal side);
    QList<Shown> m_diagrams;
    BoardPainter m_painter;
};
