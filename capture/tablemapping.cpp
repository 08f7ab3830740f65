// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/tablemapping.h"

#include <opencv2/calib3d.hpp>
#include <opencv2/core.hpp>

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace adjutant::capture {

namespace {

// Under this tilt from vertical the table markers' perspective does not pin the focal length.
constexpr double leastTiltForFocal = 10.0;
// Table markers' centres whose spread across their main direction is under this (mm) lie on one
// line: the table's plane turns about it unseen.
constexpr double leastSpread = 30.0;

double typicalFocal(QSize photo)
{
    return 0.6 * std::hypot(photo.width(), photo.height());
}

// The focal length (pixels) from the table-to-photo homography, the principal point at the
// photo's centre: Zhang's two constraints (the plane's axes are perpendicular and of one length
// in the camera) solved together for 1 / f^2 by least squares. 0 when they do not give one.
double focalFromHomography(const cv::Matx33d &h, cv::Point2d principal)
{
    // Move the principal point to the origin: x' = x - cx.
    const cv::Matx33d shift(1, 0, -principal.x, 0, 1, -principal.y, 0, 0, 1);
    cv::Matx33d g = shift * h;
    g *= 1.0 / cv::norm(g);
    const double a1 = g(0, 0), b1 = g(1, 0), c1 = g(2, 0);
    const double a2 = g(0, 1), b2 = g(1, 1), c2 = g(2, 1);
    // Each constraint is p w + q = 0 with w = 1 / f^2.
    const double p[2] = {a1 * a2 + b1 * b2, a1 * a1 + b1 * b1 - a2 * a2 - b2 * b2};
    const double q[2] = {c1 * c2, c1 * c1 - c2 * c2};
    const double pp = p[0] * p[0] + p[1] * p[1];
    if (pp <= 0)
        return 0;
    const double w = -(p[0] * q[0] + p[1] * q[1]) / pp;
    return w > 0 ? 1.0 / std::sqrt(w) : 0.0;
}

struct Pose
{
    cv::Vec3d rvec, tvec;
    double rms = 0;
};

Pose poseFor(const std::vector<cv::Point3d> &table, const std::vector<cv::Point2d> &photo,
             const cv::Matx33d &camera)
{
    Pose pose;
    cv::solvePnP(table, photo, camera, cv::noArray(), pose.rvec, pose.tvec, false,
                 cv::SOLVEPNP_IPPE);
    cv::solvePnPRefineLM(table, photo, camera, cv::noArray(), pose.rvec, pose.tvec);
    std::vector<cv::Point2d> back;
    cv::projectPoints(table, pose.rvec, pose.tvec, camera, cv::noArray(), back);
    double sum = 0;
    for (size_t k = 0; k < back.size(); ++k)
        sum += std::pow(cv::norm(back[k] - photo[k]), 2);
    pose.rms = std::sqrt(sum / back.size());
    return pose;
}

// The camera's tilt from the table's vertical, degrees.
double tiltOf(const Pose &pose)
{
    cv::Matx33d r;
    cv::Rodrigues(pose.rvec, r);
    // The camera's optical axis in table axes is the third row of R.
    return std::acos(std::min(1.0, std::abs(r(2, 2)))) * 180.0 / std::numbers::pi;
}

cv::Matx33d cameraMatrix(double focal, cv::Point2d principal)
{
    return {focal, 0, principal.x, 0, focal, principal.y, 0, 0, 1};
}

cv::Matx33d cameraMatrix(const LensCalibration &lens)
{
    return {lens.fx, 0, lens.cx, 0, lens.fy, lens.cy, 0, 0, 1};
}

cv::Matx<double, 1, 5> distortionOf(const LensCalibration &lens)
{
    return {lens.k1, lens.k2, lens.p1, lens.p2, lens.k3};
}

} // namespace

TableMapping TableMapping::fit(const QList<SeenMarker> &seen,
                               const QList<MarkerPlacement> &tableMarkers, QSize photoSize,
                               double focalPixels, const LensCalibration *lens)
{
    TableMapping mapping;
    if (lens && lens->isValid()) {
        QString error;
        const std::optional<LensCalibration> scaled = lens->scaledTo(photoSize, &error);
        if (!scaled) {
            mapping.mError = error;
            return mapping;
        }
        mapping.mLens = *scaled;
    }
    QHash<int, MarkerPlacement> placed;
    for (const MarkerPlacement &m : tableMarkers)
        placed.insert(m.id, m);
    // A table marker's id seen twice is not trusted at either place.
    QHash<int, int> times;
    for (const SeenMarker &m : seen)
        ++times[m.id];
    std::vector<cv::Point3d> table;
    std::vector<cv::Point2d> photo;
    std::vector<cv::Point2d> centres;
    for (const SeenMarker &m : seen) {
        if (!placed.contains(m.id) || times.value(m.id) != 1)
            continue;
        const MarkerPlacement &p = placed[m.id];
        const auto corners = cornersOnTable(p);
        for (int k = 0; k < 4; ++k) {
            table.emplace_back(corners[k].x(), corners[k].y(), p.height);
            photo.emplace_back(m.corners[k].x(), m.corners[k].y());
        }
        centres.emplace_back(p.centre.x(), p.centre.y());
    }
    mapping.mTableMarkersSeen = int(centres.size());
    if (centres.size() < 3) {
        const QString seen = centres.empty() ? QStringLiteral("no table marker")
                                             : QStringLiteral("only %1 table marker%2")
                                                   .arg(centres.size())
                                                   .arg(centres.size() == 1 ? "" : "s");
        mapping.mError = QStringLiteral("%1 seen: at least 3 are needed to place the photo on the table")
                             .arg(seen);
        return mapping;
    }
    // The spread across the centres' main direction: the smaller principal axis.
    cv::Mat points(int(centres.size()), 2, CV_64F, centres.data());
    cv::PCA pca(points, cv::noArray(), cv::PCA::DATA_AS_ROW);
    const double spread = std::sqrt(std::max(0.0, pca.eigenvalues.at<double>(1)));
    if (spread < leastSpread) {
        mapping.mError = QStringLiteral("the %1 table markers seen lie on one line: the photo "
                                        "needs one off that line")
                             .arg(centres.size());
        return mapping;
    }

    const bool calibrated = mapping.mLens.isValid();
    if (calibrated) {
        // The corners where the calibrated camera would show them without its distortion.
        const cv::Matx33d k = cameraMatrix(mapping.mLens);
        cv::undistortPoints(std::vector<cv::Point2d>(photo), photo, k, distortionOf(mapping.mLens),
                            cv::noArray(), k);
    }
    const cv::Point2d principal = calibrated ? cv::Point2d(mapping.mLens.cx, mapping.mLens.cy)
                                             : cv::Point2d((photoSize.width() - 1) / 2.0,
                                                           (photoSize.height() - 1) / 2.0);
    std::vector<cv::Point2d> flat;
    for (const auto &t : table)
        flat.emplace_back(t.x, t.y);
    const cv::Mat h = cv::findHomography(flat, photo, 0);
    if (h.empty()) {
        mapping.mError = QStringLiteral("the table markers seen give no mapping onto the table");
        return mapping;
    }

    double focal = calibrated ? mapping.mLens.fx : focalPixels;
    if (focal <= 0) {
        focal = focalFromHomography(cv::Matx33d(h), principal);
        const double diagonal = std::hypot(photoSize.width(), photoSize.height());
        mapping.mFocalEstimated = focal > 0.2 * diagonal && focal < 10 * diagonal;
        if (mapping.mFocalEstimated) {
            // Refine the focal length with the pose over every corner (one planar view, the
            // principal point, the pixels' squareness and a lens without distortion fixed).
            std::vector<std::vector<cv::Point3f>> objects(1);
            std::vector<std::vector<cv::Point2f>> images(1);
            for (size_t k = 0; k < table.size(); ++k) {
                objects[0].emplace_back(float(table[k].x), float(table[k].y), float(table[k].z));
                images[0].emplace_back(float(photo[k].x), float(photo[k].y));
            }
            cv::Mat k = cv::Mat(cameraMatrix(focal, principal)).clone();
            cv::Mat distortion = cv::Mat::zeros(1, 5, CV_64F);
            std::vector<cv::Mat> rvecs, tvecs;
            cv::calibrateCamera(objects, images, cv::Size(photoSize.width(), photoSize.height()), k,
                                distortion, rvecs, tvecs,
                                cv::CALIB_USE_INTRINSIC_GUESS | cv::CALIB_FIX_PRINCIPAL_POINT |
                                    cv::CALIB_FIX_ASPECT_RATIO | cv::CALIB_ZERO_TANGENT_DIST |
                                    cv::CALIB_FIX_K1 | cv::CALIB_FIX_K2 | cv::CALIB_FIX_K3);
            const double refined = k.at<double>(0, 0);
            if (refined > 0.2 * diagonal && refined < 10 * diagonal)
                focal = refined;
        }
        if (!mapping.mFocalEstimated)
            focal = typicalFocal(photoSize);
    }
    Pose pose = poseFor(table, photo,
                        calibrated ? cameraMatrix(mapping.mLens) : cameraMatrix(focal, principal));
    if (mapping.mFocalEstimated && tiltOf(pose) < leastTiltForFocal) {
        mapping.mFocalEstimated = false;
        focal = typicalFocal(photoSize);
        pose = poseFor(table, photo, cameraMatrix(focal, principal));
    }

    // Corners found to a fraction of a pixel agree with a rigid table to about one: more means
    // a table marker not where the battle says (moved, or on another table).
    double side = 0;
    for (size_t k = 0; k + 1 < photo.size(); k += 4)
        side += cv::norm(photo[k + 1] - photo[k]);
    side /= centres.size();
    const double mostError = std::max(2.0, 0.1 * side);
    mapping.mReprojectionError = pose.rms;
    if (!(pose.rms <= mostError)) {
        mapping.mError = QStringLiteral("the table markers seen disagree with their places on the "
                                        "table by %1 pixels: is one moved?")
                             .arg(pose.rms, 0, 'f', 1);
        return mapping;
    }

    cv::Matx33d r;
    cv::Rodrigues(pose.rvec, r);
    const cv::Matx33d rt = r.t();
    const cv::Vec3d centre = -(rt * pose.tvec);
    for (int i = 0; i < 9; ++i)
        mapping.mCameraToTable[i] = rt(i / 3, i % 3);
    mapping.mCentre = {centre[0], centre[1], centre[2]};
    mapping.mFocal = focal;
    mapping.mPrincipal = QPointF(principal.x, principal.y);
    return mapping;
}

QPointF TableMapping::toTable(QPointF pixel, double height) const
{
    double ray[3] = {(pixel.x() - mPrincipal.x()) / mFocal, (pixel.y() - mPrincipal.y()) / mFocal,
                     1.0};
    if (mLens.isValid()) {
        std::vector<cv::Point2d> normalised;
        cv::undistortPoints(std::vector<cv::Point2d>{{pixel.x(), pixel.y()}}, normalised,
                            cameraMatrix(mLens), distortionOf(mLens));
        ray[0] = normalised[0].x;
        ray[1] = normalised[0].y;
    }
    double d[3];
    for (int i = 0; i < 3; ++i)
        d[i] = mCameraToTable[3 * i] * ray[0] + mCameraToTable[3 * i + 1] * ray[1] +
               mCameraToTable[3 * i + 2] * ray[2];
    // "Up" is the camera's side of the table, whichever way the table's axes turn.
    const double z = mCentre[2] >= 0 ? height : -height;
    const double s = (z - mCentre[2]) / d[2];
    return {mCentre[0] + s * d[0], mCentre[1] + s * d[1]};
}

} // namespace adjutant::capture
