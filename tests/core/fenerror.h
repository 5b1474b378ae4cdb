// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// For test failure messages: what is wrong with a FEN that did not load.

#include "notation/fenmessage.h"

#include <QByteArray>

inline QByteArray fenError(const chess::FenResult& read)
{
    return read.error ? notation::fenMessage(*read.error).toUtf8() : QByteArray();
}
