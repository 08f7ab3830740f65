// SPDX-License-Identifier: GPL-3.0-or-later
// The lens calibration from synthetic photos of the printed ChArUco board, against the renderer's
// lens: the focal length and k1 recovered; with it, the bases of a distorted photo placed as well
// as an ideal camera's (the position p95 before and after, logged for docs/capture.md); photos
// and saved calibrations refused in one line; the board's markers and the bases' never read as
// each other.
#include "capturescenes.h"

#include "capture/calibration.h"
#include "capture/markers.h"
#include "capture/testing/boardphotos.h"

#include <QJsonDocument>
#include <QTest>

#include <cmath>

using namespace adjutant::capture;
using namespace adjutant::capturetests;
using adjutant::capturetesting::boardPhotos;
using adjutant::capturetesting::project;
using adjutant::capturetesting::render;

namespace {

constexpr double lensK1 = -0.05;
// The board in the middle of the tests' table, where camera() points.
const QRectF boardOnTable(300 - 105, 200 - 75, kBoardSquaresX *kBoardSquareMm,
                          kBoardSquaresY *kBoardSquareMm);

Degradation phoneDegradation(quint32 seed)
{
    Degradation d;
    d.blurSigma = 0.8;
    d.noiseSigma = 3;
    d.jpegQuality = 85;
    d.vignetting = 0.3;
    d.lightRatio = 2;
    d.seed = seed;
    return d;
}

} // namespace

class TestCaptureCalibration : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void recoversTheLens();
    void basesWithTheCalibration();
    void refusedPhotos();
    void savedAndReadBack();
    void damagedFile_data();
    void damagedFile();
    void anotherPhotoSize();
    void boardAndBaseMarkersApart();

private:
    QList<QImage> mPhotos;
    CalibrationResult mResult;
};

void TestCaptureCalibration::initTestCase()
{
    SyntheticCamera phone = camera(0, 0);
    phone.k1 = lensK1;
    mPhotos = boardPhotos(phone, boardOnTable, phoneDegradation(1));
    mResult = calibrate(mPhotos);
    QVERIFY2(mResult.error.isEmpty(), qPrintable(mResult.error));
}

void TestCaptureCalibration::recoversTheLens()
{
    const LensCalibration &lens = mResult.lens;
    const SyntheticCamera truth = camera(0, 0);
    qInfo("%d of %d photos used: fx %.1f fy %.1f (truth %.0f), principal %.1f, %.1f (truth %.1f, "
          "%.1f), k1 %.4f (truth %.2f) k2 %.4f p1 %.5f p2 %.5f, rms %.3f px",
          mResult.photosUsed, int(mPhotos.size()), lens.fx, lens.fy, truth.focalPixels, lens.cx,
          lens.cy, (truth.imageSize.width() - 1) / 2.0, (truth.imageSize.height() - 1) / 2.0,
          lens.k1, lensK1, lens.k2, lens.p1, lens.p2, lens.rmsPixels);
    QCOMPARE(mResult.photosUsed, int(mPhotos.size()));
    QVERIFY2(std::abs(lens.fx / truth.focalPixels - 1) < 0.01,
             qPrintable(QString::number(lens.fx)));
    QVERIFY2(std::abs(lens.fy / truth.focalPixels - 1) < 0.01,
             qPrintable(QString::number(lens.fy)));
    QVERIFY2(std::abs(lens.k1 - lensK1) < 0.01, qPrintable(QString::number(lens.k1)));
    QVERIFY2(lens.rmsPixels < 0.5, qPrintable(QString::number(lens.rmsPixels)));
    QCOMPARE(lens.imageSize, truth.imageSize);
}

