// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/calibration.h"

#include "core/atomicfile.h"
#include "core/error.h"
#include "core/inputfile.h"

#include "capture/photo.h"

#include <opencv2/aruco/charuco.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/core.hpp>

#include <QBuffer>
#include <QFont>
#include <QJsonDocument>
#include <QJsonValue>
#include <QPainter>
#include <QPdfWriter>

#include <array>
#include <cmath>
#include <vector>

namespace adjutant::capture {

namespace {

// A photo shows the board when it shows this many of its 24 inner corners: fewer give a pose
// too weak to help the fit.
constexpr int leastCorners = 8;
constexpr int leastPhotos = 4;
// Corners found to a tenth of a pixel and a lens the model fits leave well under a pixel; more
// means a blurred photo, a board not flat, or a lens the model does not fit.
constexpr double mostRms = 1.0;

const cv::Ptr<cv::aruco::CharucoBoard> &board()
{
    static const cv::Ptr<cv::aruco::CharucoBoard> board = cv::aruco::CharucoBoard::create(
        kBoardSquaresX, kBoardSquaresY, float(kBoardSquareMm), float(kBoardMarkerMm),
        cv::aruco::getPredefinedDictionary(cv::aruco::DICT_4X4_50));
    return board;
}

cv::Mat greyOf(const QImage &grey)
{
    return {grey.height(), grey.width(), CV_8UC1, const_cast<uchar *>(grey.bits()),
            static_cast<size_t>(grey.bytesPerLine())};
}

// The figures saved, in toJson's order, each with the member it fills.
struct Field
{
    const char *key;
    double LensCalibration::*member;
};
constexpr std::array<Field, 10> fields{{{"fx", &LensCalibration::fx},
                                        {"fy", &LensCalibration::fy},
                                        {"cx", &LensCalibration::cx},
                                        {"cy", &LensCalibration::cy},
                                        {"k1", &LensCalibration::k1},
                                        {"k2", &LensCalibration::k2},
                                        {"p1", &LensCalibration::p1},
                                        {"p2", &LensCalibration::p2},
                                        {"k3", &LensCalibration::k3},
                                        {"rmsPixels", &LensCalibration::rmsPixels}}};
constexpr int formatVersion = 1;

} // namespace

QImage charucoBoardImage(int pixelsPerMm)
{
    if (pixelsPerMm < 2 || pixelsPerMm > 40)
        return {};
    const int width = int(std::lround(kBoardSquaresX * kBoardSquareMm * pixelsPerMm));
    const int height = int(std::lround(kBoardSquaresY * kBoardSquareMm * pixelsPerMm));
    cv::Mat drawn;
    board()->draw(cv::Size(width, height), drawn, 0, 1);
    QImage image(width, height, QImage::Format_Grayscale8);
    for (int y = 0; y < height; ++y)
        std::copy_n(drawn.ptr<uchar>(y), width, image.scanLine(y));
    return image;
}

BoardView findBoard(const QImage &photo)
{
    if (!unusablePhoto(photo).isEmpty())
        return {};
    const QImage grey = photo.convertToFormat(QImage::Format_Grayscale8);
    const cv::Mat image = greyOf(grey);
    std::vector<int> markerIds;
    std::vector<std::vector<cv::Point2f>> markerCorners, rejected;
    const auto parameters = cv::aruco::DetectorParameters::create();
    parameters->cornerRefinementMethod = cv::aruco::CORNER_REFINE_SUBPIX;
    cv::aruco::detectMarkers(image, board()->dictionary, markerCorners, markerIds, parameters,
                             rejected);
    cv::aruco::refineDetectedMarkers(image, board(), markerCorners, markerIds, rejected);
    BoardView view;
    if (markerIds.empty())
        return view;
    std::vector<cv::Point2f> corners;
    std::vector<int> ids;
    // Two markers beside a corner vouch for it (the default of one lets a misread marker place
    // one).
    cv::aruco::interpolateCornersCharuco(markerCorners, markerIds, image, board(), corners, ids,
                                         cv::noArray(), cv::noArray(), 2);
    for (size_t k = 0; k < ids.size(); ++k) {
        view.ids.append(ids[k]);
        view.corners.append(QPointF(corners[k].x, corners[k].y));
    }
    return view;
}

QString LensCalibration::problem() const
{
    for (const Field &field : fields)
        if (!std::isfinite(this->*field.member))
            return QStringLiteral("\"%1\" is not a finite number").arg(QLatin1String(field.key));
    if (imageSize.width() < 32 || imageSize.height() < 32 || imageSize.width() > 100000 ||
        imageSize.height() > 100000)
        return QStringLiteral("the photo size %1 x %2 is not a camera's")
            .arg(imageSize.width())
            .arg(imageSize.height());
    // From a fish-eye (0.1 times the diagonal) to a long telephoto (20 times).
    const double diagonal = std::hypot(imageSize.width(), imageSize.height());
    for (const auto &[key, focal] : {std::pair{"fx", fx}, std::pair{"fy", fy}})
        if (!(focal >= 0.1 * diagonal && focal <= 20 * diagonal))
            return QStringLiteral(
                       "\"%1\" is %2: a focal length for %3 x %4 photos is from %5 to %6 "
                       "pixels")
                .arg(QLatin1String(key))
                .arg(focal)
                .arg(imageSize.width())
                .arg(imageSize.height())
                .arg(std::round(0.1 * diagonal))
                .arg(std::round(20 * diagonal));
    if (fx > 1.1 * fy || fy > 1.1 * fx)
        return QStringLiteral("\"fx\" %1 and \"fy\" %2 differ by more than 10 %: pixels are square")
            .arg(fx)
            .arg(fy);
    if (cx < 0 || cx > imageSize.width() || cy < 0 || cy > imageSize.height())
        return QStringLiteral("the principal point %1, %2 is off the %3 x %4 photo")
            .arg(cx)
            .arg(cy)
            .arg(imageSize.width())
            .arg(imageSize.height());
    for (const auto &[key, k] : {std::pair{"k1", k1}, std::pair{"k2", k2}, std::pair{"k3", k3}})
        if (std::abs(k) > 10)
            return QStringLiteral("\"%1\" is %2: no lens distorts that much (at most 10)")
                .arg(QLatin1String(key))
                .arg(k);
    for (const auto &[key, p] : {std::pair{"p1", p1}, std::pair{"p2", p2}})
        if (std::abs(p) > 0.1)
            return QStringLiteral("\"%1\" is %2: a lens this decentred is broken (at most 0.1)")
                .arg(QLatin1String(key))
                .arg(p);
    if (rmsPixels < 0 || rmsPixels > mostRms)
        return QStringLiteral("\"rmsPixels\" is %1: a calibration misses by 0 to %2 pixels")
            .arg(rmsPixels)
            .arg(mostRms);
    return {};
}

QJsonObject LensCalibration::toJson() const
{
    QJsonObject json{{QStringLiteral("version"), formatVersion},
                     {QStringLiteral("width"), imageSize.width()},
                     {QStringLiteral("height"), imageSize.height()}};
    for (const Field &field : fields)
        json.insert(QLatin1String(field.key), this->*field.member);
    return json;
}

std::optional<LensCalibration> LensCalibration::fromJson(const QJsonObject &json, QString *error)
{
    const auto refuse = [error](const QString &why) -> std::optional<LensCalibration> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (json.value(QStringLiteral("version")) != QJsonValue(formatVersion))
        return refuse(
            QStringLiteral("\"version\" is not %1: not a lens calibration this Adjutant reads")
                .arg(formatVersion));
    LensCalibration lens;
    int size[2] = {};
    for (int k = 0; k < 2; ++k) {
        const QString key = k == 0 ? QStringLiteral("width") : QStringLiteral("height");
        const QJsonValue value = json.value(key);
        if (!value.isDouble() || value.toDouble() != std::floor(value.toDouble()))
            return refuse(QStringLiteral("\"%1\" is %2: a whole number of pixels is needed")
                              .arg(key, value.isUndefined()
                                            ? QStringLiteral("missing")
                                            : QStringLiteral("not a whole number")));
        size[k] = int(std::clamp(value.toDouble(), -1.0, 1e6));
    }
    lens.imageSize = QSize(size[0], size[1]);
    for (const Field &field : fields) {
        const QJsonValue value = json.value(QLatin1String(field.key));
        if (!value.isDouble())
            return refuse(QStringLiteral("\"%1\" is %2: a number is needed")
                              .arg(QLatin1String(field.key), value.isUndefined()
                                                                 ? QStringLiteral("missing")
                                                                 : QStringLiteral("not a number")));
        lens.*field.member = value.toDouble();
    }
    if (const QString why = lens.problem(); !why.isEmpty())
        return refuse(why);
    return lens;
}

std::optional<LensCalibration> LensCalibration::scaledTo(QSize size, QString *error) const
{
    // Within a pixel of the same aspect: a phone's sizes are its sensor's, rounded.
    const double height =
        imageSize.isEmpty() ? -1.0 : size.width() * double(imageSize.height()) / imageSize.width();
    if (size.isEmpty() || std::abs(height - size.height()) > 1.0) {
        if (error)
            *error =
                QStringLiteral("the lens calibration is for %1 x %2 photos, this one is %3 x %4: "
                               "another camera, or a cropped photo?")
                    .arg(imageSize.width())
                    .arg(imageSize.height())
                    .arg(size.width())
                    .arg(size.height());
        return std::nullopt;
    }
    const double s = double(size.width()) / imageSize.width();
    LensCalibration scaled = *this;
    scaled.fx *= s;
    scaled.fy *= s;
    // Pixel centres at integers: the photo's edge, at -0.5, scales to its edge.
    scaled.cx = (cx + 0.5) * s - 0.5;
    scaled.cy = (cy + 0.5) * s - 0.5;
    scaled.imageSize = size;
    return scaled;
}

CalibrationResult calibrate(const QList<QImage> &photos)
{
    CalibrationResult result;
    for (qsizetype k = 1; k < photos.size(); ++k)
        if (photos[k].size() != photos[0].size()) {
            result.error = QStringLiteral("photo %1 is %2 x %3 pixels, photo 1 is %4 x %5: one "
                                          "calibration needs photos of one camera at one size")
                               .arg(k + 1)
                               .arg(photos[k].width())
                               .arg(photos[k].height())
                               .arg(photos[0].width())
                               .arg(photos[0].height());
            return result;
        }
    std::vector<std::vector<cv::Point2f>> corners;
    std::vector<std::vector<int>> ids;
    for (const QImage &photo : photos) {
        const BoardView view = findBoard(photo);
        if (view.ids.size() < leastCorners)
            continue;
        std::vector<cv::Point2f> seen;
        for (const QPointF &p : view.corners)
            seen.emplace_back(float(p.x()), float(p.y()));
        corners.push_back(seen);
        ids.emplace_back(view.ids.begin(), view.ids.end());
    }
    result.photosUsed = int(corners.size());
    if (result.photosUsed < leastPhotos) {
        result.error =
            QStringLiteral("%1 of %2 photos show the board: at least %3 are needed, from "
                           "different angles")
                .arg(result.photosUsed)
                .arg(photos.size())
                .arg(leastPhotos);
        return result;
    }
    const QSize size = photos[0].size();
    cv::Mat camera, distortion;
    // k3 stays 0: 4 to 10 photos of a flat board do not pin it, and a free k3 trades against k1.
    const double rms = cv::aruco::calibrateCameraCharuco(
        corners, ids, board(), cv::Size(size.width(), size.height()), camera, distortion,
        cv::noArray(), cv::noArray(), cv::CALIB_FIX_K3);
    LensCalibration &lens = result.lens;
    lens.fx = camera.at<double>(0, 0);
    lens.fy = camera.at<double>(1, 1);
    lens.cx = camera.at<double>(0, 2);
    lens.cy = camera.at<double>(1, 2);
    const double *d = distortion.ptr<double>();
    lens.k1 = d[0];
    lens.k2 = d[1];
    lens.p1 = d[2];
    lens.p2 = d[3];
    lens.k3 = d[4];
    lens.imageSize = size;
    lens.rmsPixels = rms;
    if (rms > mostRms)
        result.error =
            QStringLiteral("the board's corners miss the calibrated lens by %1 pixels (at "
                           "most %2): take the photos again, sharp, the board flat")
                .arg(rms, 0, 'f', 2)
                .arg(mostRms);
    else if (const QString why = lens.problem(); !why.isEmpty())
        result.error = QStringLiteral("the calibration does not hold: %1").arg(why);
    if (!result.error.isEmpty())
        result.lens = {};
    return result;
}

std::optional<LensCalibration> readLens(const QString &path, QString *error)
{
    QByteArray bytes;
    try {
        bytes = core::InputFile::read(path);
    } catch (const core::Error &e) {
        *error = e.message();
        return std::nullopt;
    }
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parse);
    if (!document.isObject()) {
        *error = QStringLiteral("%1: not a lens calibration (%2)").arg(path, parse.errorString());
        return std::nullopt;
    }
    QString why;
    std::optional<LensCalibration> lens = LensCalibration::fromJson(document.object(), &why);
    if (!lens)
        *error = QStringLiteral("%1: %2").arg(path, why);
    return lens;
}

void writeBoardPdf(const QString &path)
{
    constexpr int dotsPerMm = 12; // 300 dpi
    const QImage board = charucoBoardImage(dotsPerMm);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&buffer);
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
                        (page.height() - board.height()) / 2 - 5 * dotsPerMm, board.width(), board.height());
        painter.drawImage(at, board);
        QFont font = painter.font();
        font.setPointSizeF(9);
        painter.setFont(font);
        painter.drawText(QRectF(at.left(), at.bottom() + 4 * dotsPerMm, at.width(), 10 * dotsPerMm),
                         Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                         QStringLiteral("Adjutant lens calibration board: %1 x %2 squares of %3 mm, markers "
                                        "%4 mm. Print at 100 % (no fit to page) and check a square with a "
                                        "ruler; lay it flat.")
                             .arg(kBoardSquaresX)
                             .arg(kBoardSquaresY)
                             .arg(kBoardSquareMm)
                             .arg(kBoardMarkerMm));
        if (!painter.end())
            throw core::Error(QStringLiteral("%1: cannot be written").arg(path));
    }
    core::AtomicFile::replace(path, bytes);
}

} // namespace adjutant::capture
