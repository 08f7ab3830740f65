// SPDX-License-Identifier: GPL-3.0-or-later
// A hostile table the validator takes (issue 28): copies of one battle group stacked on one spot,
// with friends and enemies around them in contact. The measurer works the facts a crowd shares
// out once (measure::MeasuredTable::baseFact); what it answers for every unit must be what a
// plain brute force over every pair of bases says, by the rule's words (FoGR, Manoeuvre Phase,
// overlap positions) and the measurer's own definitions (friends within 3 MU).
#include "core/battle.h"
#include "core/error.h"
#include "geometry/contact.h"
#include "geometry/tolerance.h"
#include "measure/unitshape.h"
#include "rulesets/measurebattle.h"

#include <QJsonArray>
#include <QTest>

#include <cmath>
#include <numbers>

using namespace adjutant;

namespace {

constexpr double mu = 25.0; // mm

core::Length mm(double millimetres)
{
    return core::Length::fromMillimetres(millimetres);
}

// A battle group of `files` files in `ranks` ranks of 40 x 20 mm bases, the middle of its front
// edge at (x, y) mm, facing `facing` degrees (0 faces +y).
core::Unit group(const QString &id, const QString &side, double x, double y, double facing,
                 int files, int ranks = 2)
{
    const double radians = facing * std::numbers::pi / 180.0;
    const double rx = std::cos(radians), ry = -std::sin(radians); // to the right
    const double bx = -std::sin(radians), by = -std::cos(radians); // backwards
    core::Unit unit;
    unit.id = id;
    unit.side = side;
    unit.troopType = QStringLiteral("Medium Foot");
    unit.quality = QStringLiteral("Average");
    unit.capabilities = {QStringLiteral("Musket")};
    for (int file = 0; file < files; ++file) {
        for (int rank = 0; rank < ranks; ++rank) {
            const double along = 40.0 * (file - (files - 1) / 2.0);
            core::Base base;
            base.id = QStringLiteral("f%1r%2").arg(file + 1).arg(rank + 1);
            base.x = mm(x - rx * along + bx * (10.0 + 20.0 * rank));
            base.y = mm(y - ry * along + by * (10.0 + 20.0 * rank));
            base.facing = facing;
            base.width = mm(40);
            base.depth = mm(20);
            unit.bases.append(base);
        }
    }
    unit.originalStrength = unit.currentStrength = int(unit.bases.size());
    unit.state.cohesion = QStringLiteral("Steady");
    return unit;
}

// `copies` copies of a group of three files in two ranks (x 840 to 960 mm, its front on y = 600)
// stacked on one spot. An enemy group's front fully on the stack's two left files; a friend
// beside the stack's right whose front is on an enemy's flank edge; an enemy beside the stack's
// left, side edge to side edge, its front on a friend's.
core::Battle stackedTable(int copies)
{
    core::Battle battle;
    battle.name = QStringLiteral("stacked");
    battle.ruleset = QStringLiteral("fogr");
    battle.table.unit = core::MeasureUnit::movementUnit(mm(mu));
    battle.table.width = mm(1800);
    battle.table.depth = mm(1200);
    battle.sides = {core::Side{QStringLiteral("us"), {}, {}, false},
                    core::Side{QStringLiteral("them"), {}, {}, false}};
    const QString us = QStringLiteral("us"), them = QStringLiteral("them");
    for (int k = 0; k < copies; ++k)
        battle.units.append(group(QStringLiteral("stack%1").arg(k), us, 900, 600, 0, 3));
    battle.units.append(group(QStringLiteral("contact"), them, 880, 600, 180, 2));
    battle.units.append(group(QStringLiteral("friend"), us, 1020, 600, 0, 3, 1));
    // Facing +x: its side edge (y = 600) along the friend's first file's front.
    battle.units.append(group(QStringLiteral("flanked"), them, 1010, 620, 90, 1, 1));
    battle.units.append(group(QStringLiteral("lapper"), them, 820, 580, 180, 1, 1));
    battle.units.append(group(QStringLiteral("support"), us, 820, 580, 0, 1, 1));
    battle.units.append(group(QStringLiteral("ahead"), them, 900, 600 + 5 * mu, 180, 2));
    return battle;
}

struct Base
{
    int unit;
    QString id;
    geometry::OrientedRect rect;
};

// FoGR, Manoeuvre Phase: overlap positions, the first three situations, by brute force over every
// base of the table in its order.
QJsonArray overlapPositions(const core::Battle &battle, int u, double tolerance)
{
    using geometry::Edge;
    std::vector<Base> all;
    for (int o = 0; o < int(battle.units.size()); ++o) {
        for (const core::Base &base : battle.units[o].bases)
            all.push_back({o, battle.units[o].id + QLatin1Char('/') + base.id, measure::rectOf(base)});
    }
    auto enemy = [&](const Base &b) { return battle.units[b.unit].side != battle.units[u].side; };
    auto isSide = [](Edge e) { return e == Edge::Left || e == Edge::Right; };
    auto frontOn = [&](const Base &x, bool full, bool flank) {
        for (const Base &e : all) {
            if (battle.units[e.unit].side == battle.units[x.unit].side)
                continue;
            const geometry::Contact c = geometry::classifyContact(x.rect, e.rect, tolerance);
            for (int k = 0; k < c.edgeCount; ++k) {
                const auto &ec = c.edgeContacts[k];
                if (ec.a == Edge::Front && (!full || ec.fullA) && (!flank || isSide(ec.b)))
                    return true;
            }
        }
        return false;
    };
    QJsonArray result;
    for (const Base &base : all) {
        if (base.unit != u)
            continue;
        for (const Base &e : all) {
            if (!enemy(e))
                continue;
            const geometry::Contact c = geometry::classifyContact(base.rect, e.rect, tolerance);
            bool sideToSide = false;
            for (int k = 0; k < c.edgeCount; ++k)
                sideToSide = sideToSide || (isSide(c.edgeContacts[k].a) && isSide(c.edgeContacts[k].b));
            bool engaged = false;
            for (const Base &f : all) {
                if (enemy(f))
                    continue;
                const geometry::Contact fc = geometry::classifyContact(e.rect, f.rect, tolerance);
                for (int k = 0; k < fc.edgeCount; ++k)
                    engaged = engaged || fc.edgeContacts[k].a == Edge::Front;
            }
            if (sideToSide && engaged)
                result.append(QJsonObject{{QStringLiteral("base"), base.id},
                                          {QStringLiteral("situation"), 1},
                                          {QStringLiteral("against"), e.id}});
        }
        for (const Base &f : all) {
            if (enemy(f) || &f == &base)
                continue;
            if (std::abs(std::remainder(f.rect.facingDegrees - base.rect.facingDegrees, 360.0)) >
                geometry::parallelToleranceDegrees)
                continue;
            const geometry::Contact c = geometry::classifyContact(base.rect, f.rect, tolerance);
            using geometry::Corner;
            const bool alongside =
                (c.edges(Edge::Left, Edge::Right) || c.edges(Edge::Right, Edge::Left)) &&
                (geometry::length(geometry::corner(base.rect, Corner::FrontLeft) -
                                  geometry::corner(f.rect, Corner::FrontRight)) <= tolerance ||
                 geometry::length(geometry::corner(base.rect, Corner::FrontRight) -
                                  geometry::corner(f.rect, Corner::FrontLeft)) <= tolerance);
            if (!alongside || frontOn(base, false, false))
                continue;
            const int situation = frontOn(f, true, false) ? 2 : frontOn(f, false, true) ? 3 : 0;
            if (situation)
                result.append(QJsonObject{{QStringLiteral("base"), base.id},
                                          {QStringLiteral("situation"), situation},
                                          {QStringLiteral("besideFriend"), f.id}});
        }
    }
    return result;
}

// The friends with a base within `range` mm of a base of unit u, in the table's order.
QJsonArray friendsWithin(const core::Battle &battle, int u, double range)
{
    QJsonArray result;
    for (int o = 0; o < int(battle.units.size()); ++o) {
        if (o == u || battle.units[o].side != battle.units[u].side)
            continue;
        bool near = false;
        for (const core::Base &a : battle.units[u].bases) {
            for (const core::Base &b : battle.units[o].bases)
                near = near || geometry::distance(measure::rectOf(a), measure::rectOf(b)) <= range;
        }
        if (near)
            result.append(battle.units[o].id);
    }
    return result;
}

} // namespace

