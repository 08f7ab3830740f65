// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli calibrate end to end: the board written as a PDF page to print; eight synthetic
// photos of it (JPEGs on disk, as a phone's, with barrel distortion k1 -0.05) give a lens
// calibration file; capture --calibration then measures a 12-megapixel photo of the demo's table
// by the same phone (the calibration scaled) to a tenth of a millimetre; the output checked against
// docs/schemas/calibrate.schema.json by cli(). The refusals, each one line: too few photos of the
// board, a missing photo, no photo, a damaged calibration file given to capture. A refused
// calibration leaves the file it would have replaced as it was.
#include "clitest.h"

#include "capture/calibration.h"
#include "capture/testing/battlescene.h"
#include "capture/testing/boardphotos.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/markers.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

using namespace adjutant;

class TestCliCalibrate : public CliTest
{
    Q_OBJECT
private slots:
    void writesTheBoard();
    void calibratesFromPhotos();
    void capturesWithTheCalibration();
    void refusals_data();
    void refusals();

private:
    // The phone: a 1600 x 1200 photo, focal length 2600 pixels, barrel distortion k1 -0.05.
    static capturetesting::SyntheticCamera phone();
    // The board's 8 photos as JPEGs (rendered once), their paths.
    QStringList photos();
};

capturetesting::SyntheticCamera TestCliCalibrate::phone()
{
    capturetesting::SyntheticCamera camera;
    camera.focalPixels = 2600;
    camera.imageSize = QSize(1600, 1200);
    camera.k1 = -0.05;
    return camera;
}

QStringList TestCliCalibrate::photos()
{
    QStringList files;
    for (int k = 1; k <= 8; ++k)
        files << path(QStringLiteral("board%1.jpg").arg(k));
    if (QFile::exists(files.last()))
        return files;
    capturetesting::Degradation degradation;
    degradation.blurSigma = 0.8;
    degradation.noiseSigma = 2.0;
    const QRectF board(0, 0, capture::kBoardSquaresX * capture::kBoardSquareMm,
                       capture::kBoardSquaresY * capture::kBoardSquareMm);
    const QList<QImage> images = capturetesting::boardPhotos(phone(), board, degradation);
    for (int k = 0; k < files.size(); ++k)
        if (!images[k].save(files[k], "JPEG", 90))
            qFatal("could not write %s", qPrintable(files[k]));
    return files;
}

void TestCliCalibrate::writesTheBoard()
{
    const QString pdf = path(QStringLiteral("board.pdf"));
    const QJsonObject out =
        json({QStringLiteral("calibrate"), QStringLiteral("--board"), pdf}).object();
    QCOMPARE(out.value(QStringLiteral("board")).toString(), pdf);
    QVERIFY(!out.contains(QStringLiteral("file")));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().startsWith("%PDF"));
}

void TestCliCalibrate::calibratesFromPhotos()
{
    const QString lens = path(QStringLiteral("phone.json"));
    QFile::remove(lens);
    const QJsonObject out =
        json(QStringList{QStringLiteral("calibrate"), lens} + photos()).object();
    qInfo("%s", QJsonDocument(out).toJson(QJsonDocument::Compact).constData()); // docs/cli.md
    QCOMPARE(out.value(QStringLiteral("file")).toString(), lens);
    QCOMPARE(out.value(QStringLiteral("photosUsed")).toInt(), 8);
    QCOMPARE(out.value(QStringLiteral("width")).toInt(), 1600);
    QVERIFY(std::abs(out.value(QStringLiteral("focalPixels")).toDouble() / 2600 - 1) < 0.01);
    QVERIFY(std::abs(out.value(QStringLiteral("k1")).toDouble() + 0.05) < 0.01);
    QVERIFY(out.value(QStringLiteral("rmsPixels")).toDouble() < 0.5);
    QFile file(lens);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString error;
    const auto read = capture::LensCalibration::fromJson(
        QJsonDocument::fromJson(file.readAll()).object(), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->imageSize, QSize(1600, 1200));

    // Written again over the old one, whole.
    QVERIFY(json(QStringList{QStringLiteral("calibrate"), lens} + photos())
                .object()
                .contains(QStringLiteral("file")));
}

