// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/proposal.h"

#include "core/battle.h"
#include "core/changes.h"
#include "geometry/baseindex.h"
#include "geometry/contact.h"
#include "geometry/footprint.h"
#include "geometry/hexfacing.h"
#include "geometry/hexlayout.h"
#include "geometry/orientedrect.h"

#include <QHash>
#include <QJsonArray>
#include <QMap>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <set>

namespace adjutant::capture {

namespace {

// How far photos may disagree on one marker before neither is believed, how far a base may be
// from where the battle has it and still count as in place, and how far a seen base may be from
// its group's rigid move and the group still count as having kept its formation.
constexpr double kPhotosAgreeMm = 3.0;
constexpr double kPhotosAgreeDegrees = 2.0;
constexpr double kInPlaceMm = 1.0;
constexpr double kInPlaceDegrees = 1.0;
constexpr double kFormationKeptMm = 1.5;
constexpr double kFormationKeptDegrees = 3.0;
// A marker read this much larger or smaller than the printed size is another sheet's, or a misread.
constexpr double kMarkerSizeTolerance = 0.25;
// Hex maps: a counter whose centre lies within this fraction of the hex's inner radius of a
// hexside, or whose facing is further than this from every vertex, is between two: flagged.
constexpr double kBetweenHexesFraction = 0.2;
constexpr double kBetweenVerticesDegrees = 20.0;

constexpr double kDegrees = 180.0 / std::numbers::pi;

QString quoted(const QString &text)
{
    return QStringLiteral("\"%1\"").arg(text);
}

using geometry::turnBetween;
using geometry::wrappedFacing;

// Turned clockwise by `degrees` (the table's facings turn clockwise, y up).
QPointF turned(QPointF v, double degrees)
{
    const double r = degrees / kDegrees;
    return {v.x() * std::cos(r) + v.y() * std::sin(r), -v.x() * std::sin(r) + v.y() * std::cos(r)};
}

double distance(QPointF a, QPointF b)
{
    return std::hypot(a.x() - b.x(), a.y() - b.y());
}

// A move of the whole table: turn by `degrees` about `from`, then carry `from` to `to`.
struct Rigid
{
    QPointF from;
    QPointF to;
    double degrees = 0.0;
    TablePose apply(const TablePose &pose) const
    {
        return {to + turned(pose.centre - from, degrees), wrappedFacing(pose.facingDegrees + degrees)};
    }
};

// The move that carries each `before` closest to its `after` (least squares), the turn from
// the points where they spread wide enough to show it, else from the facings.
Rigid fitRigid(const QList<TablePose> &before, const QList<TablePose> &after)
{
    Rigid rigid;
    const qsizetype n = before.size();
    for (qsizetype i = 0; i < n; ++i) {
        rigid.from += before[i].centre / double(n);
        rigid.to += after[i].centre / double(n);
    }
    double dotSum = 0.0, crossSum = 0.0, spread = 0.0;
    double sinSum = 0.0, cosSum = 0.0;
    for (qsizetype i = 0; i < n; ++i) {
        const QPointF o = before[i].centre - rigid.from;
        const QPointF m = after[i].centre - rigid.to;
        dotSum += QPointF::dotProduct(o, m);
        crossSum += o.x() * m.y() - o.y() * m.x();
        spread += QPointF::dotProduct(o, o);
        const double by = turnBetween(before[i].facingDegrees, after[i].facingDegrees) / kDegrees;
        sinSum += std::sin(by);
        cosSum += std::cos(by);
    }
    // Bases 20 mm apart or more show their turn to a few hundredths of a degree, better than a
    // 10 mm marker's own facing does (docs/capture.md).
    constexpr double kSpreadMm = 10.0;
    if (n >= 2 && spread >= double(n) * kSpreadMm * kSpreadMm)
        rigid.degrees = -std::atan2(crossSum, dotSum) * kDegrees; // clockwise positive
    else
        rigid.degrees = std::atan2(sinSum, cosSum) * kDegrees;
    return rigid;
}

QString wearerWords(const core::Battle &battle, const WornMarker &wearer)
{
    const core::Unit &unit = battle.units[wearer.unit];
    if (wearer.base < 0)
        return QStringLiteral("the tray of %1").arg(quoted(unit.name));
    return QStringLiteral("base %1 of %2").arg(quoted(unit.bases[wearer.base].id), quoted(unit.name));
}

QString joined(QStringList items)
{
    if (items.size() < 2)
        return items.join(QString());
    const QString last = items.takeLast();
    return items.join(QStringLiteral(", ")) + QStringLiteral(" and ") + last;
}

// One marker's place once every photo has had its say.
struct Sighting
{
    BasePose pose;
    QStringList photos;
};

} // namespace

int CaptureProposal::movedUnits() const
{
    return int(std::count_if(units.begin(), units.end(), [](const CapturedUnit &unit) {
        return unit.status == CapturedUnit::Status::Moved;
    }));
}

namespace {

// Every marker the photos placed, merged: one place per marker id, or a warning on its unit.
QHash<int, Sighting> sightings(const core::Battle &battle, const QList<PhotoCapture> &photos,
                               const QHash<int, WornMarker> &wearers, const CaptureSettings &settings,
                               QHash<int, QStringList> &unitWarnings, QStringList &warnings)
{
    QHash<int, QList<Sighting>> seen;
    std::set<int> unknown; // in id order for the message
    for (const PhotoCapture &photo : photos) {
        if (!photo.table.error.isEmpty())
            continue;
        const auto rightSize = [&](const BasePose &pose) {
            return std::abs(pose.sideMm - settings.markerMm) <= kMarkerSizeTolerance * settings.markerMm;
        };
        QHash<int, int> count; // each id's readings at the printed size
        for (const BasePose &pose : photo.table.bases)
            count[pose.id] += rightSize(pose) ? 1 : 0;
        for (const BasePose &pose : photo.table.bases) {
            const WornMarker wearer = wearers.value(pose.id);
            // An uncertain reading is a place to confirm, not a sighting to warn of: at the wrong
            // size or seen twice, it is dropped unsaid. So is a reading at the wrong size beside
            // one of the same id at the printed size: a part of another marker misread, which
            // concerns neither that marker's base nor this one's.
            if (!rightSize(pose)) {
                if (pose.uncertain || count.value(pose.id) > 0)
                    continue;
                unitWarnings[wearer.unit]
                    << QStringLiteral("its marker %1 reads %2 mm across in %3, where the stickers are %4 mm "
                                      "(a sticker of another sheet, or a misread): not used")
                           .arg(pose.id).arg(pose.sideMm, 0, 'f', 1).arg(photo.name)
                           .arg(settings.markerMm, 0, 'g', 3);
                continue;
            }
            if (count.value(pose.id) > 1) {
                const QString words = QStringLiteral("its marker %1 is seen %2 times in %3: neither is used")
                                          .arg(pose.id).arg(count.value(pose.id)).arg(photo.name);
                if (!pose.uncertain && !unitWarnings[wearer.unit].contains(words))
                    unitWarnings[wearer.unit] << words;
                continue;
            }
            seen[pose.id].append({pose, {photo.name}});
        }
        for (const SeenMarker &marker : photo.table.unknown)
            unknown.insert(marker.id);
    }
    if (!unknown.empty()) {
        QStringList ids;
        for (const int id : unknown)
            ids << QString::number(id);
        warnings << QStringLiteral("%1 %2 %3 on no base of this battle (a sticker of another battle, "
                                   "or a misread): ignored")
                        .arg(ids.size() == 1 ? QStringLiteral("Marker") : QStringLiteral("Markers"),
                             joined(ids), ids.size() == 1 ? QStringLiteral("is") : QStringLiteral("are"));
    }

    QHash<int, Sighting> merged;
    for (auto it = seen.begin(); it != seen.end(); ++it) {
        // Where a photo read the marker with certainty, the others' uncertain readings add nothing.
        QList<Sighting> &all = it.value();
        if (std::any_of(all.begin(), all.end(), [](const Sighting &s) { return !s.pose.uncertain; }))
            all.removeIf([](const Sighting &s) { return s.pose.uncertain; });
        Sighting one = all.first();
        bool agree = true;
        double sinSum = 0.0, cosSum = 0.0;
        QPointF centre;
        for (const Sighting &s : all) {
            agree = agree && distance(s.pose.centre, all.first().pose.centre) <= kPhotosAgreeMm
                && std::abs(turnBetween(all.first().pose.facingDegrees, s.pose.facingDegrees)) <= kPhotosAgreeDegrees;
            centre += s.pose.centre / double(all.size());
            sinSum += std::sin(s.pose.facingDegrees / kDegrees);
            cosSum += std::cos(s.pose.facingDegrees / kDegrees);
        }
        const WornMarker wearer = wearers.value(it.key());
        QStringList names;
        for (const Sighting &s : all)
            names << s.photos;
        if (!agree && one.pose.uncertain)
            continue;
        if (!agree) {
            unitWarnings[wearer.unit] << QStringLiteral("%1 and its marker %2 are placed differently by %3: "
                                                        "not used")
                                             .arg(wearerWords(battle, wearer)).arg(it.key()).arg(joined(names));
            continue;
        }
        one.pose.centre = centre;
        one.pose.facingDegrees = wrappedFacing(std::atan2(sinSum, cosSum) * kDegrees);
        one.photos = names;
        merged.insert(it.key(), one);
    }
    return merged;
}

// Whether two places of a base are one within the formation's tolerance.
bool agrees(const TablePose &a, const TablePose &b)
{
    return distance(a.centre, b.centre) <= kFormationKeptMm
        && std::abs(turnBetween(a.facingDegrees, b.facingDegrees)) <= kFormationKeptDegrees;
}

QString unconfirmedWords(int marker)
{
    return QStringLiteral("its marker %1 was read only faintly, where neither its group nor the battle "
                          "puts it: not used (a closer photo reads it)").arg(marker);
}

// Where the marker of `base` (or of the tray) says the base is.
TablePose poseFromMarker(const core::TableModel &table, const core::Base &base,
                         const CaptureSettings &settings, const BasePose &marker)
{
    const TablePose now = basePoseMm(table, base, settings);
    const MarkerPlacement expected = markerOnBase(table, base, settings);
    // The marker's offset from the base's centre in the base's own axes, carried to the marker seen.
    const QPointF offset = turned(expected.centre - now.centre, -now.facingDegrees);
    return {marker.centre - turned(offset, marker.facingDegrees), wrappedFacing(marker.facingDegrees)};
}

geometry::OrientedRect footprint(const core::Base &base, const TablePose &pose)
{
    return {{pose.centre.x(), pose.centre.y()}, pose.facingDegrees, base.width.millimetres(),
            base.depth.millimetres()};
}

// The seen bases of a group that changed its formation standing further from every other base of
// the group than their own frontage or depth: a marker misread as this base's, or a group the
// player should look at.
QStringList strayBases(const core::Unit &unit, const QList<CapturedBase> &bases)
{
    QStringList words;
    for (const CapturedBase &base : bases) {
        if (!base.seen || bases.size() < 2)
            continue;
        const core::Base &self = unit.bases[base.base];
        const geometry::OrientedRect rect = footprint(self, base.after);
        double nearest = 1e300;
        for (const CapturedBase &other : bases) {
            if (other.base != base.base)
                nearest = std::min(nearest, geometry::distance(rect, footprint(unit.bases[other.base], other.after)));
        }
        if (nearest > std::max(rect.width, rect.depth))
            words << QStringLiteral("base %1 stands %2 mm from the rest of its unit (a misread marker?)")
                         .arg(quoted(self.id)).arg(qRound(nearest));
    }
    return words;
}

// A hex map's counter: its hex and vertex, or why it is between two.
QString snapToHex(const geometry::HexLayout &layout, CapturedBase &captured)
{
    const geometry::Point point{captured.after.centre.x(), captured.after.centre.y()};
    const std::optional<geometry::HexOffset> hex = layout.mapHexAt(point);
    if (!hex)
        return QStringLiteral("would stand off the map");
    // The distance to the nearest hexside: the inner radius less the centre's offset along the
    // normal of the side it is nearest.
    const geometry::Point centre = layout.centre(*hex);
    const geometry::Point d = point - centre;
    const double inner = layout.radius() * std::numbers::sqrt3 / 2.0;
    double along = 0.0;
    for (int side = 0; side < 6; ++side) {
        const double radians = (60.0 * side) / kDegrees; // flat-topped: sides face 0, 60, ... from +y
        along = std::max(along, d.x * std::sin(radians) + d.y * std::cos(radians));
    }
    // The nearest vertex: vertex k looks 30 + 60 k degrees clockwise from the top of the map.
    const geometry::HexFacing facing(int(std::lround(wrappedFacing(captured.after.facingDegrees - 30.0) / 60.0)) % 6);
    const double off = std::abs(turnBetween(facing.compassDegrees(), captured.after.facingDegrees));
    QStringList between;
    if (inner - along < kBetweenHexesFraction * inner)
        between << QStringLiteral("between two hexes");
    if (off > kBetweenVerticesDegrees)
        between << QStringLiteral("facing between two vertices");
    captured.placed.hex = {hex->column, hex->row};
    captured.placed.facing = facing.vertex();
    captured.after = {{centre.x, centre.y}, double(facing.compassDegrees())};
    if (between.isEmpty())
        return {};
    return QStringLiteral("stands %1: place it by hand").arg(between.join(QStringLiteral(" and ")));
}

} // namespace

CaptureProposal propose(const core::Battle &battle, const QList<PhotoCapture> &photos,
                        const CaptureSettings &settings)
{
    CaptureProposal proposal;
    proposal.settings = settings;
    proposal.photos = photos;
    QStringList refused;
    for (const PhotoCapture &photo : photos) {
        if (!photo.table.error.isEmpty())
            refused << QStringLiteral("%1: %2").arg(photo.name, photo.table.error);
    }
    if (refused.size() == photos.size()) {
        proposal.error = photos.isEmpty() ? QStringLiteral("no photo to capture the table from")
                                          : refused.first();
        return proposal;
    }
    for (const QString &r : refused)
        proposal.warnings << r + QStringLiteral(" (not used)");

    const core::TableModel &table = battle.table;
    QHash<int, WornMarker> wearers;
    for (const WornMarker &marker : wornMarkers(battle))
        wearers.insert(marker.id, marker);
    const QSizeF area = playingAreaMm(table, settings);
    const std::optional<geometry::HexLayout> hexes =
        table.unit.isHex() ? std::optional(hexLayout(table, settings)) : std::nullopt;
    QHash<int, QStringList> unitWarnings;
    const QHash<int, Sighting> seen =
        sightings(battle, photos, wearers, settings, unitWarnings, proposal.warnings);

    for (int u = 0; u < battle.units.size(); ++u) {
        const core::Unit &unit = battle.units[u];
        CapturedUnit captured;
        captured.unit = u;
        captured.warnings = unitWarnings.value(u);
        QList<TablePose> before;
        for (const core::Base &base : unit.bases)
            before.append(basePoseMm(table, base, settings));
        // The bases' places as the markers seen put them (tray: all of them; else the seen ones).
        QList<int> seenBases;
        QList<TablePose> after = before;
        bool formationKept = true;
        if (unit.trayMarker != core::noMarker) {
            captured.markers = 1;
            if (seen.contains(unit.trayMarker) && !unit.bases.isEmpty()) {
                const MarkerPlacement expected = markerOnTray(table, unit, settings);
                const BasePose &marker = seen.value(unit.trayMarker).pose;
                const Rigid rigid{expected.centre, marker.centre, turnBetween(expected.facingDegrees, marker.facingDegrees)};
                // An uncertain reading of a tray's marker has no group to confirm it: only the
                // battle's own place for the tray does.
                const bool confirmed = !marker.uncertain
                    || agrees({expected.centre, expected.facingDegrees}, {marker.centre, marker.facingDegrees});
                for (int b = 0; confirmed && b < unit.bases.size(); ++b) {
                    after[b] = rigid.apply(before[b]);
                    seenBases << b;
                }
                if (confirmed)
                    captured.markersSeen = 1;
                else
                    captured.notes << unconfirmedWords(unit.trayMarker);
            }
        } else {
            QList<int> uncertainBases;
            for (int b = 0; b < unit.bases.size(); ++b) {
                const int id = unit.bases[b].marker;
                if (id == core::noMarker)
                    continue;
                ++captured.markers;
                if (!seen.contains(id))
                    continue;
                after[b] = poseFromMarker(table, unit.bases[b], settings, seen.value(id).pose);
                (seen.value(id).pose.uncertain ? uncertainBases : seenBases) << b;
            }
            // The group's move, fitted to its seen bases, and whether they kept their formation.
            const auto fitGroup = [&](const QList<int> &bases) {
                QList<TablePose> from, to;
                for (const int b : bases) {
                    from << before[b];
                    to << after[b];
                }
                const Rigid rigid = fitRigid(from, to);
                bool kept = true;
                for (const int b : bases)
                    kept = kept && agrees(rigid.apply(before[b]), after[b]);
                return std::pair(rigid, kept);
            };
            // A marker read uncertainly is seen where it stands as its group's surely seen bases
            // or, unmoved, the battle put it: a misread code, another base's, lands where no base
            // of its id can be. Elsewhere it is not used.
            if (!uncertainBases.isEmpty()) {
                const auto [rigid, kept] = seenBases.isEmpty() ? std::pair(Rigid{}, false) : fitGroup(seenBases);
                for (const int b : std::as_const(uncertainBases)) {
                    if ((kept && agrees(rigid.apply(before[b]), after[b])) || agrees(before[b], after[b])) {
                        seenBases << b;
                    } else {
                        after[b] = before[b];
                        captured.notes << unconfirmedWords(unit.bases[b].marker);
                    }
                }
                std::sort(seenBases.begin(), seenBases.end());
            }
            captured.markersSeen = int(seenBases.size());
            if (!seenBases.isEmpty()) {
                // The group's move, fitted to its seen bases: where they kept their formation,
                // every base takes it (bases in contact stay exactly in contact, and the turn is
                // read from the bases' spread, finer than one marker's facing); where they did
                // not, the seen bases stand where they are seen and the others are placed by it.
                const auto [rigid, kept] = fitGroup(seenBases);
                formationKept = kept;
                QStringList placed;
                for (int b = 0; b < unit.bases.size(); ++b) {
                    if (formationKept || !seenBases.contains(b))
                        after[b] = rigid.apply(before[b]);
                    if (!seenBases.contains(b))
                        placed << quoted(unit.bases[b].id);
                }
                if (!placed.isEmpty()) {
                    const QString words = QStringLiteral("%1 %2 not seen: placed with the group's seen %3")
                                              .arg(placed.size() == 1 ? QStringLiteral("base") : QStringLiteral("bases"),
                                                   joined(placed),
                                                   seenBases.size() == 1 ? QStringLiteral("base") : QStringLiteral("bases"));
                    // One seen base gives the group's turn from its one marker's facing, which a
                    // blurred or steep photo reads to a degree or two: 3 mm at 150 mm away.
                    if (!formationKept)
                        captured.warnings << words + QStringLiteral(", whose formation changed: check them");
                    else if (seenBases.size() == 1)
                        captured.warnings << words + QStringLiteral(", turned by its marker alone: check them");
                    else
                        captured.notes << words;
                }
            }
        }
        if (captured.markers == 0) {
            captured.status = CapturedUnit::Status::NoMarker;
            proposal.units.append(captured);
            continue;
        }
        if (seenBases.isEmpty()) {
            captured.status = CapturedUnit::Status::NotSeen;
            // A counter under another in its hex (a stack) shows no marker: say whose is on top.
            if (table.unit.isHex() && !unit.bases.isEmpty()) {
                for (const core::Unit &other : battle.units) {
                    if (&other != &unit && !other.bases.isEmpty() && other.bases.first().hex == unit.bases.first().hex) {
                        captured.notes << QStringLiteral("it shares its hex with %1: under its counter?").arg(quoted(other.name));
                        break;
                    }
                }
            }
            proposal.units.append(captured);
            continue;
        }

        bool moved = false;
        for (int b = 0; b < unit.bases.size(); ++b) {
            CapturedBase base;
            base.base = b;
            base.seen = seenBases.contains(b);
            base.before = before[b];
            base.after = after[b];
            base.placed = unit.bases[b];
            if (table.unit.isHex()) {
                const QString between = snapToHex(*hexes, base);
                if (!between.isEmpty())
                    captured.warnings << QStringLiteral("%1 %2").arg(quoted(unit.bases[b].id), between);
                moved = moved || base.placed.hex != unit.bases[b].hex || base.placed.facing != unit.bases[b].facing;
            } else {
                if (!geometry::withinTable(footprint(unit.bases[b], base.after), area.width(), area.height()))
                    captured.warnings << QStringLiteral("base %1 would stand off the table").arg(quoted(unit.bases[b].id));
                base.placed.x = core::Length::fromMillimetres(base.after.centre.x());
                base.placed.y = core::Length::fromMillimetres(base.after.centre.y());
                base.placed.facing = geometry::recordedFacing(base.after.facingDegrees);
            }
            base.movedMm = distance(base.before.centre, base.after.centre);
            base.turnedDegrees = turnBetween(base.before.facingDegrees, base.after.facingDegrees);
            captured.movedMm = std::max(captured.movedMm, base.movedMm);
            moved = moved || base.movedMm > kInPlaceMm || std::abs(base.turnedDegrees) > kInPlaceDegrees;
            captured.bases.append(base);
        }
        if (!formationKept && !table.unit.isHex())
            captured.warnings << strayBases(unit, captured.bases);
        captured.status = moved ? CapturedUnit::Status::Moved : CapturedUnit::Status::InPlace;
        proposal.units.append(captured);
    }

    // Bases that would overlap where the proposal puts them (free-form tables: on a hex map
    // counters stack by the rule set's rules).
    if (!table.unit.isHex()) {
        // Every base where the proposal puts it (a unit not moved: where the battle has it), and
        // the pairs that touch or overlap, from the table's own index (geometry/baseindex.h).
        struct Placed
        {
            int unit;
            const core::Base *base;
            bool moved;
        };
        QList<Placed> all;
        std::vector<geometry::Footprint> footprints;
        for (const CapturedUnit &captured : std::as_const(proposal.units)) {
            const core::Unit &unit = battle.units[captured.unit];
            const bool moved = captured.status == CapturedUnit::Status::Moved;
            for (int b = 0; b < unit.bases.size(); ++b) {
                const TablePose pose = moved ? captured.bases[b].after : basePoseMm(table, unit.bases[b], settings);
                all.append({captured.unit, &unit.bases[b], moved});
                footprints.push_back(geometry::footprint(footprint(unit.bases[b], pose)));
            }
        }
        geometry::BaseIndex index;
        index.rebuild(footprints);
        std::vector<geometry::BaseIndex::Pair> touching = index.pairsWithin(footprints, 0.0);
        // In the battle's order, so that the warnings name the bases in it.
        std::sort(touching.begin(), touching.end(), [](const auto &p, const auto &q) {
            return std::pair(p.a, p.b) < std::pair(q.a, q.b);
        });
        // Per moved unit and the unit it would overlap: the deepest overlap and its own bases in it.
        struct Overlap
        {
            double deepest = 0.0;
            QStringList bases;
        };
        QMap<QPair<int, int>, Overlap> overlaps;
        auto note = [&](const Placed &self, const Placed &other, double by) {
            Overlap &o = overlaps[{self.unit, other.unit}];
            o.deepest = std::max(o.deepest, by);
            if (!o.bases.contains(quoted(self.base->id)))
                o.bases << quoted(self.base->id);
        };
        for (const geometry::BaseIndex::Pair &pair : touching) {
            const Placed &a = all[qsizetype(pair.a)];
            const Placed &c = all[qsizetype(pair.b)];
            if (!a.moved && !c.moved)
                continue;
            const double by = geometry::penetration(footprints[pair.a], footprints[pair.b]);
            if (by <= table.contactTolerance)
                continue;
            if (a.moved)
                note(a, c, by);
            if (c.moved)
                note(c, a, by);
        }
        for (auto it = overlaps.cbegin(); it != overlaps.cend(); ++it) {
            const auto [self, other] = it.key();
            const QString whom = self == other ? QStringLiteral("each other")
                                               : quoted(battle.units[other].name);
            proposal.units[self].warnings
                << QStringLiteral("%1 %2 would overlap %3 by up to %4 mm")
                       .arg(it->bases.size() == 1 ? QStringLiteral("base") : QStringLiteral("bases"),
                            joined(it->bases), whom)
                       .arg(it->deepest, 0, 'f', 1);
        }
    }
    return proposal;
}

std::optional<core::Change> capturedChange(const core::Battle &battle, const CaptureProposal &proposal,
                                           const QList<int> &acceptedUnits)
{
    QJsonArray moves;
    for (const CapturedUnit &captured : proposal.units) {
        if (captured.status != CapturedUnit::Status::Moved || !acceptedUnits.contains(captured.unit))
            continue;
        const core::Unit &unit = battle.units[captured.unit];
        for (const CapturedBase &base : captured.bases)
            moves.append(core::baseMovePayload(battle, unit.id, base.placed));
    }
    if (moves.isEmpty())
        return std::nullopt;
    return core::Change{QStringLiteral("bases.moved"),
                        {{QStringLiteral("moves"), moves}, {QStringLiteral("captured"), true}}};
}

} // namespace adjutant::capture
