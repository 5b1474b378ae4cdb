// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class Autosave;
class QLabel;

/// Says in the window, for as long as it lasts, that the sheet's changes cannot be copied (the data
/// folder is read-only, the disk is full), with the system's reason and the folder: the user knows to
/// save elsewhere. Hidden while copies are written. A bar along the bottom of the window, above the
/// status bar.
class AutosaveWarning : public QFrame {
    Q_OBJECT

public:
    explicit AutosaveWarning(Autosave* autosave, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void tell(const QString& reason);

    Autosave* m_autosave;
    QLabel* m_text;
};
