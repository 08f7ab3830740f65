// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/rectify.h"

#include "capture/tablemapping.h"

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include <vector>

namespace adjutant::capture {

QImage tableImage(const QImage &photo, const TableMapping &mapping, QSizeF tableMm, double pixelsPerMm)
{
    if (!mapping.isValid() || photo.isNull() || tableMm.isEmpty() || pixelsPerMm <= 0)
        return {};
    const cv::Size out(qMax(1, qRound(tableMm.width() * pixelsPerMm)), qMax(1, qRound(tableMm.height() * pixelsPerMm)));
    // The table plane is a homography of the photo (lens distortion aside): fitted to a grid of the
    // photo's pixels and the table points the mapping gives them.
    std::vector<cv::Point2f> from, to;
    constexpr int steps = 8;
    for (int i = 0; i <= steps; ++i) {
        for (int j = 0; j <= steps; ++j) {
            const QPointF pixel(photo.width() * i / double(steps), photo.height() * j / double(steps));
            const QPointF table = mapping.toTable(pixel, 0.0);
            from.emplace_back(float(pixel.x()), float(pixel.y()));
            to.emplace_back(float(table.x() * pixelsPerMm), float(out.height - table.y() * pixelsPerMm));
        }
    }
    const cv::Mat homography = cv::findHomography(from, to);
    if (homography.empty())
        return {};
    const QImage rgba = photo.convertToFormat(QImage::Format_RGBA8888);
    const cv::Mat source(rgba.height(), rgba.width(), CV_8UC4, const_cast<uchar *>(rgba.constBits()),
                         size_t(rgba.bytesPerLine()));
    QImage result(out.width, out.height, QImage::Format_RGBA8888);
    result.fill(Qt::transparent);
    cv::Mat target(result.height(), result.width(), CV_8UC4, result.bits(), size_t(result.bytesPerLine()));
    cv::warpPerspective(source, target, homography, out, cv::INTER_AREA, cv::BORDER_TRANSPARENT);
    return result;
}

} // namespace adjutant::capture
