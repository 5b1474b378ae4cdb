// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

class BoardWidget;
class QSplitter;
class QWidget;

/// The repair dialogs' layout (reconstruction, comparison): a column of widgets, the first taking the
/// height left over, with the board beside it on a splitter.
QSplitter* columnBesideBoard(const QList<QWidget*>& column, BoardWidget* board, QWidget* parent);
