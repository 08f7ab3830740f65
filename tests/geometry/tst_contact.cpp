// SPDX-License-Identifier: GPL-3.0-or-later
// Distance, penetration and contact classification of two bases (geometry/contact.h): the
// contact situations the rule books name, built by hand from FoGR 15 mm bases (foot 40 x 20 mm,
// cavalry 40 x 30 mm). The invariants over random configurations: tst_contactinvariants.cpp.

#include "geometry/contact.h"
#include "geometry/tolerance.h"

#include "contacttesting.h"
#include "freeformtesting.h"

#include <QStringList>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <tuple>
#include <vector>

using namespace adjutant::geometry;
using namespace freeformtesting;
using namespace contacttesting;

namespace {

// All hand-made cases are measured against this base: foot, centre at the origin, facing +y.
// Its front edge runs along y = 10 from x = -20 to 20, its right edge along x = 20.
const OrientedRect a0 = foot(0, 0);

// A charger turned 30 degrees off square, its front-left corner on the middle of a0's front
// edge and the rest of it beyond that edge: FoGR Charging, "front corner only against the
// enemy base's edge".
OrientedRect cornerCharger()
{
    return withCornerAt(foot(0, 0, 210), Corner::FrontLeft, {0, 10});
}

// A charger looking up and to the left, its front edge square across a0's rear-right corner:
// FoGR Charging a Flank or Rear, "the side edge or rear corner".
OrientedRect rearCornerCharger()
{
    return withEdgeMiddleAt(foot(0, 0, 315), Edge::Front, {20, -10});
}

// Skewed front to front: b faces a0 turned by `skew` degrees, its lower front corner at p.
OrientedRect skewedOpposite(double skew, Point frontLeftAt)
{
    return withCornerAt(foot(0, 0, 180 + skew), Corner::FrontLeft, frontLeftAt);
}

} // namespace

class TestContact : public QObject
{
    Q_OBJECT

private slots:
    void classification_data();
    void classification();
    void edgeContacts_data();
    void edgeContacts();
    void cornerContacts_data();
    void cornerContacts();
    void overlapPositions_data();
    void overlapPositions();
    void toleranceBoundaries_data();
    void toleranceBoundaries();
    void distanceBetweenBases_data();
    void distanceBetweenBases();
    void distanceToPoint_data();
    void distanceToPoint();
    void penetrationDepth_data();
    void penetrationDepth();
};

