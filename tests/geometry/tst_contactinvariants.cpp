// SPDX-License-Identifier: GPL-3.0-or-later
// Contact of two bases (geometry/contact.h) over seeded random configurations: invariants, oracles.

#include "geometry/contact.h"
#include "geometry/tolerance.h"

#include "contacttesting.h"
#include "freeformtesting.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

using namespace adjutant::geometry;
using namespace freeformtesting;
using namespace contacttesting;

namespace {

enum class Placement
{
    Anywhere,
    NearContact
};

Pair place(QRandomGenerator &rng, Placement placement)
{
    if (placement == Placement::NearContact)
        return randomNearContact(rng);
    return {randomBase(rng), randomBase(rng)};
}

} // namespace

Q_DECLARE_METATYPE(Placement)

class TestContactInvariants : public QObject
{
    Q_OBJECT

private slots:
    void distanceIsSymmetric_data();
    void distanceIsSymmetric();
    void unchangedByMovingTheWholeTable_data();
    void unchangedByMovingTheWholeTable();
    void distanceIsZeroExactlyWhenBasesMeet_data();
    void distanceIsZeroExactlyWhenBasesMeet();
    void classificationMirrors_data();
    void classificationMirrors();
    void distanceAgreesWithBoundarySampling_data();
    void distanceAgreesWithBoundarySampling();
    void penetrationIsTheLeastSeparatingPush_data();
    void penetrationIsTheLeastSeparatingPush();

private:
    void addRandomRows();
};

void TestContactInvariants::addRandomRows()
{
    QTest::addColumn<Placement>("placement");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("count");
    QTest::newRow("anywhere on the table, seed 1") << Placement::Anywhere << 1u << 3000;
    QTest::newRow("near contact (edge or corner first), seed 2")
        << Placement::NearContact << 2u << 3000;
    QTest::newRow("near contact (edge or corner first), seed 3")
        << Placement::NearContact << 3u << 3000;
}

void TestContactInvariants::distanceIsSymmetric_data()
{
    addRandomRows();
}

void TestContactInvariants::distanceIsSymmetric()
{
    QFETCH(Placement, placement);
    QFETCH(quint32, seed);
    QFETCH(int, count);
    QRandomGenerator rng(seed);
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = place(rng, placement);
        COMPARE_NEAR(distance(a, b), distance(b, a), exact);
        COMPARE_NEAR(penetration(a, b), penetration(b, a), exact);
    }
}

void TestContactInvariants::unchangedByMovingTheWholeTable_data()
{
    addRandomRows();
}

void TestContactInvariants::unchangedByMovingTheWholeTable()
{
    QFETCH(Placement, placement);
    QFETCH(quint32, seed);
    QFETCH(int, count);
    QRandomGenerator rng(seed);
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = place(rng, placement);
        const Point shift{uniform(rng, -900, 900), uniform(rng, -900, 900)};
        const Point pivot{uniform(rng, -900, 900), uniform(rng, -900, 900)};
        const double turn = uniform(rng, -360, 360);
        const Contact original = classifyContact(a, b);
        const std::pair<OrientedRect, OrientedRect> moves[] = {
            {translated(a, shift), translated(b, shift)},
            {rotated(a, pivot, turn), rotated(b, pivot, turn)},
            {rotated(a, a.centre, 90), rotated(b, a.centre, 90)}};
        for (const auto &[ma, mb] : moves) {
            COMPARE_NEAR(distance(ma, mb), original.distance, exact);
            COMPARE_NEAR(penetration(ma, mb), original.penetration, exact);
            const Contact moved = classifyContact(ma, mb);
            QCOMPARE(moved.kind(), original.kind());
            const QString diff = difference(original, moved, false, 1e-6);
            QVERIFY2(diff.isEmpty(), qPrintable(diff));
        }
    }
}

void TestContactInvariants::distanceIsZeroExactlyWhenBasesMeet_data()
{
    addRandomRows();
}

void TestContactInvariants::distanceIsZeroExactlyWhenBasesMeet()
{
    QFETCH(Placement, placement);
    QFETCH(quint32, seed);
    QFETCH(int, count);
    QRandomGenerator rng(seed);
    int meeting = 0;
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = place(rng, placement);
        const double d = distance(a, b);
        const double p = penetration(a, b);
        const bool meet = interiorsMeet(a, b);
        const double gap = cornerToEdgeGap(a, b);
        const QString values =
            QStringLiteral("distance %1, penetration %2, corner to edge %3").arg(d).arg(p).arg(gap);
        QVERIFY2(d >= 0 && p >= 0, qPrintable(values));
        // Overlapping: distance exactly zero, and the interiors do meet.
        if (p > 0)
            QVERIFY2(d == 0, qPrintable(values));
        if (p > exact)
            QVERIFY2(meet, qPrintable(values));
        // Apart or touching: the distance is the least corner to edge distance.
        if (!meet) {
            QVERIFY2(p <= exact, qPrintable(values));
            COMPARE_NEAR(d, gap, exact);
        } else {
            QVERIFY2(d <= exact, qPrintable(values));
        }
        // Zero only when overlapping or touching.
        if (d == 0)
            QVERIFY2(p > 0 || gap <= exact, qPrintable(values));
        meeting += d == 0;
    }
    // The near-contact rows exercise both sides.
    if (placement == Placement::NearContact)
        QVERIFY(meeting > count / 10 && meeting < count * 9 / 10);
}

