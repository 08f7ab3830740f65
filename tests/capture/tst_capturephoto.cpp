// SPDX-License-Identifier: GPL-3.0-or-later
// Photos a phone, a sync folder or a hostile user could hand over: each unusable one gives a
// one-line message, quickly, and no image (a FIFO is not opened, so nothing waits on a writer;
// a declared 400 megapixels is refused before decoding); a good photo comes back upright as its
// EXIF orientation says, with the focal length its EXIF records (a damaged EXIF gives none).
// Markers are drawn as their dictionary says.
#include "capture/markers.h"
#include "capture/photo.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QImageWriter>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <cmath>

using namespace adjutant::capture;

namespace {

QByteArray jpegOf(const QImage &image, int quality = 90)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "JPEG", quality);
    return bytes;
}

QImage testImage()
{
    QImage image(400, 300, QImage::Format_RGB32);
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            image.setPixel(x, y, qRgb(x % 256, y % 256, (x * y) % 256));
    return image;
}

// A JPEG with an EXIF segment whose Exif IFD records a 35 mm equivalent focal length, written as
// a phone writes it (big-endian "MM" or little-endian "II"); `exifAt` moves the Exif IFD's
// offset (past the segment's end: a damaged EXIF).
QByteArray withExifFocal(const QByteArray &jpeg, int focal35, bool little, quint32 exifAt = 26)
{
    QByteArray tiff;
    const auto u16 = [&](quint16 v) {
        tiff.append(char(little ? v & 0xFF : v >> 8));
        tiff.append(char(little ? v >> 8 : v & 0xFF));
    };
    const auto u32 = [&](quint32 v) {
        if (little) {
            u16(quint16(v & 0xFFFF));
            u16(quint16(v >> 16));
        } else {
            u16(quint16(v >> 16));
            u16(quint16(v & 0xFFFF));
        }
    };
    tiff.append(little ? "II" : "MM");
    u16(42);
    u32(8);               // IFD0 at 8
    u16(1);               // one entry: the Exif IFD's offset
    u16(0x8769), u16(4), u32(1), u32(exifAt);
    u32(0);               // no next IFD
    u16(1);               // the Exif IFD at 26: one entry, FocalLengthIn35mmFilm (a SHORT)
    u16(0xA405), u16(3), u32(1), u16(quint16(focal35)), u16(0);
    u32(0);
    QByteArray app1("\xFF\xE1", 2);
    const int length = 2 + 6 + int(tiff.size());
    app1.append(char(length >> 8)).append(char(length & 0xFF)).append(QByteArray("Exif\0\0", 6)).append(tiff);
    return jpeg.left(2) + app1 + jpeg.mid(2);
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class TestCapturePhoto : public QObject
{
    Q_OBJECT
private slots:
    void unusableImages();
    void unusableFiles_data();
    void unusableFiles();
    void fifoIsNotRead();
    void goodPhoto();
    void exifOrientation();
    void exifFocalLength();
    void markerImage();

private:
    QTemporaryDir mDir;
};

void TestCapturePhoto::unusableImages()
{
    QCOMPARE(findMarkers(QImage()).error, QStringLiteral("no photo (a null image)"));
    QImage one(1, 1, QImage::Format_Grayscale8);
    one.fill(0);
    QCOMPARE(findMarkers(one).error,
             QStringLiteral("the photo is too small to show markers (1 x 1 pixels)"));
    QVERIFY(findMarkers(one).markers.isEmpty());
    QCOMPARE(
        unusablePhotoSize(QSize(12000, 9000)),
        QStringLiteral("the photo is too large (12000 x 9000 pixels, at most 100 megapixels)"));
    QVERIFY(unusablePhotoSize(QSize(4000, 3000)).isEmpty());
}

void TestCapturePhoto::unusableFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message"); // after "PATH: "
    const QByteArray jpeg = jpegOf(testImage());
    QTest::newRow("empty file") << QByteArray() << "the file is empty";
    QTest::newRow("truncated JPEG")
        << jpeg.left(jpeg.size() / 2) << "the JPEG is truncated or corrupt";
    QTest::newRow("JPEG without its end")
        << jpeg.left(jpeg.size() - 2) << "the JPEG is truncated or corrupt";
    QTest::newRow("not an image") << QByteArray("Dear umpire, the photo is attached.\n")
                                  << "not an image this build can read";
    QTest::newRow("JPEG header only") << jpeg.left(20) << "the JPEG is truncated or corrupt";
    // A portable greymap declaring 20000 x 20000 pixels, with hardly any data.
    QTest::newRow("declares 400 megapixels")
        << QByteArray("P5\n20000 20000\n255\n") + QByteArray(64, '\0')
        << "the photo is too large (20000 x 20000 pixels, at most 100 megapixels)";
    QByteArray huge = jpeg;
    // The JPEG's frame header (SOF0) says 0x4E20 x 0x4E20 = 20000 x 20000.
    const qsizetype sof = huge.indexOf("\xFF\xC0");
    QVERIFY(sof > 0);
    huge[sof + 5] = '\x4E';
    huge[sof + 6] = '\x20';
    huge[sof + 7] = '\x4E';
    huge[sof + 8] = '\x20';
    QTest::newRow("JPEG declares 400 megapixels")
        << huge << "the photo is too large (20000 x 20000 pixels, at most 100 megapixels)";
}

