// SPDX-License-Identifier: GPL-3.0-or-later
// Bases captured from synthetic photos, against the renderer's truth: each condition's
// position and facing errors (p95 over several photos) and the share of markers found, logged
// for docs/capture.md; at moderate conditions (tilt 20, blur 0.8 px) every visible marker found
// and p95 within 1 mm and 1 degree; in every condition no phantom or swapped base. Markers of ids
// the caller does not expect (another battle's) are reported as unknown, never as bases.
#include "capturescenes.h"

#include "capture/basepose.h"
#include "capture/markers.h"
#include "capture/testing/plainpipeline.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTest>

using namespace adjutant::capture;
using namespace adjutant::capturetests;
using adjutant::capturetesting::render;

class TestCapturedBases : public QObject
{
    Q_OBJECT
private slots:
    void accuracy_data();
    void accuracy();
    void unknownIdsAreNeverBases();
};

void TestCapturedBases::accuracy_data()
{
    QTest::addColumn<double>("tilt");
    QTest::addColumn<double>("blur");
    QTest::addColumn<double>("height");
    QTest::addColumn<double>("occluded");
    QTest::addColumn<double>("k1");
    QTest::addColumn<bool>("held"); // the goals are asserted, not only measured
    // Straight down the focal length is not seen and a typical phone's is taken (2.2 times
    // shorter than the renderer's here): the height correction is then too strong.
    QTest::newRow("tilt 0, blur 0") << 0.0 << 0.0 << 3.0 << 0.0 << 0.0 << true;
    QTest::newRow("tilt 20, blur 0.8") << 20.0 << 0.8 << 3.0 << 0.0 << 0.0 << true;
    QTest::newRow("tilt 30, blur 0.8, 5 mm bases") << 30.0 << 0.8 << 5.0 << 0.0 << 0.0 << true;
    QTest::newRow("tilt 20, blur 1.5") << 20.0 << 1.5 << 3.0 << 0.0 << 0.0 << false;
    QTest::newRow("tilt 35, blur 1.5") << 35.0 << 1.5 << 3.0 << 0.0 << 0.0 << false;
    QTest::newRow("tilt 20, blur 0.8, 20 % occluded") << 20.0 << 0.8 << 3.0 << 0.2 << 0.0 << false;
    // Barrel distortion a phone's main camera leaves after its own correction, not modelled.
    QTest::newRow("tilt 20, blur 0.8, lens k1 -0.05")
        << 20.0 << 0.8 << 3.0 << 0.0 << -0.05 << false;
}