class TestFogrStackedTable : public QObject
{
    Q_OBJECT

private slots:
    void stackedUnitsAnswerAsBruteForce_data()
    {
        QTest::addColumn<int>("copies");
        QTest::newRow("one group, no stack") << 1;
        QTest::newRow("two copies") << 2;
        QTest::newRow("seven copies") << 7;
    }

    void stackedUnitsAnswerAsBruteForce()
    {
        QFETCH(int, copies);
        const core::Battle battle = stackedTable(copies);
        const QJsonObject measured = rulesets::measureBattle(battle, {}, 12);
        const QJsonArray units = measured[QStringLiteral("units")].toArray();
        QCOMPARE(units.size(), battle.units.size());
        QSet<int> situations;
        for (int u = 0; u < int(battle.units.size()); ++u) {
            const QJsonObject unit = units[u].toObject();
            const QJsonArray expected = overlapPositions(battle, u, battle.table.contactTolerance);
            for (const QJsonValue &position : expected)
                situations.insert(position[QStringLiteral("situation")].toInt());
            QCOMPARE(unit[QStringLiteral("overlapPositions")].toArray(), expected);
            // FoGR, Cohesion Tests: friends within 3 MU.
            QCOMPARE(unit[QStringLiteral("friendsWithinBreakTestRange")].toArray(),
                     friendsWithin(battle, u, 3 * mu));
        }
        // The table has every situation the measurer finds, so that the comparison says something.
        QCOMPARE(situations, (QSet<int>{1, 2, 3}));
        // Every copy overlaps every other, base on base.
        QVERIFY(measured[QStringLiteral("overlaps")].toArray().size() >= 6 * copies * (copies - 1) / 2);
        QVERIFY(!measured.contains(QStringLiteral("overlapsNotListed")));
    }