void TestCapturePhoto::unusableFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QVERIFY(mDir.isValid());
    const QString path = mDir.filePath(QString::fromLatin1(QTest::currentDataTag()) + ".jpg");
    write(path, bytes);
    QElapsedTimer timer;
    timer.start();
    const Photo photo = loadPhoto(path);
    QVERIFY(timer.elapsed() < 2000);
    QVERIFY(photo.image.isNull());
    QCOMPARE(photo.error, path + ": " + message);
    QVERIFY(!photo.error.contains('\n'));
}

void TestCapturePhoto::fifoIsNotRead()
{
    const QString fifo = mDir.filePath("fifo.jpg");
    QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QElapsedTimer timer;
    timer.start();
    const Photo photo = loadPhoto(fifo); // no writer: opening it would block for ever
    QVERIFY(timer.elapsed() < 2000);
    QCOMPARE(photo.error, fifo + ": not a regular file");
    QCOMPARE(loadPhoto("/dev/zero").error, QStringLiteral("/dev/zero: not a regular file"));
    QCOMPARE(loadPhoto(mDir.filePath("none.jpg")).error,
             mDir.filePath("none.jpg") + ": no such file");
}

void TestCapturePhoto::goodPhoto()
{
    const QString path = mDir.filePath("good.jpg");
    write(path, jpegOf(testImage()));
    const Photo photo = loadPhoto(path);
    QVERIFY2(photo.error.isEmpty(), qPrintable(photo.error));
    QCOMPARE(photo.image.size(), QSize(400, 300));
}

void TestCapturePhoto::exifOrientation()
{
    // A phone held upright writes its landscape sensor's pixels with "rotate 90" in EXIF.
    const QString path = mDir.filePath("upright.jpg");
    QImageWriter writer(path, "jpeg");
    writer.setTransformation(QImageIOHandler::TransformationRotate90);
    QVERIFY(writer.write(testImage()));
    const Photo photo = loadPhoto(path);
    QVERIFY2(photo.error.isEmpty(), qPrintable(photo.error));
    QCOMPARE(photo.image.size(), QSize(300, 400));
}

void TestCapturePhoto::exifFocalLength()
{
    // No EXIF: no focal length (the table markers give it).
    const QString plain = mDir.filePath("plain.jpg");
    write(plain, jpegOf(testImage()));
    QCOMPARE(loadPhoto(plain).focalPixels, 0.0);
    // A phone's 26 mm equivalent on a 400 x 300 photo: 26 / 43.27 of its 500-pixel diagonal.
    for (const bool little : {false, true}) {
        const QString path = mDir.filePath(little ? "exif-ii.jpg" : "exif-mm.jpg");
        write(path, withExifFocal(jpegOf(testImage()), 26, little));
        const Photo photo = loadPhoto(path);
        QVERIFY2(photo.error.isEmpty(), qPrintable(photo.error));
        QVERIFY(std::abs(photo.focalPixels - 26.0 / 43.27 * 500.0) < 0.01);
    }
    // A damaged EXIF (its Exif IFD past the segment's end) gives none, and the photo reads.
    const QString damaged = mDir.filePath("exif-damaged.jpg");
    write(damaged, withExifFocal(jpegOf(testImage()), 26, false, 60000));
    const Photo photo = loadPhoto(damaged);
    QVERIFY2(photo.error.isEmpty(), qPrintable(photo.error));
    QCOMPARE(photo.focalPixels, 0.0);
}

void TestCapturePhoto::markerImage()
{
    QCOMPARE(markerIdCount(), 250);
    QCOMPARE(markerModules(), 7);
    QVERIFY(adjutant::capture::markerImage(250, 70).isNull());
    QVERIFY(adjutant::capture::markerImage(0, 6).isNull());
    const QImage m = adjutant::capture::markerImage(17, 70);
    QCOMPARE(m.size(), QSize(70, 70));
    // The border is black all round; the code inside has both black and white modules.
    for (int k = 0; k < 70; ++k) {
        QCOMPARE(qGray(m.pixel(k, 5)), 0);
        QCOMPARE(qGray(m.pixel(5, k)), 0);
        QCOMPARE(qGray(m.pixel(k, 64)), 0);
        QCOMPARE(qGray(m.pixel(64, k)), 0);
    }
    int white = 0;
    for (int y = 15; y < 55; y += 10)
        for (int x = 15; x < 55; x += 10)
            white += qGray(m.pixel(x, y)) == 255;
    QVERIFY(white > 0 && white < 25);
    // And the detector reads it back, as printed on a white margin.
    QImage sheet(120, 120, QImage::Format_Grayscale8);
    sheet.fill(255);
    for (int y = 0; y < 70; ++y)
        for (int x = 0; x < 70; ++x)
            sheet.setPixel(25 + x, 25 + y, m.pixel(x, y));
    const MarkerSearch search = findMarkers(sheet);
    QCOMPARE(search.markers.size(), 1);
    QCOMPARE(search.markers[0].id, 17);
    QVERIFY(std::abs(search.markers[0].corners[0].x() - 24.5) < 0.5);
    QVERIFY(std::abs(search.markers[0].corners[2].y() - 94.5) < 0.5);
}

QTEST_GUILESS_MAIN(TestCapturePhoto)
#include "tst_capturephoto.moc"
