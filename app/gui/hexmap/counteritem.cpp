// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/hexmap/counteritem.h"

#include "app/gui/style/tablestyle.h"
#include "core/battle.h"
#include "rulesets/ruleset.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace adjutant::app {

CounterItem::Style CounterItem::styleOf(const core::Battle &battle)
{
    Style style;
    if (const rulesets::Ruleset *ruleset = rulesets::findRuleset(battle.ruleset)) {
        for (const rulesets::TroopType &type : ruleset->troopCatalogue())
            style.arms.insert(type.name, armOf(type.category));
        style.ladder = ruleset->cohesionLadder();
    }
    return style;
}

CounterItem::Look CounterItem::Style::lookOf(const core::Unit &unit) const
{
    Look look;
    look.arm = arms.value(unit.troopType, Arm::Other);
    // The best level is the counter's front side: no marker.
    const QString &level = unit.state.cohesion;
    if (!level.isEmpty() && (ladder.isEmpty() || level != ladder.first())) {
        look.level = level;
        look.levelColour = tablestyle::cohesion(ladder, level);
    }
    return look;
}

QString CounterItem::wordOf(const core::Unit &unit)
{
    return unit.troopType.size() <= 3 ? unit.troopType : QString();
}

CounterItem::CounterItem(QString unitId, QString baseId)
    : BaseItem(std::move(unitId), std::move(baseId))
{
}

CounterItem::Arm CounterItem::armOf(const QString &category)
{
    const QString c = category.toLower();
    if (c.contains(QLatin1String("cav")) || c.contains(QLatin1String("horse")))
        return Arm::Horse;
    if (c.contains(QLatin1String("inf")) || c.contains(QLatin1String("foot")))
        return Arm::Foot;
    if (c.contains(QLatin1String("art")) || c.contains(QLatin1String("gun")))
        return Arm::Guns;
    return Arm::Other;
}

void CounterItem::setCounterLook(const Look &look)
{
    if (look == mLook)
        return;
    mLook = look;
    update();
}

QRectF CounterItem::boundingRect() const
{
    const double reach = pose().width * 0.9;
    return QRectF(-reach, -reach, 2 * reach, 2 * reach);
}

void CounterItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const geometry::OrientedRect &rect = pose();
    const double s = rect.width;
    const QRectF body(-s / 2, -s / 2, s, s);
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const int side = sideIndex();

    painter->setPen(Qt::NoPen);
    painter->setBrush(tablestyle::baseBody(side));
    painter->drawRect(body);
    // The front edge, towards the faced vertex.
    const double band = std::max(s * 0.16, std::min(s * 0.3, 2.5 / lod));
    painter->setBrush(tablestyle::sideColour(side));
    painter->drawRect(QRectF(-s / 2, -s / 2, s, band));
    if (s * lod > 14) {
        const double h = band * 0.7;
        const double top = -s / 2 + band * 0.15;
        painter->setBrush(QColor(255, 255, 255, 235));
        painter->drawPolygon(
            QPolygonF{QPointF(-h * 0.9, top + h), QPointF(0, top), QPointF(h * 0.9, top + h)});
    }
    painter->setPen(QPen(QColor(0x20, 0x20, 0x20), 0));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(body);

    if (s * lod > 22) {
        // Upright whatever the facing, a little below the band's middle.
        painter->save();
        painter->rotate(-rect.facingDegrees);
        painter->scale(1 / lod, 1 / lod);
        const double px = s * lod; // the counter's side in pixels
        const QColor ink(0x15, 0x15, 0x15);
        const QRectF symbol(-px * 0.24, -px * 0.2, px * 0.48, px * 0.3);
        painter->setPen(QPen(ink, std::max(1.0, px / 40)));
        switch (mLook.arm) {
        case Arm::Foot:
            painter->drawRect(symbol);
            painter->drawLine(symbol.topLeft(), symbol.bottomRight());
            painter->drawLine(symbol.bottomLeft(), symbol.topRight());
            break;
        case Arm::Horse:
            painter->drawRect(symbol);
            painter->drawLine(symbol.bottomLeft(), symbol.topRight());
            break;
        case Arm::Guns:
            painter->drawRect(symbol);
            painter->setBrush(ink);
            painter->drawEllipse(symbol.center(), px * 0.05, px * 0.05);
            painter->setBrush(Qt::NoBrush);
            break;
        case Arm::Other:
            break;
        }
        if (!word().isEmpty()) {
            QFont font = painter->font();
            font.setPixelSize(int(std::clamp(px * 0.26, 8.0, 16.0)));
            font.setBold(true);
            painter->setFont(font);
            painter->setPen(ink);
            painter->drawText(QRectF(-px / 2, px * 0.1, px, px * 0.36), Qt::AlignCenter, word());
        }
        if (!mLook.level.isEmpty()) {
            // The level's marker, in the upper right corner as the counter stands upright.
            const double m = px * 0.34;
            const QRectF marker(px * 0.5 - m * 0.75, -px * 0.5 - m * 0.25, m, m);
            painter->setPen(QPen(ink, 1));
            painter->setBrush(mLook.levelColour);
            painter->drawRect(marker);
            QFont font = painter->font();
            font.setPixelSize(int(std::clamp(m * 0.7, 7.0, 14.0)));
            font.setBold(true);
            painter->setFont(font);
            painter->drawText(marker, Qt::AlignCenter, mLook.level.left(1).toUpper());
        }
        painter->restore();
    }

    if (isSelected()) {
        painter->setPen(
            QPen(tablestyle::selection, 3.0 / lod, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(body.adjusted(-1.0 / lod, -1.0 / lod, 1.0 / lod, 1.0 / lod));
    }
}

} // namespace adjutant::app
