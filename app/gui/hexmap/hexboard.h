// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QPainter;
class QRectF;

namespace adjutant::core {
struct Battle;
}

namespace adjutant::app {

class TableFrame;

// The hex map under the counters, as a printed map shows it: each hex painted with its terrain
// (the battle's terrain pieces, in the same colours as the legend; paper where none is marked),
// the hex grid, and each hex's four-digit label ("1408": column 14, row 08) near its top edge
// while the hexes are large enough to read it (9 pixels). Paints the hexes that reach `exposed`
// (scene coordinates) at `pixelsPerMm`.
void paintHexBoard(QPainter *painter, const QRectF &exposed, const TableFrame &frame,
                   const core::Battle *battle, double pixelsPerMm);

} // namespace adjutant::app