void TestContact::classification_data()
{
    QTest::addColumn<OrientedRect>("a");
    QTest::addColumn<OrientedRect>("b");
    QTest::addColumn<Contact::Kind>("kind");
    QTest::addColumn<double>("distance");
    using K = Contact::Kind;

    QTest::newRow("FoGR front edge to front edge, full: foot against foot")
        << a0 << foot(0, 20, 180) << K::EdgeToEdge << 0.0;
    QTest::newRow("FoGR front edge to front edge, partial: half a base off")
        << a0 << foot(20, 20, 180) << K::EdgeToEdge << 0.0;
    QTest::newRow("FoGR front edge to front edge: cavalry 40x30 against foot")
        << a0 << cavalry(0, 25, 180) << K::EdgeToEdge << 0.0;
    QTest::newRow("FoGR Charging: 'front corner only against the enemy base's edge'")
        << cornerCharger() << a0 << K::CornerToEdge << 0.0;
    QTest::newRow("FoGR Charging: the same contact seen from the target is edge to corner")
        << a0 << cornerCharger() << K::EdgeToCorner << 0.0;
    QTest::newRow("FoGR Side Edge to Side Edge Only: same facing, level")
        << a0 << foot(40, 0) << K::EdgeToEdge << 0.0;
    QTest::newRow("FoGR Side Edge to Side Edge Only: opposite facing, half a depth off")
        << a0 << foot(40, 10, 180) << K::EdgeToEdge << 0.0;
    QTest::newRow("FoGR Manoeuvre, overlap: cavalry side edge to side edge of foot")
        << a0 << cavalry(40, -5) << K::EdgeToEdge << 0.0;
    QTest::newRow("FoGR Front Corner to Front Corner Only: enemy one base width to the side")
        << a0 << foot(40, 20, 180) << K::CornerToCorner << 0.0;
    QTest::newRow("corner to corner only, on the diagonal, same facing")
        << a0 << foot(40, 20) << K::CornerToCorner << 0.0;
    QTest::newRow("FoGR rear charge: 'the rear edge of one of its bases' (front to rear)")
        << foot(0, -20) << a0 << K::EdgeToEdge << 0.0;
    QTest::newRow("rear edge to rear edge") << a0 << foot(0, -20, 180) << K::EdgeToEdge << 0.0;
    QTest::newRow("FoGR flank charge: front edge against 'a rear corner'")
        << rearCornerCharger() << a0 << K::EdgeToCorner << 0.0;
    QTest::newRow("gap 0.49 mm, under the 0.5 mm contact tolerance: front to front")
        << a0 << foot(0, 20.49, 180) << K::EdgeToEdge << 0.49;
    QTest::newRow("gap 0.51 mm, over the 0.5 mm contact tolerance: no contact")
        << a0 << foot(0, 20.51, 180) << K::None << 0.51;
    QTest::newRow("interpenetration 0.4 mm, within the tolerance: front to front")
        << a0 << foot(0, 19.6, 180) << K::EdgeToEdge << 0.0;
    QTest::newRow("interpenetration 0.6 mm, beyond the tolerance: overlap")
        << a0 << foot(0, 19.4, 180) << K::Overlap << 0.0;
    QTest::newRow("a small base wholly inside another: overlap")
        << a0 << OrientedRect{{0, 0}, 0, 20, 10} << K::Overlap << 0.0;
    QTest::newRow("front to front, the whole table turned 30 degrees")
        << rotated(a0, {0, 0}, 30) << rotated(foot(0, 20, 180), {0, 0}, 30) << K::EdgeToEdge << 0.0;
    QTest::newRow("cavalry side to side, turned 30 degrees about a far point")
        << rotated(a0, {500, -300}, 30) << rotated(cavalry(40, -5), {500, -300}, 30)
        << K::EdgeToEdge << 0.0;
    QTest::newRow("skewed 0.5 degrees, within the 1 degree parallel tolerance: edge to edge")
        << a0 << withEdgeMiddleAt(foot(0, 0, 180.5), Edge::Front, {0, 10}) << K::EdgeToEdge << 0.0;
    QTest::newRow("skewed 2 degrees, beyond the parallel tolerance: a corner on the edge")
        << a0 << skewedOpposite(2, {10, 10}) << K::EdgeToCorner << 0.0;
    QTest::newRow("one MU apart: no contact") << a0 << foot(0, 45, 180) << K::None << 25.0;
}

void TestContact::classification()
{
    QFETCH(OrientedRect, a);
    QFETCH(OrientedRect, b);
    QFETCH(Contact::Kind, kind);
    QFETCH(double, distance);
    const Contact contact = classifyContact(a, b);
    QCOMPARE(contact.kind(), kind);
    COMPARE_NEAR(contact.distance, distance, exact);
    QCOMPARE(contact.overlapping(), kind == Contact::Kind::Overlap);
    QCOMPARE(contact.touching(), kind != Contact::Kind::Overlap && kind != Contact::Kind::None);
    // Seen from the other base, the same contact.
    QCOMPARE(classifyContact(b, a).kind(), mirrored(kind));
}