void TestContactInvariants::classificationMirrors_data()
{
    addRandomRows();
}

void TestContactInvariants::classificationMirrors()
{
    QFETCH(Placement, placement);
    QFETCH(quint32, seed);
    QFETCH(int, count);
    QRandomGenerator rng(seed);
    int edgeContacts = 0;
    int cornerContacts = 0;
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = place(rng, placement);
        const Contact ab = classifyContact(a, b);
        const Contact ba = classifyContact(b, a);
        const QString diff = difference(ab, ba, true, 0.02);
        QVERIFY2(diff.isEmpty(), qPrintable(text(a) + QStringLiteral(" / ") + text(b) +
                                            QStringLiteral(": ") + diff));
        // The kind mirrors too, unless each base has a corner on the other's edge (then both
        // orders report their own first argument's corner).
        bool cornerOfAOnEdge = false;
        bool cornerOfBOnEdge = false;
        for (int k = 0; k < ab.cornerCount; ++k) {
            if (!ab.cornerContacts[k].atCorner)
                (ab.cornerContacts[k].ofA ? cornerOfAOnEdge : cornerOfBOnEdge) = true;
        }
        if (ab.edgeCount == 0 && cornerOfAOnEdge && cornerOfBOnEdge)
            QCOMPARE(ba.kind(), ab.kind());
        else
            QCOMPARE(ba.kind(), mirrored(ab.kind()));
        edgeContacts += ab.kind() == Contact::Kind::EdgeToEdge;
        cornerContacts += ab.cornerCount > 0;
    }
    if (placement == Placement::NearContact)
        QVERIFY(edgeContacts > count / 20 && cornerContacts > count / 20);
}

void TestContactInvariants::distanceAgreesWithBoundarySampling_data()
{
    QTest::addColumn<Placement>("placement");
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("count");
    QTest::newRow("anywhere on the table, seed 11") << Placement::Anywhere << 11u << 400;
    QTest::newRow("near contact, seed 12") << Placement::NearContact << 12u << 1200;
}

void TestContactInvariants::distanceAgreesWithBoundarySampling()
{
    QFETCH(Placement, placement);
    QFETCH(quint32, seed);
    QFETCH(int, count);
    constexpr double spacing = 0.25; // mm between samples along each boundary
    QRandomGenerator rng(seed);
    int sampled = 0;
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = place(rng, placement);
        const double d = distance(a, b);
        if (penetration(a, b) > 0) {
            QCOMPARE(d, 0.0);
            continue;
        }
        ++sampled;
        const auto sa = boundarySamples(a, spacing);
        const auto sb = boundarySamples(b, spacing);
        double best = std::numeric_limits<double>::max();
        for (const Point &p : sa) {
            for (const Point &q : sb) {
                const Point v = p - q;
                best = std::min(best, v.x * v.x + v.y * v.y);
            }
        }
        best = std::sqrt(best);
        // No sampled pair is closer than the exact distance, and the best pair is within the
        // sampling step of it (each sample is within half a step of the closest points).
        QVERIFY2(d <= best + exact,
                 qPrintable(QStringLiteral("exact %1, sampled %2").arg(d).arg(best)));
        QVERIFY2(best <= d + spacing,
                 qPrintable(QStringLiteral("exact %1, sampled %2").arg(d).arg(best)));
    }
    QVERIFY(sampled > count / 4);
}

void TestContactInvariants::penetrationIsTheLeastSeparatingPush_data()
{
    addRandomRows();
}

void TestContactInvariants::penetrationIsTheLeastSeparatingPush()
{
    QFETCH(Placement, placement);
    QFETCH(quint32, seed);
    QFETCH(int, count);
    QRandomGenerator rng(seed);
    int checked = 0;
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = place(rng, placement);
        const double p = penetration(a, b);
        if (p <= 1e-6)
            continue;
        ++checked;
        const Point normals[] = {forward(a), rightward(a), forward(b), rightward(b)};
        bool separated = false;
        for (const Point &n : normals) {
            for (double sign : {1.0, -1.0}) {
                const Point push = n * sign;
                separated = separated || penetration(a, translated(b, push * (p + 1e-6))) == 0;
                // A shorter push in any direction leaves them overlapping.
                QVERIFY(penetration(a, translated(b, push * (p * 0.999))) > 0);
            }
        }
        QVERIFY2(separated, qPrintable(QStringLiteral("penetration %1").arg(p)));
    }
    QVERIFY(checked > 0);
}

QTEST_GUILESS_MAIN(TestContactInvariants)
#include "tst_contactinvariants.moc"
