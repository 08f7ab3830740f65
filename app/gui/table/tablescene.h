// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/hexmap/hexdrag.h"
#include "app/gui/table/basedrag.h"
#include "app/gui/table/contacttracker.h"
#include "app/gui/table/tableframe.h"
#include "app/gui/table/terraindialog.h"
#include "rulesets/hexmoveplan.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPair>
#include <QSet>

#include <optional>

class QGraphicsPathItem;
class QGraphicsSimpleTextItem;

namespace adjutant::core {
struct ChangeScope;
}

namespace adjutant::app {

class BaseItem;
class BattleDocument;
class CommanderItem;
class ContactOverlay;
class RotateHandle;
class RulerTool;
class TerrainItem;
class UnitLabelItem;

// The table as a graphics scene (CONVENTIONS.md: the Tiled model). It keeps one item per base,
// terrain piece and battle group in hashes by id and re-syncs from the model the items of what
// each change of the document touched (core::ChangeScope); items hold nothing but caches.
// Dragging moves items visually only; the release records one event through the document, and
// the re-sync that follows makes the items what the model says.
//
// The select tool: a click selects a base's whole battle group (Alt: the base alone; Ctrl adds
// or removes a group); dragging moves the selection, snapping into contact (hold Shift to place
// freely); the knob ahead of the selection turns it. Keys: arrows move by a tenth of the table's
// unit (with Shift a whole unit), [ and ] turn by 5 degrees (with Shift 1), T turns about.
// On a hex map (tablescenehex.cpp) a unit moves whole, hex by hex: dragged to a hex, or stepped
// into a front hex by ← and →, turned a vertex by [ and ], counter-marched by T; the rule set
// plans each move (TableRules::planHexMove) and a move it refuses is not made unless Shift is
// held (set-up, retreats and routs the players place by hand).
class TableScene : public QGraphicsScene
{
    Q_OBJECT

public:
    enum class Tool
    {
        Select,
        Ruler
    };

    explicit TableScene(QObject *parent = nullptr);
    ~TableScene() override;

    void setDocument(BattleDocument *document);
    BattleDocument *document() const { return mDocument; }
    const TableFrame &frame() const { return mFrame; }

    Tool tool() const { return mTool; }
    void setTool(Tool tool);
    bool snapping() const { return mSnapping; }
    void setSnapping(bool on) { mSnapping = on; }
    bool highlighting() const { return mHighlighting; }
    void setHighlighting(bool on);
    // Size of a screen pixel in scene millimetres (the view's zoom): snapping and picking reach
    // a few pixels whatever the zoom.
    void setPixelSize(double mm);
    double pixelSize() const { return mPixel; }
    // Where the view draws over the table (its legend), in the scene: no label is placed there.
    void setLabelsKeepClear(const QRectF &sceneRect);
    // The items laid out and drawn again in the table's style as it is now (table-side mode).
    void restyle();

    BaseItem *baseItem(const QString &unitId, const QString &baseId) const;
    CommanderItem *commanderItem(const QString &id) const { return mCommanders.value(id); }
    TerrainItem *terrainItem(const QString &terrainId) const { return mTerrain.value(terrainId); }
    UnitLabelItem *unitLabel(const QString &unitId) const { return mLabels.value(unitId); }
    QList<BaseItem *> selectedBases() const;
    // Selects every base of the unit (adding to the selection when `add`).
    void selectUnit(const QString &unitId, bool add = false);
    const ContactTracker &contacts() const { return mTracker; }
    RulerTool *ruler() const { return mRuler; }
    RotateHandle *rotateHandle() const { return mHandle; }
    // Scene rectangle of the selection, or empty.
    QRectF selectionBounds() const;

    // Terrain edits, one event each: a new piece (a rectangle or an ellipse as a polygon, or any
    // polygon) and a new type.
    using TerrainShape = TerrainDialog::Shape;
    void addTerrain(const QString &type, TerrainShape shape, geometry::Point centreMm,
                    double widthMm, double depthMm);
    void retypeTerrain(const QString &terrainId, const QString &type);
    // Asks for a new piece in a TerrainDialog (over `parent`) and adds it at `centreMm`, or, when
    // `clear`, at the nearest place there that keeps clear of bases and terrain.
    void newTerrain(QWidget *parent, geometry::Point centreMm, bool clear,
                    TerrainShape shape = TerrainShape::Rectangle);
    // Asks for a piece's new type in a TerrainDialog.
    void askTerrainType(QWidget *parent, const QString &terrainId);
    // A new corner on the edge from corner `edge` to the next, at `scenePos`; a corner taken
    // away (a piece keeps at least three).
    void addTerrainCorner(const QString &terrainId, int edge, QPointF scenePos);
    void removeTerrainCorner(const QString &terrainId, int corner);