void TestCapturedBases::accuracy()
{
    QFETCH(double, tilt);
    QFETCH(double, blur);
    QFETCH(double, height);
    QFETCH(double, occluded);
    QFETCH(double, k1);
    QFETCH(bool, held);
    std::vector<double> position, facing;
    std::vector<double> peerPosition;
    int visible = 0, found = 0, occludedFound = 0, occludedCount = 0, peerFound = 0;
    int uncertainRight = 0, uncertainWrong = 0;
    QElapsedTimer searching;
    qint64 searchMs = 0;
    const int photos = 4;
    for (quint32 seed = 1; seed <= photos; ++seed) {
        SyntheticScene scene;
        scene.tableMarkers = tableMarkers();
        scene.baseMarkers = baseMarkers(24, height, seed);
        Degradation d;
        d.blurSigma = blur;
        d.noiseSigma = 3;
        d.jpegQuality = 85;
        d.vignetting = 0.3;
        d.lightRatio = 2;
        d.occluded = occluded;
        d.seed = seed;
        SyntheticCamera cam = camera(tilt, 47.0 * seed);
        cam.k1 = k1;
        const auto photo = render(scene, cam, d);
        searching.start();
        const MarkerSearch search = findMarkers(photo.image);
        const TableCapture capture = captureTable(search.markers, scene.tableMarkers,
                                                  expected(scene.baseMarkers), photo.image.size());
        searchMs += searching.elapsed();
        QVERIFY2(capture.error.isEmpty(), qPrintable(capture.error));
        // No phantom or swapped base in any condition: every id read is one the photo shows,
        // each once, within 3 mm of where it stands (a misread code would be metres off).
        QVERIFY(capture.unknown.isEmpty());
        // A marker read only with two bits corrected (markers.h) is the proposal's to confirm:
        // counted apart, right where it is (within 3 mm) or not.
        QSet<int> seen;
        for (const BasePose &pose : capture.bases) {
            if (pose.uncertain) {
                const auto truth =
                    std::find_if(scene.baseMarkers.begin(), scene.baseMarkers.end(),
                                 [&](const MarkerPlacement &b) { return b.id == pose.id; });
                const QPointF off = truth == scene.baseMarkers.end() ? QPointF(1e9, 0) : pose.centre - truth->centre;
                (std::hypot(off.x(), off.y()) < 3.0 ? uncertainRight : uncertainWrong) += 1;
                continue;
            }
            QVERIFY2(!seen.contains(pose.id), qPrintable(QString::number(pose.id)));
            seen.insert(pose.id);
            const auto truth =
                std::find_if(scene.baseMarkers.begin(), scene.baseMarkers.end(),
                             [&](const MarkerPlacement &b) { return b.id == pose.id; });
            QVERIFY(truth != scene.baseMarkers.end());
            const QPointF off = pose.centre - truth->centre;
            QVERIFY2(std::hypot(off.x(), off.y()) < 3.0, qPrintable(QString::number(pose.id)));
        }
        const auto peerPoses = adjutant::capturetesting::plainPoses(
            adjutant::capturetesting::plainFindMarkers(photo.image), scene.tableMarkers);
        for (const MarkerPlacement &truth : scene.baseMarkers) {
            if (photo.outOfView.contains(truth.id))
                continue;
            const bool covered = photo.occluded.contains(truth.id);
            visible += covered ? 0 : 1;
            occludedCount += covered ? 1 : 0;
            for (const BasePose &pose : peerPoses) {
                if (pose.id != truth.id || covered)
                    continue;
                ++peerFound;
                const QPointF off = pose.centre - truth.centre;
                peerPosition.push_back(std::hypot(off.x(), off.y()));
            }
            for (const BasePose &pose : capture.bases) {
                if (pose.id != truth.id || pose.uncertain)
                    continue;
                (covered ? occludedFound : found) += 1;
                const QPointF off = pose.centre - truth.centre;
                position.push_back(std::hypot(off.x(), off.y()));
                facing.push_back(angleBetween(pose.facingDegrees, truth.facingDegrees));
            }
        }
    }
    const double p95 = percentile(position, 0.95), facingP95 = percentile(facing, 0.95);
    qInfo("%s: found %d of %d visible, %d of %d partly covered; position p95 %.2f mm (max "
          "%.2f), facing p95 %.2f deg (max %.2f); %lld ms a photo; the peer found %d, position "
          "p95 %.2f mm; read uncertainly: %d where their base is, %d elsewhere",
          QTest::currentDataTag(), found, visible, occludedFound, occludedCount, p95,
          percentile(position, 1.0), facingP95, percentile(facing, 1.0), searchMs / photos,
          peerFound, percentile(peerPosition, 0.95), uncertainRight, uncertainWrong);
    if (!held)
        return;
    QCOMPARE(found, visible);
    QVERIFY2(p95 <= 1.0, qPrintable(QString::number(p95)));
    QVERIFY2(facingP95 <= 1.0, qPrintable(QString::number(facingP95)));
}

void TestCapturedBases::unknownIdsAreNeverBases()
{
    SyntheticScene scene;
    scene.tableMarkers = tableMarkers();
    const QList<MarkerPlacement> ours = baseMarkers(12, 3.0, 3);
    QList<MarkerPlacement> theirs = baseMarkers(18, 3.0, 4, 100).mid(12); // another battle's
    scene.baseMarkers = ours + theirs;
    Degradation d;
    d.blurSigma = 0.5;
    const auto photo = render(scene, camera(15, 120), d);
    const MarkerSearch search = findMarkers(photo.image);
    const TableCapture capture =
        captureTable(search.markers, scene.tableMarkers, expected(ours), photo.image.size());
    QVERIFY2(capture.error.isEmpty(), qPrintable(capture.error));
    QList<int> bases, unknown;
    for (const BasePose &b : capture.bases)
        bases.append(b.id);
    for (const SeenMarker &m : capture.unknown)
        unknown.append(m.id);
    std::sort(bases.begin(), bases.end());
    std::sort(unknown.begin(), unknown.end());
    QList<int> ourIds, theirIds;
    for (const MarkerPlacement &m : ours)
        ourIds.append(m.id);
    for (const MarkerPlacement &m : theirs)
        theirIds.append(m.id);
    QCOMPARE(bases, ourIds);
    QCOMPARE(unknown, theirIds);
}

QTEST_GUILESS_MAIN(TestCapturedBases)
#include "tst_capturedbases.moc"
