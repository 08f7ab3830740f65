// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/testing/syntheticphoto.h"

#include "capture/calibration.h"
#include "capture/markers.h"

#include <opencv2/core.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <numbers>
#include <vector>

namespace adjutant::capturetesting {

namespace {

constexpr int supersample = 2;
constexpr double floorGrey = 0.25, tableGrey = 0.55, baseGrey = 0.40, paper = 0.92, ink = 0.08;

struct Axes
{
    cv::Vec3d x, y, z, centre;
};

// The camera's axes in table coordinates (x right, y down the photo, z forward) and its centre.
Axes axesOf(const SyntheticCamera &camera)
{
    const double t = camera.tiltDegrees * std::numbers::pi / 180.0;
    const double a = camera.turnDegrees * std::numbers::pi / 180.0;
    const cv::Matx33d turn(std::cos(a), -std::sin(a), 0, std::sin(a), std::cos(a), 0, 0, 0, 1);
    Axes axes;
    axes.x = turn * cv::Vec3d(1, 0, 0);
    axes.y = turn * cv::Vec3d(0, -std::cos(t), -std::sin(t));
    axes.z = turn * cv::Vec3d(0, std::sin(t), -std::cos(t));
    const double distance = camera.height / std::cos(t);
    axes.centre = cv::Vec3d(camera.target.x(), camera.target.y(), 0) - distance * axes.z;
    return axes;
}

cv::Point2d projectOn(const SyntheticCamera &camera, const Axes &axes, cv::Vec3d point)
{
    const cv::Vec3d d = point - axes.centre;
    double x = d.dot(axes.x) / d.dot(axes.z);
    double y = d.dot(axes.y) / d.dot(axes.z);
    const double r2 = x * x + y * y;
    x *= 1 + camera.k1 * r2;
    y *= 1 + camera.k1 * r2;
    return {camera.focalPixels * x + (camera.imageSize.width() - 1) / 2.0,
            camera.focalPixels * y + (camera.imageSize.height() - 1) / 2.0};
}

// Undistorted projection, on the supersampled canvas (its pixel centres at integers too).
cv::Point2f onCanvas(const SyntheticCamera &camera, const Axes &axes, QPointF p, double z)
{
    SyntheticCamera pinhole = camera;
    pinhole.k1 = 0;
    const cv::Point2d q = projectOn(pinhole, axes, {p.x(), p.y(), z});
    return {float((q.x + 0.5) * supersample - 0.5), float((q.y + 0.5) * supersample - 0.5)};
}

// The marker with a white margin of one module around it, `cell` texture pixels a module.
cv::Mat texture(int id, int cell)
{
    const int modules = capture::markerModules();
    const QImage code = capture::markerImage(id, modules * cell);
    cv::Mat t((modules + 2) * cell, (modules + 2) * cell, CV_32F, cv::Scalar(paper));
    for (int y = 0; y < code.height(); ++y)
        for (int x = 0; x < code.width(); ++x)
            t.at<float>(y + cell, x + cell) = code.pixel(x, y) & 0xff ? paper : ink;
    return t;
}

// Draws the quad `source` (texture, its outer corners) onto the canvas where `to` says.
void warpOnto(cv::Mat &canvas, const cv::Mat &source, const std::array<cv::Point2f, 4> &to)
{
    const float w = float(source.cols) - 0.5f, h = float(source.rows) - 0.5f;
    const cv::Point2f from[4] = {{-0.5f, -0.5f}, {w, -0.5f}, {w, h}, {-0.5f, h}};
    cv::Rect box = cv::boundingRect(std::vector<cv::Point2f>(to.begin(), to.end()));
    box = cv::Rect(box.x - 2, box.y - 2, box.width + 4, box.height + 4) &
          cv::Rect(0, 0, canvas.cols, canvas.rows);
    if (box.empty())
        return;
    std::array<cv::Point2f, 4> local;
    for (int k = 0; k < 4; ++k)
        local[k] = to[k] - cv::Point2f(float(box.x), float(box.y));
    const cv::Mat m = cv::getPerspectiveTransform(from, local.data());
    cv::Mat roi = canvas(box);
    cv::warpPerspective(source, roi, m, roi.size(), cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
}

// The calibration board on its white sheet, `margin` mm each side, 10 texture pixels a millimetre.
cv::Mat boardTexture(double margin)
{
    const int perMm = 10;
    const QImage board = capture::charucoBoardImage(perMm);
    const int pad = int(margin * perMm);
    cv::Mat t(board.height() + 2 * pad, board.width() + 2 * pad, CV_32F, cv::Scalar(paper));
    for (int y = 0; y < board.height(); ++y) {
        const uchar *line = board.constScanLine(y);
        for (int x = 0; x < board.width(); ++x)
            t.at<float>(y + pad, x + pad) = line[x] & 0x80 ? paper : ink;
    }
    return t;
}

std::array<cv::Point2f, 4> quadOnCanvas(const SyntheticCamera &camera, const Axes &axes,
                                        const MarkerPlacement &m, double grow)
{
    MarkerPlacement bigger = m;
    bigger.size = m.size * grow;
    const auto corners = capture::cornersOnTable(bigger);
    std::array<cv::Point2f, 4> q;
    for (int k = 0; k < 4; ++k)
        q[k] = onCanvas(camera, axes, corners[k], m.height);
    return q;
}

bool inView(const SyntheticCamera &camera, const MarkerPlacement &m)
{
    for (const QPointF &c : capture::cornersOnTable(m)) {
        const QPointF p = project(camera, c, m.height);
        if (p.x() < 1 || p.y() < 1 || p.x() > camera.imageSize.width() - 2 ||
            p.y() > camera.imageSize.height() - 2)
            return false;
    }
    return true;
}

} // namespace

QPointF project(const SyntheticCamera &camera, QPointF table, double height)
{
    const cv::Point2d p = projectOn(camera, axesOf(camera), {table.x(), table.y(), height});
    return {p.x, p.y};
}

SyntheticPhoto render(const SyntheticScene &scene, const SyntheticCamera &camera,
                      const Degradation &degradation)
{
    const Axes axes = axesOf(camera);
    cv::RNG rng(degradation.seed);
    SyntheticPhoto photo;
    cv::Mat canvas(camera.imageSize.height() * supersample, camera.imageSize.width() * supersample,
                   CV_32F, cv::Scalar(floorGrey));
    std::vector<cv::Point> table;
    for (QPointF c :
         {QPointF(0, 0), QPointF(scene.table.width(), 0),
          QPointF(scene.table.width(), scene.table.height()), QPointF(0, scene.table.height())}) {
        const cv::Point2f p = onCanvas(camera, axes, c, 0);
        table.emplace_back(int(std::lround(p.x)), int(std::lround(p.y)));
    }
    cv::fillConvexPoly(canvas, table, cv::Scalar(tableGrey), cv::LINE_AA);

    if (!scene.board.isEmpty()) {
        const double sheet = 10.0;
        const QRectF r = scene.board.adjusted(-sheet, -sheet, sheet, sheet);
        // The printed top (the texture's first row) at the far edge, +y.
        warpOnto(canvas, boardTexture(sheet),
                 {onCanvas(camera, axes, {r.left(), r.bottom()}, 0),
                  onCanvas(camera, axes, {r.right(), r.bottom()}, 0),
                  onCanvas(camera, axes, {r.right(), r.top()}, 0),
                  onCanvas(camera, axes, {r.left(), r.top()}, 0)});
    }
    const int modules = capture::markerModules();
    const double margin = double(modules + 2) / modules; // the white margin around the code
    for (const MarkerPlacement &m : scene.tableMarkers)
        warpOnto(canvas, texture(m.id, 16), quadOnCanvas(camera, axes, m, margin));
    for (const MarkerPlacement &m : scene.baseMarkers) {
        // The base's top around the marker, then the marker on it.
        const cv::Mat base(8, 8, CV_32F, cv::Scalar(baseGrey));
        warpOnto(canvas, base, quadOnCanvas(camera, axes, m, 2.6));
        warpOnto(canvas, texture(m.id, 16), quadOnCanvas(camera, axes, m, margin));
    }
    // Figures standing behind some markers: a dark blob over a part of the square.
    for (const MarkerPlacement &m : scene.baseMarkers) {
        if (rng.uniform(0.0, 1.0) >= degradation.occluded)
            continue;
        const auto q = quadOnCanvas(camera, axes, m, 1.0);
        const cv::Point2f corner = q[rng.uniform(0, 4)];
        const cv::Point2f centre = (q[0] + q[1] + q[2] + q[3]) / 4;
        const float side = float(cv::norm(q[1] - q[0]));
        const cv::Point2f at = corner + (centre - corner) * float(rng.uniform(0.1, 0.4));
        cv::ellipse(canvas, at, cv::Size(int(side * 0.45), int(side * 0.3)),
                    rng.uniform(0.0, 180.0), 0, 360, cv::Scalar(0.15), cv::FILLED, cv::LINE_AA);
        photo.occluded.append(m.id);
    }
    for (const auto *list : {&scene.tableMarkers, &scene.baseMarkers})
        for (const MarkerPlacement &m : *list)
            if (!inView(camera, m))
                photo.outOfView.append(m.id);

    cv::Mat image;
    cv::resize(canvas, image, cv::Size(camera.imageSize.width(), camera.imageSize.height()), 0, 0,
               cv::INTER_AREA);
    // Uneven light: a gradient across the photo, darker corners.
    const double w = image.cols, h = image.rows;
    for (int y = 0; y < image.rows; ++y) {
        float *row = image.ptr<float>(y);
        for (int x = 0; x < image.cols; ++x) {
            const double across = (x + y) / (w + h);
            const double light =
                (1.0 + (degradation.lightRatio - 1.0) * across) / degradation.lightRatio;
            const double r2 =
                (std::pow(x - w / 2, 2) + std::pow(y - h / 2, 2)) / (w * w / 4 + h * h / 4);
            row[x] = float(row[x] * light * (1.0 - degradation.vignetting * r2));
        }
    }
    if (camera.k1 != 0) {
        // Each photo pixel shows the undistorted point whose distortion lands on it.
        cv::Mat mapX(image.size(), CV_32F), mapY(image.size(), CV_32F);
        const double cx = (w - 1) / 2, cy = (h - 1) / 2, f = camera.focalPixels;
        for (int y = 0; y < image.rows; ++y)
            for (int x = 0; x < image.cols; ++x) {
                const double xd = (x - cx) / f, yd = (y - cy) / f;
                double xu = xd, yu = yd;
                for (int i = 0; i < 10; ++i) {
                    const double s = 1 + camera.k1 * (xu * xu + yu * yu);
                    xu = xd / s;
                    yu = yd / s;
                }
                mapX.at<float>(y, x) = float(f * xu + cx);
                mapY.at<float>(y, x) = float(f * yu + cy);
            }
        cv::Mat distorted;
        cv::remap(image, distorted, mapX, mapY, cv::INTER_LINEAR, cv::BORDER_CONSTANT,
                  cv::Scalar(floorGrey));
        image = distorted;
    }
    if (degradation.blurSigma > 0)
        cv::GaussianBlur(image, image, cv::Size(), degradation.blurSigma);
    if (degradation.noiseSigma > 0) {
        cv::Mat noise(image.size(), CV_32F);
        rng.fill(noise, cv::RNG::NORMAL, 0.0, degradation.noiseSigma / 255.0);
        image += noise;
    }
    cv::Mat grey;
    image.convertTo(grey, CV_8U, 255.0);
    if (degradation.jpegQuality > 0) {
        std::vector<uchar> jpeg;
        cv::imencode(".jpg", grey, jpeg, {cv::IMWRITE_JPEG_QUALITY, degradation.jpegQuality});
        grey = cv::imdecode(jpeg, cv::IMREAD_GRAYSCALE);
    }
    photo.image = QImage(grey.cols, grey.rows, QImage::Format_Grayscale8);
    for (int y = 0; y < grey.rows; ++y)
        std::copy_n(grey.ptr<uchar>(y), grey.cols, photo.image.scanLine(y));
    return photo;
}

} // namespace adjutant::capturetesting
