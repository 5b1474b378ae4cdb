// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

/// What every start of the desktop app sets before its window is built: the application's names and
/// icon, and the interface language chosen. The app's main() and the start-up benchmark share it.
void setUpApplication();
