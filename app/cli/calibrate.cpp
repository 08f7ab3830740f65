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
#include <QPainter>
#include <QPdfWriter>

#include <cmath>

namespace adjutant::cli {

namespace {

// The board at its printed size on an A4 page turned sideways (a printer's margins stay clear of
// it), 300 dots an inch, its size written under it so that the print can be checked with a ruler.
void writeBoard(const QString &path)
{
    constexpr int dotsPerMm = 12; // 300 dpi
    const QImage board = capture::charucoBoardImage(dotsPerMm);
    QPdfWriter pdf(path);
    pdf.setResolution(int(std::lround(dotsPerMm * 25.4)));
    pdf.setPageSize(QPageSize(QPageSize::A4));
    pdf.setPageOrientation(QPageLayout::Landscape);
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setTitle(QStringLiteral("Adjutant lens calibration board"));
    QPainter painter;
    if (!painter.begin(&pdf))
        throw core::Error(QStringLiteral("%1: cannot be written").arg(path));
    const QSizeF page(297.0 * dotsPerMm, 210.0 * dotsPerMm);
    const QRectF at((page.width() - board.width()) / 2,
                    (page.height() - board.height()) / 2 - 5 * dotsPerMm, board.width(),
                    board.height());
    painter.drawImage(at, board);
    QFont font = painter.font();
    font.setPointSizeF(9);
    painter.setFont(font);
    painter.drawText(
        QRectF(at.left(), at.bottom() + 4 * dotsPerMm, at.width(), 10 * dotsPerMm),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
        QStringLiteral("Adjutant lens calibration board: %1 x %2 squares of %3 mm, markers "
                       "%4 mm. Print at 100 % (no fit to page) and check a square with a "
                       "ruler; lay it flat.")
            .arg(capture::kBoardSquaresX)
            .arg(capture::kBoardSquaresY)
            .arg(capture::kBoardSquareMm)
            .arg(capture::kBoardMarkerMm));
    if (!painter.end())
        throw core::Error(QStringLiteral("%1: cannot be written").arg(path));
}

} // namespace

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
        writeBoard(path);
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
