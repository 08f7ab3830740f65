// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/testing/plainpipeline.h"

#include <opencv2/aruco.hpp>
#include <opencv2/calib3d.hpp>
#include <opencv2/core.hpp>

#include <QHash>

#include <cmath>
#include <numbers>
#include <vector>

namespace adjutant::capturetesting {

using capture::BasePose;
using capture::MarkerPlacement;
using capture::SeenMarker;

QList<SeenMarker> plainFindMarkers(const QImage &photo)
{
    const QImage grey = photo.convertToFormat(QImage::Format_Grayscale8);
    const cv::Mat image(grey.height(), grey.width(), CV_8UC1, const_cast<uchar *>(grey.bits()),
                        static_cast<size_t>(grey.bytesPerLine()));
    std::vector<int> ids;
    std::vector<std::vector<cv::Point2f>> corners;
    cv::aruco::detectMarkers(image, cv::aruco::getPredefinedDictionary(cv::aruco::DICT_5X5_250),
                             corners, ids);
    QList<SeenMarker> seen;
    for (size_t k = 0; k < ids.size(); ++k) {
        SeenMarker m;
        m.id = ids[k];
        for (int c = 0; c < 4; ++c)
            m.corners[c] = QPointF(corners[k][c].x, corners[k][c].y);
        seen.append(m);
    }
    return seen;
}

QList<BasePose> plainPoses(const QList<SeenMarker> &seen,
                           const QList<MarkerPlacement> &tableMarkers)
{
    QHash<int, MarkerPlacement> placed;
    for (const MarkerPlacement &m : tableMarkers)
        placed.insert(m.id, m);
    std::vector<cv::Point2d> photo, table;
    for (const SeenMarker &m : seen) {
        if (!placed.contains(m.id))
            continue;
        const auto corners = capture::cornersOnTable(placed[m.id]);
        for (int k = 0; k < 4; ++k) {
            photo.emplace_back(m.corners[k].x(), m.corners[k].y());
            table.emplace_back(corners[k].x(), corners[k].y());
        }
    }
    if (photo.size() < 4)
        return {};
    const cv::Mat h = cv::findHomography(photo, table, 0);
    if (h.empty())
        return {};
    QList<BasePose> poses;
    for (const SeenMarker &m : seen) {
        if (placed.contains(m.id))
            continue;
        std::vector<cv::Point2d> at, on;
        for (const QPointF &c : m.corners)
            at.emplace_back(c.x(), c.y());
        cv::perspectiveTransform(at, on, h);
        const cv::Point2d centre = (on[0] + on[1] + on[2] + on[3]) / 4;
        const cv::Point2d up = (on[0] + on[1] - on[2] - on[3]) / 2;
        double degrees = std::atan2(up.x, up.y) * 180.0 / std::numbers::pi;
        poses.append({m.id, QPointF(centre.x, centre.y), degrees < 0 ? degrees + 360 : degrees});
    }
    return poses;
}

} // namespace adjutant::capturetesting
