// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/tablescene.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/hexmap/counteritem.h"
#include "app/gui/style/tablestyle.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/contactoverlay.h"
#include "app/gui/table/rotatehandle.h"
#include "app/gui/table/rulertool.h"
#include "app/gui/table/terrainitem.h"
#include "app/gui/table/unitlabelitem.h"
#include "core/battle.h"
#include "core/error.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"

#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsSceneMouseEvent>
#include <QJsonArray>
#include <QKeyEvent>
#include <QSet>

#include <cmath>

namespace adjutant::app {

namespace {
// How close, in screen pixels, the pointer must come for snapping and picking.
constexpr double snapPixels = 12;
constexpr double dragStartPixels = 3;

QString baseWord(const core::Unit &unit, const core::Base &base)
{
    const QStringList capabilities =
        base.capabilities.isEmpty() ? unit.capabilities : base.capabilities;
    if (capabilities.size() == 1)
        return capabilities.first();
    // Initials of the troop type: "Heavy Foot" -> "HF".
    const QString type = base.troopType.isEmpty() ? unit.troopType : base.troopType;
    QString initials;
    for (const QString &word : type.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        initials += word.front().toUpper();
    return initials;
}
} // namespace

TableScene::TableScene(QObject *parent)
    : QGraphicsScene(parent), mOverlay(new ContactOverlay(mTracker, mFrame)),
      mHandle(new RotateHandle), mRuler(new RulerTool(mFrame, [this](std::size_t index) {
          if (index >= mOrder.size())
              return QString();
          return unitName(mOrder[index]->unitId());
      }))
{
    setItemIndexMethod(QGraphicsScene::NoIndex);
    mHexPath = new QGraphicsPathItem;
    mHexPath->setZValue(30);
    mHexPath->setVisible(false);
    addItem(mHexPath);
    mHexCost = new QGraphicsSimpleTextItem;
    mHexCost->setFlag(QGraphicsItem::ItemIgnoresTransformations);
    QFont costFont = mHexCost->font();
    costFont.setBold(true);
    costFont.setPixelSize(14);
    mHexCost->setFont(costFont);
    mHexCost->setZValue(31);
    mHexCost->setVisible(false);
    addItem(mHexCost);
    addItem(mOverlay);
    addItem(mHandle);
    addItem(mRuler);
    connect(this, &QGraphicsScene::selectionChanged, this, &TableScene::placeHandle);
}

TableScene::~TableScene()
{
    // Removing the items changes the selection: nothing may answer that any more.
    disconnect(this, &QGraphicsScene::selectionChanged, this, &TableScene::placeHandle);
    clear();
}

void TableScene::setDocument(BattleDocument *document)
{
    if (mDocument)
        disconnect(mDocument, nullptr, this, nullptr);
    mDocument = document;
    if (mDocument)
        connect(mDocument, &BattleDocument::changed, this, &TableScene::documentChanged);
    clearSelection();
    mRuler->clear();
    sync();
}

void TableScene::setTool(Tool tool)
{
    if (mDrag.active())
        mDrag.cancel(mTracker, mFrame);
    mTool = tool;
    if (tool != Tool::Ruler)
        mRuler->clear();
    placeHandle();
}

void TableScene::setHighlighting(bool on)
{
    mHighlighting = on;
    mOverlay->setVisible(on);
}

void TableScene::setPixelSize(double mm)
{
    mPixel = mm;
    mOverlay->setPixelSize(mm);
    for (TerrainItem *item : std::as_const(mTerrain))
        item->setPixelSize(mm);
    placeHandle();
}

void TableScene::restyle()
{
    for (UnitLabelItem *label : std::as_const(mLabels))
        label->layOut(); // the same words in another type
    sync();
    mRuler->update();
    update();
}

BaseItem *TableScene::baseItem(const QString &unitId, const QString &baseId) const
{
    return mBases.value(BaseKey(unitId, baseId));
}

QList<BaseItem *> TableScene::selectedBases() const
{
    QList<BaseItem *> bases;
    for (BaseItem *item : mOrder) {
        if (item->isSelected())
            bases << item;
    }
    return bases;
}

void TableScene::selectUnit(const QString &unitId, bool add)
{
    if (!add)
        clearSelection();
    for (BaseItem *item : mOrder) {
        if (item->unitId() == unitId)
            item->setSelected(true);
    }
}

QRectF TableScene::selectionBounds() const
{
    QRectF bounds;
    for (BaseItem *item : selectedBases())
        bounds = bounds.united(item->sceneBoundingRect());
    return bounds;
}

QString TableScene::unitName(const QString &unitId) const
{
    if (!mDocument)
        return unitId;
    const core::Battle &battle = mDocument->battle();
    const int index = battle.unitIndex(unitId);
    if (index < 0)
        return unitId;
    const core::Unit &unit = battle.units[index];
    return unit.name.isEmpty() ? unit.id : unit.name;
}

// ---- sync from the model -------------------------------------------------------------------

void TableScene::sync()
{
    if (mDrag.active())
        mDrag.cancel(mTracker, mFrame);
    cancelHexDrag();
    mFrame = mDocument ? TableFrame(mDocument->battle().table) : TableFrame();
    // Room round the table to scroll the edge into the middle of the view.
    const QRectF table = mFrame.sceneRect();
    const double margin = std::max(table.width(), table.height()) * 0.08;
    setSceneRect(table.adjusted(-margin, -margin, margin, margin));
    syncTerrain();
    syncBases();
    syncLabels();
    syncHexCommanders();
    mOverlay->refresh();
    placeHandle();
    emit synced();
}

void TableScene::documentChanged(const core::ChangeScope &scope)
{
    // The table's frame or tolerance, or the sides' colours: every item looks again.
    if (scope.battle || scope.table || !scope.sides.isEmpty()) {
        sync();
        return;
    }
    if (!scope.terrain.isEmpty())
        syncTerrain(&scope.terrain);
    // A counter on a map shows its unit's morale level too: a unit's change redraws it.
    const bool counters = mFrame.hexLayout() && !scope.units.isEmpty();
    if (!scope.bases.isEmpty() || counters) {
        if (mDrag.active())
            mDrag.cancel(mTracker, mFrame);
        cancelHexDrag();
        QSet<QString> touched = scope.bases;
        if (counters)
            touched.unite(scope.units);
        syncBases(&touched);
        mOverlay->refresh();
        placeHandle();
    }
    // A label shows its unit's name, cohesion and strength, and sits behind its bases.
    QSet<QString> labels = scope.units;
    labels.unite(scope.bases);
    if (!labels.isEmpty())
        syncLabels(&labels);
    if (!scope.commanders.isEmpty())
        syncHexCommanders();
    // What the table's measurements read: bases, units, terrain and commanders.
    if (!scope.bases.isEmpty() || !scope.units.isEmpty() || !scope.terrain.isEmpty() ||
        !scope.commanders.isEmpty())
        emit synced();
}

// Each of the functions below syncs the items of the ids in `only`, or every item when it is
// null: made when missing, set from the model, deleted when their model object is gone.

void TableScene::syncBases(const QSet<QString> *only)
{
    QSet<BaseKey> seen;
    mOrder.clear();
    std::vector<geometry::OrientedRect> rects;
    std::vector<int> groups;
    if (mDocument) {
        const core::Battle &battle = mDocument->battle();
        const bool hex = mFrame.hexLayout() != nullptr;
        const CounterItem::Style looks = hex ? CounterItem::styleOf(battle) : CounterItem::Style();
        QHash<QPair<int, int>, int> stacked; // counters already in each hex
        for (qsizetype u = 0; u < battle.units.size(); ++u) {
            const core::Unit &unit = battle.units[u];
            const int side = battle.sideIndex(unit.side);
            const bool touched = !only || only->contains(unit.id);
            for (const core::Base &base : unit.bases) {
                const BaseKey key(unit.id, base.id);
                BaseItem *item = mBases.value(key);
                const bool made = !item;
                if (made) {
                    item = hex ? new CounterItem(unit.id, base.id) : new BaseItem(unit.id, base.id);
                    addItem(item);
                    mBases.insert(key, item);
                }
                seen.insert(key);
                geometry::OrientedRect rect = mFrame.rect(base);
                if (hex) {
                    // A stack shows as one: each counter a little up and left of the one under it.
                    const int below = stacked[{base.hex.column, base.hex.row}]++;
                    rect.centre = rect.centre + geometry::Point{-1, 1} * (rect.width * 0.14 * below);
                    item->setZValue(10 + below);
                }
                if (touched || made || hex) {
                    item->setLook(side, hex ? CounterItem::wordOf(unit) : baseWord(unit, base));
                    item->setPose(rect, mFrame);
                    if (hex)
                        static_cast<CounterItem *>(item)->setCounterLook(looks.lookOf(unit));
                }
                item->setTrackerIndex(mOrder.size());
                mOrder.push_back(item);
                // Units stand in hexes on a map: nothing there touches or overlaps.
                if (!hex) {
                    rects.push_back(rect);
                    groups.push_back(int(u));
                }
            }
        }
    }
    for (auto it = mBases.begin(); it != mBases.end();) {
        if (!seen.contains(it.key())) {
            delete it.value();
            it = mBases.erase(it);
        } else {
            ++it;
        }
    }
    mTracker.reset(rects, groups, tolerance());
}

void TableScene::syncTerrain(const QSet<QString> *only)
{
    QSet<QString> seen;
    if (mDocument) {
        const core::Battle &battle = mDocument->battle();
        if (battle.ruleset != mSetupOf) {
            const rulesets::Ruleset *ruleset = rulesets::findRuleset(battle.ruleset);
            mSetup = ruleset ? ruleset->setup() : rulesets::Setup();
            mSetupOf = battle.ruleset;
        }
        for (const core::Terrain &terrain : battle.terrain) {
            if (terrain.polygon.isEmpty() || (only && !only->contains(terrain.id)))
                continue;
            TerrainItem *item = mTerrain.value(terrain.id);
            if (!item) {
                item = new TerrainItem(terrain.id);
                item->setPixelSize(mPixel);
                addItem(item);
                mTerrain.insert(terrain.id, item);
            }
            seen.insert(terrain.id);
            QPolygonF outline;
            for (const core::TablePoint &point : terrain.polygon)
                outline << mFrame.toScene(mFrame.point(point));
            item->setContent(terrain.type, outline);
            item->setToolTip(terrainTip(terrain.type));
        }
    }
    for (auto it = mTerrain.begin(); it != mTerrain.end();) {
        if ((!only || only->contains(it.key())) && !seen.contains(it.key())) {
            delete it.value();
            it = mTerrain.erase(it);
        } else {
            ++it;
        }
    }
}

QString TableScene::terrainTip(const QString &type) const
{
    // Where the rule set names the type, or that the rules text does not.
    if (mSetup.terrainTypes.contains(type))
        return tr("%1: named in %2").arg(type, mSetup.terrainSources.value(type));
    if (mSetup.terrainOwnNames)
        return tr("%1: not one the rules text gives. %2")
            .arg(type, mSetup.terrainCitation);
    return tr("%1: not one of this rule set's terrain types (%2)")
        .arg(type, mSetup.terrainCitation);
}

void TableScene::syncLabels(const QSet<QString> *only)
{
    QSet<QString> seen;
    if (mDocument) {
        const core::Battle &battle = mDocument->battle();
        const rulesets::Ruleset *ruleset = rulesets::findRuleset(battle.ruleset);
        const QStringList ladder = ruleset ? ruleset->cohesionLadder() : QStringList();
        const QString strength = ruleset ? ruleset->books().terms().strength.toLower() : QString();
        for (const core::Unit &unit : battle.units) {
            if (unit.bases.isEmpty() || battle.table.unit.isHex() ||
                (only && !only->contains(unit.id)))
                continue;
            UnitLabelItem *item = mLabels.value(unit.id);
            if (!item) {
                item = new UnitLabelItem(unit.id);
                addItem(item);
                mLabels.insert(unit.id, item);
            }
            seen.insert(unit.id);
            // "9/12 figures, column, disordered": what it counts, in the rule set's word.
            QString detail =
                QStringLiteral("%1/%2").arg(unit.currentStrength).arg(unit.originalStrength);
            if (!strength.isEmpty())
                detail += QLatin1Char(' ') + strength;
            if (!unit.state.formation.isEmpty())
                detail += QStringLiteral(", ") + unit.state.formation.toLower();
            if (unit.state.disordered)
                detail += tr(", disordered");
            item->setContent(unit.name.isEmpty() ? unit.id : unit.name, unit.state.cohesion,
                             tablestyle::cohesion(ladder, unit.state.cohesion), detail,
                             battle.sideIndex(unit.side));
            std::vector<geometry::OrientedRect> rects;
            for (const core::Base &base : unit.bases)
                rects.push_back(mFrame.rect(base));
            placeLabel(item, rects);
        }
    }
    for (auto it = mLabels.begin(); it != mLabels.end();) {
        if ((!only || only->contains(it.key())) && !seen.contains(it.key())) {
            delete it.value();
            it = mLabels.erase(it);
        } else {
            ++it;
        }
    }
}

void TableScene::placeLabel(UnitLabelItem *label, const std::vector<geometry::OrientedRect> &bases)
{
    if (bases.empty())
        return;
    // Behind the rear of the group, as its first base faces.
    geometry::Point centre;
    for (const auto &rect : bases)
        centre = centre + rect.centre;
    centre = centre * (1.0 / double(bases.size()));
    const geometry::Point ahead = geometry::forward(bases.front());
    double rear = 0;
    for (const auto &rect : bases) {
        for (const geometry::Point &corner : geometry::corners(rect))
            rear = std::min(rear, geometry::dot(corner - centre, ahead));
    }
    label->setAnchor(mFrame.toScene(centre + ahead * rear), QPointF(-ahead.x, ahead.y));
}

void TableScene::followDrag()
{
    // The labels of the dragged groups go with them.
    QSet<QString> dragged;
    for (BaseItem *item : selectedBases())
        dragged.insert(item->unitId());
    QHash<QString, std::vector<geometry::OrientedRect>> byUnit;
    for (BaseItem *item : mOrder) {
        if (dragged.contains(item->unitId()))
            byUnit[item->unitId()].push_back(item->pose());
    }
    for (auto it = byUnit.cbegin(); it != byUnit.cend(); ++it) {
        if (UnitLabelItem *label = mLabels.value(it.key()))
            placeLabel(label, it.value());
    }
}

void TableScene::placeHandle()
{
    const QList<BaseItem *> selected = selectedBases();
    // On a hex map units turn a vertex at a time by the keys.
    if (selected.isEmpty() || mTool != Tool::Select || mFrame.hexLayout()) {
        mHandle->setVisible(false);
        return;
    }
    geometry::Point centre;
    for (BaseItem *item : selected)
        centre = centre + item->pose().centre;
    centre = centre * (1.0 / double(selected.size()));
    const geometry::Point ahead = geometry::forward(selected.first()->pose());
    double front = 0;
    for (BaseItem *item : selected) {
        for (const geometry::Point &corner : geometry::corners(item->pose()))
            front = std::max(front, geometry::dot(corner - centre, ahead));
    }
    // Clear of the front rank by a few pixels, whatever the zoom.
    const geometry::Point knob = centre + ahead * (front + 28 * mPixel);
    mHandle->place(mFrame.toScene(knob), mFrame.toScene(centre), mPixel);
    mHandle->setVisible(true);
}

// ---- editing ---------------------------------------------------------------------------------

void TableScene::record(const core::Change &change)
{
    if (!mDocument)
        return;
    try {
        mDocument->record(change);
    } catch (const core::Error &error) {
        emit statusMessage(error.message());
        sync(); // the items go back to what the model says
    }
}

double TableScene::tolerance() const
{
    return mDocument ? mDocument->battle().table.contactTolerance : geometry::contactTolerance;
}

SnapOptions TableScene::snapOptions() const
{
    SnapOptions options;
    options.range = snapPixels * mPixel;
    options.tolerance = tolerance();
    return options;
}

std::vector<geometry::OrientedRect> TableScene::currentRects() const
{
    std::vector<geometry::OrientedRect> rects;
    if (mFrame.hexLayout())
        return rects; // the ruler counts from hex to hex, not from a counter's edge
    rects.reserve(mOrder.size());
    for (BaseItem *item : mOrder)
        rects.push_back(item->pose());
    return rects;
}


void TableScene::moveSelection(geometry::Point byMm)
{
    std::vector<std::pair<const BaseItem *, geometry::OrientedRect>> moves;
    for (BaseItem *item : selectedBases()) {
        geometry::OrientedRect rect = item->pose();
        rect.centre = rect.centre + byMm;
        moves.emplace_back(item, rect);
    }
    if (!moves.empty())
        record(basesMovedChange(moves, mFrame));
}

void TableScene::turnSelection(double degrees)
{
    const QList<BaseItem *> selected = selectedBases();
    if (selected.isEmpty())
        return;
    geometry::Point centre;
    for (BaseItem *item : selected)
        centre = centre + item->pose().centre;
    const RigidMove turn{centre * (1.0 / double(selected.size())), degrees, {0, 0}};
    std::vector<std::pair<const BaseItem *, geometry::OrientedRect>> moves;
    for (BaseItem *item : selected)
        moves.emplace_back(item, applied(turn, item->pose()));
    record(basesMovedChange(moves, mFrame));
}

// ---- the pointer ------------------------------------------------------------------------------

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !mDocument) {
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    const geometry::Point at = mFrame.toTable(event->scenePos());
    if (mTool == Tool::Ruler) {
        mRuler->press(at, currentRects(), snapPixels * mPixel);
        emit statusMessage(mRuler->text());
        event->accept();
        return;
    }
    if (!mDocument->readOnly().isEmpty()) {
        // A club battle this login may not write to: its pieces are chosen and measured, not moved.
        QGraphicsScene::mousePressEvent(event);
        return;
    }
    if (mFrame.hexLayout() && hexPress(event))
        return;
    if (TerrainItem *terrain = selectedTerrain()) {
        // A corner handle of the selected piece takes the press before anything under it.
        const int corner = terrain->cornerAt(event->scenePos());
        if (corner >= 0) {
            mCornerDrag = terrain;
            mCorner = corner;
            event->accept();
            return;
        }
    }
    QGraphicsItem *hit = nullptr;
    for (QGraphicsItem *item :
         items(event->scenePos(), Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (item->type() == RotateHandle::Type || item->type() == BaseItem::Type) {
            hit = item;
            break;
        }
    }
    if (hit && hit->type() == RotateHandle::Type) {
        mDrag.begin(selectedBases(), at, BaseDrag::Mode::Turn, mTracker);
        mPressed = true;
        event->accept();
        return;
    }
    auto *base = static_cast<BaseItem *>(hit);
    if (!base && !(event->modifiers() & Qt::ControlModifier)) {
        for (QGraphicsItem *item :
             items(event->scenePos(), Qt::IntersectsItemShape, Qt::DescendingOrder)) {
            if (item->type() == TerrainItem::Type) {
                clearSelection();
                mTerrainDrag = static_cast<TerrainItem *>(item);
                mTerrainDrag->setSelected(true);
                mTerrainFrom = event->scenePos();
                emit statusMessage(
                    tr("%1: drag to move; drag a corner to reshape; double-click an edge to add a "
                       "corner; right-click a corner to remove it")
                        .arg(mTerrainDrag->terrainType()));
                event->accept();
                return;
            }
        }
    }
    if (!base) {
        // Empty table: let the view draw a rubber band.
        if (!(event->modifiers() & Qt::ControlModifier))
            clearSelection();
        event->ignore();
        return;
    }
    if (event->modifiers() & Qt::ControlModifier) {
        const bool select = !base->isSelected();
        for (BaseItem *item : mOrder) {
            if (item->unitId() == base->unitId())
                item->setSelected(select);
        }
        event->accept();
        return;
    }
    if (event->modifiers() & Qt::AltModifier) {
        if (!base->isSelected()) {
            clearSelection();
            base->setSelected(true);
        }
    } else if (!base->isSelected()) {
        selectUnit(base->unitId());
    }
    mPressed = true;
    mDragMoved = false;
    mDrag.begin(selectedBases(), at, BaseDrag::Mode::Move, mTracker);
    emit statusMessage(
        tr("%1: drag to move (Shift: no snapping), or use the arrow keys; [ and ] turn")
            .arg(unitName(base->unitId())));
    event->accept();
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    const geometry::Point at = mFrame.toTable(event->scenePos());
    if (mTool == Tool::Ruler && mRuler->active()) {
        mRuler->drag(at, currentRects(), snapPixels * mPixel);
        emit statusMessage(mRuler->following() ? tr("%1: click where to measure to")
                                                      .arg(mRuler->text())
                                               : mRuler->text());
        return;
    }
    if (mFrame.hexLayout() && hexMove(event))
        return;
    if (mTerrainDrag) {
        mTerrainDrag->setPos(event->scenePos() - mTerrainFrom);
        return;
    }
    if (mCornerDrag) {
        mCornerDrag->moveCorner(mCorner, event->scenePos());
        if (mCornerDrag->crossesItself())
            emit statusMessage(tr("%1: the outline would cross itself; the corner goes back if "
                                  "dropped here")
                                   .arg(mCornerDrag->terrainType()));
        else
            emit statusMessage(QString());
        return;
    }
    if (mPressed && mDrag.active()) {
        // A base moved: the event is ours. Accepted, the view does not look for an item's cursor
        // under the pointer on every move (a scan of every item, the overlays' long sight lines
        // and zones stroked to test their shapes; 5 % of a drag's time with the overlays on). In
        // a move no item with a cursor can be under the pointer (the turn handle is hidden), so
        // the cursor is the same; a turn keeps the view's lookup (the handle's cross cursor).
        if (mDrag.mode() == BaseDrag::Mode::Move)
            event->accept();
        const QPointF from = event->buttonDownScenePos(Qt::LeftButton);
        if (!mDragMoved && mDrag.mode() == BaseDrag::Mode::Move &&
            QLineF(from, event->scenePos()).length() < dragStartPixels * mPixel)
            return;
        mDragMoved = true;
        const bool free = event->modifiers() & Qt::ShiftModifier;
        mDrag.update(at, mSnapping && !free, free, snapOptions(), mTracker, mFrame);
        followDrag();
        if (mHighlighting)
            mOverlay->marksChanged();
        mHandle->setVisible(mDrag.mode() == BaseDrag::Mode::Turn);
        emit dragMoved();
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void TableScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (mTool == Tool::Ruler && mRuler->active() && !mRuler->following()) {
        mRuler->release(mFrame.toTable(event->scenePos()), dragStartPixels * mPixel);
        emit statusMessage(mRuler->following()
                               ? tr("Ruler: move to where to measure to and click; Esc clears")
                               : tr("Ruler: %1").arg(mRuler->text()));
        return;
    }
    if (mFrame.hexLayout() && hexRelease(event))
        return;
    if (mTerrainDrag && event->button() == Qt::LeftButton) {
        TerrainItem *item = std::exchange(mTerrainDrag, nullptr);
        const QPointF by = item->pos();
        if (!by.isNull()) {
            const QString id = item->terrainId();
            const QPolygonF moved = item->outline().translated(by);
            item->setPos(0, 0);
            record(core::Change{
                QStringLiteral("terrain.changed"),
                {{QStringLiteral("id"), id},
                 {QStringLiteral("set"),
                  QJsonObject{{QStringLiteral("polygon"), mFrame.payloadPolygon(moved)}}}}});
        }
        return;
    }
    if (mCornerDrag && event->button() == Qt::LeftButton) {
        TerrainItem *item = std::exchange(mCornerDrag, nullptr);
        if (item->crossesItself()) {
            emit statusMessage(tr("%1 not reshaped: its outline would cross itself.")
                                   .arg(item->terrainType()));
            sync(); // the corner goes back to where the model has it
        } else {
            reshapeTerrain(item->terrainId(), item->mapToScene(item->outline()));
        }
        return;
    }
    if (mPressed && event->button() == Qt::LeftButton) {
        mPressed = false;
        if (mDrag.active()) {
            const std::optional<core::Change> change = mDrag.finish(mFrame, mTracker);
            if (change)
                record(*change);
            else
                mOverlay->update();
            placeHandle();
        }
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
}

void TableScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    // Double-clicking an edge of the selected terrain piece adds a corner there.
    if (TerrainItem *terrain = selectedTerrain(); terrain && event->button() == Qt::LeftButton &&
                                                  terrain->cornerAt(event->scenePos()) < 0) {
        QPointF on;
        const int edge = terrain->edgeAt(event->scenePos(), &on);
        if (edge >= 0) {
            mTerrainDrag = nullptr; // the press of the double-click moved nothing
            addTerrainCorner(terrain->terrainId(), edge, on);
            event->accept();
            return;
        }
    }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

void TableScene::keyPressEvent(QKeyEvent *event)
{
    if (mFrame.hexLayout() && hexKey(event))
        return;
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const double step = mFrame.toMm(shift ? 1.0 : 0.1);
    switch (event->key()) {
    case Qt::Key_Escape:
        if (mCornerDrag) {
            mCornerDrag = nullptr;
            sync();
        } else if (mDrag.active()) {
            mDrag.cancel(mTracker, mFrame);
            mPressed = false;
            followDrag();
            mOverlay->update();
            placeHandle();
            emit dragMoved();
        } else if (mRuler->isVisible()) {
            mRuler->clear();
        } else {
            clearSelection();
        }
        return;
    case Qt::Key_Left:
        moveSelection({-step, 0});
        return;
    case Qt::Key_Right:
        moveSelection({step, 0});
        return;
    case Qt::Key_Up:
        moveSelection({0, step});
        return;
    case Qt::Key_Down:
        moveSelection({0, -step});
        return;
    case Qt::Key_BracketLeft:
    case Qt::Key_BraceLeft:
        turnSelection(shift ? -1.0 : -5.0);
        return;
    case Qt::Key_BracketRight:
    case Qt::Key_BraceRight:
        turnSelection(shift ? 1.0 : 5.0);
        return;
    case Qt::Key_T:
        turnSelection(180.0);
        return;
    default:
        QGraphicsScene::keyPressEvent(event);
    }
}

} // namespace adjutant::app
