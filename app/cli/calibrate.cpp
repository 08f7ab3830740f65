// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/calibrate.h"

#include "app/cli/output.h"
#include "app/cli/usageerror.h"
#include "capture/calibration.h"
#include "capture/photo.h"
#include "core/atomicfile.h"
#include "core/error.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace adjutant::cli {

void addCalibrateOptions(QCommandLineParser &parser)
{
    parser.addOption(
        {QStringLiteral("board"),
         QStringLiteral("Write the board to print (A4, actual size) to this PDF file."),
         QStringLiteral("OUT.pdf")});
}

int cmdCalibrate(const QCommandLineParser &parser, const QStringList &args)
{
    const bool board = parser.isSet(QStringLiteral("board"));
    if (args.size() == 1 || (args.isEmpty() && !board))
        throw UsageError{QStringLiteral("expected OUT.json PHOTO [PHOTO ...], or --board OUT.pdf")};
    QJsonObject json;
    if (board) {
        const QString path = parser.value(QStringLiteral("board"));
        capture::writeBoardPdf(path);
        json.insert(QStringLiteral("board"), path);
    }
    if (!args.isEmpty()) {
        QList<QImage> photos;
        for (const QString &path : args.mid(1)) {
            capture::Photo photo = capture::loadPhoto(path);
            if (!photo.error.isEmpty())
                throw core::Error(photo.error);
            photos.append(photo.image);
        }
        const capture::CalibrationResult result = capture::calibrate(photos);
        if (!result.error.isEmpty())
            throw core::Error(result.error);
        const capture::LensCalibration &lens = result.lens;
        core::AtomicFile::replace(args[0], QJsonDocument(lens.toJson()).toJson());
        json.insert(QStringLiteral("file"), args[0]);
        json.insert(QStringLiteral("photosUsed"), result.photosUsed);
        json.insert(QStringLiteral("width"), lens.imageSize.width());
        json.insert(QStringLiteral("height"), lens.imageSize.height());
        json.insert(QStringLiteral("rmsPixels"), std::round(lens.rmsPixels * 1000.0) / 1000.0);
        json.insert(QStringLiteral("focalPixels"),
                    std::round((lens.fx + lens.fy) / 2.0 * 10.0) / 10.0);
        json.insert(QStringLiteral("k1"), std::round(lens.k1 * 10000.0) / 10000.0);
    }
    printOutput(json);
    return 0;
}

} // namespace adjutant::cli
