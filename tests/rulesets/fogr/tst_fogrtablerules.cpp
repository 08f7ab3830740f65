// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR's table rules (rulesets/fogr/fogrtablerules.h) on battles built from the book's words:
// which files shoot, their arc, range and sight (FoGR, Shooting Phase), the same for the facts
// adjutant-cli measure gives, the inspector's rows and the overlays' zones.
#include "core/battle.h"
#include "geometry/zones.h"
#include "rulesets/measurebattle.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

#include <QJsonArray>
#include <QTest>

using namespace adjutant;

namespace {

constexpr double mu = 25.0; // mm
// 15 mm figures on 40 mm frontages (FoGR, Base Sizes): 1.6 MU wide.
constexpr double width = 40.0;

struct Placed
{
    QString troopType;
    QStringList capabilities;
    double x; // centre, mm
    double y;
    double facing = 0; // 0 faces up the table (+y)
    double depth = 20;
};

core::Unit unit(const QString &id, const QString &side, const QString &troopType,
                const QStringList &capabilities, const QList<Placed> &bases)
{
    core::Unit u;
    u.id = id;
    u.side = side;
    u.troopType = troopType;
    u.quality = QStringLiteral("Average");
    u.capabilities = capabilities;
    u.originalStrength = u.currentStrength = int(bases.size());
    for (qsizetype i = 0; i < bases.size(); ++i) {
        const Placed &p = bases[i];
        core::Base b;
        b.id = QStringLiteral("b%1").arg(i + 1);
        b.troopType = p.troopType;
        b.capabilities = p.capabilities;
        b.x = core::Length::fromMillimetres(p.x);
        b.y = core::Length::fromMillimetres(p.y);
        b.facing = p.facing;
        b.width = core::Length::fromMillimetres(width);
        b.depth = core::Length::fromMillimetres(p.depth);
        u.bases.append(b);
    }
    return u;
}

core::Battle battle(const QList<core::Unit> &units)
{
    core::Battle b;
    b.ruleset = QStringLiteral("fogr");
    b.table.unit = core::MeasureUnit::movementUnit(core::Length::fromMillimetres(mu));
    b.table.width = core::Length::fromMillimetres(72 * mu);
    b.table.depth = core::Length::fromMillimetres(48 * mu);
    for (const char *side : {"us", "them"}) {
        core::Side s;
        s.id = QLatin1String(side);
        b.sides.append(s);
    }
    b.units = units;
    return b;
}

// A target base facing us, its near edge `ahead` MU in front of the line y = 0, centred on x.
core::Unit target(double x, double ahead)
{
    return unit(QStringLiteral("target"), QStringLiteral("them"), QStringLiteral("Medium Foot"),
                {}, {{{}, {}, x, ahead * mu + 10, 180}});
}

// The shooters' facts about the target, as adjutant-cli measure gives them.
QJsonObject shootingAt(const core::Battle &b)
{
    const QJsonObject measured = rulesets::measureBattle(b, QStringLiteral("shooters"), 12);
    const QJsonArray enemies = measured[QStringLiteral("units")][0][QStringLiteral("enemies")].toArray();
    for (const QJsonValue &enemy : enemies) {
        if (enemy[QStringLiteral("unit")].toString() == QLatin1String("target"))
            return enemy[QStringLiteral("shooting")].toObject();
    }
    return {};
}

// One rank of files, left to right, their front edges on y = 0: "P" a pike base (heavy foot),
// "A" an arquebus base (medium foot), as the bases of a pike and shot battle group name them.
QList<Placed> rank(const QString &files)
{
    QList<Placed> bases;
    const double left = -files.size() * width / 2 + width / 2;
    for (qsizetype i = 0; i < files.size(); ++i) {
        const bool shot = files[i] == QLatin1Char('A');
        bases.append({shot ? QStringLiteral("Medium Foot") : QStringLiteral("Heavy Foot"),
                      {shot ? QStringLiteral("Arquebus") : QStringLiteral("Pike")},
                      left + double(i) * width,
                      -10});
    }
    return bases;
}

// A pike and shot battle group's record: both capabilities, each base naming its own.
const QStringList pikeAndShot{QStringLiteral("Pike"), QStringLiteral("Arquebus")};

const rulesets::TableRules &fogrTable()
{
    return *rulesets::findRuleset(QStringLiteral("fogr"))->tableRules();
}

} // namespace