void TestContact::edgeContacts_data()
{
    QTest::addColumn<OrientedRect>("a");
    QTest::addColumn<OrientedRect>("b");
    QTest::addColumn<Edge>("edgeOfA");
    QTest::addColumn<Edge>("edgeOfB");
    QTest::addColumn<double>("length");
    QTest::addColumn<bool>("fullA");
    QTest::addColumn<bool>("fullB");

    QTest::newRow("FoGR Conforming: 'full front edge to front edge contact'")
        << a0 << foot(0, 20, 180) << Edge::Front << Edge::Front << 40.0 << true << true;
    QTest::newRow("FoGR partial front edge to front edge: half a base off")
        << a0 << foot(20, 20, 180) << Edge::Front << Edge::Front << 20.0 << false << false;
    QTest::newRow("FoGR front edge to front edge: cavalry a quarter base off")
        << a0 << cavalry(-10, 25, 180) << Edge::Front << Edge::Front << 30.0 << false << false;
    QTest::newRow("FoGR overlap position: foot side edge (20) against cavalry side edge (30)")
        << a0 << cavalry(40, -5) << Edge::Right << Edge::Left << 20.0 << true << false;
    QTest::newRow("FoGR Side Edge to Side Edge Only: opposite facing, half a depth off")
        << a0 << foot(40, 10, 180) << Edge::Right << Edge::Right << 10.0 << false << false;
    QTest::newRow("FoGR flank charge: cavalry front edge against the foot's side edge")
        << cavalry(35, 0, 270) << a0 << Edge::Front << Edge::Right << 20.0 << false << true;
    QTest::newRow("FoGR rear charge: front edge against the rear edge")
        << foot(0, -20) << a0 << Edge::Front << Edge::Rear << 40.0 << true << true;
    QTest::newRow("rear edge to rear edge, cavalry behind foot")
        << a0 << cavalry(0, -25, 180) << Edge::Rear << Edge::Rear << 40.0 << true << true;
    QTest::newRow("front to front, the whole table turned 30 degrees")
        << rotated(a0, {0, 0}, 30) << rotated(foot(20, 20, 180), {0, 0}, 30) << Edge::Front
        << Edge::Front << 20.0 << false << false;
    QTest::newRow("front to front across a 0.49 mm gap")
        << a0 << foot(0, 20.49, 180) << Edge::Front << Edge::Front << 40.0 << true << true;
    QTest::newRow("front to front skewed 0.5 degrees: within the parallel tolerance")
        << a0 << withEdgeMiddleAt(foot(0, 0, 180.5), Edge::Front, {0, 10}) << Edge::Front
        << Edge::Front << 40.0 * std::cos(0.5 * std::numbers::pi / 180) << true << true;
}

void TestContact::edgeContacts()
{
    QFETCH(OrientedRect, a);
    QFETCH(OrientedRect, b);
    QFETCH(Edge, edgeOfA);
    QFETCH(Edge, edgeOfB);
    QFETCH(double, length);
    QFETCH(bool, fullA);
    QFETCH(bool, fullB);
    const Contact contact = classifyContact(a, b);
    QCOMPARE(contact.kind(), Contact::Kind::EdgeToEdge);
    QCOMPARE(contact.edgeCount, 1);
    const EdgeContact *shared = contact.edges(edgeOfA, edgeOfB);
    QVERIFY2(shared, qPrintable(describe(contact)));
    COMPARE_NEAR(shared->length, length, 1e-6);
    QCOMPARE(shared->fullA, fullA);
    QCOMPARE(shared->fullB, fullB);
    QCOMPARE(contact.edges(edgeOfB, edgeOfA) != nullptr, edgeOfA == edgeOfB);
    // A corner lying on the shared edges is not a separate contact.
    QCOMPARE(contact.cornerCount, 0);
}

