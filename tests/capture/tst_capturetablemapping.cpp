// SPDX-License-Identifier: GPL-3.0-or-later
// TableMapping: the camera placed from the table markers of a synthetic photo maps the pixels
// where the true camera shows table points (at the table and above it) back to those points;
// the height correction is what keeps a marker on a 5 mm base within 1 mm under a 30 degree
// tilt; fewer than three table markers, or three on one line, give a message and no mapping; a
// table marker seen twice is used at neither place.
#include "capturescenes.h"

#include "capture/basepose.h"
#include "capture/markers.h"
#include "capture/tablemapping.h"

#include <QTest>

using namespace adjutant::capture;
using namespace adjutant::capturetests;
using adjutant::capturetesting::project;
using adjutant::capturetesting::render;

class TestTableMapping : public QObject
{
    Q_OBJECT
private slots:
    void recoversTablePoints_data();
    void recoversTablePoints();
    void heightCorrection();
    void twoTableMarkers();
    void tableMarkersOnOneLine();
    void tableMarkerSeenTwice();
};

void TestTableMapping::recoversTablePoints_data()
{
    QTest::addColumn<double>("tilt");
    QTest::addColumn<double>("turn");
    QTest::addColumn<bool>("focalKnown");
    QTest::newRow("vertical, focal length known") << 0.0 << 0.0 << true;
    QTest::newRow("tilt 20, turned 30, focal estimated") << 20.0 << 30.0 << false;
    QTest::newRow("tilt 35, turned 200, focal estimated") << 35.0 << 200.0 << false;
}

void TestTableMapping::recoversTablePoints()
{
    QFETCH(double, tilt);
    QFETCH(double, turn);
    QFETCH(bool, focalKnown);
    SyntheticScene scene;
    scene.tableMarkers = tableMarkers();
    const SyntheticCamera cam = camera(tilt, turn);
    Degradation d;
    d.blurSigma = 0.6;
    d.noiseSigma = 2;
    const auto photo = render(scene, cam, d);
    const MarkerSearch search = findMarkers(photo.image);
    QVERIFY2(search.error.isEmpty(), qPrintable(search.error));
    const TableMapping mapping = TableMapping::fit(
        search.markers, scene.tableMarkers, photo.image.size(), focalKnown ? cam.focalPixels : 0.0);
    QVERIFY2(mapping.isValid(), qPrintable(mapping.error()));
    // Every table marker wholly in the photo is used.
    QCOMPARE(mapping.tableMarkersSeen(), 6 - photo.outOfView.size());
    double worst = 0;
    for (double height : {0.0, 5.0, 20.0})
        for (double x = 50; x <= 550; x += 100)
            for (double y = 50; y <= 350; y += 100) {
                const QPointF truth(x, y);
                const QPointF found = mapping.toTable(project(cam, truth, height), height);
                worst = std::max(worst, std::hypot(found.x() - x, found.y() - y));
            }
    qInfo("worst error %.3f mm, focal %.0f px (true %.0f)", worst, mapping.focalPixels(),
          cam.focalPixels);
    QVERIFY2(worst <= 0.5, qPrintable(QString::number(worst)));
}

