// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace adjutant::geometry {

// Two bases are in contact when no further apart than this, and overlap (an illegal placement)
// only when they interpenetrate by more. Half a millimetre: less than a player can see or place
// by hand on the real table, more than the rounding of a position typed to 0.01 MU (0.25 mm at
// 25 mm to the MU). CONVENTIONS.md: "Contact is distance within the contact tolerance".
// This is the default: each battle keeps its own (core::TableModel::contactTolerance), chosen
// when it is made, and every measurement of that battle, in the app and the CLI, uses it.
inline constexpr double contactTolerance = 0.5; // mm
// A battle's tolerance lies between these. Positions are kept to the micrometre and a turned
// base's corners come from sines and cosines, so two bases snapped together stand a few
// micrometres apart: a tenth of a millimetre keeps well clear of that. Above 2 mm, a gap a
// player can see on the real table would count as contact.
inline constexpr double minContactTolerance = 0.1; // mm
inline constexpr double maxContactTolerance = 2.0; // mm

// Two edges count as parallel, for edge-to-edge contact, within this angle: bases are lined up
// by hand on the real table.
inline constexpr double parallelToleranceDegrees = 1.0;

} // namespace adjutant::geometry
