// SPDX-License-Identifier: GPL-3.0-or-later
#include "verdictstyle.h"

namespace verdictstyle {

using notation::Verdict;

QColor background(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Ok: return QColor(0xe8, 0xf5, 0xe9);
    case Verdict::Variant: return QColor(0xe3, 0xf2, 0xfd);
    case Verdict::NonAlgebraic: return QColor(0xff, 0xf3, 0xe0);
    case Verdict::Ambiguous: return QColor(0xff, 0xf9, 0xc4);
    case Verdict::Illegal: return QColor(0xff, 0xcd, 0xd2);
    case Verdict::Unreadable: return QColor(0xe1, 0xbe, 0xe7);
    case Verdict::Unchecked: return QColor(0xee, 0xee, 0xee);
    }
    return {};
}

QTextCharFormat editorFormat(Verdict verdict)
{
    QTextCharFormat f;
    if (verdict == Verdict::Ok)
        return f;
    f.setBackground(background(verdict));
    switch (verdict) {
    case Verdict::Illegal:
    case Verdict::Unreadable:
        f.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        f.setUnderlineColor(verdict == Verdict::Illegal ? QColor(0xc6, 0x28, 0x28) : QColor(0x6a, 0x1b, 0x9a));
        break;
    case Verdict::Ambiguous:
        f.setUnderlineStyle(QTextCharFormat::DashUnderline);
        f.setUnderlineColor(QColor(0xf5, 0x7f, 0x17));
        break;
    case Verdict::Variant:
    case Verdict::NonAlgebraic:
        f.setUnderlineStyle(QTextCharFormat::DotLine);
        f.setUnderlineColor(verdict == Verdict::Variant ? QColor(0x15, 0x65, 0xc0) : QColor(0xe6, 0x51, 0x00));
        break;
    case Verdict::Unchecked: f.setForeground(QColor(0x75, 0x75, 0x75)); break;
    case Verdict::Ok: break;
    }
    return f;
}

}  // namespace verdictstyle