// tst_capturedbases' condition "tilt 20, blur 0.8, lens k1 -0.05", without and with the lens.
void TestCaptureCalibration::basesWithTheCalibration()
{
    std::vector<double> before, after;
    for (quint32 seed = 1; seed <= 4; ++seed) {
        SyntheticScene scene;
        scene.tableMarkers = tableMarkers();
        scene.baseMarkers = baseMarkers(24, 3.0, seed);
        SyntheticCamera cam = camera(20, 47.0 * seed);
        cam.k1 = lensK1;
        const auto photo = render(scene, cam, phoneDegradation(seed));
        const MarkerSearch search = findMarkers(photo.image);
        for (const LensCalibration *lens :
             std::initializer_list<const LensCalibration *>{nullptr, &mResult.lens}) {
            const TableCapture capture =
                captureTable(search.markers, scene.tableMarkers, expected(scene.baseMarkers),
                             photo.image.size(), 0.0, lens);
            QVERIFY2(capture.error.isEmpty(), qPrintable(capture.error));
            for (const BasePose &pose : capture.bases)
                for (const MarkerPlacement &truth : scene.baseMarkers)
                    if (truth.id == pose.id) {
                        const QPointF off = pose.centre - truth.centre;
                        (lens ? after : before).push_back(std::hypot(off.x(), off.y()));
                    }
        }
    }
    const double p95Before = percentile(before, 0.95), p95After = percentile(after, 0.95);
    qInfo("tilt 20, blur 0.8, lens k1 -0.05: %d bases; position p95 %.3f mm (max %.3f) without "
          "the calibration, %.3f mm (max %.3f) with it",
          int(after.size()), p95Before, percentile(before, 1.0), p95After, percentile(after, 1.0));
    QCOMPARE(after.size(), before.size());
    QVERIFY2(p95After < 0.1, qPrintable(QString::number(p95After)));
}

void TestCaptureCalibration::refusedPhotos()
{
    CalibrationResult two = calibrate(mPhotos.mid(0, 2));
    QCOMPARE(two.error,
             "2 of 2 photos show the board: at least 4 are needed, from different angles");
    QVERIFY(!two.lens.isValid());

    // The table and its bases, no board: none shows it.
    QList<QImage> noBoard;
    for (quint32 seed = 1; seed <= 5; ++seed) {
        SyntheticScene scene;
        scene.tableMarkers = tableMarkers();
        scene.baseMarkers = baseMarkers(24, 3.0, seed);
        noBoard.append(render(scene, camera(20, 47.0 * seed), phoneDegradation(seed)).image);
    }
    QCOMPARE(calibrate(noBoard).error,
             "0 of 5 photos show the board: at least 4 are needed, from different angles");
    QCOMPARE(calibrate(mPhotos.mid(0, 3) + noBoard.mid(0, 2)).error,
             "3 of 5 photos show the board: at least 4 are needed, from different angles");

    QList<QImage> twoSizes = mPhotos;
    twoSizes[2] = twoSizes[2].scaled(800, 600);
    QCOMPARE(calibrate(twoSizes).error,
             "photo 3 is 800 x 600 pixels, photo 1 is 1600 x 1200: one calibration needs photos "
             "of one camera at one size");
}

void TestCaptureCalibration::savedAndReadBack()
{
    const QJsonObject json = mResult.lens.toJson();
    QString error;
    const auto read = LensCalibration::fromJson(
        QJsonDocument::fromJson(QJsonDocument(json).toJson()).object(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->toJson(), json);
}

void TestCaptureCalibration::damagedFile_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value"); // undefined: the key removed
    QTest::addColumn<QString>("message");
    QTest::newRow("NaN focal") << "fx" << QJsonValue(std::nan(""))
                               << "\"fx\" is not a number: a number is needed";
    QTest::newRow("\"NaN\" as text")
        << "k1" << QJsonValue("NaN") << "\"k1\" is not a number: a number is needed";
    QTest::newRow("negative focal")
        << "fy" << QJsonValue(-2600)
        << "\"fy\" is -2600: a focal length for 1600 x 1200 photos is from 200 to 40000 pixels";
    QTest::newRow("missing key") << "cx" << QJsonValue(QJsonValue::Undefined)
                                 << "\"cx\" is missing: a number is needed";
    QTest::newRow("focal as text")
        << "fx" << QJsonValue("2600") << "\"fx\" is not a number: a number is needed";
    QTest::newRow("size as a fraction")
        << "width" << QJsonValue(1600.5)
        << "\"width\" is not a whole number: a whole number of pixels is needed";
    QTest::newRow("no size") << "height" << QJsonValue(QJsonValue::Undefined)
                             << "\"height\" is missing: a whole number of pixels is needed";
    QTest::newRow("principal point off the photo")
        << "cy" << QJsonValue(5000)
        << "the principal point 799.5, 5000 is off the 1600 x 1200 photo";
    QTest::newRow("wild distortion")
        << "k2" << QJsonValue(1e6) << "\"k2\" is 1e+06: no lens distorts that much (at most 10)";
    QTest::newRow("another version")
        << "version" << QJsonValue(2)
        << "\"version\" is not 1: not a lens calibration this Adjutant reads";
}

