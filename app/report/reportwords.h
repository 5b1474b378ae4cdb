// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

/// The printed report's own words, translation context "Report".
class Report {
    Q_DECLARE_TR_FUNCTIONS(Report)

public:
    Report() = delete;
};
