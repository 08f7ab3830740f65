// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/photo.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>

#include <cmath>

namespace adjutant::capture {

namespace {

// A photo file past this is refused unread: a 100-megapixel JPEG is some 50 MB.
constexpr qint64 mostFileBytes = 256LL * 1024 * 1024;

// Whether a JPEG's data run to its end-of-image marker. Qt's JPEG reader only warns at a
// premature end and returns the image with its missing part grey, which would be searched as
// a photo. Walks the segments and the entropy-coded data (several scans in a progressive JPEG);
// bytes after the end marker (a phone's motion-photo trailer) are allowed.
bool jpegComplete(const QByteArray &data)
{
    const auto byte = [&data](qsizetype i) { return static_cast<unsigned char>(data[i]); };
    const qsizetype n = data.size();
    if (n < 4 || byte(0) != 0xFF || byte(1) != 0xD8)
        return false;
    qsizetype i = 2;
    while (i + 1 < n) {
        if (byte(i) != 0xFF)
            return false;
        const unsigned char marker = byte(i + 1);
        if (marker == 0xFF) { // fill byte
            ++i;
            continue;
        }
        if (marker == 0xD9)
            return true;
        if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) {
            i += 2;
            continue;
        }
        if (i + 3 >= n)
            return false;
        const qsizetype length = (qsizetype(byte(i + 2)) << 8) | byte(i + 3);
        if (length < 2)
            return false;
        i += 2 + length;
        if (marker != 0xDA) // not a start of scan: the next segment follows
            continue;
        // Entropy-coded data: up to a marker that is neither a stuffed 0x00 nor a restart.
        while (i + 1 < n) {
            if (byte(i) == 0xFF && byte(i + 1) != 0x00 &&
                !(byte(i + 1) >= 0xD0 && byte(i + 1) <= 0xD7))
                break;
            ++i;
        }
    }
    return false;
}

// The 35 mm equivalent focal length a phone's JPEG records in its EXIF (tag 0xA405,
// FocalLengthIn35mmFilm, in the Exif IFD), or 0 when it records none. Every offset is checked
// against the segment: a damaged or hostile EXIF gives 0, never a read past its end.
int exifFocal35mm(const QByteArray &data)
{
    const auto byte = [&data](qsizetype i) { return static_cast<unsigned char>(data[i]); };
    // The APP1 "Exif" segment among the segments before the first scan.
    qsizetype i = 2;
    qsizetype tiff = -1, end = -1;
    while (i + 4 <= data.size() && byte(i) == 0xFF) {
        const unsigned char marker = byte(i + 1);
        const qsizetype length = (qsizetype(byte(i + 2)) << 8) | byte(i + 3);
        if (marker == 0xDA || length < 2 || i + 2 + length > data.size())
            break;
        if (marker == 0xE1 && length >= 8 && data.mid(i + 4, 6) == QByteArray("Exif\0\0", 6)) {
            tiff = i + 10;
            end = i + 2 + length;
            break;
        }
        i += 2 + length;
    }
    if (tiff < 0 || tiff + 8 > end)
        return 0;
    const bool little = data.mid(tiff, 2) == "II";
    if (!little && data.mid(tiff, 2) != "MM")
        return 0;
    const auto u16 = [&](qsizetype at) -> qint64 {
        if (at < tiff || at + 2 > end)
            return -1;
        return little ? byte(at) | (byte(at + 1) << 8) : (byte(at) << 8) | byte(at + 1);
    };
    const auto u32 = [&](qsizetype at) -> qint64 {
        if (at < tiff || at + 4 > end)
            return -1;
        const qint64 a = u16(at), b = u16(at + 2);
        return little ? a | (b << 16) : (a << 16) | b;
    };
    // The value of `tag` (a SHORT or a LONG held in its entry) in the IFD at `ifd`, or -1.
    const auto find = [&](qint64 ifd, int tag) -> qint64 {
        if (ifd < 0)
            return -1;
        const qint64 count = u16(tiff + ifd);
        for (qint64 k = 0; k >= 0 && k < count && k < 1000; ++k) {
            const qsizetype entry = tiff + ifd + 2 + 12 * k;
            if (u16(entry) != tag)
                continue;
            const qint64 type = u16(entry + 2);
            return type == 3 ? u16(entry + 8) : type == 4 ? u32(entry + 8) : -1;
        }
        return -1;
    };
    const qint64 exif = find(u32(tiff + 4), 0x8769);
    const qint64 focal = find(exif, 0xA405);
    return focal > 0 && focal < 10000 ? int(focal) : 0;
}

} // namespace

QString unusablePhotoSize(QSize size)
{
    if (size.isEmpty())
        return QStringLiteral("the photo is empty");
    if (size.width() < leastPhotoSide || size.height() < leastPhotoSide)
        return QStringLiteral("the photo is too small to show markers (%1 x %2 pixels)")
            .arg(size.width())
            .arg(size.height());
    if (qint64(size.width()) * size.height() > mostPhotoPixels)
        return QStringLiteral("the photo is too large (%1 x %2 pixels, at most %3 megapixels)")
            .arg(size.width())
            .arg(size.height())
            .arg(mostPhotoPixels / 1'000'000);
    return {};
}

QString unusablePhoto(const QImage &photo)
{
    if (photo.isNull())
        return QStringLiteral("no photo (a null image)");
    return unusablePhotoSize(photo.size());
}

Photo loadPhoto(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return {{}, QStringLiteral("%1: no such file").arg(path)};
    // A FIFO, a socket or a device (/dev/zero) is not read: it could block or never end.
    if (!info.isFile())
        return {{}, QStringLiteral("%1: not a regular file").arg(path)};
    if (info.size() == 0)
        return {{}, QStringLiteral("%1: the file is empty").arg(path)};
    if (info.size() > mostFileBytes)
        return {{},
                QStringLiteral("%1: the file is too large for a photo (%2 MB)")
                    .arg(path)
                    .arg(info.size() / (1024 * 1024))};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {{}, QStringLiteral("%1: %2").arg(path, file.errorString())};
    QByteArray data = file.read(mostFileBytes + 1);
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    reader.setAutoTransform(true);
    if (!reader.canRead())
        return {{}, QStringLiteral("%1: not an image this build can read").arg(path)};
    const QSize declared = reader.size();
    if (declared.isValid()) {
        if (const QString why = unusablePhotoSize(declared); !why.isEmpty())
            return {{}, QStringLiteral("%1: %2").arg(path, why)};
    }
    if (data.startsWith("\xFF\xD8") && !jpegComplete(data))
        return {{}, QStringLiteral("%1: the JPEG is truncated or corrupt").arg(path)};
    // QImageReader's allocation limit (256 MB by default) refuses what a header lies about.
    QImage image = reader.read();
    if (image.isNull())
        return {{},
                QStringLiteral("%1: cannot read the image (%2)").arg(path, reader.errorString())};
    if (const QString why = unusablePhoto(image); !why.isEmpty())
        return {{}, QStringLiteral("%1: %2").arg(path, why)};
    // A 35 mm frame's diagonal is 43.27 mm: the focal length in pixels is the same share of the
    // photo's diagonal (turned upright or not).
    double focal = 0.0;
    if (const int focal35 = data.startsWith("\xFF\xD8") ? exifFocal35mm(data) : 0)
        focal = focal35 / 43.27 * std::hypot(image.width(), image.height());
    return {image, {}, focal};
}

} // namespace adjutant::capture