void TestContact::cornerContacts_data()
{
    QTest::addColumn<OrientedRect>("a");
    QTest::addColumn<OrientedRect>("b");
    QTest::addColumn<bool>("ofA");
    QTest::addColumn<Corner>("corner");
    QTest::addColumn<bool>("atCorner");
    QTest::addColumn<Corner>("otherCorner");
    QTest::addColumn<Edge>("otherEdge"); // when not at a corner

    QTest::newRow("FoGR Charging: the charger's front corner on the target's front edge")
        << cornerCharger() << a0 << true << Corner::FrontLeft << false << Corner::FrontLeft
        << Edge::Front;
    QTest::newRow("FoGR Charging: the same, classified from the target")
        << a0 << cornerCharger() << false << Corner::FrontLeft << false << Corner::FrontLeft
        << Edge::Front;
    QTest::newRow("FoGR Front Corner to Front Corner Only")
        << a0 << foot(40, 20, 180) << true << Corner::FrontRight << true << Corner::FrontRight
        << Edge::Front;
    QTest::newRow("front corner to front corner, classified from the enemy")
        << foot(40, 20, 180) << a0 << true << Corner::FrontRight << true << Corner::FrontRight
        << Edge::Front;
    QTest::newRow("front-right corner to rear-left corner on the diagonal")
        << a0 << foot(40, 20) << true << Corner::FrontRight << true << Corner::RearLeft
        << Edge::Front;
    QTest::newRow("FoGR flank charge: the target's rear corner on the charger's front edge")
        << rearCornerCharger() << a0 << false << Corner::RearRight << false << Corner::FrontLeft
        << Edge::Front;
    QTest::newRow("front to front skewed 2 degrees: the nearer front corner on the edge")
        << a0 << skewedOpposite(2, {10, 10}) << false << Corner::FrontLeft << false
        << Corner::FrontLeft << Edge::Front;
    QTest::newRow("a charger's front corner 0.45 mm short of the side edge, turned 30 degrees")
        << rotated(a0, {100, 100}, 30)
        << rotated(withCornerAt(foot(0, 0, 300), Corner::FrontLeft, {20.45, 0}), {100, 100}, 30)
        << false << Corner::FrontLeft << false << Corner::FrontLeft << Edge::Right;
}

void TestContact::cornerContacts()
{
    QFETCH(OrientedRect, a);
    QFETCH(OrientedRect, b);
    QFETCH(bool, ofA);
    QFETCH(Corner, corner);
    QFETCH(bool, atCorner);
    QFETCH(Corner, otherCorner);
    QFETCH(Edge, otherEdge);
    const Contact contact = classifyContact(a, b);
    QVERIFY2(contact.touching(), qPrintable(describe(contact)));
    QCOMPARE(contact.edgeCount, 0);
    QCOMPARE(contact.cornerCount, 1);
    const CornerContact &c = contact.cornerContacts[0];
    QCOMPARE(c.ofA, ofA);
    QCOMPARE(c.corner, corner);
    QCOMPARE(c.atCorner, atCorner);
    if (atCorner)
        QCOMPARE(c.otherCorner, otherCorner);
    else
        QCOMPARE(c.otherEdge, otherEdge);
}

void TestContact::overlapPositions_data()
{
    QTest::addColumn<OrientedRect>("overlap");
    QTest::addColumn<OrientedRect>("friendly");
    QTest::addColumn<OrientedRect>("enemy");
    QTest::addColumn<Contact::Kind>("withFriend");
    QTest::addColumn<Contact::Kind>("withEnemy");
    QTest::addColumn<Contact::Kind>("friendWithEnemy");
    using K = Contact::Kind;

    // FoGR Manoeuvre Phase, overlap positions. The enemy is a0; our friend fights it.
    QTest::newRow("FoGR overlap, right: beside a friend in full front edge contact; 'the base in "
                  "overlap will therefore have a corner to corner contact with that enemy base'")
        << foot(40, 20, 180) << foot(0, 20, 180) << a0 << K::EdgeToEdge << K::CornerToCorner
        << K::EdgeToEdge;
    QTest::newRow("FoGR overlap, left: the same on the other flank")
        << foot(-40, 20, 180) << foot(0, 20, 180) << a0 << K::EdgeToEdge << K::CornerToCorner
        << K::EdgeToEdge;
    QTest::newRow("FoGR overlap: cavalry beside a cavalry friend in full front edge contact")
        << cavalry(40, 25, 180) << cavalry(0, 25, 180) << a0 << K::EdgeToEdge << K::CornerToCorner
        << K::EdgeToEdge;
    QTest::newRow("FoGR overlap: friend's front edge on the enemy's flank edge; the overlap 'may "
                  "therefore not be in contact with that enemy base'")
        << cavalry(35, 40, 270) << cavalry(35, 0, 270) << a0 << K::EdgeToEdge << K::None
        << K::EdgeToEdge;
    QTest::newRow("FoGR overlap: 'side edge to side edge contact with an enemy base that is in "
                  "front edge contact with friends'")
        << foot(40, 0, 180) << foot(0, 20, 180) << a0 << K::CornerToCorner << K::EdgeToEdge
        << K::EdgeToEdge;
}