void TestTableMapping::heightCorrection()
{
    // Bases 5 mm thick under a camera tilted 30 degrees: their markers' pixels show table
    // points 2-3 mm off their bases when taken to lie on the table.
    SyntheticScene scene;
    scene.tableMarkers = tableMarkers();
    scene.baseMarkers = baseMarkers(18, 5.0, 7);
    Degradation d;
    d.blurSigma = 0.5;
    const SyntheticCamera cam = camera(30, 15);
    const auto photo = render(scene, cam, d);
    const MarkerSearch search = findMarkers(photo.image);
    const TableMapping mapping =
        TableMapping::fit(search.markers, scene.tableMarkers, photo.image.size());
    QVERIFY2(mapping.isValid(), qPrintable(mapping.error()));
    std::vector<double> flat, corrected;
    for (const SeenMarker &m : search.markers) {
        const auto truth = std::find_if(scene.baseMarkers.begin(), scene.baseMarkers.end(),
                                        [&](const MarkerPlacement &b) { return b.id == m.id; });
        if (truth == scene.baseMarkers.end())
            continue;
        const QPointF without = basePose(mapping, m, 0.0).centre - truth->centre;
        const QPointF with = basePose(mapping, m, truth->height).centre - truth->centre;
        flat.push_back(std::hypot(without.x(), without.y()));
        corrected.push_back(std::hypot(with.x(), with.y()));
    }
    QCOMPARE(int(corrected.size()), scene.baseMarkers.size());
    const double smallestFlat = *std::min_element(flat.begin(), flat.end());
    const double worstCorrected = *std::max_element(corrected.begin(), corrected.end());
    qInfo("without the height correction: %.2f to %.2f mm; with it at most %.2f mm", smallestFlat,
          *std::max_element(flat.begin(), flat.end()), worstCorrected);
    QVERIFY2(smallestFlat > 1.0, qPrintable(QString::number(smallestFlat)));
    QVERIFY2(worstCorrected <= 1.0, qPrintable(QString::number(worstCorrected)));
}

void TestTableMapping::twoTableMarkers()
{
    SyntheticScene scene;
    scene.tableMarkers = tableMarkers(2);
    scene.baseMarkers = baseMarkers(4, 5.0, 1);
    const auto photo = render(scene, camera(10, 0), {});
    const MarkerSearch search = findMarkers(photo.image);
    QCOMPARE(search.markers.size(), 6);
    // The caller lists all six table markers; the photo shows two.
    const TableCapture capture = captureTable(search.markers, tableMarkers(),
                                              expected(scene.baseMarkers), photo.image.size());
    QVERIFY(!capture.mapping.isValid());
    QCOMPARE(capture.error, QStringLiteral("only 2 table markers seen: at least 3 are needed to "
                                           "place the photo on the table"));
    QVERIFY(capture.bases.isEmpty());
}

void TestTableMapping::tableMarkersOnOneLine()
{
    SyntheticScene scene;
    scene.tableMarkers = {tableMarkers()[0], tableMarkers()[4], tableMarkers()[1]}; // the near edge
    const auto photo = render(scene, camera(20, 0), {});
    const MarkerSearch search = findMarkers(photo.image);
    QCOMPARE(search.markers.size(), 3);
    const TableMapping mapping =
        TableMapping::fit(search.markers, tableMarkers(), photo.image.size());
    QVERIFY(!mapping.isValid());
    QVERIFY2(mapping.error().contains("lie on one line"), qPrintable(mapping.error()));
}

void TestTableMapping::tableMarkerSeenTwice()
{
    // A second sticker of table marker 240 (another battle's table, a spare) on the table: it
    // cannot say which is where, so neither places the photo; the other five do.
    SyntheticScene scene;
    scene.tableMarkers = tableMarkers();
    MarkerPlacement stray = scene.tableMarkers[0];
    stray.centre = QPointF(300, 200);
    scene.tableMarkers.append(stray);
    const SyntheticCamera cam = camera(20, 10);
    const auto photo = render(scene, cam, {});
    const MarkerSearch search = findMarkers(photo.image);
    QCOMPARE(search.markers.size(), 7);
    const TableMapping mapping =
        TableMapping::fit(search.markers, tableMarkers(), photo.image.size());
    QVERIFY2(mapping.isValid(), qPrintable(mapping.error()));
    QCOMPARE(mapping.tableMarkersSeen(), 5);
    const QPointF p = mapping.toTable(project(cam, QPointF(100, 300), 0.0));
    QVERIFY(std::hypot(p.x() - 100, p.y() - 300) < 0.5);
}

QTEST_GUILESS_MAIN(TestTableMapping)
#include "tst_capturetablemapping.moc"
