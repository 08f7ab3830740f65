// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QSize>
#include <QString>

namespace adjutant::capture {

// The largest photo searched: 100 megapixels, past any phone's main camera. A larger one is
// refused from its declared size, before any pixel is decoded.
inline constexpr qint64 mostPhotoPixels = 100'000'000;
// The smallest: a photo narrower than this cannot show a table marker and a base marker.
inline constexpr int leastPhotoSide = 32;

// Why a photo of this size cannot be searched, in one line; empty when it can.
QString unusablePhotoSize(QSize size);
// The same for an image, a null one included.
QString unusablePhoto(const QImage &photo);

// A photo read from a file: the image, upright as the phone's EXIF orientation says, and its
// focal length where the EXIF records it, or a
// one-line message saying why not (no file, not a regular file, empty, too large, not an image,
// truncated). Reads only regular files (a FIFO or a device would block or never end) through
// QImageReader, whose allocation limit caps the memory a lying header can claim.
struct Photo
{
    QImage image;
    QString error;
    // The camera's focal length in pixels from the 35 mm equivalent a phone's JPEG records in its
    // EXIF; 0 when it records none (the table markers' perspective gives it then).
    double focalPixels = 0.0;
};
Photo loadPhoto(const QString &path);

} // namespace adjutant::capture
