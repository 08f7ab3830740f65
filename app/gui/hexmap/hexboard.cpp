// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/hexmap/hexboard.h"

#include "app/gui/style/tablestyle.h"
#include "app/gui/table/tableframe.h"
#include "core/battle.h"
#include "geometry/hexlayout.h"

#include <QHash>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <cmath>

namespace adjutant::app {

namespace {

int key(int column, int row)
{
    return column * 1000 + row;
}

QPolygonF outline(const TableFrame &frame, const geometry::HexLayout &layout,
                  geometry::HexOffset hex)
{
    QPolygonF polygon;
    for (const geometry::Point &corner : layout.corners(hex))
        polygon << frame.toScene(corner);
    return polygon;
}

} // namespace

void paintHexBoard(QPainter *painter, const QRectF &exposed, const TableFrame &frame,
                   const core::Battle *battle, double pixelsPerMm)
{
    const geometry::HexLayout *layout = frame.hexLayout();
    if (!layout)
        return;
    painter->fillRect(frame.sceneRect().intersected(exposed), tablestyle::hexMap);
    // Terrain by hex: a later piece over an earlier one, as the model lists them.
    QHash<int, QString> terrain;
    if (battle) {
        for (const core::Terrain &piece : battle->terrain) {
            for (const core::HexCell &hex : piece.hexes)
                terrain.insert(key(hex.column, hex.row), piece.type);
        }
    }
    // Only the columns and rows the exposed part reaches, and a hex either side.
    const double r = layout->radius();
    const double rowHeight = std::sqrt(3.0) * r;
    const int firstColumn = std::max(0, int(std::floor(exposed.left() / (1.5 * r))) - 1);
    const int lastColumn =
        std::min(layout->columns() - 1, int(std::ceil(exposed.right() / (1.5 * r))) + 1);
    const int firstRow = std::max(0, int(std::floor(exposed.top() / rowHeight)) - 1);
    const int lastRow =
        std::min(layout->rows() - 1, int(std::ceil(exposed.bottom() / rowHeight)) + 1);
    const double pixelsPerHex = r * pixelsPerMm;
    const QPen grid(QColor(0x6a, 0x6a, 0x55, pixelsPerHex >= 10 ? 200 : 90), 0);
    // Labels a third of the hex's radius high, 9 to 11 pixels (twice that table-side): below
    // that they cannot be read, and the counters carry what identifies them (counteritem.h);
    // the rulers number the columns and rows at every zoom.
    const double labelPixels = std::min(pixelsPerHex * 0.3, tablestyle::sized(11));
    const bool labels = labelPixels >= tablestyle::sized(9);
    for (int column = firstColumn; column <= lastColumn; ++column) {
        for (int row = firstRow; row <= lastRow; ++row) {
            const geometry::HexOffset hex{column, row};
            const QPolygonF polygon = outline(frame, *layout, hex);
            const auto type = terrain.constFind(key(column, row));
            if (type != terrain.constEnd()) {
                const tablestyle::TerrainLook look = tablestyle::terrain(*type);
                painter->setPen(Qt::NoPen);
                painter->setBrush(look.fill);
                painter->drawPolygon(polygon);
                if (look.pattern != Qt::NoBrush) {
                    QBrush pattern(look.edge, look.pattern);
                    // Patterns in screen pixels, not stretched with the zoom.
                    pattern.setTransform(QTransform::fromScale(1 / pixelsPerMm, 1 / pixelsPerMm));
                    painter->setBrush(pattern);
                    painter->drawPolygon(polygon);
                }
            }
            painter->setPen(grid);
            painter->setBrush(Qt::NoBrush);
            painter->drawPolygon(polygon);
            if (labels) {
                painter->save();
                const QPointF centre = frame.toScene(layout->centre(hex));
                painter->translate(centre);
                painter->scale(1 / pixelsPerMm, 1 / pixelsPerMm);
                QFont pixelFont = painter->font();
                pixelFont.setPixelSize(int(labelPixels));
                painter->setFont(pixelFont);
                painter->setPen(QColor(0x40, 0x40, 0x30, 190));
                const double top = -rowHeight / 2 * pixelsPerMm;
                const QString label = TableFrame::hexLabel(column, row);
                painter->drawText(QRectF(-pixelsPerHex, top + 1, 2 * pixelsPerHex,
                                         pixelsPerHex * 0.45),
                                  Qt::AlignHCenter | Qt::AlignTop, label);
                painter->restore();
            }
        }
    }
    painter->setPen(QPen(QColor(0x30, 0x30, 0x30), 0));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(frame.sceneRect());
}

} // namespace adjutant::app
