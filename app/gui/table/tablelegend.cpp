// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/tablelegend.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/style/tablestyle.h"
#include "core/battle.h"
#include "core/textlimits.h"

#include <QFontMetrics>
#include <QPainter>
#include <QSet>

namespace adjutant::app {

namespace {
constexpr int rowHeight = 17;
constexpr int pad = 6;
constexpr int swatchWidth = 22;
} // namespace

TableLegend::TableLegend(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
}

void TableLegend::sync(const BattleDocument *document)
{
    mRows.clear();
    if (document) {
        const core::Battle &battle = document->battle();
        for (qsizetype i = 0; i < battle.sides.size(); ++i) {
            const core::Side &side = battle.sides[i];
            mRows.append(
                {Row::Swatch::Side, core::TextLimits::shownName(side.name, side.id), int(i), {}});
        }
        QSet<QString> families;
        for (const core::Terrain &terrain : battle.terrain) {
            const QString family = tablestyle::terrain(terrain.type).family;
            if (families.contains(family))
                continue;
            families.insert(family);
            mRows.append({Row::Swatch::Terrain, core::TextLimits::shortened(terrain.type), -1, terrain.type});
        }
        // Units stand in hexes on a map: nothing touches or overlaps there.
        if (!battle.table.unit.isHex()) {
            mRows.append({Row::Swatch::Contact, tr("In contact"), -1, {}});
            mRows.append({Row::Swatch::Overlap, tr("Overlap (illegal)"), -1, {}});
        }
    }
    QFont font = this->font();
    font.setPixelSize(11);
    setFont(font);
    const QFontMetrics metrics(font);
    int width = 0;
    for (const Row &row : mRows)
        width = std::max(width, metrics.horizontalAdvance(row.text));
    resize(width + swatchWidth + 3 * pad, int(mRows.size()) * rowHeight + 2 * pad);
    setVisible(!mRows.isEmpty());
    update();
}

void TableLegend::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0, 0, 0, 90), 1));
    painter.setBrush(QColor(255, 255, 255, 215));
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    int y = pad;
    for (const Row &row : mRows) {
        const QRectF swatch(pad, y + 3, swatchWidth, rowHeight - 6);
        switch (row.swatch) {
        case Row::Swatch::Side: {
            // A little base: body, with the front band on top.
            painter.setPen(QPen(QColor(0x20, 0x20, 0x20), 1));
            painter.setBrush(tablestyle::baseBody(row.side));
            painter.drawRect(swatch);
            painter.setBrush(tablestyle::sideHatch(row.side));
            painter.drawRect(swatch);
            painter.setPen(Qt::NoPen);
            painter.setBrush(tablestyle::sideColour(row.side));
            painter.drawRect(QRectF(swatch.left() + 0.5, swatch.top() + 0.5, swatch.width() - 1,
                                    swatch.height() * 0.35));
            break;
        }
        case Row::Swatch::Terrain: {
            const tablestyle::TerrainLook look = tablestyle::terrain(row.terrainType);
            painter.setPen(QPen(look.edge, 1));
            painter.setBrush(look.fill);
            painter.drawRoundedRect(swatch, 3, 3);
            if (look.pattern != Qt::NoBrush) {
                painter.setOpacity(0.35);
                painter.setBrush(QBrush(look.edge, look.pattern));
                painter.drawRoundedRect(swatch, 3, 3);
                painter.setOpacity(1);
            }
            break;
        }
        case Row::Swatch::Contact:
            painter.setPen(QPen(tablestyle::contact, 4, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(QPointF(swatch.left() + 2, swatch.center().y()),
                             QPointF(swatch.right() - 2, swatch.center().y()));
            break;
        case Row::Swatch::Overlap: {
            QColor wash = tablestyle::overlap;
            wash.setAlpha(110);
            painter.setPen(QPen(tablestyle::overlap, 2));
            painter.setBrush(wash);
            painter.drawRect(swatch.adjusted(1, 1, -1, -1));
            break;
        }
        }
        painter.setPen(QColor(0x20, 0x20, 0x20));
        painter.drawText(QRectF(pad * 2 + swatchWidth, y, width(), rowHeight),
                         Qt::AlignVCenter | Qt::AlignLeft, row.text);
        y += rowHeight;
    }
}

} // namespace adjutant::app