void TestCaptureCalibration::damagedFile()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, message);
    LensCalibration lens;
    lens.fx = lens.fy = 2600;
    lens.cx = 799.5;
    lens.cy = 599.5;
    lens.k1 = lensK1;
    lens.imageSize = QSize(1600, 1200);
    lens.rmsPixels = 0.2;
    QVERIFY(lens.problem().isEmpty());
    QJsonObject json = lens.toJson();
    if (value.isUndefined())
        json.remove(key);
    else
        json.insert(key, value);
    // As read from a file.
    json = QJsonDocument::fromJson(QJsonDocument(json).toJson()).object();
    QString error;
    QVERIFY(!LensCalibration::fromJson(json, &error));
    QCOMPARE(error, message);
}

void TestCaptureCalibration::anotherPhotoSize()
{
    QString error;
    const auto half = mResult.lens.scaledTo(QSize(800, 600), &error);
    QVERIFY2(half, qPrintable(error));
    QCOMPARE(half->fx, mResult.lens.fx / 2);
    QCOMPARE(half->cx, (mResult.lens.cx + 0.5) / 2 - 0.5);
    QCOMPARE(half->k1, mResult.lens.k1);
    QVERIFY(!mResult.lens.scaledTo(QSize(1920, 1080), &error));
    QCOMPARE(error, "the lens calibration is for 1600 x 1200 photos, this one is 1920 x 1080: "
                    "another camera, or a cropped photo?");
    // A capture refuses the photo rather than use the wrong lens.
    SyntheticScene scene;
    scene.tableMarkers = tableMarkers();
    SyntheticCamera wide = camera(20, 0);
    wide.imageSize = QSize(1920, 1080);
    const auto photo = render(scene, wide, {});
    const TableCapture capture = captureTable(findMarkers(photo.image).markers, scene.tableMarkers,
                                              {}, photo.image.size(), 0.0, &mResult.lens);
    QCOMPARE(capture.error, error);
}

void TestCaptureCalibration::boardAndBaseMarkersApart()
{
    // Bases, table markers and the board in one photo: every board corner read is a true one,
    // and no marker of the board is read as a base or table marker.
    SyntheticScene scene;
    scene.tableMarkers = tableMarkers();
    for (const MarkerPlacement &m : baseMarkers(24, 3.0, 7))
        if (!boardOnTable.adjusted(-20, -20, 20, 20).contains(m.centre))
            scene.baseMarkers.append(m);
    scene.board = boardOnTable;
    const SyntheticCamera cam = camera(20, 30);
    const auto photo = render(scene, cam, phoneDegradation(3));
    const BoardView view = findBoard(photo.image);
    QVERIFY(view.ids.size() >= 20);
    QList<QPointF> truth;
    for (int row = 1; row < kBoardSquaresY; ++row)
        for (int column = 1; column < kBoardSquaresX; ++column)
            truth.append(project(cam,
                                 boardOnTable.topLeft() +
                                     QPointF(column * kBoardSquareMm, row * kBoardSquareMm),
                                 0.0));
    for (const QPointF &corner : view.corners) {
        double nearest = 1e9;
        for (const QPointF &t : truth)
            nearest = std::min(nearest, std::hypot(corner.x() - t.x(), corner.y() - t.y()));
        QVERIFY2(nearest < 1.0, qPrintable(QString::number(nearest)));
    }
    QCOMPARE(QSet<int>(view.ids.begin(), view.ids.end()).size(), view.ids.size());
    QList<int> read;
    for (const SeenMarker &m : findMarkers(photo.image).markers)
        read.append(m.id);
    QList<int> shown;
    for (const auto *list : {&scene.tableMarkers, &scene.baseMarkers})
        for (const MarkerPlacement &m : *list)
            if (!photo.outOfView.contains(m.id))
                shown.append(m.id);
    std::sort(read.begin(), read.end());
    std::sort(shown.begin(), shown.end());
    QCOMPARE(read, shown);

    // The board alone: no marker of the bases' dictionary; the bases alone: no board corner.
    SyntheticScene boardOnly;
    boardOnly.board = boardOnTable;
    for (const QImage &board :
         {mPhotos[0], mPhotos[4], render(boardOnly, camera(20, 30), phoneDegradation(5)).image})
        QVERIFY(findMarkers(board).markers.isEmpty());
    SyntheticScene basesOnly;
    basesOnly.tableMarkers = tableMarkers();
    basesOnly.baseMarkers = baseMarkers(24, 3.0, 2);
    for (const double tilt : {0.0, 20.0, 35.0})
        QVERIFY(findBoard(render(basesOnly, camera(tilt, 60), phoneDegradation(2)).image)
                    .ids.isEmpty());
}

QTEST_GUILESS_MAIN(TestCaptureCalibration)
#include "tst_capturecalibration.moc"
