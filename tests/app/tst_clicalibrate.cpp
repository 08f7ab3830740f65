// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli calibrate end to end: the board written as a PDF page to print; eight synthetic
// photos of it (JPEGs on disk, as a phone's, with barrel distortion k1 -0.05) give a lens
// calibration file that capture --calibration reads; the output checked against
// docs/schemas/calibrate.schema.json by cli(). The refusals, each one line: too few photos of the
// board, a missing photo, no photo, a damaged calibration file given to capture. A refused
// calibration leaves the file it would have replaced as it was.
#include "clitest.h"

#include "capture/calibration.h"
#include "capture/testing/boardphotos.h"

#include <QFile>
#include <QJsonObject>

#include <cmath>

using namespace adjutant;

class TestCliCalibrate : public CliTest
{
    Q_OBJECT
private slots:
    void writesTheBoard();
    void calibratesFromPhotos();
    void refusals_data();
    void refusals();

private:
    // The board's 8 photos as JPEGs (rendered once), their paths.
    QStringList photos();
};

QStringList TestCliCalibrate::photos()
{
    QStringList files;
    for (int k = 1; k <= 8; ++k)
        files << path(QStringLiteral("board%1.jpg").arg(k));
    if (QFile::exists(files.last()))
        return files;
    capturetesting::SyntheticCamera phone;
    phone.focalPixels = 2600;
    phone.imageSize = QSize(1600, 1200);
    phone.k1 = -0.05;
    capturetesting::Degradation degradation;
    degradation.blurSigma = 0.8;
    degradation.noiseSigma = 2.0;
    const QRectF board(0, 0, capture::kBoardSquaresX * capture::kBoardSquareMm,
                       capture::kBoardSquaresY * capture::kBoardSquareMm);
    const QList<QImage> images = capturetesting::boardPhotos(phone, board, degradation);
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