void TestContact::overlapPositions()
{
    QFETCH(OrientedRect, overlap);
    QFETCH(OrientedRect, friendly);
    QFETCH(OrientedRect, enemy);
    QFETCH(Contact::Kind, withFriend);
    QFETCH(Contact::Kind, withEnemy);
    QFETCH(Contact::Kind, friendWithEnemy);
    const Contact toFriend = classifyContact(overlap, friendly);
    const Contact toEnemy = classifyContact(overlap, enemy);
    QCOMPARE(toFriend.kind(), withFriend);
    QCOMPARE(toEnemy.kind(), withEnemy);
    QCOMPARE(classifyContact(friendly, enemy).kind(), friendWithEnemy);
    auto isSide = [](Edge e) { return e == Edge::Left || e == Edge::Right; };
    auto isFront = [](Corner c) { return c == Corner::FrontLeft || c == Corner::FrontRight; };
    for (const Contact *c : {&toFriend, &toEnemy}) {
        // The overlap's contacts are side edge to side edge, full for bases of one depth ...
        for (int i = 0; i < c->edgeCount; ++i) {
            QVERIFY(isSide(c->edgeContacts[i].a) && isSide(c->edgeContacts[i].b));
            if (overlap.depth == friendly.depth && c == &toFriend)
                QVERIFY(c->edgeContacts[i].fullA && c->edgeContacts[i].fullB);
        }
    }
    // ... and the corner to corner contact with the enemy is front corner to front corner.
    if (withEnemy == Contact::Kind::CornerToCorner) {
        QCOMPARE(toEnemy.cornerCount, 1);
        QVERIFY(isFront(toEnemy.cornerContacts[0].corner));
        QVERIFY(isFront(toEnemy.cornerContacts[0].otherCorner));
    }
    // The friend fights the enemy front edge to front edge or front edge to flank edge.
    const Contact fight = classifyContact(friendly, enemy);
    QCOMPARE(fight.edgeCount, 1);
    QCOMPARE(fight.edgeContacts[0].a, Edge::Front);
}