class TestFogrTableRules : public QObject
{
    Q_OBJECT

private slots:
    void onlyBasesWithAShootingCapabilityShoot();
    void theShotFilesOfAPikeAndShotGroupShootAtShortRange();
    void aFileShootsOnlyWhereItsOwnFrontCornersSee();
    void mountedBowHasNoLongRange();
    void footBowShootsAtLongRange();
    void aWeaponWithoutRangesIsNamedMissing();
    void rowsAndZonesSayWhatTheFactsSay();
    void arcsWithNothingToDrawSayWhy();
};

// FoGR, Shooting Phase: "Only bases that have a shooting capability listed in their troop
// description ... can shoot." Arc of Fire: "some part of the enemy base is inside a straight line
// projecting forward parallel to, and at the following distance from, the shooting base's side
// edge: 2 base widths if no base of the shooting battle group is within short range of that
// enemy battle group. 1 base width otherwise." Eight files, arquebus only on the two sleeve
// files; a target 2.5 MU ahead of the pike in the middle: the sleeves' inner side edges are 2.5
// base widths from it (beyond the 2 base widths of their arc) and 4.7 MU away (beyond the
// arquebus's 3 MU, with no long range): no base that can shoot has it in arc or in range.
void TestFogrTableRules::onlyBasesWithAShootingCapabilityShoot()
{
    const core::Battle b = battle({unit(QStringLiteral("shooters"), QStringLiteral("us"),
                                        QStringLiteral("Heavy Foot"), pikeAndShot, rank(QStringLiteral("APPPPPPA"))),
                                   target(0, 2.5)});
    const QJsonObject shooting = shootingAt(b);
    QCOMPARE(shooting[QStringLiteral("inArc")].toBool(), false);
    QCOMPARE(shooting[QStringLiteral("range")].toString(), QStringLiteral("out of range"));
    QCOMPARE(shooting[QStringLiteral("arcBaseWidthsEachSide")].toDouble(), 2.0);
    QVERIFY(shooting[QStringLiteral("shootingBases")].toArray().isEmpty());
}

// The same group with its shot on the left: a target 2 MU ahead of the left-hand shot file is in
// that file's arc at short range ("Arquebus and carbine 3, -"), and only shot files shoot at it.
void TestFogrTableRules::theShotFilesOfAPikeAndShotGroupShootAtShortRange()
{
    const core::Battle b = battle({unit(QStringLiteral("shooters"), QStringLiteral("us"),
                                        QStringLiteral("Heavy Foot"), pikeAndShot, rank(QStringLiteral("AAPP"))),
                                   target(-60, 2)});
    const QJsonObject shooting = shootingAt(b);
    QCOMPARE(shooting[QStringLiteral("inArc")].toBool(), true);
    QCOMPARE(shooting[QStringLiteral("range")].toString(), QStringLiteral("short"));
    // "1 base width otherwise": a base of the group is within short range.
    QCOMPARE(shooting[QStringLiteral("arcBaseWidthsEachSide")].toDouble(), 1.0);
    QCOMPARE(shooting[QStringLiteral("shootingBases")].toArray(),
             QJsonArray({QStringLiteral("shooters/b1"), QStringLiteral("shooters/b2")}));
    QCOMPARE(shooting[QStringLiteral("lineOfSight")].toBool(), true);
    QCOMPARE(shooting[QStringLiteral("frontEdgeDistance")].toDouble(), 2.0);
}

