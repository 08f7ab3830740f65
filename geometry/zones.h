// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/footprint.h"
#include "geometry/orientedrect.h"
#include "geometry/polygon.h"
#include "geometry/tolerance.h"

namespace adjutant::geometry {

// Zones measured from a base's front edge, and how other bases lie towards it. The distances
// and angles are rule values the caller brings (they live in resources/rulesets/); these
// functions only measure. Lengths in mm. `tolerance` is the battle's contact tolerance
// (core::TableModel::contactTolerance): a base only touching a zone's edge is not in it.

// The rectangle straight ahead of the front edge, widened by `extraEachSide` to the left and
// the right, `length` deep (FoGR: restricted area, zone of interception, shooting arc).
Polygon frontBand(const OrientedRect &base, double extraEachSide, double length);
// The area ahead of the front edge within `halfAngleDegrees` outward of straight ahead on
// either side, out to `length` straight ahead (OD 16.12 arc of fire, OD 12.4 pinning zone).
Polygon frontWedge(const OrientedRect &base, double halfAngleDegrees, double length);

// FoGR Shooting Phase, the ground a front rank base can shoot at: forward of its front edge,
// inside lines `extraEachSide` outside its side edges (Arc of Fire), and within `range` of its
// front edge ("in range if a front corner or any part of its front edge is within range of the
// target"): a band whose far corners are rounded about the front corners, each quarter circle
// drawn with `segmentsPerQuarter` straight pieces (inside the true curve). For drawing.
Polygon frontRangeZone(const OrientedRect &base, double extraEachSide, double range, int segmentsPerQuarter = 16);

// The front rank of a formation: the bases with no base of the same facing (within a degree)
// touching their front edge straight ahead, as indices into `bases` in their order.
std::vector<std::size_t> frontRank(const std::vector<OrientedRect> &bases,
                                   double tolerance = contactTolerance);

// Some part of `target`, more than the contact tolerance deep, lies inside the convex zone.
bool reaches(const Polygon &convexZone, const OrientedRect &target,
             double tolerance = contactTolerance);

// FoGR: some part of `target` is directly in front of some part of `base` (inside the band
// straight ahead of its front edge, at any distance).
bool directlyInFront(const OrientedRect &base, const OrientedRect &target,
                     double tolerance = contactTolerance);
// ... and within `distance` of the front edge (FoGR restricted area: 2 MU; zone of
// interception: 2 MU foot, 4 MU mounted).
bool directlyInFrontWithin(const OrientedRect &base, const OrientedRect &target, double distance,
                           double tolerance = contactTolerance);
// FoGR Shooting, Arc of Fire: some part of the target forward of the line extending the front
// edge and inside lines projected forward `baseWidthsEachSide` base widths outside the side
// edges (2 if no base of the shooting battle group is within short range, else 1).
bool inStraightAheadArc(const OrientedRect &shooter, const OrientedRect &target,
                        double baseWidthsEachSide, double tolerance = contactTolerance);
// FoGR Shooting, Ranges: "in range if a front corner or any part of its front edge is within
// range of the target": the distance from the front edge to the target.
double rangeFromFrontEdge(const OrientedRect &shooter, const OrientedRect &target);
// OD 16.12: some part of the target inside the 22.5 degree arc of a firing base, within range.
bool inWedge(const OrientedRect &base, const OrientedRect &target, double halfAngleDegrees,
             double length, double tolerance = contactTolerance);

// Where `base` lies relative to the straight line extending `reference`'s front edge.
// FoGR Charging a Flank or Rear: "at least one base entirely behind a straight line extending
// the front edge of the enemy battle group".
bool entirelyBehindFrontLine(const OrientedRect &base, const OrientedRect &reference,
                             double tolerance = contactTolerance);
// OD 14.6: an attacker that "begins the turn at least partly behind the target's frontage".
bool partlyBehindFrontLine(const OrientedRect &base, const OrientedRect &reference,
                           double tolerance = contactTolerance);

// The angle in degrees (0 to 180) between the attacker's facing and the direction straight
// into the target edge it touches (0: square on). OD 14 restricts the attacker's contact angle;
// its limit is missing from the transcription and is supplied by the user.
double contactAngleDegrees(const OrientedRect &attacker, const OrientedRect &target, Edge targetEdge);

// `target` seen from `base`: its corners in the base's own frame, x along the front edge from
// its middle (right positive), y ahead of the front edge (negative: behind it). Worked out once,
// it answers all the questions below about the same pair: whole-table passes ask several.
struct SeenFrom
{
    double width; // of the base it is seen from
    std::array<Point, 4> corners;
    double alongLo;
    double alongHi;
    double aheadLo;
    double aheadHi;
    double tolerance; // the contact tolerance the questions below are answered with
};
SeenFrom seenFrom(const Footprint &base, const Footprint &target,
                  double tolerance = contactTolerance);
// What follows asks of a SeenFrom (defined inline below):
// directlyInFront, directlyInFrontWithin, inStraightAheadArc, and the target (not the base it is
// seen from) entirelyBehindFrontLine or partlyBehindFrontLine of that base's front line.

// The questions above are asked of every pair in a whole-table pass, and most are answered by
// the target's extent alone: that part is inline here.
namespace detail {
// Far enough to pass any table: 1 km.
inline constexpr double anyDistance = 1e6;
bool aheadInBandAxes(const SeenFrom &seen, double half, double aheadMin, double aheadMax);
// Some part of the target straight ahead of the front edge, within a band widened by
// `extraEachSide`, from `aheadMin` to `distance` ahead of the front edge; a base only touching
// the band's sides does not count (reaches() for a band, in the base's own frame).
inline bool aheadInBand(const SeenFrom &seen, double extraEachSide, double aheadMin, double distance)
{
    const double half = seen.width / 2.0 + extraEachSide - seen.tolerance;
    if (seen.alongHi < -half || seen.alongLo > half || seen.aheadHi < aheadMin || seen.aheadLo > distance)
        return false;
    return aheadInBandAxes(seen, half, aheadMin, distance);
}
} // namespace detail

// A base touching the front edge counts as directly in front: the band starts the tolerance
// behind the edge.
inline bool directlyInFront(const SeenFrom &seen)
{
    return detail::aheadInBand(seen, 0.0, -seen.tolerance, detail::anyDistance);
}

inline bool directlyInFrontWithin(const SeenFrom &seen, double distance)
{
    return detail::aheadInBand(seen, 0.0, -seen.tolerance, distance);
}

inline bool inStraightAheadArc(const SeenFrom &seen, double baseWidthsEachSide)
{
    // Range is measured separately (rangeFromFrontEdge); the arc itself reaches any distance.
    // FoGR Arc of Fire: "at least part of the enemy base is forward of a straight line extending
    // the shooting base's front edge", by more than the tolerance: a base level beside the
    // shooter, or only touching that line from behind, is not.
    return detail::aheadInBand(seen, baseWidthsEachSide * seen.width, seen.tolerance,
                               detail::anyDistance);
}

inline bool entirelyBehindFrontLine(const SeenFrom &seen)
{
    return seen.aheadHi <= seen.tolerance;
}

inline bool partlyBehindFrontLine(const SeenFrom &seen)
{
    return seen.aheadLo < -seen.tolerance;
}

// The same relations on footprints worked out beforehand (whole-table passes); they allocate
// nothing.
bool directlyInFront(const Footprint &base, const Footprint &target,
                     double tolerance = contactTolerance);
bool directlyInFrontWithin(const Footprint &base, const Footprint &target, double distance,
                           double tolerance = contactTolerance);
bool inStraightAheadArc(const Footprint &shooter, const Footprint &target,
                        double baseWidthsEachSide, double tolerance = contactTolerance);
bool inWedge(const Footprint &base, const Footprint &target, double halfAngleDegrees, double length,
             double tolerance = contactTolerance);
bool entirelyBehindFrontLine(const Footprint &base, const Footprint &reference,
                             double tolerance = contactTolerance);
bool partlyBehindFrontLine(const Footprint &base, const Footprint &reference,
                           double tolerance = contactTolerance);

} // namespace adjutant::geometry
