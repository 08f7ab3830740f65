// SPDX-License-Identifier: GPL-3.0-or-later
// TableScene's terrain editing: pieces added (Table > New Terrain, the table's context menu) as
// the rule set's terrain types, retyped, reshaped corner by corner and removed (tablescene.cpp
// has the rest of the scene).
#include "app/gui/document/battledocument.h"
#include "app/gui/table/placement.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/terrainitem.h"
#include "core/battle.h"
#include "rulesets/ruleset.h"

#include <QGraphicsSceneContextMenuEvent>
#include <QJsonArray>
#include <QMenu>

#include <cmath>
#include <numbers>

namespace adjutant::app {

void TableScene::addTerrain(const QString &type, TerrainShape shape, geometry::Point centreMm,
                            double widthMm, double depthMm)
{
    if (!mDocument)
        return;
    QPolygonF outline;
    if (shape == TerrainShape::Rectangle) {
        for (const auto &[dx, dy] : {std::pair{-1, -1}, {1, -1}, {1, 1}, {-1, 1}})
            outline << mFrame.toScene(
                {centreMm.x + dx * widthMm / 2, centreMm.y + dy * depthMm / 2});
    } else {
        // An ellipse as 24 points: finer than any player measures to a terrain edge.
        for (int i = 0; i < 24; ++i) {
            const double a = 2 * std::numbers::pi * i / 24;
            outline << mFrame.toScene(
                {centreMm.x + std::cos(a) * widthMm / 2, centreMm.y + std::sin(a) * depthMm / 2});
        }
    }
    QString id = QStringLiteral("terrain");
    for (int n = 1; mDocument->battle().terrainIndex(id) >= 0 || id == QLatin1String("terrain");
         ++n)
        id = QStringLiteral("terrain%1").arg(n);
    record(
        core::Change{QStringLiteral("terrain.added"),
                     {{QStringLiteral("terrain"),
                       QJsonObject{{QStringLiteral("id"), id},
                                   {QStringLiteral("type"), type},
                                   {QStringLiteral("polygon"), mFrame.payloadPolygon(outline)}}}}});
}

namespace {

rulesets::Setup setupOf(const core::Battle &battle)
{
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(battle.ruleset);
    return ruleset ? ruleset->setup() : rulesets::Setup();
}

QStringList typesIn(const core::Battle &battle)
{
    QStringList types;
    for (const core::Terrain &piece : battle.terrain) {
        if (!types.contains(piece.type))
            types << piece.type;
    }
    return types;
}

} // namespace

void TableScene::newTerrain(QWidget *parent, geometry::Point centreMm, bool clear,
                            TerrainShape shape)
{
    if (!mDocument || mDocument->battle().table.unit.isHex())
        return;
    const core::Battle &battle = mDocument->battle();
    TerrainDialog dialog(setupOf(battle), typesIn(battle), mFrame.unit().symbol(), parent);
    dialog.setShape(shape);
    if (dialog.exec() != QDialog::Accepted || dialog.type().isEmpty())
        return;
    const double width = mFrame.toMm(dialog.width());
    const double depth = mFrame.toMm(dialog.depth());
    geometry::Point at = centreMm;
    if (clear) {
        Obstacles obstacles{mFrame.widthMm(), mFrame.depthMm(), currentRects(), {}};
        for (const TerrainItem *item : std::as_const(mTerrain)) {
            geometry::Polygon outline;
            for (const QPointF &corner : item->mapToScene(item->outline()))
                outline.push_back(mFrame.toTable(corner));
            obstacles.terrain.push_back(outline);
        }
        // The piece's bounding rectangle, centred on the point tried.
        const auto piece = [width, depth](geometry::Point centre) {
            return std::vector<geometry::OrientedRect>{{centre, 0.0, width, depth}};
        };
        at = clearPlace(piece, centreMm, obstacles, mFrame.unitMm(), mFrame.unitMm())
                 .value_or(centreMm);
    }
    addTerrain(dialog.type(), dialog.shape(), at, width, depth);
    if (dialog.ownName())
        emit statusMessage(tr("%1 added: a type from this battle, not the rules text").arg(dialog.type()));
}

void TableScene::askTerrainType(QWidget *parent, const QString &terrainId)
{
    const TerrainItem *item = mTerrain.value(terrainId);
    if (!mDocument || !item)
        return;
    const QString current = item->terrainType();
    TerrainDialog dialog(setupOf(mDocument->battle()), typesIn(mDocument->battle()), QString(),
                         parent);
    dialog.setType(current);
    if (dialog.exec() == QDialog::Accepted && !dialog.type().isEmpty() && dialog.type() != current)
        retypeTerrain(terrainId, dialog.type());
}

void TableScene::retypeTerrain(const QString &terrainId, const QString &type)
{
    record(core::Change{QStringLiteral("terrain.changed"),
                        {{QStringLiteral("id"), terrainId},
                         {QStringLiteral("set"), QJsonObject{{QStringLiteral("type"), type}}}}});
}

void TableScene::reshapeTerrain(const QString &terrainId, const QPolygonF &sceneOutline)
{
    record(core::Change{
        QStringLiteral("terrain.changed"),
        {{QStringLiteral("id"), terrainId},
         {QStringLiteral("set"),
          QJsonObject{{QStringLiteral("polygon"), mFrame.payloadPolygon(sceneOutline)}}}}});
}

void TableScene::addTerrainCorner(const QString &terrainId, int edge, QPointF scenePos)
{
    const TerrainItem *item = mTerrain.value(terrainId);
    if (!item || edge < 0 || edge >= item->outline().size())
        return;
    QPolygonF outline = item->outline();
    outline.insert(edge + 1, item->mapFromScene(scenePos));
    reshapeTerrain(terrainId, item->mapToScene(outline));
}

void TableScene::removeTerrainCorner(const QString &terrainId, int corner)
{
    const TerrainItem *item = mTerrain.value(terrainId);
    if (!item || corner < 0 || corner >= item->outline().size())
        return;
    if (item->outline().size() <= 3) {
        emit statusMessage(tr("%1 keeps at least three corners.").arg(item->terrainType()));
        return;
    }
    QPolygonF outline = item->outline();
    outline.remove(corner);
    reshapeTerrain(terrainId, item->mapToScene(outline));
}

TerrainItem *TableScene::selectedTerrain() const
{
    for (TerrainItem *item : mTerrain) {
        if (item->isSelected())
            return item;
    }
    return nullptr;
}

void TableScene::contextMenuEvent(QGraphicsSceneContextMenuEvent *event)
{
    TerrainItem *terrain = nullptr;
    for (QGraphicsItem *item : items(event->scenePos())) {
        if (item->type() == TerrainItem::Type) {
            terrain = static_cast<TerrainItem *>(item);
            break;
        }
    }
    if (!mDocument)
        return;
    if (mDocument->battle().table.unit.isHex()) {
        hexContextMenu(event);
        return;
    }
    QMenu menu;
    const geometry::Point at = mFrame.toTable(event->scenePos());
    if (TerrainItem *selected = selectedTerrain()) {
        const int corner = selected->cornerAt(event->scenePos());
        QPointF on;
        const int edge = corner < 0 ? selected->edgeAt(event->scenePos(), &on) : -1;
        const QString id = selected->terrainId();
        if (corner >= 0) {
            QAction *remove =
                menu.addAction(tr("Remove Corner"), [this, id, corner] { removeTerrainCorner(id, corner); });
            remove->setEnabled(selected->outline().size() > 3);
            menu.addSeparator();
        } else if (edge >= 0) {
            menu.addAction(tr("Add Corner Here"), [this, id, edge, on] { addTerrainCorner(id, edge, on); });
            menu.addSeparator();
        }
    }
    if (terrain) {
        const QString id = terrain->terrainId();
        const QString current = terrain->terrainType();
        menu.addAction(tr("Change Type of %1…").arg(current),
                       [this, id, event] { askTerrainType(event->widget(), id); });
        menu.addAction(tr("Remove %1").arg(current), [this, id] {
            record(core::Change{QStringLiteral("terrain.removed"), {{QStringLiteral("id"), id}}});
        });
        menu.addSeparator();
    }
    menu.addAction(tr("New Rectangular Terrain Here…"),
                   [this, at, event] { newTerrain(event->widget(), at, false); });
    menu.addAction(tr("New Oval Terrain Here…"), [this, at, event] {
        newTerrain(event->widget(), at, false, TerrainShape::Ellipse);
    });
    menu.exec(event->screenPos());
    event->accept();
}

} // namespace adjutant::app