// FoGR, Line of Sight and Visibility: "A file can shoot at a target base if it is possible to
// draw straight lines from both front corners of its front rank base to a single point on the
// target base without passing through ... Friendly troops". A friendly base just ahead of the shot
// file screens it; the pike beside it still see the target: the group has sight, its shooting
// file has not.
void TestFogrTableRules::aFileShootsOnlyWhereItsOwnFrontCornersSee()
{
    core::Unit screen = unit(QStringLiteral("screen"), QStringLiteral("us"),
                             QStringLiteral("Light Foot"), {}, {{{}, {}, -60, 30}});
    const core::Battle b = battle({unit(QStringLiteral("shooters"), QStringLiteral("us"),
                                        QStringLiteral("Heavy Foot"), pikeAndShot, rank(QStringLiteral("APPP"))),
                                   screen, target(-60, 2.8)});
    const QJsonObject measured = rulesets::measureBattle(b, QStringLiteral("shooters"), 12);
    const QJsonObject facts = measured[QStringLiteral("units")][0][QStringLiteral("enemies")][0].toObject();
    QCOMPARE(facts[QStringLiteral("unit")].toString(), QStringLiteral("target"));
    QCOMPARE(facts[QStringLiteral("lineOfSight")].toBool(), true);
    const QJsonObject shooting = facts[QStringLiteral("shooting")].toObject();
    QCOMPARE(shooting[QStringLiteral("shootingBases")].toArray(), QJsonArray({QStringLiteral("shooters/b1")}));
    QCOMPARE(shooting[QStringLiteral("lineOfSight")].toBool(), false);
}

// FoGR, Ranges: "Sling and mounted bow, bow* and crossbow | 4 | -": light horse with bow have no
// long range, so a target 4.6 MU ahead is out of range.
void TestFogrTableRules::mountedBowHasNoLongRange()
{
    const core::Battle b = battle({unit(QStringLiteral("shooters"), QStringLiteral("us"),
                                        QStringLiteral("Light Horse"), {QStringLiteral("Bow")},
                                        {{{}, {}, 0, -15, 0, 30}}),
                                   target(0, 4.6)});
    const QJsonObject shooting = shootingAt(b);
    QCOMPARE(shooting[QStringLiteral("range")].toString(), QStringLiteral("out of range"));
    QCOMPARE(shooting[QStringLiteral("inArc")].toBool(), true);
}

// FoGR, Ranges: "Foot bow, bow* and crossbow | 4 | 6": the same target is at long range of bowmen
// on foot.
void TestFogrTableRules::footBowShootsAtLongRange()
{
    const core::Battle b = battle({unit(QStringLiteral("shooters"), QStringLiteral("us"),
                                        QStringLiteral("Light Foot"), {QStringLiteral("Bow")},
                                        {{{}, {}, 0, -10}}),
                                   target(0, 4.6)});
    const QJsonObject shooting = shootingAt(b);
    QCOMPARE(shooting[QStringLiteral("range")].toString(), QStringLiteral("long"));
    QCOMPARE(shooting[QStringLiteral("arcBaseWidthsEachSide")].toDouble(), 2.0);
}

// FoGR, Ranges has no row for regimental guns (the table marks it missing): the facts name the
// weapon whose range the players must give, and the musket files still shoot.
void TestFogrTableRules::aWeaponWithoutRangesIsNamedMissing()
{
    const core::Battle b = battle(
        {unit(QStringLiteral("shooters"), QStringLiteral("us"), QStringLiteral("Medium Foot"),
              {QStringLiteral("Musket"), QStringLiteral("Regimental gun")}, {{{}, {}, 0, -10}}),
         target(0, 2.5)});
    const QJsonObject shooting = shootingAt(b);
    QCOMPARE(shooting[QStringLiteral("rangesMissing")].toArray(),
             QJsonArray({QStringLiteral("Regimental gun")}));
    QCOMPARE(shooting[QStringLiteral("range")].toString(), QStringLiteral("short"));
    QCOMPARE(shooting[QStringLiteral("shootingBases")].toArray(),
             QJsonArray({QStringLiteral("shooters/b1")}));
}

