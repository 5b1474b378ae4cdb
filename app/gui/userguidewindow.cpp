#include "userguidewindow.h"

#include "uilanguage.h"

#include <QCursor>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QTextBrowser>
#include <QToolTip>
#include <QVBoxLayout>

UserGuideWindow::UserGuideWindow(QWidget* parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("userGuide"));
    m_browser->setObjectName(QStringLiteral("userGuideText"));
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &UserGuideWindow::follow);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(820, 760);
    showGuide();
}

QUrl UserGuideWindow::guideFor(const QString& code)
{
    const QString translated = QStringLiteral(":/docs/user-guide.%1.md").arg(code);
    return QUrl(QStringLiteral("qrc") + (QFile::exists(translated) ? translated : QStringLiteral(":/docs/user-guide.md")));
}

void UserGuideWindow::showGuide()
{
    setWindowTitle(tr("ScoreCheck User Guide"));
    // QTextBrowser reads a source ending in .md as Markdown; the pictures' paths (images/…) are
    // resolved against the guide's own place in the resources.
    m_browser->setSource(guideFor(uilanguage::current()), QTextDocument::MarkdownResource);
}

void UserGuideWindow::follow(const QUrl& link)
{
    const QUrl target = m_browser->source().resolved(link);
    if (target.scheme() == QLatin1String("http") || target.scheme() == QLatin1String("https")) {
        QDesktopServices::openUrl(target);
    } else if (target.adjusted(QUrl::RemoveFragment) == m_browser->source().adjusted(QUrl::RemoveFragment)) {
        m_browser->scrollToAnchor(target.fragment());
    } else if (QFile::exists(u':' + target.path())) {
        m_browser->setSource(target);
    } else {
        QToolTip::showText(QCursor::pos(),
            tr("%1 is not part of the guide; it is installed with ScoreCheck's documentation.").arg(target.fileName()),
            m_browser);
    }
}

void UserGuideWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        showGuide();
    QDialog::changeEvent(event);
}