    // A pile is refused, naming a base of it, before anything is measured: every two of its bases
    // are a pair, and the answer would grow with the square of the pile (500 copies of the FoGR
    // demo's tercio: 1.7 GB of JSON, 8 GB of memory). Ten copies (each base touching or
    // overlapping at most 6 x 10 - 1 + 3 = 62 others) are still measured; eleven are a pile.
    void aPileIsRefusedNamingABaseOfIt_data()
    {
        QTest::addColumn<int>("copies");
        QTest::addColumn<bool>("measured");
        QTest::newRow("ten copies") << 10 << true;
        QTest::newRow("eleven copies") << 11 << false;
        QTest::newRow("two thousand copies") << 2000 << false;
    }

    void aPileIsRefusedNamingABaseOfIt()
    {
        QFETCH(int, copies);
        QFETCH(bool, measured);
        const core::Battle battle = stackedTable(copies);
        try {
            const QJsonObject json = rulesets::measureBattle(battle, {}, 12);
            QVERIFY(measured);
            QCOMPARE(json[QStringLiteral("units")].toArray().size(), battle.units.size());
        } catch (const core::Error &error) {
            QVERIFY2(!measured, qPrintable(error.message()));
            QVERIFY2(error.message().startsWith(QStringLiteral(
                         "more than 64 bases touch or overlap base stack0/f")),
                     qPrintable(error.message()));
        }
    }

    // What is listed of a pile's pairs is bounded by the table's bases (8 of each kind a base),
    // the rest counted: ten copies of the group of three files in two ranks, on a table of
    // nothing else (60 bases). Each base overlaps its 9 copies: 6 x 45 = 270 overlaps, all listed.
    // Of the group's 6 places, 11 pairs touch (4 side by side, 3 one behind the other, 4 corner
    // to corner); each such pair of places is a contact between any two different copies,
    // 10 x 10 - 10 = 90 of them: 990 contacts, of which 8 x 60 = 480 are listed.
    void pairsListedAreBoundedAndTheRestCounted()
    {
        core::Battle battle = stackedTable(10);
        battle.units.remove(10, battle.units.size() - 10);
        const QJsonObject json = rulesets::measureBattle(battle, {}, 12);
        QCOMPARE(json[QStringLiteral("overlaps")].toArray().size(), 270);
        QVERIFY(!json.contains(QStringLiteral("overlapsNotListed")));
        QCOMPARE(json[QStringLiteral("contacts")].toArray().size(), 480);
        QCOMPARE(json[QStringLiteral("contactsNotListed")].toInteger(), 990 - 480);
        // The first in order of ids: those of the first copy's first base.
        QCOMPARE(json[QStringLiteral("contacts")][0][QStringLiteral("a")].toString(),
                 QStringLiteral("stack0/f1r1"));
    }
};

QTEST_GUILESS_MAIN(TestFogrStackedTable)
#include "tst_fogrstackedtable.moc"
