// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/fogrtablerules.h"

#include "core/battle.h"
#include "geometry/contact.h"
#include "geometry/tolerance.h"
#include "geometry/zones.h"
#include "measure/measuredtable.h"
#include "rulesets/fogr/shootingfiles.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>

namespace adjutant::rulesets::fogr {

namespace {

using geometry::OrientedRect;
using measure::UnitShape;

// FoGR's words for the facts the table judges (the rule book, as transcribed).
const char *flankRule =
    "FoGR, Charging a Flank or Rear: \"A battle group can only charge an enemy battle group in "
    "the flank or rear if it starts its charge in a position where both of the following apply: "
    "The charging battle group starts with no part of any of its bases directly in front of any "
    "part of any base of the target battle group. The charging battle group starts with at least "
    "one base entirely behind a straight line extending the front edge of the enemy battle "
    "group.\"\nWhether the charge then counts as a flank or a rear charge (the first part "
    "contacted, no wheel from closer than 1 MU) is for the players to judge as it is made.";
const char *sightRule =
    "FoGR, Line of Sight and Visibility: \"straight lines from both front corners of its front "
    "rank base to a single point on the target base without passing through: Terrain that would "
    "block line of sight. Friendly troops\"";
const char *arcRule =
    "FoGR, Shooting Phase: \"Only bases that have a shooting capability ... can shoot.\" Arc of "
    "Fire: \"some part of the enemy base is inside a straight line projecting forward parallel "
    "to, and at the following distance from, the shooting base's side edge: 2 base widths if no "
    "base of the shooting battle group is within short range of that enemy battle group. 1 base "
    "width otherwise.\"\nRanges: \"A front rank base is in range if a front corner or any part "
    "of its front edge is within range of the target. ... Non-front rank bases shoot as if at the "
    "same range as the front rank.\" Line of sight is drawn from each shooting file's front rank "
    "base.";

QString number(double value)
{
    return QString::number(value, 'f', 2);
}

} // namespace

FogrTableRules::FogrTableRules(const RuleBook &book, const Ruleset &ruleset)
    : mBook(book), mRuleset(ruleset), mWeapons(book)
{
    const QString measuring = QStringLiteral("measuring");
    mRestricted = book.number(measuring, QStringLiteral("restrictedArea"));
    mArcShort = book.number(measuring, QStringLiteral("arcBaseWidthsShortRange"));
    mArcNoShort = book.number(measuring, QStringLiteral("arcBaseWidthsNoShortRange"));
    mComplexMoveExclusion = book.number(measuring, QStringLiteral("complexMoveExclusion"));
    mFriendsBreakTest = book.number(measuring, QStringLiteral("friendsBreakTest"));
    const RuleValue &sight = book.value(measuring, QStringLiteral("terrainBlockingSight"));
    if (sight.isAvailable())
        mSightTerrain = book.strings(measuring, QStringLiteral("terrainBlockingSight"));
    else
        mSightMissing = sight.reason;
    mZoiFoot = book.number(QStringLiteral("interception"), QStringLiteral("zoiFoot"));
    mZoiMounted = book.number(QStringLiteral("interception"), QStringLiteral("zoiMounted"));
    for (const QString &rank : book.keys(QStringLiteral("commandRanges")))
        mCommandRanges.insert(rank, book.number(QStringLiteral("commandRanges"), rank));
    for (const QJsonValue &type :
         book.json(QStringLiteral("troopTypes"), QStringLiteral("types")).toArray())
        mCategories.insert(type[QStringLiteral("name")].toString(),
                           type[QStringLiteral("category")].toString());
    mRestrictedTip = cite(measuring, QStringLiteral("restrictedArea"));
    mInterceptionTip = cite(QStringLiteral("interception"), QStringLiteral("zoiFoot"));
    mShortArcTip = cite(measuring, QStringLiteral("arcBaseWidthsShortRange"));
    mLongArcTip = cite(measuring, QStringLiteral("arcBaseWidthsNoShortRange"));
    mSightTip = QString::fromLatin1(sightRule);
    if (!mSightMissing.isEmpty())
        mSightTip += QStringLiteral("\nMissing: %1").arg(mSightMissing);
    mCommandRangesSource = book.tableSource(QStringLiteral("commandRanges"));
}

void FogrTableRules::pairFacts(const measure::MeasuredTable &table, int self, int enemy,
                               double mm, QJsonObject &facts) const
{
    const UnitShape &ours = table.shape(self);
    const UnitShape &theirs = table.shape(enemy);
    const double unit = table.unitMm();
    const double tolerance = table.tolerance();
    auto within = [&](const std::vector<OrientedRect> &a, const std::vector<OrientedRect> &b,
                      double reach) {
        return measure::anyPair(a, b, [&](auto &x, auto &y) {
            return !measure::beyondReach(x, y, reach) &&
                   geometry::directlyInFrontWithin(x, y, reach, tolerance);
        });
    };
    // FoGR, Restricted Area: "a battle group within 2 MU directly in front of an enemy battle
    // group is considered to be pinned".
    facts[QStringLiteral("inItsRestrictedArea")] =
        within(theirs.frontRank, ours.bases, mRestricted * unit);
    facts[QStringLiteral("itIsInOurRestrictedArea")] =
        within(ours.frontRank, theirs.bases, mRestricted * unit);
    // FoGR, Interception Charges: "The ZOI is 2 MUs for foot and 4 MUs for mounted troops and
    // elephants. It extends only directly to the intercepting battle group's front".
    const QString category = mCategories.value(theirs.unit->troopType);
    const bool mounted = category == QLatin1String("Mounted") ||
                         category == QLatin1String("Elephants");
    facts[QStringLiteral("inItsZoneOfInterception")] =
        within(theirs.frontRank, ours.bases, (mounted ? mZoiMounted : mZoiFoot) * unit);
    // FoGR, Charging a Flank or Rear: no base directly in front of any target base, and at
    // least one base entirely behind the line of each of the target's front edges. (On the
    // footprints worked out once for the whole table: directlyInFront of two rectangles is that
    // of their footprints.)
    const auto ourFootprints = table.footprintsOf(self);
    bool inFront = false;
    for (const geometry::Footprint &target : table.footprintsOf(enemy)) {
        inFront = std::any_of(ourFootprints.begin(), ourFootprints.end(),
                              [&](const geometry::Footprint &y) {
                                  return geometry::directlyInFront(target, y, tolerance);
                              });
        if (inFront)
            break;
    }
    bool behindAll = true;
    for (const OrientedRect &front : measure::frontEdges(theirs, tolerance)) {
        behindAll = behindAll && std::any_of(ours.bases.begin(), ours.bases.end(),
                                             [&](const OrientedRect &b) {
                                                 return geometry::entirelyBehindFrontLine(
                                                     b, front, tolerance);
                                             });
    }
    facts[QStringLiteral("flankOrRearChargePosition")] = !inFront && behindAll;
    // FoGR, Line of Sight: from both front corners of a front-rank base to one point of an enemy
    // base, through no friendly troops or blocking terrain.
    facts[QStringLiteral("lineOfSight")] = table.sightFromFrontRank(self, enemy);
    shootingFacts(table, self, enemy, facts);
    // FoGR, Manoeuvre Phase: "Neither the 1st nor the 2nd move can start, end or go within 6
    // MUs of any enemy".
    facts[QStringLiteral("withinComplexMoveExclusion")] = mm <= mComplexMoveExclusion * unit;
}

// FoGR, Shooting Phase, from the files that shoot (shootingFiles): each file's range is its
// front rank base's, to the nearest base of the target; the arc is 1 base width each side when
// any shooting base is within its short range of the target, 2 otherwise; the range given is the
// best of the files that have the target in arc (of all files when none has).
void FogrTableRules::shootingFacts(const measure::MeasuredTable &table, int self, int enemy,
                                   QJsonObject &facts) const
{
    const UnitShape &ours = table.shape(self);
    const UnitShape &theirs = table.shape(enemy);
    const double unit = table.unitMm();
    const double tolerance = table.tolerance();
    QStringList missing;
    const std::vector<ShootingFile> files =
        shootingFiles(mWeapons, mCategories, *ours.unit, ours.bases, tolerance, &missing);
    // The range from x's front edge to the nearest base of the target, or `best` when none is
    // nearer. A pair beyond reach of the nearest so far cannot be nearer (the front edge is part
    // of the base): it is not measured, and the least range is the same.
    constexpr double none = std::numeric_limits<double>::infinity();
    auto rangeTo = [&](const OrientedRect &x, double best) {
        const double rx = measure::halfDiagonal(x);
        for (const OrientedRect &y : theirs.bases) {
            if (!measure::beyondReach(x, rx, y, best))
                best = std::min(best, geometry::rangeFromFrontEdge(x, y));
        }
        return best;
    };
    QJsonObject shooting;
    if (!missing.isEmpty())
        shooting[QStringLiteral("rangesMissing")] = QJsonArray::fromStringList(missing);
    if (files.empty()) {
        double front = std::numeric_limits<double>::infinity();
        for (const OrientedRect &x : ours.frontRank)
            front = rangeTo(x, front); // the nearest of all: pruned by the nearest so far
        shooting[QStringLiteral("frontEdgeDistance")] = table.units(front);
        facts[QStringLiteral("shooting")] = shooting;
        return;
    }
    std::vector<double> ranges;
    bool withinShort = false;
    double front = std::numeric_limits<double>::infinity();
    for (const ShootingFile &file : files) {
        ranges.push_back(rangeTo(ours.bases[file.front], none));
        front = std::min(front, ranges.back());
        withinShort = withinShort || ranges.back() <= file.shortest.shortRange * unit;
    }
    const double widths = withinShort ? mArcShort : mArcNoShort;
    // 0: out of range, 1: long, 2: short.
    auto band = [&](std::size_t f) {
        return ranges[f] <= files[f].shortest.shortRange * unit ? 2
               : ranges[f] <= files[f].longest.reach() * unit   ? 1
                                                                : 0;
    };
    int bestInArc = -1;
    int bestAny = 0;
    std::vector<OrientedRect> shooters; // front rank bases of the files in arc and range
    QJsonArray shootingBases;
    std::vector<int> ranks; // their bases with a weapon in each rank, front first
    for (std::size_t f = 0; f < files.size(); ++f) {
        const OrientedRect &x = ours.bases[files[f].front];
        bestAny = std::max(bestAny, band(f));
        const bool inArc = std::any_of(theirs.bases.begin(), theirs.bases.end(),
                                       [&](const OrientedRect &y) {
                                           return geometry::inStraightAheadArc(x, y, widths,
                                                                               tolerance);
                                       });
        if (!inArc)
            continue;
        bestInArc = std::max(bestInArc, band(f));
        if (band(f) > 0) {
            shooters.push_back(x);
            shootingBases.append(table.baseName(self, int(files[f].front)));
            for (const int rank : files[f].shootingRanks) {
                ranks.resize(std::max(ranks.size(), std::size_t(rank) + 1));
                ++ranks[std::size_t(rank)];
            }
        }
    }
    static const char *bands[] = {"out of range", "long", "short"};
    shooting[QStringLiteral("frontEdgeDistance")] = table.units(front);
    shooting[QStringLiteral("range")] =
        QLatin1String(bands[bestInArc >= 0 ? bestInArc : bestAny]);
    shooting[QStringLiteral("arcBaseWidthsEachSide")] = widths;
    shooting[QStringLiteral("inArc")] = bestInArc >= 0;
    shooting[QStringLiteral("shootingBases")] = shootingBases;
    QJsonArray rankCounts;
    for (const int count : ranks)
        rankCounts.append(count);
    shooting[QStringLiteral("basesByRank")] = rankCounts;
    // FoGR, Line of Sight and Visibility: "A file can shoot at a target base if it is possible
    // to draw straight lines from both front corners of its front rank base to a single point on
    // the target base" without passing through blocking terrain or friends.
    if (!shooters.empty())
        shooting[QStringLiteral("lineOfSight")] = table.sightFrom(self, shooters, enemy);
    facts[QStringLiteral("shooting")] = shooting;
}

void FogrTableRules::unitFacts(const measure::MeasuredTable &table, int u,
                               QJsonObject &facts) const
{
    facts[QStringLiteral("overlapPositions")] = overlapPositions(table, u);
    // FoGR, Cohesion Tests: "Test a battle group if a friendly battle group within 3 MUs
    // breaks": the friends whose breaking would make this one test.
    QJsonArray friends;
    for (const int o : table.unitsWithin(u, mFriendsBreakTest * table.unitMm())) {
        if (!table.enemies(u, o))
            friends.append(table.shape(o).unit->id);
    }
    facts[QStringLiteral("friendsWithinBreakTestRange")] = friends;
}

// FoGR, Manoeuvre Phase: "An overlap position is one with a base in any of the following
// situations" - the first three, which the table shows. The fourth ("where it was not possible
// to conform the troops already in melee") is the players' call.
QJsonArray FogrTableRules::overlapPositions(const measure::MeasuredTable &table, int u) const
{
    using geometry::Edge;
    const UnitShape &self = table.shape(u);
    const double tolerance = table.tolerance();
    auto isSide = [](Edge e) { return e == Edge::Left || e == Edge::Right; };
    struct Placed
    {
        int unit;
        int base;
    };
    // Only bases within the contact tolerance can be in contact: the friends or enemies of the
    // side of unit `of` (ours unless said) near one base, through the R-tree, in the table's
    // order.
    std::vector<std::size_t> candidates;
    auto near = [&](const OrientedRect &base, bool friendly, int of) {
        table.index().candidatesNear(base, tolerance, candidates);
        std::sort(candidates.begin(), candidates.end());
        std::vector<Placed> found;
        for (const std::size_t id : candidates) {
            const int o = table.ownerOf(id);
            if (table.enemies(o, of) != friendly)
                found.push_back({o, int(id - table.firstBaseOf(o))});
        }
        return found;
    };
    auto rect = [&](const Placed &p) -> const OrientedRect & {
        return table.shape(p.unit).bases[std::size_t(p.base)];
    };
    auto name = [&](const Placed &p) { return table.baseName(p.unit, p.base); };
    auto index = [&](const Placed &p) { return table.firstBaseOf(p.unit) + std::size_t(p.base); };
    // A friendly base's front edge (ours or a friend's) in contact with an enemy base: fully, or
    // with that base's flank. The same for every unit of our side that asks: worked out once
    // per base (MeasuredTable::baseFact), as a crowd of friends beside one base would otherwise
    // ask it once for each of them.
    enum Fact { FrontOnAny, FrontOnFully, FrontOnFlank, FrontOnSide };
    auto frontOn = [&](const Placed &p, bool full, bool flank) {
        const Fact fact = full ? FrontOnFully : flank ? FrontOnFlank : FrontOnAny;
        return table.baseFact(index(p), fact, [&] {
            const OrientedRect &base = rect(p);
            for (const Placed &e : near(base, false, p.unit)) {
                const geometry::Contact c = geometry::classifyContact(base, rect(e), tolerance);
                for (int k = 0; k < c.edgeCount; ++k) {
                    const auto &ec = c.edgeContacts[k];
                    if (ec.a == Edge::Front && (!full || ec.fullA) && (!flank || isSide(ec.b)))
                        return true;
                }
            }
            return false;
        });
    };
    // Whether an enemy base's front edge is in contact with a base of our side: once per base
    // and side (FrontOnSide + our side's number), as above.
    auto engaged = [&](const Placed &e) {
        return table.baseFact(index(e), FrontOnSide + table.sideOf(u), [&] {
            const std::vector<Placed> friends = near(rect(e), true, u);
            return std::any_of(friends.begin(), friends.end(), [&](const Placed &f) {
                const geometry::Contact fc = geometry::classifyContact(rect(e), rect(f), tolerance);
                for (int k = 0; k < fc.edgeCount; ++k) {
                    if (fc.edgeContacts[k].a == Edge::Front)
                        return true;
                }
                return false;
            });
        });
    };
    QJsonArray result;
    for (int b = 0; b < int(self.bases.size()); ++b) {
        const OrientedRect &base = self.bases[std::size_t(b)];
        const QString id = table.baseName(u, b);
        // 1: side edge to side edge with an enemy base that is in front edge contact with
        // friends.
        for (const Placed &e : near(base, false, u)) {
            const geometry::Contact c = geometry::classifyContact(base, rect(e), tolerance);
            bool sideToSide = false;
            for (int k = 0; k < c.edgeCount; ++k)
                sideToSide = sideToSide ||
                             (isSide(c.edgeContacts[k].a) && isSide(c.edgeContacts[k].b));
            if (!sideToSide)
                continue;
            if (engaged(e))
                result.append(QJsonObject{{QStringLiteral("base"), id},
                                          {QStringLiteral("situation"), 1},
                                          {QStringLiteral("against"), name(e)}});
        }
        // 2 and 3: front corner to front corner and side edge to side edge with a friendly base
        // facing the same way whose front edge is fully on an enemy base (2) or on an enemy
        // base's flank edge (3).
        for (const Placed &f : near(base, true, u)) {
            if (f.unit == u && f.base == b)
                continue;
            const OrientedRect &other = rect(f);
            if (std::abs(std::remainder(other.facingDegrees - base.facingDegrees, 360.0)) >
                geometry::parallelToleranceDegrees)
                continue;
            const geometry::Contact c = geometry::classifyContact(base, other, tolerance);
            const bool alongside =
                (c.edges(Edge::Left, Edge::Right) || c.edges(Edge::Right, Edge::Left)) &&
                (geometry::length(geometry::corner(base, geometry::Corner::FrontLeft) -
                                  geometry::corner(other, geometry::Corner::FrontRight)) <=
                     tolerance ||
                 geometry::length(geometry::corner(base, geometry::Corner::FrontRight) -
                                  geometry::corner(other, geometry::Corner::FrontLeft)) <=
                     tolerance);
            if (!alongside || frontOn({u, b}, false, false))
                continue;
            const int situation = frontOn(f, true, false)   ? 2
                                  : frontOn(f, false, true) ? 3
                                                            : 0;
            if (situation)
                result.append(QJsonObject{{QStringLiteral("base"), id},
                                          {QStringLiteral("situation"), situation},
                                          {QStringLiteral("besideFriend"), name(f)}});
        }
    }
    return result;
}

std::optional<double> FogrTableRules::commandRange(const core::Battle &battle,
                                                   const core::Commander &commander) const
{
    (void)battle;
    const auto found = mCommandRanges.constFind(commander.rank);
    return found == mCommandRanges.constEnd() ? std::nullopt : std::optional<double>(*found);
}

QString FogrTableRules::cite(const QString &table, const QString &key) const
{
    const RuleValue &value = mBook.value(table, key);
    QString text = value.source;
    if (!value.text.isEmpty())
        text += QStringLiteral(": \"%1\"").arg(value.text);
    return text;
}

QString FogrTableRules::commandTip() const
{
    QStringList lines;
    for (const QString &rank : mBook.keys(QStringLiteral("commandRanges")))
        lines << cite(QStringLiteral("commandRanges"), rank);
    return lines.join(QLatin1Char('\n'));
}

QList<FactView> FogrTableRules::describe(const core::Battle &battle, const QJsonObject &ours,
                                         const QJsonObject &theirs) const
{
    using Tone = FactView::Tone;
    const QString symbol = battle.table.unit.symbol();
    QList<FactView> rows;
    const QString inPosition = QStringLiteral("in position");
    const QString notInPosition = QStringLiteral("not in position");
    const QString flank = QStringLiteral("flankOrRearChargePosition");
    // Made once: the inspector asks on every answer of a drag.
    static const QString flankTip = QString::fromLatin1(flankRule);
    static const QString arcTip = QString::fromLatin1(arcRule);
    if (ours.contains(flank)) {
        const bool yes = ours[flank].toBool();
        rows.append({QStringLiteral("flankOrRearCharge"), QStringLiteral("We charge its flank/rear"),
                     yes ? inPosition : notInPosition, yes ? Tone::Good : Tone::Neutral,
                     flankTip});
    }
    if (theirs.contains(flank)) {
        const bool yes = theirs[flank].toBool();
        rows.append({QStringLiteral("flankOrRearChargeAgainstUs"),
                     QStringLiteral("It charges our flank/rear"), yes ? inPosition : notInPosition,
                     yes ? Tone::Bad : Tone::Neutral, flankTip});
    }

    const QJsonObject shooting = ours.value(QStringLiteral("shooting")).toObject();
    if (!shooting.isEmpty()) {
        QString value = QStringLiteral("no shooting weapon");
        Tone tone = Tone::Neutral;
        if (shooting.contains(QStringLiteral("range"))) {
            const bool inArc = shooting[QStringLiteral("inArc")].toBool();
            const QString range = shooting[QStringLiteral("range")].toString();
            value = QStringLiteral("%1, %2").arg(
                inArc ? QStringLiteral("in arc") : QStringLiteral("not in arc"),
                range == QLatin1String("out of range") ? range
                                                       : QStringLiteral("%1 range").arg(range));
            if (inArc && range != QLatin1String("out of range"))
                tone = Tone::Good;
        }
        QString tip = QStringLiteral("%1 %2 from our front edge.\n")
                          .arg(number(shooting[QStringLiteral("frontEdgeDistance")].toDouble()),
                               symbol) +
                      arcTip;
        if (shooting.contains(QStringLiteral("arcBaseWidthsEachSide")))
            tip += QStringLiteral("\nArc here: %1 base width(s) each side.")
                       .arg(shooting[QStringLiteral("arcBaseWidthsEachSide")].toDouble());
        const QJsonArray bases = shooting.value(QStringLiteral("shootingBases")).toArray();
        if (!bases.isEmpty()) {
            QStringList names;
            for (const QJsonValue &base : bases)
                names << base.toString();
            tip += QStringLiteral("\nFiles in arc and range: %1.")
                       .arg(names.join(QStringLiteral(", ")));
        }
        if (shooting.contains(QStringLiteral("lineOfSight")))
            tip += shooting[QStringLiteral("lineOfSight")].toBool()
                       ? QStringLiteral(" They can see it.")
                       : QStringLiteral(" Their line of sight is blocked.");
        const QJsonArray missing = shooting.value(QStringLiteral("rangesMissing")).toArray();
        for (const QJsonValue &weapon : missing)
            tip += QStringLiteral("\nMissing: the range of %1 (%2).")
                       .arg(weapon.toString(), mBook.tableSource(QStringLiteral("shootingRanges")));
        rows.append({QStringLiteral("arc"), QStringLiteral("Our shooting"), value, tone, tip});
    }

    if (ours.contains(QStringLiteral("lineOfSight"))) {
        const bool clear = ours[QStringLiteral("lineOfSight")].toBool();
        rows.append({QStringLiteral("lineOfSight"), QStringLiteral("Line of sight"),
                     clear ? QStringLiteral("clear") : QStringLiteral("blocked"),
                     clear ? Tone::Good : Tone::Bad, mSightTip});
    }

    auto eitherWay = [](bool ourIn, bool itsIn) {
        return ourIn && itsIn ? QStringLiteral("each in the other's")
               : ourIn        ? QStringLiteral("we are in its")
               : itsIn        ? QStringLiteral("it is in ours")
                              : QStringLiteral("neither");
    };
    if (ours.contains(QStringLiteral("inItsRestrictedArea"))) {
        const bool pinned = ours[QStringLiteral("inItsRestrictedArea")].toBool();
        const bool pins = ours[QStringLiteral("itIsInOurRestrictedArea")].toBool();
        rows.append({QStringLiteral("restrictedArea"), QStringLiteral("Restricted area"),
                     eitherWay(pinned, pins), pinned || pins ? Tone::Bad : Tone::Neutral,
                     mRestrictedTip});
    }
    if (ours.contains(QStringLiteral("inItsZoneOfInterception"))) {
        const bool ourIn = ours[QStringLiteral("inItsZoneOfInterception")].toBool();
        const bool itsIn = theirs.value(QStringLiteral("inItsZoneOfInterception")).toBool();
        rows.append({QStringLiteral("interception"), QStringLiteral("Zone of interception"),
                     eitherWay(ourIn, itsIn), ourIn || itsIn ? Tone::Bad : Tone::Neutral,
                     mInterceptionTip});
    }
    return rows;
}

} // namespace adjutant::rulesets::fogr
