// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers for the contact tests: contacts compared across argument orders and rigid motions,
// readable descriptions, and oracles independent of contact.cpp.

#include "geometry/contact.h"

#include "freeformtesting.h"

#include <QString>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>
#include <vector>

namespace contacttesting {

using namespace adjutant::geometry;

// Rounding of sin/cos on coordinates of a few hundred millimetres.
constexpr double exact = 1e-9;

inline Contact::Kind mirrored(Contact::Kind kind)
{
    switch (kind) {
    case Contact::Kind::CornerToEdge:
        return Contact::Kind::EdgeToCorner;
    case Contact::Kind::EdgeToCorner:
        return Contact::Kind::CornerToEdge;
    default:
        return kind;
    }
}

// A corner contact in terms of the original a and b, whichever order classified it.
using CornerKey = std::tuple<bool, int, bool, int, int>; // owner is a, corner, atCorner, other...

inline CornerKey key(const CornerContact &c, bool swapped)
{
    const bool ownerIsA = swapped ? !c.ofA : c.ofA;
    if (c.atCorner) {
        // Listed once; as (corner of a, corner of b).
        const int cornerOfA = ownerIsA ? int(c.corner) : int(c.otherCorner);
        const int cornerOfB = ownerIsA ? int(c.otherCorner) : int(c.corner);
        return {true, cornerOfA, true, cornerOfB, -1};
    }
    return {ownerIsA, int(c.corner), false, -1, int(c.otherEdge)};
}

inline std::vector<CornerKey> cornerKeys(const Contact &contact, bool swapped)
{
    std::vector<CornerKey> keys;
    for (int i = 0; i < contact.cornerCount; ++i)
        keys.push_back(key(contact.cornerContacts[i], swapped));
    std::sort(keys.begin(), keys.end());
    return keys;
}

inline QString text(const OrientedRect &r)
{
    char *raw = toString(r);
    const QString result = QString::fromUtf8(raw);
    delete[] raw;
    return result;
}

inline QString describe(const Contact &c)
{
    QStringList parts;
    parts << QStringLiteral("distance %1 penetration %2").arg(c.distance).arg(c.penetration);
    for (int i = 0; i < c.edgeCount; ++i) {
        const EdgeContact &e = c.edgeContacts[i];
        parts << QStringLiteral("edge %1/%2 length %3 full %4/%5")
                     .arg(int(e.a))
                     .arg(int(e.b))
                     .arg(e.length)
                     .arg(e.fullA)
                     .arg(e.fullB);
    }
    for (int i = 0; i < c.cornerCount; ++i) {
        const CornerContact &k = c.cornerContacts[i];
        parts << QStringLiteral("corner ofA %1 #%2 atCorner %3 other corner %4 other edge %5")
                     .arg(k.ofA)
                     .arg(int(k.corner))
                     .arg(k.atCorner)
                     .arg(int(k.otherCorner))
                     .arg(int(k.otherEdge));
    }
    return parts.join(QStringLiteral("; "));
}

// Empty when `second` says the same as `first`; with `swapped`, when `second` classified (b, a).
inline QString difference(const Contact &first, const Contact &second, bool swapped,
                          double lengthEpsilon)
{
    if (first.edgeCount != second.edgeCount || first.cornerCount != second.cornerCount ||
        cornerKeys(first, false) != cornerKeys(second, swapped))
        return describe(first) + QStringLiteral(" <> ") + describe(second);
    for (int i = 0; i < first.edgeCount; ++i) {
        const EdgeContact &e = first.edgeContacts[i];
        const EdgeContact *f = swapped ? second.edges(e.b, e.a) : second.edges(e.a, e.b);
        if (!f || std::abs(f->length - e.length) > lengthEpsilon ||
            (swapped ? f->fullA != e.fullB || f->fullB != e.fullA
                     : f->fullA != e.fullA || f->fullB != e.fullB))
            return describe(first) + QStringLiteral(" <> ") + describe(second);
    }
    return {};
}

// An oracle independent of contact.cpp for configurations in general position: the interiors
// meet when a corner of one lies strictly inside the other or two edges cross properly.
inline bool strictlyInside(const OrientedRect &r, Point p)
{
    const auto c = corners(r);
    for (int i = 0; i < 4; ++i) {
        if (cross(c[(i + 1) % 4] - c[i], p - c[i]) >= 0) // clockwise corners: inside is right
            return false;
    }
    return true;
}

inline bool properlyCross(const Segment &s, const Segment &t)
{
    const double d1 = cross(s.b - s.a, t.a - s.a);
    const double d2 = cross(s.b - s.a, t.b - s.a);
    const double d3 = cross(t.b - t.a, s.a - t.a);
    const double d4 = cross(t.b - t.a, s.b - t.a);
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

inline bool interiorsMeet(const OrientedRect &a, const OrientedRect &b)
{
    for (const Point &p : corners(a)) {
        if (strictlyInside(b, p))
            return true;
    }
    for (const Point &p : corners(b)) {
        if (strictlyInside(a, p))
            return true;
    }
    for (const Segment &s : edges(a)) {
        for (const Segment &t : edges(b)) {
            if (properlyCross(s, t))
                return true;
        }
    }
    return false;
}

inline double pointToSegment(Point p, Point s, Point t)
{
    const Point d = t - s;
    const double u = std::clamp(dot(p - s, d) / dot(d, d), 0.0, 1.0);
    const Point q = s + d * u - p;
    return std::sqrt(q.x * q.x + q.y * q.y);
}

// For bases whose interiors do not meet, their distance: the least from a corner of one to an
// edge of the other.
inline double cornerToEdgeGap(const OrientedRect &a, const OrientedRect &b)
{
    double best = std::numeric_limits<double>::max();
    for (const auto &[from, to] : {std::pair{a, b}, std::pair{b, a}}) {
        const auto c = corners(to);
        for (const Point &p : corners(from)) {
            for (int i = 0; i < 4; ++i)
                best = std::min(best, pointToSegment(p, c[i], c[(i + 1) % 4]));
        }
    }
    return best;
}

inline std::vector<Point> boundarySamples(const OrientedRect &r, double spacing)
{
    std::vector<Point> samples;
    for (const Segment &s : edges(r)) {
        const int n = int(std::ceil(length(s.b - s.a) / spacing));
        for (int i = 0; i < n; ++i)
            samples.push_back(s.a + (s.b - s.a) * (double(i) / n));
    }
    return samples;
}

} // namespace contacttesting
