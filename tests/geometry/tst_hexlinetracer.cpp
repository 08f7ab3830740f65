// SPDX-License-Identifier: GPL-3.0-or-later
// The straight line between two hex centres (N1600 10.2 traces LoS "from the center of the
// firing hex to the center of the targeted hex"): the hexes it crosses and the spines it runs
// along.

#include "geometry/hexlinetracer.h"

#include "hextesting.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <set>

using namespace adjutant::geometry;
using hextesting::at;

namespace adjutant::geometry {
inline char *toString(const HexLineStep &step)
{
    const std::string text =
        step.spine ? "spine " + describeHex(step.hex) + " | " + describeHex(step.other)
                   : "hex " + describeHex(step.hex);
    return qstrdup(text.c_str());
}
} // namespace adjutant::geometry

Q_DECLARE_METATYPE(adjutant::geometry::HexLineStep)

namespace {

HexLineStep crossed(Hex hex)
{
    return {hex, hex, false};
}

HexLineStep spine(Hex a, Hex b)
{
    const bool swap = b.q < a.q || (b.q == a.q && b.r < a.r);
    return swap ? HexLineStep{b, a, true} : HexLineStep{a, b, true};
}

QList<HexLineStep> traced(Hex from, Hex to)
{
    const std::vector<HexLineStep> steps = hexLine(from, to);
    return QList<HexLineStep>(steps.begin(), steps.end());
}

// An independent, exact oracle: clip the segment against one hex. The hex, in axial
// coordinates relative to its centre, is |2dq + dr| <= 1, |dq + 2dr| <= 1, |dr - dq| <= 1; along
// the segment each of these is |alpha + beta t| <= 1 with integers alpha, beta.
enum class Clip
{
    None,
    Touch,
    Spine,
    Cross
};

struct Bound
{
    std::int64_t num;
    std::int64_t den; // > 0
};

bool lessThan(Bound a, Bound b)
{
    return a.num * b.den < b.num * a.den;
}

Clip clip(Hex from, Hex to, Hex hex)
{
    const Hex d = to - from;
    const Hex a = from - hex;
    const std::int64_t alphas[3] = {2 * a.q + a.r, a.q + 2 * a.r, a.r - a.q};
    const std::int64_t betas[3] = {2 * d.q + d.r, d.q + 2 * d.r, d.r - d.q};
    Bound low{0, 1};
    Bound high{1, 1};
    bool openEmpty = false;
    for (int i = 0; i < 3; ++i) {
        const std::int64_t alpha = alphas[i];
        std::int64_t beta = betas[i];
        if (beta == 0) {
            if (std::abs(alpha) > 1)
                return Clip::None;
            if (std::abs(alpha) == 1)
                openEmpty = true; // the segment lies on the line of a hexside
            continue;
        }
        // -1 <= alpha + beta t <= 1.
        std::int64_t lowNum = -1 - alpha;
        std::int64_t highNum = 1 - alpha;
        if (beta < 0) {
            beta = -beta;
            std::swap(lowNum, highNum);
            lowNum = -lowNum;
            highNum = -highNum;
        }
        const Bound l{lowNum, beta};
        const Bound h{highNum, beta};
        if (lessThan(low, l))
            low = l;
        if (lessThan(h, high))
            high = h;
    }
    if (lessThan(high, low))
        return Clip::None;
    if (!lessThan(low, high))
        return Clip::Touch;
    return openEmpty ? Clip::Spine : Clip::Cross;
}

} // namespace

class TestHexLineTracer : public QObject
{
    Q_OBJECT

private slots:
    void handDrawnLines_data();
    void handDrawnLines();
    void matchesTheOracleInEveryDirection();
    void reversedLineIsReversed();
    void rotationKeepsTheLine();
};

void TestHexLineTracer::handDrawnLines_data()
{
    QTest::addColumn<Hex>("from");
    QTest::addColumn<Hex>("to");
    QTest::addColumn<QList<HexLineStep>>("steps");
    QTest::newRow("same hex") << at(4, 4) << at(4, 4) << QList<HexLineStep>{crossed(at(4, 4))};
    QTest::newRow("neighbour below")
        << at(4, 4) << at(4, 5) << QList<HexLineStep>{crossed(at(4, 4)), crossed(at(4, 5))};
    QTest::newRow("down a column, through every hex")
        << at(5, 2) << at(5, 6)
        << QList<HexLineStep>{crossed(at(5, 2)), crossed(at(5, 3)), crossed(at(5, 4)),
                              crossed(at(5, 5)), crossed(at(5, 6))};
    QTest::newRow("along the SE row, through every hex")
        << at(4, 4) << at(7, 5)
        << QList<HexLineStep>{crossed(at(4, 4)), crossed(at(5, 4)), crossed(at(6, 5)),
                              crossed(at(7, 5))};
    // N1600 10.2 spine: due east two hexes, the line runs along the hexside between (5,3) and
    // (5,4), entering and leaving it at vertices.
    QTest::newRow("N1600 10.2 spine: due east 2 hexes along the (5,3)|(5,4) hexside")
        << at(4, 4) << at(6, 4)
        << QList<HexLineStep>{crossed(at(4, 4)), spine(at(5, 3), at(5, 4)), crossed(at(6, 4))};
    QTest::newRow("N1600 10.2 spine: due east 6 hexes, three spines")
        << at(2, 4) << at(8, 4) << QList<HexLineStep>{crossed(at(2, 4)), spine(at(3, 3), at(3, 4)),
                                                      crossed(at(4, 4)), spine(at(5, 3), at(5, 4)),
                                                      crossed(at(6, 4)), spine(at(7, 3), at(7, 4)),
                                                      crossed(at(8, 4))};
    QTest::newRow("N1600 10.2 spine: lower right, 2 hexes along (5,4)|(4,5)")
        << at(4, 4) << at(5, 5)
        << QList<HexLineStep>{crossed(at(4, 4)), spine(at(5, 4), at(4, 5)), crossed(at(5, 5))};
    // One column right and four and a half rows down: the line passes exactly through the
    // vertex where (2,5), (2,6) and (3,5) meet, and later through the one where (3,6), (3,7) and
    // (2,7) meet. (3,5) and (2,7) are only touched at a point and are not listed.
    QTest::newRow("through two vertices, touching (3,5) and (2,7) only at a point")
        << at(2, 4) << at(3, 8)
        << QList<HexLineStep>{crossed(at(2, 4)), crossed(at(2, 5)), crossed(at(2, 6)),
                              crossed(at(3, 6)), crossed(at(3, 7)), crossed(at(3, 8))};
}

