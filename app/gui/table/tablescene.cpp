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
#include "geometry/labelplacement.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"

#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QSet>

#include <cmath>

namespace adjutant::app {

namespace {
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
    // The cards keep their size on screen: zoomed, they take more or less of the table.
    placeLabels();
}

void TableScene::setLabelsKeepClear(const QRectF &sceneRect)
{
    if (sceneRect == mLabelsKeepClear)
        return;
    mLabelsKeepClear = sceneRect;
    placeLabels();
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
        QHash<QPair<int, int>, int> stacks;  // counters in each hex
        if (hex) {
            for (const core::Unit &unit : battle.units) {
                for (const core::Base &base : unit.bases)
                    ++stacks[{base.hex.column, base.hex.row}];
            }
        }
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
                    if (hex) {
                        // The counters under the top one of a stack are hidden but for an edge:
                        // their words would only show through the top one's.
                        CounterItem::Look look = looks.lookOf(unit);
                        look.covered = stacked[{base.hex.column, base.hex.row}] <
                                       stacks[{base.hex.column, base.hex.row}];
                        auto *counter = static_cast<CounterItem *>(item);
                        counter->setRoom(mFrame.hexLayout()->radius() * std::sqrt(3.0));
                        counter->setCounterLook(look);
                        counter->setToolTip(look.name);
                    }
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
    clearCountersOfCommanders();
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
            // Short of room, the strength alone.
            const QString shortDetail =
                QStringLiteral("%1/%2").arg(unit.currentStrength).arg(unit.originalStrength);
            item->setContent(unit.name.isEmpty() ? unit.id : unit.name, unit.state.cohesion,
                             tablestyle::cohesion(ladder, unit.state.cohesion), detail, shortDetail,
                             battle.sideIndex(unit.side));
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
    // One group moved or renamed can take another's place: every label is placed again.
    placeLabels();
}

void TableScene::placeLabels()
{
    if (mLabels.isEmpty() || !mDocument)
        return;
    // The bases where they are drawn (a drag moves them before it is recorded), by group.
    QHash<QString, std::vector<geometry::OrientedRect>> byUnit;
    std::vector<geometry::OrientedRect> all;
    all.reserve(mOrder.size());
    for (BaseItem *item : mOrder) {
        byUnit[item->unitId()].push_back(item->pose());
        all.push_back(item->pose());
    }
    // The cards keep their size in pixels: their size on the table is the view's zoom's. Placed
    // in the battle's order, so that the same table and zoom always place them the same way.
    std::vector<geometry::LabelRequest> requests;
    QList<UnitLabelItem *> labels;
    for (const core::Unit &unit : mDocument->battle().units) {
        UnitLabelItem *label = mLabels.value(unit.id);
        const auto group = byUnit.constFind(unit.id);
        if (!label || group == byUnit.cend())
            continue;
        geometry::LabelRequest request{*group, {}};
        for (std::size_t form = 0; form < UnitLabelItem::formCount; ++form) {
            const QSizeF size = label->cardSize(UnitLabelItem::Form(form)) * mPixel;
            request.forms.push_back({size.width(), size.height()});
        }
        requests.push_back(std::move(request));
        labels << label;
    }
    // On the table or just off its edge: what the view shows when it fits the table
    // (TableView::fitTable keeps 2% round it).
    const double margin = std::max(mFrame.widthMm(), mFrame.depthMm()) * 0.02;
    const geometry::Box area{{-margin, -margin},
                             {mFrame.widthMm() + margin, mFrame.depthMm() + margin}};
    // Clear of the legend and of the terrain pieces' names.
    std::vector<geometry::Box> keepClear;
    auto keep = [&](const QRectF &scene) {
        if (scene.isEmpty())
            return;
        const geometry::Point a = mFrame.toTable(scene.topLeft());
        const geometry::Point b = mFrame.toTable(scene.bottomRight());
        keepClear.push_back({{std::min(a.x, b.x), std::min(a.y, b.y)},
                             {std::max(a.x, b.x), std::max(a.y, b.y)}});
    };
    keep(mLabelsKeepClear);
    for (const TerrainItem *terrain : std::as_const(mTerrain))
        keep(terrain->captionRect(mPixel));
    const std::vector<geometry::LabelPlace> places =
        geometry::placeLabels(requests, all, area, 4 * mPixel, keepClear);
    for (qsizetype i = 0; i < labels.size(); ++i) {
        const geometry::LabelPlace &place = places[std::size_t(i)];
        const QPointF centre = mFrame.toScene(place.centre);
        std::optional<QPointF> leader;
        if (place.leader)
            leader = (mFrame.toScene(place.reach) - centre) / mPixel;
        labels[i]->setPlace(centre, UnitLabelItem::Form(place.form), leader);
    }
}

void TableScene::followDrag()
{
    // The labels of the dragged groups go with them, and the others make room.
    placeLabels();
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

} // namespace adjutant::app
