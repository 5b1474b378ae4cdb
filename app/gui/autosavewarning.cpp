// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosavewarning.h"

#include "autosave.h"

#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>

AutosaveWarning::AutosaveWarning(Autosave* autosave, QWidget* parent)
    : QFrame(parent)
    , m_autosave(autosave)
    , m_text(new QLabel)
{
    setObjectName(QStringLiteral("autosaveWarning"));
    auto* icon = new QLabel;
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(size, size));
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);  // the folder can be copied
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->addWidget(icon);
    layout->addWidget(m_text, 1);
    // Amber, as a warning and not an error: the work is still in the window.
    setStyleSheet(QStringLiteral("AutosaveWarning { background: #fff3cd; } QLabel { color: #664d03; }"));
    connect(autosave, &Autosave::failureChanged, this, &AutosaveWarning::tell);
    tell(autosave->failure());
}

void AutosaveWarning::tell(const QString& reason)
{
    m_text->setText(tr("Changes to this sheet cannot be kept safe in %1: %2. Trying again every second; "
                       "save the sheet to keep it.")
                        .arg(QDir::toNativeSeparators(m_autosave->folder()), reason));
    setVisible(!reason.isEmpty());
}

void AutosaveWarning::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        tell(m_autosave->failure());
    QFrame::changeEvent(event);
}
