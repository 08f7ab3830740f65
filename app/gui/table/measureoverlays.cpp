// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/measureoverlays.h"

#include "app/gui/table/baseitem.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/table/tableframe.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/style/tablestyle.h"
#include "core/battle.h"
#include "core/error.h"
#include "measure/tablemeasurer.h"
#include "rulesets/ruleset.h"
#include "rulesets/measurebattle.h"
#include "rulesets/tablerules.h"

#include <QElapsedTimer>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace adjutant::app {

namespace {

using geometry::OrientedRect;

// Enemies at any distance: the inspector lists every one (in table units, far beyond any table).
constexpr double anyDistance = 1e6;

const QColor shortArcColour(0x00, 0x83, 0x8f);
const QColor longArcColour(0x00, 0x83, 0x8f);
const QColor restrictedColour(0xe6, 0x51, 0x00);
const QColor interceptionColour(0x6a, 0x1b, 0x9a);
const QColor sightClearColour(0xfa, 0xfa, 0xfa);
const QColor sightBlockedColour(0x15, 0x15, 0x15);
const QColor highlightColour(0x00, 0xe5, 0xff);

QPen cosmeticPen(const QColor &colour, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, width, style, Qt::RoundCap, Qt::RoundJoin);
    pen.setCosmetic(true);
    return pen;
}

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

// The union of the zones of several bases, in scene coordinates: one outline, no seams.
QPainterPath unite(const std::vector<geometry::Polygon> &polygons, const TableFrame &frame)
{
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (const geometry::Polygon &polygon : polygons) {
        if (polygon.size() < 3)
            continue;
        QPolygonF scene;
        for (const geometry::Point &p : polygon)
            scene << frame.toScene(p);
        // Every piece wound the same way, so that the winding fill is their union.
        double twice = 0;
        for (qsizetype i = 0; i < scene.size(); ++i) {
            const QPointF &a = scene[i];
            const QPointF &b = scene[(i + 1) % scene.size()];
            twice += a.x() * b.y() - b.x() * a.y();
        }
        if (twice < 0)
            std::reverse(scene.begin(), scene.end());
        scene << scene.first();
        path.addPolygon(scene);
    }
    return path.simplified();
}

} // namespace

// unite(polygons), less unite(minus) when `subtract`. A move of a drag draws the zones twice
// from the same bases (at once, then with the facts it asked for): the last few outlines made
// are kept by their exact inputs and given again (the same path, made the same way).
struct MeasureOverlays::ZoneOutlines
{
    struct Made
    {
        std::vector<geometry::Polygon> polygons;
        bool subtract;
        std::vector<geometry::Polygon> minus;
        QPointF origin; // the frame's, as it maps the table
        QPainterPath path;
    };
    std::vector<Made> made; // the most recent first

    QPainterPath outline(const std::vector<geometry::Polygon> &polygons, bool subtract,
                         const std::vector<geometry::Polygon> &minus, const TableFrame &frame)
    {
        const QPointF origin = frame.toScene({0.0, 0.0});
        for (std::size_t i = 0; i < made.size(); ++i) {
            if (made[i].subtract == subtract && made[i].origin == origin &&
                made[i].polygons == polygons && (!subtract || made[i].minus == minus)) {
                std::rotate(made.begin(), made.begin() + qsizetype(i),
                            made.begin() + qsizetype(i) + 1);
                return made.front().path;
            }
        }
        QPainterPath path =
            subtract ? unite(polygons, frame).subtracted(unite(minus, frame)).simplified()
                     : unite(polygons, frame);
        made.insert(made.begin(),
                    Made{polygons, subtract, subtract ? minus : std::vector<geometry::Polygon>(),
                         origin, path});
        if (made.size() > 8)
            made.pop_back();
        return path;
    }
};

