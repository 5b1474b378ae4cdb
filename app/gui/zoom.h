// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSize>
#include <QWidget>

/// Zoom for projection and tired eyes: the fonts of the widgets it follows (and of their children that
/// inherit them) scaled together, in the steps a browser takes, by Ctrl+wheel over them or by the View
/// menu's actions. The rows of their tables grow with the text.
class Zoom : public QObject {
    Q_OBJECT

public:
    static constexpr int ActualSize = 100;

    explicit Zoom(QObject* parent = nullptr);
    ~Zoom() override;

    /// Scales `widget`'s font from the font it has now, and zooms with Ctrl+wheel over it.
    void follow(QWidget* widget);
    /// A window of the app's (a dialog), followed as follow() does, and made as much larger as its text
    /// from the size it was given (for 100 %), within the screen.
    void followWindow(QWidget* window);
    int percent() const { return m_percent; }
    /// The nearest step to `percent` (a remembered setting may be any number).
    void setPercent(int percent);
    void zoomIn();
    void zoomOut();
    void reset() { setPercent(ActualSize); }

signals:
    void changed(int percent);

protected:
    /// Ctrl+wheel over a followed widget zooms (before a text view zooms only itself).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool isFollowed(const QObject* object) const;
    /// `font` (as at 100 %) at the zoom of the moment.
    QFont scaled(const QFont& font) const;

    struct Followed {
        QPointer<QWidget> widget;
        QFont font;  // as it was at 100 %
        QSize windowSize;  // a window's, as it was at 100 %; none for a part of a window
    };
    void startFollowing(const Followed& followed);
    /// Shows a followed widget at the zoom of the moment: its font, its tables' rows, a window's size.
    void zoom(const Followed& followed) const;

    QList<Followed> m_followed;
    int m_percent = ActualSize;
    int m_wheelDelta = 0;  // a fine-grained wheel or touchpad: eighths of a degree not yet a step
};
