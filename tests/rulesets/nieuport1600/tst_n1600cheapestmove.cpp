// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600: the cheapest move on the hex map against an independent search from the words.
#include "n1600movetesting.h"

#include <QHash>
#include <QTest>

#include <functional>

using namespace adjutant;
using namespace n1600movetesting;
using rulesets::HexMovePlan;

namespace {
// The independent search: a simple unit's or a double unit's position, and every step the text
// allows from it with its cost (N1600 7.1, 8.1, 8.51-8.53), over a map of costs where a missing
// entry is a hex no unit may enter.
struct Position
{
    Axial hex;    // a double unit: its left half
    int facing;   // vertex: between hexsides facing and facing + 1
    bool flipped; // a double unit's first base is its right half

    bool operator==(const Position &) const = default;
};

size_t qHash(const Position &p, size_t seed = 0)
{
    return ::qHash(QString::asprintf("%d,%d,%d,%d", p.hex.q, p.hex.r, p.facing, int(p.flipped)),
                   seed);
}

struct Board
{
    int columns = 0;
    int rows = 0;
    QHash<int, int> cost; // by column * 100 + row; absent: may not enter
    int at(Axial a) const
    {
        const core::HexCell c = offset(a);
        if (c.column < 0 || c.row < 0 || c.column >= columns || c.row >= rows)
            return -1;
        return cost.value(c.column * 100 + c.row, -1);
    }
};

// The right half of a double unit stands across the hexside 90 degrees right of its facing.
Axial rightHalf(const Position &p)
{
    return across(p.hex, p.facing + 2);
}

void steps(const Board &board, bool isDouble, bool cavalry, const Position &p,
           const std::function<void(const Position &, int)> &visit)
{
    const int f = p.facing;
    if (!isDouble) {
        for (const int side : {f, f + 1}) { // the two frontal hexes
            const Axial next = across(p.hex, side);
            if (board.at(next) > 0)
                visit({next, f, false}, board.at(next));
        }
        const int turn = cavalry ? 1 : 2; // per vertex
        visit({p.hex, (f + 1) % 6, false}, turn);
        visit({p.hex, (f + 5) % 6, false}, turn);
        visit({p.hex, (f + 3) % 6, false}, 2); // counter-march
        return;
    }
    const Axial right = rightHalf(p);
    for (const int side : {f, f + 1}) { // both halves advance: the higher cost
        const int a = board.at(across(p.hex, side));
        const int b = board.at(across(right, side));
        if (a > 0 && b > 0)
            visit({across(p.hex, side), f, p.flipped}, std::max(a, b));
    }
    const Axial central = across(p.hex, f + 1);
    if (board.at(central) > 0) {
        // The right half stays: the left enters the central hex, the unit turns right.
        visit({central, (f + 1) % 6, p.flipped}, board.at(central) + 2);
        // The left half stays: the right enters it, the unit turns left.
        visit({p.hex, (f + 5) % 6, p.flipped}, board.at(central) + 2);
    }
    visit({right, (f + 3) % 6, !p.flipped}, 2); // counter-march: the halves swap sides
}

// The least cost of every position reachable within `bound` MP, trying every sequence of steps
// whose cost stays within the bound (a sequence is cut only where it reaches a position no
// cheaper than before).
QHash<Position, int> leastCosts(const Board &board, bool isDouble, bool cavalry,
                                const Position &start, int bound)
{
    QHash<Position, int> best;
    std::function<void(const Position &, int)> walk = [&](const Position &p, int spent) {
        const auto known = best.constFind(p);
        if (known != best.constEnd() && *known <= spent)
            return;
        best[p] = spent;
        steps(board, isDouble, cavalry, p, [&](const Position &next, int cost) {
            if (spent + cost <= bound)
                walk(next, spent + cost);
        });
    };
    walk(start, 0);
    return best;
}

QList<core::HexCell> basesOf(const Position &p, bool isDouble)
{
    if (!isDouble)
        return {offset(p.hex)};
    const core::HexCell left = offset(p.hex);
    const core::HexCell right = offset(rightHalf(p));
    return p.flipped ? QList<core::HexCell>{right, left} : QList<core::HexCell>{left, right};
}

} // namespace

class TestN1600CheapestMove : public QObject
{
    Q_OBJECT

private slots:
    void pathIsContiguous();
    void cheapestEqualsBruteForce_data();
    void cheapestEqualsBruteForce();
};

