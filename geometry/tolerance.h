#pragma once

namespace adjutant::geometry {

// Two bases are in contact when no further apart than this, and overlap (an illegal placement)
// only when they interpenetrate by more. Half a millimetre: less than a player can see or place
// by hand on the real table, more than the rounding of a position typed to 0.01 MU (0.25 mm at
// 25 mm to the MU). CONVENTIONS.md: "Contact is distance within the contact tolerance".
inline constexpr double contactTolerance = 0.5; // mm

// Two edges count as parallel, for edge-to-edge contact, within this angle: bases are lined up
// by hand on the real table.
inline constexpr double parallelToleranceDegrees = 1.0;

} // namespace adjutant::geometry
