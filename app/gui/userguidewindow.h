// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QUrl>

class QTextBrowser;

/// Help ▸ User Guide: docs/user-guide.md, compiled in as a Qt resource with its pictures
/// (:/docs/user-guide.md, :/docs/images/), rendered from its Markdown. The guide in the interface
/// language where a translation exists (docs/user-guide.LANG.md), the English one otherwise.
class UserGuideWindow : public QDialog {
    Q_OBJECT

public:
    explicit UserGuideWindow(QWidget* parent = nullptr);

    /// The guide for the interface language `code` ("de"): its translation if there is one, else English.
    static QUrl guideFor(const QString& code);
    /// Shows the guide of the interface language of the moment (again, after a change of language).
    void showGuide();

protected:
    void changeEvent(QEvent* event) override;  // a change of the interface language: worded again
    bool eventFilter(QObject* watched, QEvent* event) override;  // the text's width changed: pictures fitted again

private:
    /// Links within the guide stay in the window; links to the web open the browser; the other documents
    /// the guide cites are not compiled in: a tool tip says so (they are installed with the package).
    void follow(const QUrl& link);
    /// Scrolls to the heading whose anchor ("ruling-on-a-claim") a link within the guide names.
    void showHeading(const QString& anchor);
    /// Scales each picture down to the width of the text, so that no line needs scrolling sideways.
    void fitPictures();

    QTextBrowser* m_browser;
};
