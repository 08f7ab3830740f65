#include "app/gui/measureoverlays.h"

#include "app/gui/baseitem.h"
#include "app/gui/battledocument.h"
#include "app/gui/tableframe.h"
#include "app/gui/tablescene.h"
#include "app/gui/tablestyle.h"
#include "app/measure/measure.h"
#include "app/measure/measurements.h"
#include "core/battle.h"
#include "core/error.h"
#include "geometry/zones.h"

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

// Initials of a rank: "Field commander" -> "FC", as FoGR abbreviates them.
QString initials(const QString &words)
{
    QString result;
    for (const QString &word : words.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        result += word.front().toUpper();
    return result;
}

// The point of the rectangle's outline nearest to p (p itself when inside).
geometry::Point nearestOn(const OrientedRect &rect, geometry::Point p)
{
    const geometry::LocalPoint local = geometry::toLocal(rect, p);
    // toLocal measures `ahead` from the front edge; the rectangle spans [-depth, 0] in it.
    const double along = std::clamp(local.along, -rect.width / 2, rect.width / 2);
    const double ahead = std::clamp(local.ahead, -rect.depth, 0.0);
    const geometry::Point frontCentre = rect.centre + geometry::forward(rect) * (rect.depth / 2);
    return frontCentre + geometry::rightward(rect) * along + geometry::forward(rect) * ahead;
}

geometry::Point frontCentre(const OrientedRect &rect)
{
    return rect.centre + geometry::forward(rect) * (rect.depth / 2);
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

    QPainterPath outline(const std::vector<geometry::Polygon> &polygons, const TableFrame &frame)
    {
        return outline(polygons, false, {}, frame);
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

void MeasureOverlays::setShown(Overlay overlay, bool on)
{
    if (mShown[std::size_t(overlay)] == on)
        return;
    mShown[std::size_t(overlay)] = on;
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
    if (document && !mUnitId.isEmpty()) {
        const core::Battle &battle = document->battle();
        try {
            if (battle.ruleset != mRuleset || mMeasurements.isEmpty()) {
                mRuleset = battle.ruleset;
                mMeasurements = {};
                mMeasurements = measure::loadMeasurements(mRuleset);
            }
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
    const measure::UnitMeasurement measured = measure::measureUnit(battle, mUnitId, anyDistance, &mCache);
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

void MeasureOverlays::draw()
{
    const BattleDocument *document = mScene->document();
    if (!document || mUnitId.isEmpty() || mFacts.isEmpty())
        return;
    const core::Battle &battle = document->battle();
    const int u = battle.unitIndex(mUnitId);
    if (u < 0)
        return;
    const core::Unit &unit = battle.units[u];
    const TableFrame &frame = mScene->frame();
    const double mm = frame.unitMm();
    const double pixel = mScene->pixelSize();

    // The battle group where it is on screen (during a drag, ahead of the model).
    std::vector<OrientedRect> rects;
    std::vector<QStringList> capabilities;
    for (const core::Base &base : unit.bases) {
        if (const BaseItem *item = mScene->baseItem(unit.id, base.id)) {
            rects.push_back(item->pose());
            capabilities.push_back(base.capabilities.isEmpty() ? unit.capabilities
                                                               : base.capabilities);
        }
    }
    if (rects.empty())
        return;
    const std::vector<std::size_t> front =
        geometry::frontRank(rects, battle.table.contactTolerance);

    // Where captions go: along the front of the first front rank base's facing.
    const OrientedRect &lead = rects[front.front()];
    const geometry::Point ahead = geometry::forward(lead);
    const geometry::Point right = geometry::rightward(lead);
    double leftmost = std::numeric_limits<double>::infinity();
    double rightmost = -leftmost;
    double frontLine = -leftmost;
    for (const std::size_t i : front) {
        if (std::abs(std::remainder(rects[i].facingDegrees - lead.facingDegrees, 360.0)) > 1.0)
            continue;
        for (const geometry::Point &corner : geometry::corners(rects[i])) {
            leftmost = std::min(leftmost, geometry::dot(corner, right));
            rightmost = std::max(rightmost, geometry::dot(corner, right));
        }
        frontLine = std::max(frontLine, geometry::dot(frontCentre(rects[i]), ahead));
    }
    auto captionAt = [&](double along, double forward) {
        return frame.toScene(right * along + ahead * forward);
    };
    const double middle = (leftmost + rightmost) / 2;

    const QJsonObject values = mMeasurements.value(QStringLiteral("values")).toObject();
    auto valueOf = [&](const char *key) {
        return values.value(QLatin1String(key)).toObject().value(QStringLiteral("value"));
    };

    // FoGR, Restricted Area: "within 2 MU directly in front of an enemy battle group".
    double restricted = -1;
    if (isShown(Overlay::RestrictedArea) && valueOf("restrictedArea").isDouble()) {
        restricted = valueOf("restrictedArea").toDouble() * mm;
        std::vector<geometry::Polygon> bands;
        for (const std::size_t i : front)
            bands.push_back(geometry::frontBand(rects[i], 0.0, restricted));
        OverlayItem *item = add(OverlayItem::Kind::RestrictedArea, mOutlines->outline(bands, frame));
        item->setPen(cosmeticPen(restrictedColour, 1.5));
        item->setBrush(withAlpha(restrictedColour, 80));
        item->setZValue(5);
    }
    // FoGR, Interception Charges: "The ZOI is 2 MUs for foot and 4 MUs for mounted troops and
    // elephants. It extends only directly to the intercepting battle group's front."
    double interception = -1;
    if (isShown(Overlay::Interception) && valueOf("interceptionFoot").isDouble()) {
        const QJsonArray mounted = mMeasurements.value(QStringLiteral("mountedTroopTypes"))
                                       .toObject()
                                       .value(QStringLiteral("types"))
                                       .toArray();
        interception = valueOf(mounted.contains(QJsonValue(unit.troopType)) ? "interceptionMounted"
                                                                            : "interceptionFoot")
                           .toDouble() *
                       mm;
        std::vector<geometry::Polygon> bands;
        for (const std::size_t i : front)
            bands.push_back(geometry::frontBand(rects[i], 0.0, interception));
        OverlayItem *item = add(OverlayItem::Kind::Interception, mOutlines->outline(bands, frame));
        item->setPen(cosmeticPen(interceptionColour, 2.0, Qt::DashLine));
        item->setBrush(QBrush(withAlpha(interceptionColour, 90), Qt::BDiagPattern));
        item->setZValue(6);
    }
    auto mu = [&](double millimetres) { return QString::number(millimetres / mm, 'g', 4); };
    if (restricted > 0 && interception > 0 && std::abs(restricted - interception) < 1e-9) {
        label(tr("Restricted area and ZOI %1 MU").arg(mu(restricted)), restrictedColour,
              captionAt(middle, frontLine + restricted / 2));
    } else {
        if (restricted > 0)
            label(tr("Restricted area %1 MU").arg(mu(restricted)), restrictedColour,
                  captionAt(middle, frontLine + restricted / 2));
        if (interception > 0)
            label(tr("ZOI %1 MU").arg(mu(interception)), interceptionColour,
                  captionAt(middle, frontLine + (restricted > 0 && interception > restricted
                                                     ? (restricted + interception) / 2
                                                     : interception / 2)));
    }

    // FoGR, Shooting Phase: the ranges of the battle group's weapons and the arc of fire, 1 base
    // width outside each side edge within short range, 2 beyond it.
    if (isShown(Overlay::ShortArc) || isShown(Overlay::LongArc)) {
        const QJsonObject shooting =
            mMeasurements.value(QStringLiteral("shootingRanges")).toObject();
        const QJsonObject weapons = shooting.value(QStringLiteral("weapons")).toObject();
        double shortRange = -1;
        double longRange = -1;
        QString shortWeapon;
        QString longWeapon;
        auto isWeapon = [&](const QStringList &list) {
            return std::any_of(list.begin(), list.end(),
                               [&](const QString &c) { return weapons.contains(c); });
        };
        QStringList all = unit.capabilities;
        for (const QStringList &list : capabilities)
            all += list;
        for (const QString &capability : all) {
            const QJsonArray ranges = weapons.value(capability).toArray();
            if (ranges.isEmpty())
                continue;
            if (ranges[0].toDouble() > shortRange) {
                shortRange = ranges[0].toDouble();
                shortWeapon = capability;
            }
            if (!ranges[1].isNull() && ranges[1].toDouble() > longRange) {
                longRange = ranges[1].toDouble();
                longWeapon = capability;
            }
        }
        // The files that shoot: a front rank base with a shooting base in it or behind it ("Only
        // bases that have a shooting capability ... can shoot"; "Non-front rank bases shoot as
        // if at the same range as the front rank").
        std::vector<std::size_t> shooters;
        for (const std::size_t i : front) {
            for (std::size_t j = 0; j < rects.size(); ++j) {
                if (isWeapon(capabilities[j]) &&
                    (j == i ||
                     (std::abs(std::remainder(rects[j].facingDegrees - rects[i].facingDegrees,
                                              360.0)) < 1.0 &&
                      geometry::directlyInFront(rects[j], rects[i],
                                                battle.table.contactTolerance)))) {
                    shooters.push_back(i);
                    break;
                }
            }
        }
        if (shooters.empty())
            shooters = front;
        // Captions sit just inside the far edge of their arc.
        const double inside = 12 * pixel;
        const double narrow = valueOf("arcBaseWidthsShortRange").toDouble(-1);
        const double wide = valueOf("arcBaseWidthsNoShortRange").toDouble(-1);
        if (isShown(Overlay::LongArc) && longRange > shortRange && wide >= 0) {
            // Beyond short range of every shooting base: a target within short range of any is
            // shot at with the narrower arc.
            std::vector<geometry::Polygon> arcs;
            std::vector<geometry::Polygon> near;
            for (const std::size_t i : shooters) {
                arcs.push_back(
                    geometry::frontRangeZone(rects[i], wide * rects[i].width, longRange * mm));
                near.push_back(
                    geometry::frontRangeZone(rects[i], shortRange * mm, shortRange * mm));
            }
            OverlayItem *item =
                add(OverlayItem::Kind::LongArc, mOutlines->outline(arcs, true, near, frame));
            item->setPen(cosmeticPen(longArcColour, 1.5, Qt::DashLine));
            item->setBrush(withAlpha(longArcColour, 38));
            item->setZValue(3);
            label(tr("Long range %1 MU · %2").arg(QString::number(longRange), longWeapon),
                  longArcColour, captionAt(middle, frontLine + longRange * mm - inside));
        }
        if (isShown(Overlay::ShortArc) && shortRange > 0 && narrow >= 0) {
            std::vector<geometry::Polygon> arcs;
            for (const std::size_t i : shooters)
                arcs.push_back(
                    geometry::frontRangeZone(rects[i], narrow * rects[i].width, shortRange * mm));
            OverlayItem *item = add(OverlayItem::Kind::ShortArc, mOutlines->outline(arcs, frame));
            item->setPen(cosmeticPen(shortArcColour, 1.5));
            item->setBrush(withAlpha(shortArcColour, 70));
            item->setZValue(4);
            label(tr("Short range %1 MU · %2").arg(QString::number(shortRange), shortWeapon),
                  shortArcColour, captionAt(middle, frontLine + shortRange * mm - inside));
        }
    }

    // FoGR, Battle Groups: command ranges of 12, 8 and 4 MU by rank, round each commander of the
    // battle group's side; his marker, as the table has no commander bases yet.
    if (isShown(Overlay::CommandRanges) && !battle.table.unit.isHex()) {
        const QJsonObject ranks = values.value(QStringLiteral("commandRange"))
                                      .toObject()
                                      .value(QStringLiteral("ranks"))
                                      .toObject();
        const QColor side = tablestyle::sideColour(battle.sideIndex(unit.side));
        const QString symbol = battle.table.unit.symbol();
        QHash<QString, QJsonObject> ours;
        for (const QJsonValue &fact : mFacts.value(QStringLiteral("commanders")).toArray())
            ours.insert(fact[QStringLiteral("commander")].toString(), fact.toObject());
        for (const core::Commander &commander : battle.commanders) {
            if (commander.side != unit.side)
                continue;
            const QPointF at =
                frame.toScene({commander.x.millimetres(), commander.y.millimetres()});
            // The measurer's range for his rank (FoGR by rank, OD 8.2 one distance); failing
            // that (a commander away from this group's facts), the rank's range in the data.
            const QJsonObject fact = ours.value(commander.id);
            double range = fact.value(QStringLiteral("range")).toDouble(-1);
            for (auto it = ranks.begin(); range < 0 && it != ranks.end(); ++it) {
                if (it.key().compare(commander.rank, Qt::CaseInsensitive) == 0)
                    range = it.value().toDouble(-1);
            }
            const bool inRange = fact.value(QStringLiteral("inRange")).toBool();
            QString caption = commander.name.isEmpty() ? commander.id : commander.name;
            if (range > 0) {
                QPainterPath circle;
                circle.addEllipse(at, range * mm, range * mm);
                OverlayItem *item = add(OverlayItem::Kind::CommandRange, circle, commander.id);
                // A thin ring and the faintest wash: it spans much of the table and must not
                // drown what stands inside it.
                item->setPen(
                    cosmeticPen(side.darker(115), 1.5, inRange ? Qt::SolidLine : Qt::DashLine));
                item->setBrush(withAlpha(side, 10));
                item->setZValue(2);
                item->setToolTip(tr("%1, %2: command range %3 %4 (%5)")
                                     .arg(caption, commander.rank, QString::number(range), symbol,
                                          values.value(QStringLiteral("commandRange"))
                                              .toObject()
                                              .value(QStringLiteral("source"))
                                              .toString()));
                caption += tr(" · %1 %2 %3 · %4")
                               .arg(initials(commander.rank), QString::number(range), symbol,
                                    inRange ? tr("in range") : tr("out of range"));
            } else {
                caption += tr(" · %1: no command range in the data").arg(commander.rank);
            }
            // A marker a little smaller than a base, a disc with a white rim, that stays visible
            // when the whole table is in view.
            QPainterPath marker;
            const double radius = std::max(0.25 * mm, 5 * pixel);
            marker.addEllipse(at, radius, radius);
            OverlayItem *item = add(OverlayItem::Kind::Commander, marker, commander.id);
            item->setPen(cosmeticPen(Qt::white, 2.0));
            item->setBrush(side);
            item->setZValue(12);
            item->setToolTip(caption);
            label(caption, side, at + QPointF(0, radius + 14 * pixel));
        }
    }

    // Line of sight (FoGR, Line of Sight and Visibility, as the measurer judges it): a line from
    // the middle of the nearest front edge to the nearest point of each enemy not in contact.
    if (isShown(Overlay::LineOfSight)) {
        for (const QJsonValue &value : mFacts.value(QStringLiteral("enemies")).toArray()) {
            const QJsonObject enemy = value.toObject();
            if (!enemy.contains(QStringLiteral("lineOfSight")) ||
                enemy[QStringLiteral("distance")].toDouble() <= 0)
                continue;
            const QString id = enemy[QStringLiteral("unit")].toString();
            const int e = battle.unitIndex(id);
            if (e < 0)
                continue;
            double best = std::numeric_limits<double>::infinity();
            geometry::Point from;
            geometry::Point to;
            for (const core::Base &base : battle.units[e].bases) {
                const BaseItem *item = mScene->baseItem(id, base.id);
                if (!item)
                    continue;
                for (const std::size_t i : front) {
                    const geometry::Point start = frontCentre(rects[i]);
                    const geometry::Point end = nearestOn(item->pose(), start);
                    const double d = geometry::length(end - start);
                    // Of front edges as near as each other (an enemy square ahead), the one
                    // nearest the middle of the front: the line then reads as the group's.
                    const bool tie = std::abs(d - best) < 1.0;
                    if ((d < best && !tie) ||
                        (tie && std::abs(geometry::dot(start, right) - middle) <
                                    std::abs(geometry::dot(from, right) - middle))) {
                        best = std::min(best, d);
                        from = start;
                        to = end;
                    }
                }
            }
            if (!std::isfinite(best))
                continue;
            const bool clear = enemy[QStringLiteral("lineOfSight")].toBool();
            QPainterPath line(frame.toScene(from));
            line.lineTo(frame.toScene(to));
            const double dot = 3.5 * pixel;
            line.addEllipse(frame.toScene(to), dot, dot);
            OverlayItem *item = add(
                clear ? OverlayItem::Kind::SightClear : OverlayItem::Kind::SightBlocked, line, id);
            const QColor colour = clear ? sightClearColour : sightBlockedColour;
            item->setPen(cosmeticPen(colour, 2.0, clear ? Qt::SolidLine : Qt::DashLine));
            item->setBrush(colour);
            item->setZValue(15);
        }
    }

    // The enemy picked in the inspector, ringed.
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
                add(OverlayItem::Kind::Highlight, unite(outlines, frame), mHighlighted);
            item->setPen(cosmeticPen(highlightColour, 4.0));
            item->setBrush(Qt::NoBrush);
            item->setZValue(25);
        }
    }
}

} // namespace adjutant::app