MeasureOverlays::MeasureOverlays(TableScene *scene, QObject *parent)
    : QObject(parent), mScene(scene), mOutlines(std::make_unique<ZoneOutlines>()),
      mRemeasure(new QTimer(this))
{
    // The selection changes base by base (a click selects a whole battle group) and while the
    // scene syncs its items: answer once the event loop is back, once for all of them. The model
    // is answered at once; a drag moves the zones at once and is measured when the pointer rests.
    mRemeasure->setSingleShot(true);
    mRemeasure->setInterval(0);
    connect(mRemeasure, &QTimer::timeout, this, &MeasureOverlays::refresh);
    connect(mScene, &QGraphicsScene::selectionChanged, mRemeasure, qOverload<>(&QTimer::start));
    connect(mScene, &TableScene::synced, this, &MeasureOverlays::refresh);
    connect(mScene, &TableScene::dragMoved, this, &MeasureOverlays::dragMoved);
}

// The items belong to the scene, which deletes them when it goes; they are left to it.
MeasureOverlays::~MeasureOverlays() = default;

void MeasureOverlays::setShown(const QString &overlay, bool on)
{
    if (mShown.contains(overlay) == on)
        return;
    if (on)
        mShown.insert(overlay);
    else
        mShown.remove(overlay);
    rebuild();
}

void MeasureOverlays::restyle()
{
    // Captions are kept while their words stay the same: these go, so new ones are laid out.
    qDeleteAll(std::exchange(mLabels, {}));
    rebuild();
}

void MeasureOverlays::highlight(const QString &enemyId)
{
    if (enemyId == mHighlighted)
        return;
    mHighlighted = enemyId;
    rebuild();
}

QList<OverlayItem *> MeasureOverlays::items(OverlayItem::Kind kind) const
{
    QList<OverlayItem *> found;
    for (OverlayItem *item : mItems) {
        if (item->kind() == kind)
            found << item;
    }
    return found;
}

core::Battle MeasureOverlays::shownBattle() const
{
    // The model, with the selected bases where a drag in progress has them on screen. Only a
    // base that differs is written, so that an idle table copies nothing.
    core::Battle battle = mScene->document()->battle();
    for (BaseItem *item : mScene->selectedBases()) {
        const int u = battle.unitIndex(item->unitId());
        if (u < 0)
            continue;
        const core::Unit &unit = std::as_const(battle.units)[u];
        for (qsizetype b = 0; b < unit.bases.size(); ++b) {
            const core::Base &base = unit.bases[b];
            if (base.id != item->baseId())
                continue;
            const OrientedRect &pose = item->pose();
            if (const geometry::HexLayout *hex = mScene->frame().hexLayout()) {
                // A counter on a map: the hex it is in and the vertex it faces.
                const geometry::HexOffset at = hex->hexAt(pose.centre);
                const double vertex =
                    double((int(std::lround((pose.facingDegrees - 30.0) / 60.0)) % 6 + 6) % 6);
                if (at.column != base.hex.column || at.row != base.hex.row ||
                    vertex != base.facing) {
                    core::Base &moved = battle.units[u].bases[b];
                    moved.hex = {at.column, at.row};
                    moved.facing = vertex;
                }
                break;
            }
            const core::Length x = core::Length::fromMillimetres(pose.centre.x);
            const core::Length y = core::Length::fromMillimetres(pose.centre.y);
            if (x != base.x || y != base.y || pose.facingDegrees != base.facing) {
                core::Base &moved = battle.units[u].bases[b];
                moved.x = x;
                moved.y = y;
                moved.facing = pose.facingDegrees;
            }
            break;
        }
    }
    return battle;
}

void MeasureOverlays::dragMoved()
{
    // The zones go with the bases at once; the facts (a whole pass of the measurer, more on a
    // big table) follow when the pointer rests, once for however many moves came in between.
    QElapsedTimer timer;
    timer.start();
    rebuild();
    mDrawCost = timer.nsecsElapsed() / 1000;
    mRemeasure->start();
}

