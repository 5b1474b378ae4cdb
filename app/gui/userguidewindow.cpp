// SPDX-License-Identifier: GPL-3.0-or-later
#include "userguidewindow.h"

#include "uilanguage.h"

#include <QAbstractTextDocumentLayout>
#include <QCursor>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QImage>
#include <QPixmap>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextList>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

UserGuideWindow::UserGuideWindow(QWidget* parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("userGuide"));
    m_browser->setObjectName(QStringLiteral("userGuideText"));
    m_browser->setOpenLinks(false);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &UserGuideWindow::follow);
    m_browser->viewport()->installEventFilter(this);  // its width: the pictures' (fitPictures)
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
    return QUrl(
        QStringLiteral("qrc") + (QFile::exists(translated) ? translated : QStringLiteral(":/docs/user-guide.md")));
}

void UserGuideWindow::showGuide()
{
    setWindowTitle(tr("ScoreCheck User Guide"));
    // QTextBrowser reads a source ending in .md as Markdown; the pictures' paths (images/…) are
    // resolved against the guide's own place in the resources.
    m_browser->setSource(guideFor(uilanguage::current()), QTextDocument::MarkdownResource);
    fitPictures();
}

void UserGuideWindow::fitPictures()
{
    // The screenshots are wider than a reading window: each is scaled down to the text's width (its
    // height follows), never up.
    QTextDocument* document = m_browser->document();
    const qreal room = m_browser->viewport()->width() - 2 * document->documentMargin() - 24;
    QTextCursor cursor(document);
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        // A picture in a list item stands indented by the list's and the block's indent.
        const QTextBlockFormat format = block.blockFormat();
        const int indents = format.indent() + (block.textList() ? block.textList()->format().indent() : 0);
        const qreal width = room - format.leftMargin() - indents * document->indentWidth();
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            if (!fragment.charFormat().isImageFormat())
                continue;
            QTextImageFormat picture = fragment.charFormat().toImageFormat();
            const QVariant data = document->resource(QTextDocument::ImageResource, QUrl(picture.name()));
            const QSize natural = data.typeId() == QMetaType::QImage ? data.value<QImage>().size()
                : data.typeId() == QMetaType::QPixmap                ? data.value<QPixmap>().size()
                                                                     : QImage::fromData(data.toByteArray()).size();
            if (natural.isEmpty())
                continue;
            picture.setWidth(std::min<qreal>(natural.width(), width));
            picture.setHeight(natural.height() * picture.width() / natural.width());
            cursor.setPosition(fragment.position());
            cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(picture);
        }
    }
}

bool UserGuideWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_browser->viewport() && event->type() == QEvent::Resize)
        fitPictures();
    return QDialog::eventFilter(watched, event);
}

void UserGuideWindow::follow(const QUrl& link)
{
    const QUrl target = m_browser->source().resolved(link);
    if (target.scheme() == QLatin1String("http") || target.scheme() == QLatin1String("https")) {
        QDesktopServices::openUrl(target);
    } else if (target.adjusted(QUrl::RemoveFragment) == m_browser->source().adjusted(QUrl::RemoveFragment)) {
        showHeading(target.fragment());
    } else if (QFile::exists(u':' + target.path())) {
        m_browser->setSource(target);
    } else {
        QToolTip::showText(QCursor::pos(),
            tr("%1 is not part of the guide; it is installed with ScoreCheck's documentation.").arg(target.fileName()),
            m_browser);
    }
}

namespace {

// A heading's anchor as GitHub makes it, and as the guide's links are written: "Ruling on a claim" ->
// "ruling-on-a-claim" (lower case, punctuation dropped, spaces as hyphens).
QString slug(const QString& heading)
{
    QString anchor;
    for (const QChar c : heading.toLower()) {
        if (c.isLetterOrNumber() || c == u'-' || c == u'_')
            anchor += c;
        else if (c == u' ')
            anchor += u'-';
    }
    return anchor;
}

}  // namespace

void UserGuideWindow::showHeading(const QString& anchor)
{
    // Qt's Markdown reader gives headings no anchors of their own, so the heading is found by its slug.
    QTextDocument* document = m_browser->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || slug(block.text()) != anchor)
            continue;
        m_browser->verticalScrollBar()->setValue(int(document->documentLayout()->blockBoundingRect(block).top()));
        return;
    }
}

void UserGuideWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        showGuide();
    QDialog::changeEvent(event);
}
