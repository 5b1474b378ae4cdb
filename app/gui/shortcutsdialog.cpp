// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QRegularExpression>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

namespace {

// "&Open" as the menu shows it, without the ampersand that marks its mnemonic.
QString withoutMnemonic(QString text) { return text.remove(QRegularExpression(QStringLiteral("&(?!&)"))); }

// "&Open..." as a command's name: without the mnemonic and the dots.
QString plainText(const QAction* action)
{
    QString text = withoutMnemonic(action->text());
    if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    return text;
}

// Where the action is found: its menu's title (or its tool bar's), else nothing.
QString place(const QAction* action)
{
    for (const QObject* holder : action->associatedObjects()) {
        if (const auto* menu = qobject_cast<const QMenu*>(holder))
            return withoutMnemonic(menu->title());
        if (const auto* bar = qobject_cast<const QToolBar*>(holder))
            return bar->windowTitle();
    }
    return QString();
}

}  // namespace

ShortcutsDialog::ShortcutsDialog(QWidget* window)
    : QDialog(window)
    , m_window(window)
    , m_table(new QTableWidget(0, 3))
{
    setObjectName(QStringLiteral("keyboardShortcuts"));
    m_table->setObjectName(QStringLiteral("shortcutTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(560, 520);
    refresh();
}

void ShortcutsDialog::refresh()
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table->setHorizontalHeaderLabels({tr("Key"), tr("Command"), tr("Where")});
    m_table->setRowCount(0);
    for (const QAction* action : m_window->findChildren<QAction*>()) {
        if (action->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
        m_table->setItem(row, 1, new QTableWidgetItem(plainText(action)));
        m_table->setItem(row, 2, new QTableWidgetItem(place(action)));
    }
    m_table->resizeColumnsToContents();
}

void ShortcutsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QDialog::changeEvent(event);
}