// The same phone's 4000 x 3000 photo of the demo's table, the Tercio drawn back 200 mm: with the
// calibration (scaled from 1600 x 1200) the focal length is the calibration's, and the move is
// measured to a tenth of a millimetre.
void TestCliCalibrate::capturesWithTheCalibration()
{
    const QString lens = path(QStringLiteral("phone.json"));
    QVERIFY(json(QStringList{QStringLiteral("calibrate"), lens} + photos())
                .object()
                .contains(QStringLiteral("file")));
    core::Battle battle = core::BattleFile::readScenario(demo());
    core::Changes::apply(battle, *core::markers::propose(battle, false));
    const QString file = path(QStringLiteral("battle.adjutant"));
    QFile::remove(file);
    core::BattleFile::create(file, battle).reset();
    core::Battle truth = battle;
    for (core::Base &b : truth.units[0].bases)
        b.y = core::Length::fromMillimetres(b.y.millimetres() - 200.0);
    const capture::CaptureSettings settings;
    const QSize size(4000, 3000);
    capturetesting::SyntheticCamera camera =
        capturetesting::cameraOver(truth, settings, 20.0, 0.0, size);
    const double scale = double(size.width()) / phone().imageSize.width();
    camera.height *= phone().focalPixels * scale / camera.focalPixels; // the same view
    camera.focalPixels = phone().focalPixels * scale;
    camera.k1 = phone().k1;
    capturetesting::Degradation degradation;
    degradation.blurSigma = 0.8;
    degradation.noiseSigma = 2.0;
    const QString table = path(QStringLiteral("table.jpg"));
    QVERIFY(
        capturetesting::render(capturetesting::battleScene(truth, settings), camera, degradation)
            .image.save(table, "JPEG", 90));
    for (const bool calibrated : {false, true}) {
        QStringList args{QStringLiteral("capture"), file, table};
        if (calibrated)
            args << QStringLiteral("--calibration") << lens;
        const QJsonObject out = json(args).object();
        const QJsonObject shot = out.value(QStringLiteral("photos")).toArray().first().toObject();
        // The Tercio's bases: how far each was measured from its 200 mm move.
        double worst = 0;
        for (const QJsonValue &base : out.value(QStringLiteral("units"))
                                          .toArray()
                                          .first()[QStringLiteral("bases")]
                                          .toArray())
            worst = std::max(worst,
                             std::abs(base[QStringLiteral("movedMillimetres")].toDouble() - 200.0));
        qInfo(
            "%s the calibration: focal length %.1f px%s, the Tercio's move measured within %.2f mm",
            calibrated ? "with" : "without", shot.value(QStringLiteral("focalPixels")).toDouble(),
            shot.value(QStringLiteral("focalEstimated")).toBool() ? " (estimated)" : "", worst);
        if (calibrated) {
            QVERIFY(!shot.value(QStringLiteral("focalEstimated")).toBool());
            QVERIFY(
                std::abs(shot.value(QStringLiteral("focalPixels")).toDouble() / camera.focalPixels -
                         1) < 0.01);
            QVERIFY2(worst < 0.1, qPrintable(QString::number(worst)));
        }
    }
}

void TestCliCalibrate::refusals_data()
{
    QTest::addColumn<QStringList>(
        "args"); // {dir} is the test's folder, {photos} the board's photos
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message"); // the whole line on stderr
    QTest::newRow("three photos")
        << QStringList{QStringLiteral("calibrate"), QStringLiteral("{dir}/lens.json"),
                       QStringLiteral("{dir}/board1.jpg"), QStringLiteral("{dir}/board2.jpg"),
                       QStringLiteral("{dir}/board3.jpg")}
        << 1
        << QStringLiteral("adjutant-cli calibrate: 3 of 3 photos show the board: at least 4 "
                          "are needed, from different angles");
    QTest::newRow("a missing photo")
        << QStringList{QStringLiteral("calibrate"), QStringLiteral("{dir}/lens.json"),
                       QStringLiteral("{dir}/board1.jpg"), QStringLiteral("{dir}/none.jpg")}
        << 1 << QStringLiteral("adjutant-cli calibrate: {dir}/none.jpg: no such file");
    QTest::newRow("no photo")
        << QStringList{QStringLiteral("calibrate"), QStringLiteral("{dir}/lens.json")} << 2
        << QStringLiteral("adjutant-cli calibrate: expected OUT.json PHOTO [PHOTO ...], or "
                          "--board OUT.pdf");
    QTest::newRow("nothing")
        << QStringList{QStringLiteral("calibrate")} << 2
        << QStringLiteral("adjutant-cli calibrate: expected OUT.json PHOTO [PHOTO ...], or "
                          "--board OUT.pdf");
    QTest::newRow("a damaged calibration")
        << QStringList{QStringLiteral("capture"), QStringLiteral("--calibration"),
                       QStringLiteral("{dir}/damaged.json"),
                       QStringLiteral("{dir}/battle.adjutant"), QStringLiteral("{dir}/board1.jpg")}
        << 1
        << QStringLiteral("adjutant-cli capture: {dir}/damaged.json: \"fx\" is -2600: a "
                          "focal length for 1600 x 1200 photos is from 200 to 40000 pixels");
    QTest::newRow("not a calibration")
        << QStringList{QStringLiteral("capture"), QStringLiteral("--calibration"),
                       QStringLiteral("{dir}/board1.jpg"), QStringLiteral("{dir}/battle.adjutant"),
                       QStringLiteral("{dir}/board1.jpg")}
        << 1
        << QStringLiteral("adjutant-cli capture: {dir}/board1.jpg: not a lens calibration "
                          "(illegal value)");
}

void TestCliCalibrate::refusals()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    photos();
    capture::LensCalibration damaged;
    damaged.fx = -2600;
    damaged.fy = 2600;
    damaged.cx = 799.5;
    damaged.cy = 599.5;
    damaged.imageSize = QSize(1600, 1200);
    QFile file(path(QStringLiteral("damaged.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(damaged.toJson()).toJson());
    file.close();
    const QByteArray before = "a calibration the refusal must leave alone";
    QFile lens(path(QStringLiteral("lens.json")));
    QVERIFY(lens.open(QIODevice::WriteOnly));
    lens.write(before);
    lens.close();
    const QString dir = mDir.path();
    for (QString &arg : args)
        arg.replace(QStringLiteral("{dir}"), dir);
    message.replace(QStringLiteral("{dir}"), dir);
    const Run run = cli(args);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.err, message + QLatin1Char('\n'));
    QVERIFY(run.out.isEmpty());
    QVERIFY(lens.open(QIODevice::ReadOnly));
    QCOMPARE(lens.readAll(), before);
}

QTEST_GUILESS_MAIN(TestCliCalibrate)
#include "tst_clicalibrate.moc"
