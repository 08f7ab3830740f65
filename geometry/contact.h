// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/footprint.h"
#include "geometry/orientedrect.h"
#include "geometry/tolerance.h"

#include <array>
#include <optional>

namespace adjutant::geometry {

// Two edges touching along a length (FoGR "front edge to front edge", "side edge to side edge").
struct EdgeContact
{
    Edge a;
    Edge b;
    double length; // of the shared part, mm
    bool fullA;    // the whole of a's edge is in contact
    bool fullB;
};

// A corner of one base touching the other base's boundary away from an edge contact.
struct CornerContact
{
    bool ofA;            // the corner is a's (else b's)
    Corner corner;
    bool atCorner;       // it touches a corner of the other base ...
    Corner otherCorner;  // ... this one
    Edge otherEdge;      // else this edge of the other base
};

// How two bases lie against each other (DESIGN.md, Measure: contact and overlap).
struct Contact
{
    enum class Kind { None, EdgeToEdge, CornerToEdge, EdgeToCorner, CornerToCorner, Overlap };

    double distance = 0.0;    // shortest distance; 0 when they touch or overlap
    double penetration = 0.0; // how far they interpenetrate; > tolerance is an overlap
    double tolerance = contactTolerance; // the one it was classified with
    int edgeCount = 0;
    std::array<EdgeContact, 4> edgeContacts{};
    int cornerCount = 0;
    std::array<CornerContact, 8> cornerContacts{};

    bool overlapping() const;
    bool touching() const; // in contact within the tolerance and not overlapping
    // The main relation: an edge contact before a corner on an edge before corner to corner.
    Kind kind() const;
    // The first edge contact between these two edges, if any.
    const EdgeContact *edges(Edge ofA, Edge ofB) const;
};

double distance(const OrientedRect &a, const OrientedRect &b);
double distance(const OrientedRect &rect, Point p);
// How far the two interpenetrate (0 when apart or only touching): the least push along one of
// their edge normals that separates them.
double penetration(const OrientedRect &a, const OrientedRect &b);
// `tolerance`: the battle's contact tolerance in mm (core::TableModel::contactTolerance).
Contact classifyContact(const OrientedRect &a, const OrientedRect &b,
                        double tolerance = contactTolerance);

// The same on footprints worked out beforehand (whole-table passes).
double distance(const Footprint &a, const Footprint &b);
// distance(a, b) when it is no more than `range`, else nothing; bases whose centres are too far
// apart for that are turned away without being measured (whole-table passes).
std::optional<double> distanceWithin(const Footprint &a, const Footprint &b, double range);
double penetration(const Footprint &a, const Footprint &b);
Contact classifyContact(const Footprint &a, const Footprint &b,
                        double tolerance = contactTolerance);

} // namespace adjutant::geometry