// The inspector's row and the overlay's arcs come from the same files as the facts: the sleeve
// files' short range arcs do not reach the target ahead of the pike, and the row says so.
void TestFogrTableRules::rowsAndZonesSayWhatTheFactsSay()
{
    const core::Battle b = battle({unit(QStringLiteral("shooters"), QStringLiteral("us"),
                                        QStringLiteral("Heavy Foot"), pikeAndShot, rank(QStringLiteral("APPPPPPA"))),
                                   target(0, 2.5)});
    const QJsonObject measured = rulesets::measureBattle(b, QStringLiteral("shooters"), 12);
    const QJsonObject facts = measured[QStringLiteral("units")][0].toObject();
    const QJsonObject ours = facts[QStringLiteral("enemies")][0].toObject();
    QString value;
    for (const rulesets::FactView &row : fogrTable().describe(b, ours, {})) {
        if (row.key == QLatin1String("arc"))
            value = row.value;
    }
    QCOMPARE(value, QStringLiteral("not in arc, out of range"));

    const QList<rulesets::Zone> zones =
        fogrTable().zones(b, 0, facts, {QStringLiteral("shortArc"), QStringLiteral("longArc")});
    QCOMPARE(zones.size(), 2);
    // Arquebus has no long range: the long range overlay draws nothing and says why.
    const rulesets::Zone &longArc = zones[0];
    QCOMPARE(longArc.overlay, QStringLiteral("longArc"));
    QVERIFY(longArc.area.empty());
    QCOMPARE(longArc.reason, QStringLiteral("no weapon of shooters reaches beyond short range "
                                            "(arquebus: 3 MU, no long range)"));
    QVERIFY(longArc.tip.contains(QStringLiteral("Shooting Phase, Ranges")));
    const rulesets::Zone &shortArc = zones[1];
    QVERIFY(shortArc.reason.isEmpty());
    QCOMPARE(shortArc.area.size(), std::size_t(2)); // the two sleeve files
    const core::Base &t = b.units[1].bases[0];
    const geometry::OrientedRect targetRect{{t.x.millimetres(), t.y.millimetres()}, t.facing,
                                            t.width.millimetres(), t.depth.millimetres()};
    for (const geometry::Polygon &arc : shortArc.area)
        QVERIFY(!geometry::reaches(arc, targetRect));
    QCOMPARE(shortArc.caption, QStringLiteral("Short range 3 MU · Arquebus"));
}

// A battle group with no weapon that shoots says so on both arcs, citing the rule.
void TestFogrTableRules::arcsWithNothingToDrawSayWhy()
{
    const core::Battle b = battle({unit(QStringLiteral("pikes"), QStringLiteral("us"),
                                        QStringLiteral("Heavy Foot"), {QStringLiteral("Pike")},
                                        rank(QStringLiteral("PPPP"))),
                                   target(0, 2.5)});
    const QJsonObject measured = rulesets::measureBattle(b, QStringLiteral("pikes"), 12);
    const QList<rulesets::Zone> zones =
        fogrTable().zones(b, 0, measured[QStringLiteral("units")][0].toObject(),
                          {QStringLiteral("shortArc"), QStringLiteral("longArc")});
    QCOMPARE(zones.size(), 2);
    for (const rulesets::Zone &zone : zones) {
        QVERIFY(zone.area.empty());
        QVERIFY2(zone.reason.startsWith(QStringLiteral("no base of pikes has a weapon that shoots")),
                 qPrintable(zone.reason));
    }
}

QTEST_GUILESS_MAIN(TestFogrTableRules)
#include "tst_fogrtablerules.moc"
