#pragma once

#include "checkedgame.h"

#include <QByteArray>

/// A short report for people, in UTF-8: the problems, the arbiter's events, the result.
QByteArray textReport(const CheckedGame& game);
