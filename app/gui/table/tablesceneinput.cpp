// SPDX-License-Identifier: GPL-3.0-or-later
// How the table takes the mouse and the keys: a press picks, a drag moves, turns or draws, a release
// records one change through the document, and the arrow keys nudge the selection.
#include "app/gui/table/tablescene.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/contactoverlay.h"
#include "app/gui/table/rotatehandle.h"
#include "app/gui/table/rulertool.h"
#include "app/gui/table/terrainitem.h"
#include "core/battle.h"
#include "core/error.h"

#include <QGraphicsSceneMouseEvent>
#include <QJsonObject>
#include <QKeyEvent>

#include <utility>

namespace adjutant::app {

namespace {
// How close, in screen pixels, the pointer must come for snapping and picking.
constexpr double snapPixels = 12;
constexpr double dragStartPixels = 3;
} // namespace

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