void TestN1600CheapestMove::pathIsContiguous()
{
    MapMaker map(12, 10);
    map.unit("foot", "dutch", "N", {at("0304")}, 1);
    map.unit("tercio", "spain", "T", {at("0806"), at("0807")}, 4);
    map.terrain("Dunes", {at("0504"), at("0505"), at("0603")});
    map.terrain("Ocean", {at("0404"), at("0703")});
    map.terrain("Rough", {at("0702"), at("0606")});
    const struct
    {
        const char *unit;
        QList<core::HexCell> to;
        int facing;
    } moves[] = {{"foot", {at("0905")}, 2},
                 {"foot", {at("0201")}, 4},
                 {"tercio", {at("0502"), at("0503")}, 1},
                 {"tercio", {at("0607"), at("0508")}, 5}};
    for (const auto &move : moves) {
        const core::Battle &battle = map.battle();
        const HexMovePlan result =
            plan(battle, QString::fromLatin1(move.unit), move.to, move.facing);
        QVERIFY2(result.path.size() > 1, qPrintable(QString::fromLatin1(move.unit) + why(result)));
        QCOMPARE(result.path.size(), result.facings.size());
        QCOMPARE(result.path.size(), result.steps.size() + 1);
        const core::Unit &unit = battle.units[battle.unitIndex(QString::fromLatin1(move.unit))];
        QList<core::HexCell> start;
        for (const core::Base &base : unit.bases)
            start << base.hex;
        QCOMPARE(result.path.first(), start);
        QCOMPARE(result.facings.first(), int(unit.bases[0].facing));
        QCOMPARE(result.path.last(), move.to);
        QCOMPARE(result.facings.last(), move.facing);
        for (qsizetype i = 1; i < result.path.size(); ++i) {
            // Each base stays or steps into a neighbouring hex.
            for (qsizetype b = 0; b < start.size(); ++b) {
                const int d = distance(axial(result.path[i - 1][b]), axial(result.path[i][b]));
                QVERIFY2(d <= 1, qPrintable(why(result)));
            }
        }
    }
}

void TestN1600CheapestMove::cheapestEqualsBruteForce_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("isDouble");
    QTest::newRow("infantry") << "N" << false;
    QTest::newRow("cavalry") << "C" << false;
    QTest::newRow("double unit") << "T" << true;
}

// Every position within 7 MP of a unit on a small map with terrain and other units: the plan's
// cost equals the least cost an exhaustive walk over the steps finds; beyond 7 MP, more.
void TestN1600CheapestMove::cheapestEqualsBruteForce()
{
    QFETCH(QString, type);
    QFETCH(bool, isDouble);
    const int columns = 6;
    const int rows = 6;
    MapMaker map(columns, rows);
    Board board{columns, rows, {}};
    for (int c = 0; c < columns; ++c) {
        for (int r = 0; r < rows; ++r)
            board.cost.insert(c * 100 + r, 1);
    }
    const auto mark = [&](const char *terrain, const char *label, int cost) {
        map.terrain(terrain, {at(label)});
        if (cost < 0)
            board.cost.remove(at(label).column * 100 + at(label).row);
        else
            board.cost[at(label).column * 100 + at(label).row] = cost;
    };
    mark("Rough", "0302", 2);
    mark("Dunes", "0403", 2);
    mark("Dunes", "0405", 2);
    mark("Ocean", "0503", -1);
    mark("Line of slack tide", "0204", 1);
    map.unit("friend", "dutch", "S", {at("0501")}, 3);
    board.cost.remove(at("0501").column * 100 + at("0501").row);
    map.unit("enemy", "spain", "G", {at("0206")}, 1);
    board.cost.remove(at("0206").column * 100 + at("0206").row);
    map.unit("guns", "spain", "Artillery", {at("0404")}, 4); // passable
    const Position start{axial(at("0303")), 1, false};
    QList<core::HexCell> startHexes = basesOf(start, isDouble);
    map.unit("mover", "dutch", type, startHexes, 1);

    const int bound = 7;
    const QHash<Position, int> best =
        leastCosts(board, isDouble, type == QLatin1String("C"), start, bound);
    QVERIFY(best.size() > 40);
    int checked = 0;
    for (int c = 0; c < columns; ++c) {
        for (int r = 0; r < rows; ++r) {
            for (int f = 0; f < 6; ++f) {
                for (const bool flipped : {false, true}) {
                    if (flipped && !isDouble)
                        continue;
                    const Position target{axial({c, r}), f, flipped};
                    const QList<core::HexCell> hexes = basesOf(target, isDouble);
                    bool onMap = true;
                    for (const core::HexCell &h : hexes)
                        onMap = onMap && h.column >= 0 && h.row >= 0 && h.column < columns &&
                                h.row < rows;
                    if (!onMap)
                        continue;
                    const HexMovePlan result =
                        plan(map.battle(), QStringLiteral("mover"), hexes, f);
                    const auto known = best.constFind(target);
                    const QString where =
                        QStringLiteral("%1,%2 facing %3%4: ")
                            .arg(c)
                            .arg(r)
                            .arg(f)
                            .arg(flipped ? QStringLiteral(" flipped") : QString());
                    if (known != best.constEnd()) {
                        QVERIFY2(result.allowed, qPrintable(where + why(result)));
                        QCOMPARE(result.cost, *known);
                        ++checked;
                    } else {
                        QVERIFY2(!result.allowed || result.cost > bound,
                                 qPrintable(where + why(result)));
                    }
                }
            }
        }
    }
    QCOMPARE(checked, best.size());
}

QTEST_GUILESS_MAIN(TestN1600CheapestMove)
#include "tst_n1600cheapestmove.moc"