void MeasureOverlays::refresh()
{
    mRemeasure->stop();
    if (!mScene)
        return;
    QElapsedTimer timer;
    timer.start();
    QString unit;
    for (BaseItem *item : mScene->selectedBases()) {
        if (unit.isEmpty()) {
            unit = item->unitId();
        } else if (item->unitId() != unit) {
            unit.clear(); // more than one battle group: nothing to measure from
            break;
        }
    }
    if (unit != mUnitId)
        mHighlighted.clear();
    mUnitId = unit;
    mFacts = {};
    mReverse.clear();
    mContacts = {};
    mError.clear();
    const BattleDocument *document = mScene->document();
    const rulesets::Ruleset *ruleset =
        document ? rulesets::findRuleset(document->battle().ruleset) : nullptr;
    mRules = ruleset ? ruleset->tableRules() : nullptr;
    if (document && !mUnitId.isEmpty()) {
        try {
            QElapsedTimer measuring;
            measuring.start();
            measureShown(shownBattle());
            mMeasureCost = measuring.nsecsElapsed() / 1000;
        } catch (const core::Error &error) {
            mError = error.message();
            mFacts = {};
            mReverse.clear();
        }
    }
    bool stillThere = false;
    for (const QJsonValue &enemy : mFacts.value(QStringLiteral("enemies")).toArray())
        stillThere = stillThere || enemy[QStringLiteral("unit")].toString() == mHighlighted;
    if (!stillThere)
        mHighlighted.clear();
    rebuild();
    mCost = timer.nsecsElapsed() / 1000;
    emit factsChanged();
}

void MeasureOverlays::measureShown(const core::Battle &battle)
{
    // One pass over the unit and the bases near it: its facts towards every enemy, each enemy's
    // facts towards it (could it charge our flank, do we stand in its arc?) and its contacts.
    const measure::UnitMeasurement measured =
        rulesets::measureBattleUnit(battle, mUnitId, anyDistance, &mCache);
    mFacts = measured.facts;
    for (auto it = measured.reverse.begin(); it != measured.reverse.end(); ++it)
        mReverse.insert(it.key(), it.value().toObject());
    const QString ours = mUnitId + QLatin1Char('/');
    for (const QJsonValue &value : measured.contacts) {
        QJsonObject contact = value.toObject();
        const QString a = contact[QStringLiteral("a")].toString();
        const QString b = contact[QStringLiteral("b")].toString();
        if (a.startsWith(ours) == b.startsWith(ours))
            continue;
        if (b.startsWith(ours)) {
            // "front-left corner to right edge" read from the other base.
            const QStringList parts =
                contact[QStringLiteral("contact")].toString().split(QStringLiteral(" to "));
            contact[QStringLiteral("a")] = b;
            contact[QStringLiteral("b")] = a;
            if (parts.size() == 2)
                contact[QStringLiteral("contact")] = parts[1] + QStringLiteral(" to ") + parts[0];
        }
        mContacts.append(contact);
    }
}

OverlayItem *MeasureOverlays::add(OverlayItem::Kind kind, const QPainterPath &path,
                                  const QString &about)
{
    // The last drawing's item of this kind about the same thing, given the new outline (a
    // moved outline repaints where it was and where it is; an unchanged one nothing).
    for (qsizetype i = 0; i < mSpareItems.size(); ++i) {
        OverlayItem *item = mSpareItems[i];
        if (item->kind() != kind || item->about() != about)
            continue;
        mSpareItems.removeAt(i);
        if (item->path() != path)
            item->setPath(path);
        mItems << item;
        return item;
    }
    auto *item = new OverlayItem(kind, path, about);
    mScene->addItem(item);
    mItems << item;
    return item;
}

