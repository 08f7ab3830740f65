// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/style/appicon.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace adjutant::app {

namespace {

// packaging/adjutant.svg, in its 128 x 128 view box.
void paintIcon(QPainter &painter)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x3b, 0x5a, 0x2e));
    painter.drawRoundedRect(QRectF(8, 8, 112, 112), 18, 18);
    painter.setPen(QPen(QColor(0x1d, 0x2b, 0x17), 2));
    const struct
    {
        QRectF rect;
        QColor fill;
    } bases[] = {{{22, 70, 36, 18}, QColor(0xc8, 0x37, 0x2d)},
                 {{22, 88, 36, 18}, QColor(0xa8, 0x2d, 0x25)},
                 {{70, 30, 36, 18}, QColor(0x2d, 0x5f, 0xa8)},
                 {{70, 48, 36, 18}, QColor(0x24, 0x4d, 0x8a)}};
    for (const auto &base : bases) {
        painter.setBrush(base.fill);
        painter.drawRect(base.rect);
    }
    const QColor ruler(0xf2, 0xe6, 0xc8);
    QPen dashed(ruler, 4, Qt::CustomDashLine, Qt::FlatCap, Qt::MiterJoin);
    dashed.setDashPattern({6.0 / 4, 4.0 / 4}); // the SVG's "6 4", in pen widths
    painter.setPen(dashed);
    painter.setBrush(Qt::NoBrush);
    QPainterPath line(QPointF(40, 66));
    line.lineTo(40, 40);
    line.lineTo(66, 40);
    painter.drawPath(line);
    painter.setPen(Qt::NoPen);
    painter.setBrush(ruler);
    painter.drawPolygon(QPolygonF{QPointF(66, 34), QPointF(76, 40), QPointF(66, 46)});
}

} // namespace

QIcon appIcon()
{
    QIcon icon;
    for (const int size : {16, 24, 32, 48, 64, 128, 256}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.scale(size / 128.0, size / 128.0);
        paintIcon(painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace adjutant::app
