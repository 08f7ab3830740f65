// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/markers.h"

#include "capture/photo.h"

#include <opencv2/aruco.hpp>
#include <opencv2/core/utility.hpp>
#include <opencv2/imgproc.hpp>
#include <opencv2/video/tracking.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

namespace adjutant::capture {

namespace {

// ArUco's 5 x 5 dictionary of 250 codes. 250 ids cover 200 bases and the table markers of the
// largest table. Its codes differ pairwise in at least 5 or 6 of 25 bits (OpenCV corrects up to 2
// in it), where the 4 x 4 dictionary of 250 differs in only 3 (corrects 1): the first
// goal is no misread base, and a misread code moves a base to where another stands. The price
// is a finer grid (7 modules across the printed square against 6): at 10 mm a module is 1.4 mm,
// about 3 pixels in a 12-megapixel photo of a 6 x 4 ft table, which the region upscaling below
// serves.
const cv::Ptr<cv::aruco::Dictionary> &dictionary()
{
    static const cv::Ptr<cv::aruco::Dictionary> d =
        cv::aruco::getPredefinedDictionary(cv::aruco::DICT_5X5_250);
    return d;
}

// A marker narrower than this many pixels is not looked for: at 7 modules it is under 1.2
// pixels a module, below what any threshold reads.
constexpr double leastMarkerSide = 8.0;
// Where a candidate is narrower than this, its region is searched again upscaled.
constexpr double smallMarkerSide = 40.0;
constexpr int upscale = 3;
constexpr double sharpenSigma = 1.5; // photo pixels

// How many of a code's bits a reading may correct: one where any marker of the photo is read;
// two only where the proposal can check the reading against where its base should be.
enum class Correction { OneBit, TwoBits };

cv::Ptr<cv::aruco::DetectorParameters> parameters(cv::Size image, int scale,
                                                  Correction correction = Correction::OneBit)
{
    auto p = cv::aruco::DetectorParameters::create();
    // OpenCV's default smallest marker is 3 % of the image's longer side in perimeter: 30
    // pixels wide in a 4000-pixel photo, where a 10 mm marker on a 6 ft table is 20 wide.
    p->minMarkerPerimeterRate = 4.0 * leastMarkerSide * scale / std::max(image.width, image.height);
    // Thresholds from 3 to 33 pixels: a small marker's modules are 2-6 pixels, a large one's
    // border more; more windows find more of the blurred ones.
    p->adaptiveThreshWinSizeMin = 3;
    p->adaptiveThreshWinSizeMax = 33;
    p->adaptiveThreshWinSizeStep = 5;
    // A blurred small square's outline is rounder: allow its polygon more slack (3 % by default).
    p->polygonalApproxAccuracyRate = 0.06;
    p->minCornerDistanceRate = 0.05;
    if (scale > 1)
        p->minMarkerDistanceRate = 0.01;
    p->minDistanceToBorder = 1;
    // Read each module from more samples, its blurred edges left out.
    p->perspectiveRemovePixelPerCell = 8;
    p->perspectiveRemoveIgnoredMarginPerCell = 0.25;
    // Correct at most 1 of the dictionary's 2 correctable bits: a misread code then needs 4 or
    // more flipped bits, where a miss only costs a re-shoot. Both bits only in the re-read of a
    // small candidate where one did not read it: at a tilt of 25 degrees the far edge's markers
    // (13-15 pixels) lose two bits, and so, now and then, does another marker's code read as a
    // third id. Such a reading is marked uncertain (markers.h) and used only where confirmed.
    p->errorCorrectionRate = correction == Correction::TwoBits ? 1.0 : 0.5;
    // A first estimate from lines through the contour; refineEdges below fits the corners to
    // the grey levels. ArUco's sub-pixel corner windows, on 3-pixel modules, caught the code's
    // inner corners and left some corners 1-2 pixels off.
    p->cornerRefinementMethod = cv::aruco::CORNER_REFINE_CONTOUR;
    return p;
}

// Bilinear grey level at a point (inside the image, one pixel from its border).
float sample(const cv::Mat &image, cv::Point2f p)
{
    const int x = int(std::floor(p.x)), y = int(std::floor(p.y));
    const float fx = p.x - float(x), fy = p.y - float(y);
    const uchar *r0 = image.ptr<uchar>(y), *r1 = image.ptr<uchar>(y + 1);
    return (1 - fy) * ((1 - fx) * r0[x] + fx * r0[x + 1]) +
           fy * ((1 - fx) * r1[x] + fx * r1[x + 1]);
}

// The corners again, as the crossings of the four border edges each fitted through points
// along its whole length: each point the centre of the grey level's rise from the black border
// to the white margin, to a fraction of a pixel. A corner window (ArUco's refinement) sees a few
// pixels of two edges; an edge of a 20-pixel marker gives some 30 points, and the facing of a
// 10 mm marker needs its corners to 0.1 mm. Keeps the corners as they were where an edge
// gives too few points (a figure across it) or the fit moves a corner more than a module.
void refineEdges(const cv::Mat &image, std::vector<cv::Point2f> &quad)
{
    const cv::Point2f centre = (quad[0] + quad[1] + quad[2] + quad[3]) / 4;
    double side = 0;
    for (int k = 0; k < 4; ++k)
        side += cv::norm(quad[(k + 1) % 4] - quad[k]) / 4;
    const float module = float(side / markerModules());
    const float reach = std::clamp(1.2f * module, 1.5f, 6.0f);
    const cv::Rect inside(2, 2, image.cols - 4, image.rows - 4);
    std::array<cv::Vec4f, 4> lines;
    for (int k = 0; k < 4; ++k) {
        const cv::Point2f a = quad[k], b = quad[(k + 1) % 4];
        if (cv::norm(b - a) < 2 * leastMarkerSide / 3)
            return;
        const cv::Point2f along = (b - a) / float(cv::norm(b - a));
        cv::Point2f out(along.y, -along.x);
        if (out.dot((a + b) / 2 - centre) < 0)
            out = -out;
        std::vector<cv::Point2f> points;
        std::vector<std::pair<float, float>> rises;
        const int steps = std::max(6, int(cv::norm(b - a) * 2));
        for (int i = 1; i < steps; ++i) {
            const float t = float(i) / float(steps);
            if (t < 0.12f || t > 0.88f) // corners: two edges' light mixes
                continue;
            const cv::Point2f on = a + (b - a) * t;
            if (!inside.contains(on - out * (reach + 1)) ||
                !inside.contains(on + out * (reach + 1)))
                continue;
            // The rise across the edge over half a pixel, at steps of a quarter pixel, outwards.
            rises.clear();
            float best = 0, bestAt = 0;
            for (float d = -reach; d <= reach; d += 0.25f) {
                const float rise =
                    sample(image, on + out * (d + 0.25f)) - sample(image, on + out * (d - 0.25f));
                rises.emplace_back(d, rise);
                if (rise > best) {
                    best = rise;
                    bestAt = d;
                }
            }
            if (best < 4) // no edge here (grey levels of 255)
                continue;
            // The edge is the rise's centre of mass about its peak: bilinear samples make the
            // rise flat between two pixel centres, where its peak alone would snap to a pixel.
            float mass = 0, moment = 0;
            for (const auto &[d, rise] : rises) {
                if (std::abs(d - bestAt) > 1.5f || rise < 0.2f * best)
                    continue;
                mass += rise - 0.2f * best;
                moment += (rise - 0.2f * best) * d;
            }
            points.push_back(on + out * (mass > 0 ? moment / mass : bestAt));
        }
        if (points.size() < 5)
            return;
        cv::fitLine(points, lines[k], cv::DIST_HUBER, 0, 0.01, 0.01);
    }
    std::vector<cv::Point2f> refined(4);
    for (int k = 0; k < 4; ++k) {
        // Corner k is where edge k - 1 (into it) meets edge k (out of it).
        const cv::Vec4f &l1 = lines[(k + 3) % 4], &l2 = lines[k];
        const float det = l1[0] * (-l2[1]) - l1[1] * (-l2[0]);
        if (std::abs(det) < 1e-3f)
            return;
        const float dx = l2[2] - l1[2], dy = l2[3] - l1[3];
        const float s = (dx * (-l2[1]) - dy * (-l2[0])) / det;
        refined[k] = cv::Point2f(l1[2] + s * l1[0], l1[3] + s * l1[1]);
        if (cv::norm(refined[k] - quad[k]) > module)
            return;
    }
    quad = refined;
}

// The corners once more, from the whole marker rather than its border: its printed image (its
// id known now), with a module of white round it, aligned to the photo by ECC over a homography
// (cv::findTransformECC), starting from the corners as they are. Its code's squares give some
// 20 more edges than the border's four: a 16-pixel marker's facing p95 goes from 0.7 to 0.3
// degrees (bench_capture, tilt 20, blur 0.8). Small markers only (under 40 pixels), where the
// border alone is too short. Keeps the corners where the alignment does not converge,
// correlates under 0.85 (a figure over the marker) or moves a corner more than half a module.
void refineByCode(const cv::Mat &image, int id, std::vector<cv::Point2f> &quad)
{
    constexpr int cell = 3; // the printed image's pixels a module
    const int modules = markerModules();
    const int size = (modules + 2) * cell;
    double side = 0;
    for (int k = 0; k < 4; ++k)
        side += cv::norm(quad[(k + 1) % 4] - quad[k]) / 4;
    if (side >= smallMarkerSide)
        return; // an edge of 40 pixels or more gives its border's fit points enough
    const double module = side / modules;
    cv::Mat printed(size, size, CV_8UC1, cv::Scalar(255));
    cv::Mat drawn;
    cv::aruco::drawMarker(dictionary(), id, modules * cell, drawn, 1);
    drawn.copyTo(printed(cv::Rect(cell, cell, modules * cell, modules * cell)));
    // As soft as the photo shows it: a photo pixel and a half of blur, in the printed image's
    // pixels (a phone's soft photo; against one pixel, facing p95 at blur 1.5 from 1.11 to 0.92
    // degrees, and the same at blur 0.8).
    cv::Mat soft;
    cv::GaussianBlur(printed, soft, cv::Size(), std::max(0.5, 1.5 * cell / module));
    soft.convertTo(soft, CV_32F);
    const float a = cell - 0.5f, b = float((modules + 1) * cell) - 0.5f;
    const std::vector<cv::Point2f> printedCorners{{a, a}, {b, a}, {b, b}, {a, b}};
    const cv::Rect box = (cv::boundingRect(quad) + cv::Size(int(4 * module) + 4, int(4 * module) + 4)
                          - cv::Point(int(2 * module) + 2, int(2 * module) + 2))
        & cv::Rect(0, 0, image.cols, image.rows);
    std::vector<cv::Point2f> local = quad;
    for (cv::Point2f &c : local)
        c -= cv::Point2f(float(box.x), float(box.y));
    cv::Mat warp = cv::getPerspectiveTransform(printedCorners, local);
    warp.convertTo(warp, CV_32F);
    cv::Mat patch;
    image(box).convertTo(patch, CV_32F);
    try {
        const double rho = cv::findTransformECC(
            soft, patch, warp, cv::MOTION_HOMOGRAPHY,
            cv::TermCriteria(cv::TermCriteria::COUNT | cv::TermCriteria::EPS, 15, 1e-3), cv::noArray(), 1);
        if (rho < 0.85)
            return;
    } catch (const cv::Exception &) {
        return; // did not converge
    }
    std::vector<cv::Point2f> refined;
    cv::perspectiveTransform(printedCorners, refined, cv::Matx33d(warp));
    for (int k = 0; k < 4; ++k) {
        refined[k] += cv::Point2f(float(box.x), float(box.y));
        if (!std::isfinite(refined[k].x) || !std::isfinite(refined[k].y) || cv::norm(refined[k] - quad[k]) > module / 2)
            return;
    }
    quad = refined;
}

SeenMarker seen(int id, const std::vector<cv::Point2f> &corners, double scale, cv::Point2f offset)
{
    SeenMarker m;
    m.id = id;
    for (int k = 0; k < 4; ++k)
        m.corners[k] = QPointF(corners[k].x / scale + offset.x, corners[k].y / scale + offset.y);
    return m;
}

// Whether `m` is a marker already in `found` (the same id at the same place).
bool known(const QList<SeenMarker> &found, const SeenMarker &m)
{
    const QPointF c = m.centre();
    return std::any_of(found.begin(), found.end(), [&](const SeenMarker &f) {
        const QPointF d = f.centre() - c;
        return f.id == m.id && std::hypot(d.x(), d.y()) < f.sidePixels() / 2;
    });
}

struct RegionMarker
{
    int id = -1;
    std::vector<cv::Point2f> quad;
    bool uncertain = false;
};

// The markers read in `region` of the photo upscaled, smoothly, and sharpened: their ids and
// their corners in photo pixels, refined on the photo. Read with one bit corrected, then with
// two: what only the second reads is uncertain.
std::vector<RegionMarker> readRegion(const cv::Mat &image, const cv::Rect &region)
{
    cv::Mat large;
    cv::resize(image(region), large, {}, upscale, upscale, cv::INTER_CUBIC);
    // Unsharp masking at the blur of a phone's soft photo (1.5 pixels): a module's grey
    // edges steepen back towards a step. Read 81 of 96 markers at blur 1.5 where the upscaling
    // alone read 45 (tst_capturedbases, tilt 20), at no cost in accuracy or misreads.
    cv::Mat soft;
    cv::GaussianBlur(large, soft, cv::Size(), sharpenSigma * upscale);
    cv::addWeighted(large, 2.0, soft, -1.0, 0, large);
    const auto read = [&](Correction correction) {
        std::vector<int> ids;
        std::vector<std::vector<cv::Point2f>> corners;
        cv::aruco::detectMarkers(large, dictionary(), corners, ids,
                                 parameters(large.size(), upscale, correction));
        std::vector<RegionMarker> markers;
        for (size_t k = 0; k < ids.size(); ++k)
            markers.push_back({ids[k], corners[k], correction == Correction::TwoBits});
        return markers;
    };
    std::vector<RegionMarker> markers = read(Correction::OneBit);
    const auto covers = [&](cv::Point2f point) {
        return std::any_of(markers.begin(), markers.end(), [&](const RegionMarker &one) {
            return cv::pointPolygonTest(one.quad, point, false) >= 0;
        });
    };
    // Two bits only where one read nothing over the region's middle (the candidate it was cut
    // for): most regions hold a marker read already, or nothing a marker could be.
    if (const cv::Point2f middle(float(large.cols) / 2, float(large.rows) / 2); !covers(middle))
        for (RegionMarker &m : read(Correction::TwoBits))
            if (!covers((m.quad[0] + m.quad[2]) / 2))
                markers.push_back(std::move(m));
    for (RegionMarker &m : markers) {
        // Pixel centres: x in the upscaled region is (x + 0.5) / s - 0.5 in the photo.
        const float shift = 0.5f / upscale - 0.5f;
        for (cv::Point2f &c : m.quad)
            c = c / float(upscale) + cv::Point2f(float(region.x) + shift, float(region.y) + shift);
        refineEdges(image, m.quad);
        refineByCode(image, m.id, m.quad);
    }
    return markers;
}

} // namespace

int markerIdCount()
{
    return dictionary()->bytesList.rows;
}

int markerModules()
{
    return dictionary()->markerSize + 2;
}

QImage markerImage(int id, int pixels)
{
    if (id < 0 || id >= markerIdCount() || pixels < markerModules())
        return {};
    cv::Mat drawn;
    cv::aruco::drawMarker(dictionary(), id, pixels, drawn, 1);
    QImage image(pixels, pixels, QImage::Format_Grayscale8);
    for (int y = 0; y < pixels; ++y)
        std::copy_n(drawn.ptr<uchar>(y), pixels, image.scanLine(y));
    return image;
}

QPointF SeenMarker::centre() const
{
    return (corners[0] + corners[1] + corners[2] + corners[3]) / 4.0;
}

double SeenMarker::sidePixels() const
{
    double sum = 0;
    for (int k = 0; k < 4; ++k) {
        const QPointF d = corners[(k + 1) % 4] - corners[k];
        sum += std::hypot(d.x(), d.y());
    }
    return sum / 4;
}

MarkerSearch findMarkers(const QImage &photo)
{
    if (const QString why = unusablePhoto(photo); !why.isEmpty())
        return {{}, why};
    const QImage grey = photo.convertToFormat(QImage::Format_Grayscale8);
    const cv::Mat image(grey.height(), grey.width(), CV_8UC1, const_cast<uchar *>(grey.bits()),
                        static_cast<size_t>(grey.bytesPerLine()));

    MarkerSearch search;
    std::vector<int> ids;
    std::vector<std::vector<cv::Point2f>> corners, rejected;
    cv::aruco::detectMarkers(image, dictionary(), corners, ids, parameters(image.size(), 1),
                             rejected);
    std::vector<std::vector<cv::Point2f>> found = corners;
    // Each marker refined on its own: on every core.
    cv::parallel_for_(cv::Range(0, int(ids.size())), [&](const cv::Range &range) {
        for (int k = range.start; k < range.end; ++k) {
            refineEdges(image, corners[size_t(k)]);
            refineByCode(image, ids[size_t(k)], corners[size_t(k)]);
        }
    });
    for (size_t k = 0; k < ids.size(); ++k) {
        // ArUco can report one marker twice (from two thresholds).
        if (const SeenMarker m = seen(ids[k], corners[k], 1.0, {}); !known(search.markers, m))
            search.markers.append(m);
    }

    // Small candidates the first pass could not read (a blurred module merges with its
    // neighbour at 2-3 pixels) are read again from their region upscaled, smoothly, and
    // sharpened: the thresholds then see each module over several pixels. Only the regions,
    // not the photo: a 12-megapixel photo upscaled three times would be 108.
    std::vector<cv::Rect> regions;
    const auto addRegion = [&](const cv::Rect &box) {
        const int margin = std::max(box.width, box.height) / 2 + 4;
        const cv::Rect region = cv::Rect(box.x - margin, box.y - margin, box.width + 2 * margin,
                                         box.height + 2 * margin) &
                                cv::Rect(0, 0, image.cols, image.rows);
        // A region already read that holds the candidate whole, with a quarter of its size
        // round it, has read it (not one that only overlaps it: a marker cut at a region's edge
        // is not read).
        const int quarter = std::max(box.width, box.height) / 4;
        const cv::Rect held(box.x - quarter, box.y - quarter, box.width + 2 * quarter, box.height + 2 * quarter);
        if (std::none_of(regions.begin(), regions.end(), [&](const cv::Rect &r) { return (r & held) == held; }))
            regions.push_back(region);
    };
    // A marker read much smaller than its nearest neighbours may be another marker's code, its
    // 5 x 5 squares (0.7 times its side) read as a marker, whose outline lay too close to them for
    // the first pass to keep as a candidate: its region is read again, as wide as theirs.
    for (size_t k = 0; k < found.size(); ++k) {
        const cv::Point2f centre = (found[k][0] + found[k][1] + found[k][2] + found[k][3]) / 4;
        std::vector<std::pair<double, double>> near; // distance, side
        for (size_t j = 0; j < found.size(); ++j) {
            if (j != k)
                near.emplace_back(cv::norm((found[j][0] + found[j][2]) / 2 - centre),
                                  cv::arcLength(found[j], true) / 4);
        }
        const size_t count = std::min<size_t>(near.size(), 4);
        if (count < 2)
            continue;
        std::partial_sort(near.begin(), near.begin() + ptrdiff_t(count), near.end());
        std::vector<double> sides;
        for (size_t j = 0; j < count; ++j)
            sides.push_back(near[j].second);
        std::nth_element(sides.begin(), sides.begin() + ptrdiff_t(count / 2), sides.end());
        const double typical = sides[count / 2];
        if (cv::arcLength(found[k], true) / 4 < 0.85 * typical && typical <= smallMarkerSide) {
            const int half = int(std::ceil(typical / 2));
            addRegion(cv::Rect(int(centre.x) - half, int(centre.y) - half, 2 * half, 2 * half));
        }
    }
    for (const auto &quad : rejected) {
        const cv::Rect box = cv::boundingRect(quad);
        if (std::max(box.width, box.height) > smallMarkerSide)
            continue;
        // A candidate inside a marker already read, and no larger, is a part of it (its code's
        // squares, its border's inner edge): no other marker fits there. About half of the
        // candidates in a 12-megapixel photo of 200 markers. One larger is read: the marker
        // read may be its code's squares read as a marker (then refused for its size).
        const cv::Point2f middle(box.x + box.width / 2.0f, box.y + box.height / 2.0f);
        if (std::any_of(found.begin(), found.end(), [&](const std::vector<cv::Point2f> &f) {
                return cv::pointPolygonTest(f, middle, false) >= 0
                    && cv::arcLength(f, true) >= 0.8 * cv::arcLength(quad, true);
            }))
            continue;
        addRegion(box);
    }
    // The regions are read on every core, each into its own slot, and merged in their order:
    // the same photo gives the same markers in the same order.
    std::vector<std::vector<RegionMarker>> read(regions.size());
    cv::parallel_for_(cv::Range(0, int(regions.size())), [&](const cv::Range &range) {
        for (int r = range.start; r < range.end; ++r)
            read[size_t(r)] = readRegion(image, regions[size_t(r)]);
    });
    QList<SeenMarker> uncertain;
    for (const auto &markers : read)
        for (const RegionMarker &r : markers) {
            SeenMarker m = seen(r.id, r.quad, 1.0, {});
            m.uncertain = r.uncertain;
            if (!known(search.markers, m) && !known(uncertain, m))
                (m.uncertain ? uncertain : search.markers).append(m);
        }
    // A reading inside a larger marker read with one bit is a part of it (its code's 5 x 5
    // squares read as a marker of their own, from a region that held it whole), and an uncertain
    // reading over a marker as large read with one bit is that marker misread: no marker fits
    // inside another. (A one-bit reading inside an uncertain one stays: the proposal refuses
    // what is not its marker's size.)
    const QList<SeenMarker> certain = search.markers;
    const auto within = [&](const SeenMarker &m, double larger) {
        return std::any_of(certain.begin(), certain.end(), [&](const SeenMarker &f) {
            const QPointF d = f.centre() - m.centre();
            return f.sidePixels() > larger * m.sidePixels() && std::hypot(d.x(), d.y()) < f.sidePixels() / 2;
        });
    };
    search.markers.removeIf([&](const SeenMarker &m) { return within(m, 1.2); });
    for (const SeenMarker &m : uncertain)
        if (!within(m, 0.8))
            search.markers.append(m);
    return search;
}

} // namespace adjutant::capture