void TestContact::toleranceBoundaries_data()
{
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<OrientedRect>("a");
    QTest::addColumn<OrientedRect>("b");
    QTest::addColumn<bool>("touching");
    QTest::addColumn<bool>("overlapping");
    QTest::addColumn<double>("penetration");

    // tolerance.h: contact is "distance within the contact tolerance" (0.5 mm unless the battle
    // has another, 0.1 to 2 mm); an overlap is an interpenetration by more. The rows straddle
    // each tolerance by 0.01 mm.
    for (const double t : {contactTolerance, minContactTolerance, 1.5, maxContactTolerance}) {
        const double in = t - 0.01;
        const double out = t + 0.01;
        auto row = [&](const char *what, double mm, const char *verdict) {
            return QStringLiteral("tolerance %1 mm: %2 %3 mm: %4")
                .arg(t)
                .arg(QLatin1String(what))
                .arg(mm)
                .arg(QLatin1String(verdict))
                .toUtf8();
        };
        QTest::newRow(row("front to front, gap", in, "touching").constData())
            << t << a0 << foot(0, 20 + in, 180) << true << false << 0.0;
        QTest::newRow(row("front to front, gap", out, "apart").constData())
            << t << a0 << foot(0, 20 + out, 180) << false << false << 0.0;
        QTest::newRow(row("side to side, gap", in, "touching").constData())
            << t << a0 << foot(40 + in, 0) << true << false << 0.0;
        QTest::newRow(row("side to side, gap", out, "apart").constData())
            << t << a0 << foot(40 + out, 0) << false << false << 0.0;
        QTest::newRow(row("corner to corner on the diagonal, apart by", in, "touching").constData())
            << t << a0 << foot(40 + in / std::sqrt(2.0), 20 + in / std::sqrt(2.0)) << true << false
            << 0.0;
        QTest::newRow(row("corner to corner on the diagonal, apart by", out, "apart").constData())
            << t << a0 << foot(40 + out / std::sqrt(2.0), 20 + out / std::sqrt(2.0)) << false
            << false << 0.0;
        QTest::newRow(row("turned 30 degrees, gap", in, "touching").constData())
            << t << rotated(a0, {-70, 40}, 30) << rotated(foot(0, 20 + in, 180), {-70, 40}, 30)
            << true << false << 0.0;
        QTest::newRow(row("turned 30 degrees, gap", out, "apart").constData())
            << t << rotated(a0, {-70, 40}, 30) << rotated(foot(0, 20 + out, 180), {-70, 40}, 30)
            << false << false << 0.0;
        QTest::newRow(row("front to front, into each other by", in, "touching").constData())
            << t << a0 << foot(0, 20 - in, 180) << true << false << in;
        QTest::newRow(row("front to front, into each other by", out, "overlap").constData())
            << t << a0 << foot(0, 20 - out, 180) << false << true << out;
        QTest::newRow(row("turned 30 degrees, into each other by", out, "overlap").constData())
            << t << rotated(a0, {-70, 40}, 30) << rotated(foot(0, 20 - out, 180), {-70, 40}, 30)
            << false << true << out;
    }
}

void TestContact::toleranceBoundaries()
{
    QFETCH(double, tolerance);
    QFETCH(OrientedRect, a);
    QFETCH(OrientedRect, b);
    QFETCH(bool, touching);
    QFETCH(bool, overlapping);
    QFETCH(double, penetration);
    const Contact contact = classifyContact(a, b, tolerance);
    QCOMPARE(contact.tolerance, tolerance);
    QCOMPARE(contact.touching(), touching);
    QCOMPARE(contact.overlapping(), overlapping);
    // A touching pair is classified: an edge or a corner in contact.
    QCOMPARE(contact.kind() != Contact::Kind::None && contact.kind() != Contact::Kind::Overlap,
             touching);
    COMPARE_NEAR(contact.penetration, penetration, exact);
    COMPARE_NEAR(adjutant::geometry::penetration(a, b), penetration, exact);
    // Without a tolerance, the default one.
    if (tolerance == contactTolerance)
        QCOMPARE(classifyContact(a, b).touching(), touching);
}

void TestContact::distanceBetweenBases_data()
{
    QTest::addColumn<OrientedRect>("a");
    QTest::addColumn<OrientedRect>("b");
    QTest::addColumn<double>("distance");

    QTest::newRow("FoGR Restricted Area: 2 MU straight ahead")
        << a0 << foot(0, 20 + 2 * mu, 180) << 2 * mu;
    QTest::newRow("beside, 10 mm between side edges") << a0 << foot(50, 0) << 10.0;
    QTest::newRow("corner to corner, 30 across and 40 up: 50")
        << a0 << foot(20 + 30 + 20, 10 + 40 + 10) << 50.0;
    QTest::newRow("behind, 1 MU from the rear edge") << a0 << cavalry(0, -10 - mu - 15) << mu;
    QTest::newRow("a corner of a base turned 45 degrees, 12 mm ahead of the front edge")
        << a0 << withCornerAt(foot(0, 0, 45), Corner::RearRight, {0, 22}) << 12.0;
    QTest::newRow("the rear-left corner of a base turned 45 degrees, 12 mm off the side edge")
        << a0 << withCornerAt(foot(0, 0, 45), Corner::RearLeft, {32, 0}) << 12.0;
    QTest::newRow("beside, 10 mm apart, the whole table turned 30 degrees")
        << rotated(a0, {123, -45}, 30) << rotated(foot(50, 0), {123, -45}, 30) << 10.0;
    QTest::newRow("interpenetrating: 0") << a0 << foot(0, 15, 180) << 0.0;
    QTest::newRow("crossed like a plus sign: 0") << a0 << OrientedRect{{0, 0}, 90, 40, 20} << 0.0;
}

