// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600's rout phase (N1600 13.2): a broken unit's path of least resistance to its side's
// map edge (the rout table: Scenario 1's Dutch west, Spanish east) on hand-made maps, its cost
// counted here from the text's words, its minimality checked against the move planner over every
// position on the edge, and the Rout overlay that draws it.
#include "n1600movetesting.h"

#include "rulesets/nieuport1600/n1600movement.h"
#include "rulesets/nieuport1600/nieuport1600tablerules.h"

#include <QTest>

#include <climits>

using namespace adjutant;
using namespace n1600movetesting;
using rulesets::nieuport1600::RoutPath;

namespace {

const rulesets::RuleBook &book()
{
    return dynamic_cast<const rulesets::nieuport1600::Nieuport1600TableRules &>(rules()).book();
}

RoutPath rout(const core::Battle &battle, const QString &id)
{
    return rulesets::nieuport1600::routPath(book(), battle, battle.unitIndex(id));
}

QString said(const RoutPath &r)
{
    return QStringLiteral("reason: %1\ncaption: %2\ntip: %3").arg(r.reason, r.caption, r.tip);
}

// The fewest MP the planner gives for the unit to stand in any hex of column `column`, any
// facing: the brute-force check that the rout's path is the least resistance to that edge.
int cheapestOnColumn(const core::Battle &battle, const QString &id, int column)
{
    int best = INT_MAX;
    for (int row = 0; row < battle.table.hexRows; ++row) {
        for (int facing = 0; facing < 6; ++facing) {
            const HexMovePlan p = plan(battle, id, {core::HexCell{column, row}}, facing);
            // A broken unit's plan is refused ("rout movement only") but priced.
            if (p.refusal.isEmpty() || p.refusal.contains(QStringLiteral("rout movement only")))
                best = std::min(best, int(p.cost));
        }
    }
    return best;
}

bool neighbours(core::HexCell a, core::HexCell b)
{
    return distance(axial(a), axial(b)) <= 1;
}

} // namespace

class TestN1600Rout : public QObject
{
    Q_OBJECT

private slots:
    // Facing its edge (west, vertex 4: its frontal hexes across the south-west and north-west
    // hexsides) on clear ground: 1 MP a hex (Terrain Effects Table), 4 hexes from column 05 to
    // column 01, within its 5 MP: it leaves the map and is eliminated.
    void straightRunToTheEdge()
    {
        MapMaker map;
        map.unit("d", "dutch", "N", {at("0505")}, 4, "Broken", 5);
        const RoutPath r = rout(map.battle(), "d");
        QVERIFY2(r.reason.isEmpty(), qPrintable(said(r)));
        QCOMPARE(r.cost, 4);
        QCOMPARE(r.path.size(), 5);
        QCOMPARE(r.path.last().first().column, 0);
        QCOMPARE(r.caption, QStringLiteral("rout: 4 MP to the west edge, eliminated on leaving "
                                           "the map"));
        QCOMPARE(r.cost, cheapestOnColumn(map.battle(), "d", 0));
    }

    // The Spanish edge is the east (Scenario 1): the same unit of theirs runs the other way.
    void theSideNamesTheEdge()
    {
        MapMaker map;
        map.unit("s", "spain", "L", {at("0505")}, 1, "Broken", 6);
        const RoutPath r = rout(map.battle(), "s");
        QVERIFY2(r.reason.isEmpty(), qPrintable(said(r)));
        QCOMPARE(r.cost, 5); // columns 05 to 10
        QCOMPARE(r.path.last().first().column, 9);
        QVERIFY(r.caption.contains(QStringLiteral("east edge")));
    }

    // Facing away from its edge, infantry counter-marches first (N1600 7.1: 2 MP; three vertices
    // of turning would cost 6) and then runs 4 hexes: 6 MP, more than its 5: it stops a hex
    // short, in column 02, and is not eliminated this turn.
    void facingChangesArePaid()
    {
        MapMaker map;
        map.unit("d", "dutch", "N", {at("0505")}, 1, "Broken", 5);
        const RoutPath r = rout(map.battle(), "d");
        QVERIFY2(r.reason.isEmpty(), qPrintable(said(r)));
        QCOMPARE(r.cost, 6);
        QCOMPARE(r.cost, cheapestOnColumn(map.battle(), "d", 0));
        QVERIFY2(r.caption.contains(QStringLiteral("its 5 MP take it to 02")), qPrintable(said(r)));
        QVERIFY(!r.caption.contains(QStringLiteral("eliminated")));
        // Cavalry turns for 1 MP a vertex, but the counter-march's 2 MP is still the cheapest.
        MapMaker horse;
        horse.unit("c", "dutch", "C", {at("0505")}, 1, "Broken", 8);
        QCOMPARE(rout(horse.battle(), "c").cost, 6);
    }

