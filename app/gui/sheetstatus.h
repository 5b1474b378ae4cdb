// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sheet/record.h"

#include <QLabel>

/// The status bar's words about the sheet: the notation language it is read in (and whether
/// *Automatic* found it), the number of entries, how many have findings and how many could not be checked.
/// The entry still being typed (SheetEditor::entryBeingTyped) has no findings yet.
class SheetStatus : public QLabel {
    Q_OBJECT

public:
    explicit SheetStatus(QWidget* parent = nullptr);
    /// `beingTyped`: the entry still being typed, -1 when none.
    void setRecord(const sheet::Record& record, int beingTyped);
};