void MeasureOverlays::label(const QString &text, const QColor &accent, QPointF scenePoint)
{
    for (qsizetype i = 0; i < mSpareLabels.size(); ++i) {
        OverlayLabel *item = mSpareLabels[i];
        if (item->text() != text || item->accent() != accent)
            continue;
        mSpareLabels.removeAt(i);
        item->setPos(scenePoint);
        mLabels << item;
        return;
    }
    auto *item = new OverlayLabel(text, accent);
    item->setPos(scenePoint);
    mScene->addItem(item);
    mLabels << item;
}

void MeasureOverlays::rebuild()
{
    if (!mScene)
        return;
    mSpareItems = std::exchange(mItems, {});
    mSpareLabels = std::exchange(mLabels, {});
    draw();
    // What was not drawn again goes.
    qDeleteAll(std::exchange(mSpareItems, {}));
    qDeleteAll(std::exchange(mSpareLabels, {}));
}

// A zone's style is drawn as the overlay item of the same kind.
static_assert(int(OverlayItem::Kind::LongArc) == int(rulesets::Zone::Style::LongArc) &&
              int(OverlayItem::Kind::ShortArc) == int(rulesets::Zone::Style::ShortArc) &&
              int(OverlayItem::Kind::RestrictedArea) == int(rulesets::Zone::Style::RestrictedArea) &&
              int(OverlayItem::Kind::Interception) == int(rulesets::Zone::Style::Interception) &&
              int(OverlayItem::Kind::CommandRange) == int(rulesets::Zone::Style::CommandRange) &&
              int(OverlayItem::Kind::Commander) == int(rulesets::Zone::Style::Commander) &&
              int(OverlayItem::Kind::SightClear) == int(rulesets::Zone::Style::SightClear) &&
              int(OverlayItem::Kind::SightBlocked) == int(rulesets::Zone::Style::SightBlocked));

void MeasureOverlays::drawZone(const rulesets::Zone &zone)
{
    using Style = rulesets::Zone::Style;
    const TableFrame &frame = mScene->frame();
    const double pixel = mScene->pixelSize();
    // An overlay with nothing to draw: why, where it would be, a card with no zone.
    if (!zone.reason.isEmpty()) {
        const QColor accent = zone.style == Style::LongArc ? longArcColour : shortArcColour;
        label(zone.reason, accent, frame.toScene(zone.captionAt + zone.captionBack * 24 * pixel));
        return;
    }
    const BattleDocument *document = mScene->document();
    const core::Battle &battle = document->battle();
    QPainterPath path;
    if (zone.radius > 0) {
        path.addEllipse(frame.toScene(zone.centre), zone.radius, zone.radius);
    } else if (zone.style == Style::Commander) {
        // A marker a little smaller than a base, a disc with a white rim, that stays visible when
        // the whole table is in view.
        const double radius = std::max(0.25 * frame.unitMm(), 5 * pixel);
        path.addEllipse(frame.toScene(zone.centre), radius, radius);
    } else if (zone.line.size() >= 2) {
        path.moveTo(frame.toScene(zone.line.front()));
        for (std::size_t i = 1; i < zone.line.size(); ++i)
            path.lineTo(frame.toScene(zone.line[i]));
        const double dot = 3.5 * pixel;
        path.addEllipse(frame.toScene(zone.line.back()), dot, dot);
    } else {
        path = mOutlines->outline(zone.area, !zone.minus.empty(), zone.minus, frame);
    }
    const auto kind = OverlayItem::Kind(int(zone.style));
    OverlayItem *item = add(kind, path, zone.about);
    QColor accent = shortArcColour;
    switch (zone.style) {
    case Style::LongArc:
        item->setPen(cosmeticPen(longArcColour, 1.5, Qt::DashLine));
        item->setBrush(withAlpha(longArcColour, 38));
        item->setZValue(3);
        accent = longArcColour;
        break;
    case Style::ShortArc:
        item->setPen(cosmeticPen(shortArcColour, 1.5));
        item->setBrush(withAlpha(shortArcColour, 70));
        item->setZValue(4);
        break;
    case Style::RestrictedArea:
        item->setPen(cosmeticPen(restrictedColour, 1.5));
        item->setBrush(withAlpha(restrictedColour, 80));
        item->setZValue(5);
        accent = restrictedColour;
        break;
    case Style::Interception:
        item->setPen(cosmeticPen(interceptionColour, 2.0, Qt::DashLine));
        item->setBrush(QBrush(withAlpha(interceptionColour, 90), Qt::BDiagPattern));
        item->setZValue(6);
        accent = interceptionColour;
        break;
    case Style::CommandRange: {
        // A thin ring and the faintest wash: it spans much of the table and must not drown what
        // stands inside it.
        const QColor side = tablestyle::sideColour(battle.sideIndex(unitSide()));
        item->setPen(cosmeticPen(side.darker(115), 1.5, zone.dashed ? Qt::DashLine : Qt::SolidLine));
        item->setBrush(withAlpha(side, 10));
        item->setZValue(2);
        accent = side;
        break;
    }
    case Style::Commander: {
        const QColor side = tablestyle::sideColour(battle.sideIndex(unitSide()));
        item->setPen(cosmeticPen(Qt::white, 2.0));
        item->setBrush(side);
        item->setZValue(12);
        accent = side;
        break;
    }
    case Style::SightClear:
    case Style::SightBlocked: {
        const bool clear = zone.style == Style::SightClear;
        const QColor colour = clear ? sightClearColour : sightBlockedColour;
        item->setPen(cosmeticPen(colour, 2.0, clear ? Qt::SolidLine : Qt::DashLine));
        item->setBrush(colour);
        item->setZValue(15);
        break;
    }
    }
    if (!zone.tip.isEmpty())
        item->setToolTip(zone.tip);
    if (zone.caption.isEmpty())
        return;
    if (zone.style == Style::Commander) {
        const double radius = std::max(0.25 * frame.unitMm(), 5 * pixel);
        label(zone.caption, accent, frame.toScene(zone.centre) + QPointF(0, radius + 14 * pixel));
        return;
    }
    // Captions at a far edge sit just inside it.
    const double inside = 12 * pixel;
    label(zone.caption, accent, frame.toScene(zone.captionAt + zone.captionBack * inside));
}

