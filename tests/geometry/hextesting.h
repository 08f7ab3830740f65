// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the hex geometry tests: readable failure messages and hexes written the way
// they are drawn on paper (0-based column and row, or the printed four-digit label).

#include "geometry/hex.h"
#include "geometry/hexarc.h"
#include "geometry/hexfacing.h"
#include "geometry/hexoffset.h"
#include "geometry/hexsight.h"
#include "geometry/hexunit.h"

#include <QList>
#include <QMetaType>
#include <QTest>

#include <algorithm>
#include <string>

namespace adjutant::geometry {

inline char *toString(const Hex &hex)
{
    const std::string text =
        describeHex(hex) + " [q " + std::to_string(hex.q) + ", r " + std::to_string(hex.r) + "]";
    return qstrdup(text.c_str());
}

inline char *toString(const HexOffset &offset)
{
    return QTest::toString(QStringLiteral("column %1, row %2").arg(offset.column).arg(offset.row));
}

inline char *toString(const HexFacing &facing)
{
    return QTest::toString(QStringLiteral("vertex %1").arg(facing.vertex()));
}

inline char *toString(const HexArc &arc)
{
    static const char *const names[] = {"Own", "Frontal", "Flank", "Rear", "NotAdjacent"};
    return qstrdup(names[static_cast<int>(arc)]);
}

inline char *toString(const HexSightReason &reason)
{
    static const char *const names[] = {"NothingInTheWay", "Adjacent", "BothAtElevation",
                                        "BlockingHex", "BlockedSpine"};
    return qstrdup(names[static_cast<int>(reason)]);
}

} // namespace adjutant::geometry

Q_DECLARE_METATYPE(adjutant::geometry::Hex)
Q_DECLARE_METATYPE(adjutant::geometry::HexOffset)
Q_DECLARE_METATYPE(adjutant::geometry::HexFacing)
Q_DECLARE_METATYPE(adjutant::geometry::HexUnit)
Q_DECLARE_METATYPE(adjutant::geometry::HexArc)
Q_DECLARE_METATYPE(adjutant::geometry::HexSightReason)

namespace hextesting {

using adjutant::geometry::Hex;

// The hex at a 0-based column and row, as drawn on squared hex paper.
inline Hex at(int column, int row)
{
    return adjutant::geometry::toHex({column, row});
}

// The hex a printed four-digit label names ("1408"); fails the test run on a bad label.
inline Hex labelled(const char *label)
{
    const auto offset = adjutant::geometry::parseHexLabel(label);
    if (!offset)
        qFatal("test data: bad hex label %s", label);
    return adjutant::geometry::toHex(*offset);
}

// Hexes in a canonical order, to compare sets.
template <typename Range> QList<Hex> sorted(const Range &hexes)
{
    QList<Hex> list(std::begin(hexes), std::end(hexes));
    std::sort(list.begin(), list.end(),
              [](Hex a, Hex b) { return a.q != b.q ? a.q < b.q : a.r < b.r; });
    return list;
}

} // namespace hextesting