    // Keyboard edits of the selection, one event each.
    void moveSelection(geometry::Point byMm);
    void turnSelection(double degrees);

    // The rule set's plan of the hex move being dragged, or none.
    const std::optional<rulesets::HexMovePlan> &hexPlan() const { return mHexPlan; }
    QGraphicsPathItem *hexPath() const { return mHexPath; }
    QGraphicsSimpleTextItem *hexCost() const { return mHexCost; }

signals:
    void statusMessage(const QString &text);
    // Items were synced from the model: the battle's bases, units, terrain or commanders (what
    // the table's measurements read) may have changed.
    void synced();
    // The selection was moved or turned on screen by a drag (not yet recorded), or the drag was
    // cancelled.
    void dragMoved();

protected:
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    using BaseKey = QPair<QString, QString>;
    bool hexPress(QGraphicsSceneMouseEvent *event);
    bool hexMove(QGraphicsSceneMouseEvent *event);
    bool hexRelease(QGraphicsSceneMouseEvent *event);
    bool hexKey(QKeyEvent *event);
    void stepHexUnit(HexStep step, bool free);
    void showHexPlan();
    void cancelHexDrag();
    // The commanders on a hex map, by id (none on a free-form table).
    void syncHexCommanders();
    // Each counter's words kept clear of the commanders' markers in its hex.
    void clearCountersOfCommanders();
    // On a hex map: for each commander in the hex under the pointer, his command's orders and
    // the markers on him as the rule set's books name them, each set in one undoable step.
    void hexContextMenu(QGraphicsSceneContextMenuEvent *event);
    std::optional<rulesets::HexMovePlan> planHexMove(const QString &unitId,
                                                     const QList<core::Base> &to) const;
    QString describeHexPlan(const rulesets::HexMovePlan &plan) const;
    static QString hexPlanCost(const rulesets::HexMovePlan &plan);
    // Every item from the model.
    void sync();
    // The items of what the document's change touched.
    void documentChanged(const core::ChangeScope &scope);
    void syncBases(const QSet<QString> *only = nullptr);
    void syncTerrain(const QSet<QString> *only = nullptr);
    void syncLabels(const QSet<QString> *only = nullptr);
    void placeHandle();
    // Every label placed clear of the others and of the bases at the view's zoom (geometry::placeLabels).
    void placeLabels();
    void followDrag();
    void record(const core::Change &change);
    void reshapeTerrain(const QString &terrainId, const QPolygonF &sceneOutline);
    // A terrain piece's tooltip: the section naming its type, or that it is the players' name.
    QString terrainTip(const QString &type) const;
    // The selected terrain piece, or null.
    TerrainItem *selectedTerrain() const;
    QString unitName(const QString &unitId) const;
    SnapOptions snapOptions() const;
    // The open battle's contact tolerance in mm.
    double tolerance() const;
    std::vector<geometry::OrientedRect> currentRects() const;

    BattleDocument *mDocument = nullptr;
    TableFrame mFrame;
    QHash<BaseKey, BaseItem *> mBases;
    QHash<QString, TerrainItem *> mTerrain;
    QHash<QString, UnitLabelItem *> mLabels;
    QHash<QString, CommanderItem *> mCommanders;
    std::vector<BaseItem *> mOrder; // by tracker index
    ContactTracker mTracker;
    ContactOverlay *mOverlay;
    RotateHandle *mHandle;
    RulerTool *mRuler;
    BaseDrag mDrag;
    HexDrag mHexDrag;
    std::optional<rulesets::HexMovePlan> mHexPlan;
    QGraphicsPathItem *mHexPath = nullptr; // the planned way of a hex move being dragged
    QGraphicsSimpleTextItem *mHexCost = nullptr; // and its cost, where it ends
    Tool mTool = Tool::Select;
    bool mSnapping = true;
    bool mHighlighting = true;
    bool mPressed = false;
    bool mDragMoved = false;
    // A terrain piece being dragged: moved visually until the release records it.
    TerrainItem *mTerrainDrag = nullptr;
    QPointF mTerrainFrom;
    // A corner of a selected terrain piece being dragged: moved on screen until the release.
    TerrainItem *mCornerDrag = nullptr;
    int mCorner = -1;
    double mPixel = 1;
    QRectF mLabelsKeepClear;
    // The battle's rule set's set-up (its terrain types), for the rule set `mSetupOf`.
    rulesets::Setup mSetup;
    QString mSetupOf;
};

} // namespace adjutant::app
