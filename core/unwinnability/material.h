// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chess/position.h"

namespace unwinnability {

/// True when the material on the board alone proves that `winner` can never checkmate, whatever both
/// sides play (FIDE 6.9, 5.2.2). Only rules proved in material.cpp; false says nothing.
bool materialForbidsMate(const chess::Position& position, chess::Color winner);

}  // namespace unwinnability
