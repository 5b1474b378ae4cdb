#pragma once

#include "sheet/record.h"

#include <QDialog>

/// Two players' sheets of one game side by side (FIDE Laws D.2.9): each move of the game that fits
/// both, what each sheet has for it, and the places where they differ marked.
class CompareDialog : public QDialog {
    Q_OBJECT

public:
    /// `record`/`text`: the sheet in the window; `otherText`: the other player's sheet (its language is
    /// found by replaying), named `otherName`.
    CompareDialog(const sheet::Record& record, const QString& text, const QString& otherText, const QString& otherName,
        QWidget* parent = nullptr);
};