void TestHexLineTracer::handDrawnLines()
{
    QFETCH(Hex, from);
    QFETCH(Hex, to);
    QFETCH(QList<HexLineStep>, steps);
    QCOMPARE(traced(from, to), steps);
}

void TestHexLineTracer::matchesTheOracleInEveryDirection()
{
    // Every target within 9 hexes of three origins (an even and an odd column, and one off the
    // map's quadrant): the crossed hexes and the spine hexes are exactly those the oracle finds,
    // the line starts and ends in its two hexes, and each piece touches the next.
    for (const Hex &origin : {at(0, 0), at(11, 7), at(-6, -9)}) {
        for (int dq = -9; dq <= 9; ++dq) {
            for (int dr = -9; dr <= 9; ++dr) {
                const Hex to = origin + Hex{dq, dr};
                if (hexDistance(origin, to) > 9)
                    continue;
                const QList<HexLineStep> steps = traced(origin, to);
                QCOMPARE(steps.first(), crossed(origin));
                QCOMPARE(steps.last(), crossed(to));
                std::set<std::pair<int, int>> crossedHexes;
                std::set<std::pair<int, int>> spineHexes;
                for (qsizetype i = 0; i < steps.size(); ++i) {
                    const HexLineStep &step = steps[i];
                    if (step.spine) {
                        QVERIFY(adjacent(step.hex, step.other));
                        spineHexes.insert({step.hex.q, step.hex.r});
                        spineHexes.insert({step.other.q, step.other.r});
                    } else {
                        QVERIFY2(crossedHexes.insert({step.hex.q, step.hex.r}).second,
                                 "each hex crossed once");
                    }
                    if (i > 0) {
                        const HexLineStep &before = steps[i - 1];
                        QVERIFY(!(before == step));
                        // Consecutive pieces meet: at a hexside or a vertex of both.
                        QVERIFY(hexDistance(before.hex, step.hex) <= 2 &&
                                hexDistance(before.other, step.other) <= 2);
                    }
                }
                std::set<std::pair<int, int>> oracleCrossed;
                std::set<std::pair<int, int>> oracleSpine;
                for (int q = -11; q <= 11; ++q) {
                    for (int r = -11; r <= 11; ++r) {
                        const Hex hex = origin + Hex{q, r};
                        const Clip c = clip(origin, to, hex);
                        if (c == Clip::Cross)
                            oracleCrossed.insert({hex.q, hex.r});
                        else if (c == Clip::Spine)
                            oracleSpine.insert({hex.q, hex.r});
                    }
                }
                QCOMPARE(crossedHexes, oracleCrossed);
                QCOMPARE(spineHexes, oracleSpine);
            }
        }
    }
}

void TestHexLineTracer::reversedLineIsReversed()
{
    for (int dq = -8; dq <= 8; ++dq) {
        for (int dr = -8; dr <= 8; ++dr) {
            const Hex from = at(10, 10);
            const Hex to = from + Hex{dq, dr};
            QList<HexLineStep> back = traced(to, from);
            std::reverse(back.begin(), back.end());
            QCOMPARE(back, traced(from, to));
        }
    }
}

void TestHexLineTracer::rotationKeepsTheLine()
{
    const Hex centre = at(10, 10);
    for (int dq = -7; dq <= 7; ++dq) {
        for (int dr = -7; dr <= 7; ++dr) {
            const Hex from = at(9, 11);
            const Hex to = centre + Hex{dq, dr};
            const QList<HexLineStep> steps = traced(from, to);
            for (int sextants = 1; sextants < 6; ++sextants) {
                QList<HexLineStep> expected;
                for (const HexLineStep &step : steps) {
                    const Hex a = rotatedAbout(step.hex, centre, sextants);
                    const Hex b = rotatedAbout(step.other, centre, sextants);
                    expected.append(step.spine ? spine(a, b) : crossed(a));
                }
                QCOMPARE(traced(rotatedAbout(from, centre, sextants),
                                rotatedAbout(to, centre, sextants)),
                         expected);
            }
        }
    }
}

QTEST_GUILESS_MAIN(TestHexLineTracer)
#include "tst_hexlinetracer.moc"
