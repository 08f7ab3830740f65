// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hexcell.h"
#include "core/length.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace adjutant::core {

struct TablePoint
{
    Length x;
    Length y;
    bool operator==(const TablePoint &) const = default;
};

// A terrain piece: a polygon on a free-form table or a set of hexes on a hex map, with the rule
// set's terrain type and free properties (height, ...).
struct Terrain
{
    QString id;
    QString type;
    QList<TablePoint> polygon;
    QList<HexCell> hexes;
    QJsonObject properties;

    bool operator==(const Terrain &) const = default;
};

} // namespace adjutant::core