void TestContact::distanceBetweenBases()
{
    QFETCH(OrientedRect, a);
    QFETCH(OrientedRect, b);
    QFETCH(double, distance);
    COMPARE_NEAR(adjutant::geometry::distance(a, b), distance, exact);
    COMPARE_NEAR(adjutant::geometry::distance(b, a), distance, exact);
    COMPARE_NEAR(classifyContact(a, b).distance, distance, exact);
}

void TestContact::distanceToPoint_data()
{
    QTest::addColumn<OrientedRect>("rect");
    QTest::addColumn<Point>("point");
    QTest::addColumn<double>("distance");

    QTest::newRow("the centre") << a0 << Point{0, 0} << 0.0;
    QTest::newRow("inside, near the rear-left corner") << a0 << Point{-19.9, -9.9} << 0.0;
    QTest::newRow("on the front edge") << a0 << Point{5, 10} << 0.0;
    QTest::newRow("on a corner") << a0 << Point{20, -10} << 0.0;
    QTest::newRow("1 MU ahead of the front edge") << a0 << Point{-7, 10 + mu} << mu;
    QTest::newRow("beyond the front-right corner, 3 across and 4 up") << a0 << Point{23, 14} << 5.0;
    QTest::newRow("behind the rear edge") << a0 << Point{0, -30} << 20.0;
    QTest::newRow("base facing 90: 5 mm ahead of its front edge")
        << foot(0, 0, 90) << Point{15, 3} << 5.0;
    QTest::newRow("base facing 30: 7 mm straight ahead of the middle of its front edge")
        << foot(10, 10, 30)
        << Point{10 + 17 * std::sin(std::numbers::pi / 6), 10 + 17 * std::cos(std::numbers::pi / 6)}
        << 7.0;
}

void TestContact::distanceToPoint()
{
    QFETCH(OrientedRect, rect);
    QFETCH(Point, point);
    QFETCH(double, distance);
    COMPARE_NEAR(adjutant::geometry::distance(rect, point), distance, exact);
}

void TestContact::penetrationDepth_data()
{
    QTest::addColumn<OrientedRect>("a");
    QTest::addColumn<OrientedRect>("b");
    QTest::addColumn<double>("penetration");

    QTest::newRow("apart") << a0 << foot(0, 45, 180) << 0.0;
    QTest::newRow("exactly front to front") << a0 << foot(0, 20) << 0.0;
    QTest::newRow("front edges 3 mm into each other") << a0 << foot(0, 17, 180) << 3.0;
    QTest::newRow("side edges 5 mm into each other, level") << a0 << foot(35, 0) << 5.0;
    QTest::newRow("a corner of a base turned 45 degrees, 2 mm into the front edge")
        << a0 << withCornerAt(foot(0, 0, 45), Corner::RearRight, {0, 8}) << 2.0;
    QTest::newRow("one on top of the other: the least push is the depth")
        << a0 << foot(0, 0, 180) << 20.0;
    QTest::newRow("crossed like a plus sign: the least push clears the 20 mm depth both ways")
        << a0 << OrientedRect{{0, 0}, 90, 40, 20} << 30.0;
}

void TestContact::penetrationDepth()
{
    QFETCH(OrientedRect, a);
    QFETCH(OrientedRect, b);
    QFETCH(double, penetration);
    COMPARE_NEAR(adjutant::geometry::penetration(a, b), penetration, exact);
    COMPARE_NEAR(adjutant::geometry::penetration(b, a), penetration, exact);
}

QTEST_GUILESS_MAIN(TestContact)
#include "tst_contact.moc"