    // A river (impassable) fills column 03 but for its last hex: the way goes round it, dearer
    // than the straight run, through neighbouring hexes and never into the river; no other way to
    // the edge is cheaper (the planner over every hex and facing of column 01).
    void detourRoundBlockedHexes()
    {
        MapMaker map(6, 6);
        QList<core::HexCell> river;
        for (int row = 0; row < 5; ++row)
            river << core::HexCell{2, row};
        map.terrain("River", river);
        map.unit("d", "dutch", "N", {at("0502")}, 4, "Broken", 20);
        const RoutPath r = rout(map.battle(), "d");
        QVERIFY2(r.reason.isEmpty(), qPrintable(said(r)));
        QVERIFY2(r.cost > 4, qPrintable(said(r)));
        QCOMPARE(r.cost, cheapestOnColumn(map.battle(), "d", 0));
        QCOMPARE(r.path.last().first().column, 0);
        for (qsizetype i = 0; i < r.path.size(); ++i) {
            QVERIFY(!river.contains(r.path[i].first()));
            if (i > 0)
                QVERIFY(neighbours(r.path[i - 1].first(), r.path[i].first()));
        }
        QVERIFY(r.caption.contains(QStringLiteral("eliminated on leaving the map")));
    }

    // A river across the whole map: no way to the edge; N1600 13.2: "If the unit cannot fully
    // move ... it is eliminated".
    void noWayOutIsElimination()
    {
        MapMaker map(6, 6);
        QList<core::HexCell> river;
        for (int row = 0; row < 6; ++row)
            river << core::HexCell{2, row};
        map.terrain("River", river);
        map.unit("d", "dutch", "N", {at("0502")}, 4, "Broken", 20);
        const RoutPath r = rout(map.battle(), "d");
        QVERIFY2(r.reason.isEmpty(), qPrintable(said(r)));
        QCOMPARE(r.caption, QStringLiteral("rout: no way to the west edge, eliminated"));
        QCOMPARE(r.path.size(), 1); // where it stands
    }

    // Only a broken unit routs; a side whose edge the rout table lacks has no path, and says so.
    void nothingToShow()
    {
        MapMaker map;
        map.unit("d", "dutch", "N", {at("0505")}, 4, "Shaken", 5);
        QVERIFY(rout(map.battle(), "d").reason.contains(QStringLiteral("not Broken")));
        core::Battle battle = map.battle();
        battle.sides << core::Side{QStringLiteral("france"), QStringLiteral("French"), {}, false};
        core::Unit french = battle.units[0];
        french.id = QStringLiteral("f");
        french.side = QStringLiteral("france");
        french.state.cohesion = QStringLiteral("Broken");
        french.bases[0].hex = at("0808");
        battle.units << french;
        const RoutPath r = rout(battle, "f");
        QVERIFY2(r.reason.contains(QStringLiteral("map edge of the French is not recorded")),
                 qPrintable(said(r)));
    }

    // The Rout overlay: a line through the hex centres from the unit to its edge with the caption
    // at its end; for a unit that is not broken, no shape and the reason.
    void theOverlay()
    {
        const QList<rulesets::OverlayInfo> overlays = rules().overlays();
        QVERIFY(std::any_of(overlays.cbegin(), overlays.cend(),
                            [](const rulesets::OverlayInfo &o) { return o.key == "rout"; }));
        MapMaker map;
        map.unit("d", "dutch", "N", {at("0505")}, 4, "Broken", 5)
            .unit("e", "dutch", "N", {at("0808")}, 4, "Normal", 5);
        const QList<rulesets::Zone> zones =
            rules().zones(map.battle(), 0, {}, {QStringLiteral("rout")});
        QCOMPARE(zones.size(), 1);
        QCOMPARE(zones[0].overlay, QStringLiteral("rout"));
        QCOMPARE(zones[0].line.size(), std::size_t(5));
        QVERIFY(zones[0].line.back().x < zones[0].line.front().x); // west is left
        QVERIFY(zones[0].caption.startsWith(QStringLiteral("rout: 4 MP to the west edge")));
        QVERIFY(zones[0].tip.contains(QStringLiteral("N1600 13.2")));
        const QList<rulesets::Zone> normal =
            rules().zones(map.battle(), 1, {}, {QStringLiteral("rout")});
        QCOMPARE(normal.size(), 1);
        QVERIFY(normal[0].line.empty() && normal[0].area.empty());
        QVERIFY(normal[0].reason.contains(QStringLiteral("only broken units rout")));
    }
};

QTEST_GUILESS_MAIN(TestN1600Rout)
#include "tst_n1600rout.moc"