QString MeasureOverlays::unitSide() const
{
    const core::Battle &battle = mScene->document()->battle();
    const int u = battle.unitIndex(mUnitId);
    return u < 0 ? QString() : battle.units[u].side;
}

void MeasureOverlays::draw()
{
    const BattleDocument *document = mScene->document();
    if (!document || mUnitId.isEmpty() || mFacts.isEmpty() || !mRules)
        return;
    // The battle group where it is on screen (during a drag, ahead of the model).
    const core::Battle battle = shownBattle();
    const int u = battle.unitIndex(mUnitId);
    if (u < 0)
        return;
    if (!mShown.isEmpty()) {
        for (const rulesets::Zone &zone : mRules->zones(battle, u, mFacts, mShown))
            drawZone(zone);
    }

    // The enemy picked in the inspector, ringed.
    const double pixel = mScene->pixelSize();
    if (!mHighlighted.isEmpty()) {
        const int e = battle.unitIndex(mHighlighted);
        if (e >= 0) {
            std::vector<geometry::Polygon> outlines;
            for (const core::Base &base : battle.units[e].bases) {
                if (const BaseItem *item = mScene->baseItem(mHighlighted, base.id)) {
                    OrientedRect grown = item->pose();
                    grown.width += 4 * pixel;
                    grown.depth += 4 * pixel;
                    const auto c = geometry::corners(grown);
                    outlines.emplace_back(c.begin(), c.end());
                }
            }
            OverlayItem *item =
                add(OverlayItem::Kind::Highlight, unite(outlines, mScene->frame()), mHighlighted);
            item->setPen(cosmeticPen(highlightColour, 4.0));
            item->setBrush(Qt::NoBrush);
            item->setZValue(25);
        }
    }
}

} // namespace adjutant::app
