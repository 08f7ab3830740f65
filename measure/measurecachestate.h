// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/footprint.h"
#include "geometry/orientedrect.h"
#include "geometry/tolerance.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <cstring>
#include <vector>

namespace adjutant::measure {

// A line of sight's front base and target, to the bit.
struct SightLine
{
    geometry::OrientedRect from;
    geometry::OrientedRect to;
    bool operator==(const SightLine &other) const
    {
        return std::memcmp(this, &other, sizeof(SightLine)) == 0;
    }
};
static_assert(sizeof(SightLine) == 10 * sizeof(double), "no padding: compared and hashed as bytes");
inline size_t qHash(const SightLine &line, size_t seed = 0)
{
    return qHashBits(&line, sizeof(SightLine), seed);
}

// What a MeasureCache keeps, reached only under its lock (MeasureCache::with).
struct MeasureCacheState
{
    // The contact tolerance of the battle last measured: everything below was worked out with it,
    // and is forgotten when a battle with another tolerance is measured.
    double tolerance = geometry::contactTolerance;
    // Sight answers by the two front corners, the target and the blockers that meet their hull.
    QHash<QByteArray, bool> sight;
    // The same answers by everything that may block the lines of a side (every base of the
    // side's other units, by their shapes' serials below, and the terrain that blocks sight),
    // then by the front base and the target: while one unit's base is dragged, what blocks its
    // lines and its enemies' lines towards it does not change, and a line between two bases
    // that did not move is answered without gathering blockers or working out its hull.
    QHash<QByteArray, QHash<SightLine, bool>> sightByBlockers;
    qsizetype sightLines = 0; // how many answers sightByBlockers holds
    quint64 nextSerial = 0;
    // Each unit's bases as last measured, with what was worked out from them alone (its front
    // rank and its bases' footprints): a unit whose bases are the same, to the bit, reuses them.
    struct Shape
    {
        std::vector<geometry::OrientedRect> bases;
        std::vector<std::size_t> frontRank;
        std::vector<geometry::Footprint> footprints;
        quint64 serial = 0; // new whenever the bases change: the same serial, the same bases
    };
    std::vector<Shape> shapes;
    // How long each task of the last measurement of a unit took (measureTableUnit), by the
    // unit's id, then the task: the next measurement hands the longest out first.
    QHash<QString, std::vector<qint64>> taskNanoseconds;

    // Forgets everything worked out under another contact tolerance.
    void useTolerance(double millimetres)
    {
        if (tolerance == millimetres)
            return;
        tolerance = millimetres;
        sight.clear();
        sightByBlockers.clear();
        sightLines = 0;
        shapes.clear();
    }
};

} // namespace adjutant::measure
