// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/lineofsight.h"

#include "geometry/contact.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <queue>

namespace adjutant::geometry {

namespace {

constexpr double eps = 1e-9;

// Up to a few values kept in place, more on the heap: a segment meets a base's outline at
// most four times, and blockedBy is asked many thousand times a measurement.
class Parameters
{
public:
    void push_back(double t)
    {
        if (mCount < mFew.size())
            mFew[mCount] = t;
        else if (mCount == mFew.size())
            mMany.assign(mFew.begin(), mFew.end()), mMany.push_back(t);
        else
            mMany.push_back(t);
        ++mCount;
    }
    double *begin() { return mCount <= mFew.size() ? mFew.data() : mMany.data(); }
    double *end() { return begin() + mCount; }
    std::size_t size() const { return mCount; }
    double operator[](std::size_t i) { return begin()[i]; }

private:
    std::array<double, 8> mFew;
    std::vector<double> mMany;
    std::size_t mCount = 0;
};

// Parameters along from->to where the segment meets the outline's edges.
void crossings(Point from, Point to, const Polygon &outline, Parameters &ts)
{
    const Point r = to - from;
    for (std::size_t i = 0; i < outline.size(); ++i) {
        const Point a = outline[i];
        const Point q = outline[(i + 1) % outline.size()] - a;
        const double denominator = cross(r, q);
        if (std::abs(denominator) < eps)
            continue; // parallel: grazing along an edge does not enter the inside
        const double t = cross(a - from, q) / denominator;
        const double u = cross(a - from, r) / denominator;
        if (t > 0 && t < 1 && u >= -eps && u <= 1 + eps)
            ts.push_back(t);
    }
}

bool strictlyInside(const Polygon &outline, Point p)
{
    // contains(outline, p), but the crossings counted first, without a distance to each edge:
    // a point on an edge (which contains takes as inside) is within the margin below anyway,
    // so the answer is contains(...) && no edge within 1e-7 either way, and most points asked
    // are outside.
    if (!insideByCrossings(outline, p))
        return false;
    for (std::size_t i = 0; i < outline.size(); ++i) {
        if (geometry::distance(p, Segment{outline[i], outline[(i + 1) % outline.size()]}) < 1e-7)
            return false;
    }
    return true;
}

bool blockedBy(Point from, Point to, const Polygon &outline)
{
    // Split the segment where it meets the outline; it is inside somewhere exactly when the
    // middle of some piece is strictly inside.
    Parameters ts;
    ts.push_back(0.0);
    ts.push_back(1.0);
    crossings(from, to, outline, ts);
    std::sort(ts.begin(), ts.end());
    for (std::size_t i = 0; i + 1 < ts.size(); ++i) {
        if (ts[i + 1] - ts[i] < eps)
            continue;
        if (strictlyInside(outline, from + (to - from) * ((ts[i] + ts[i + 1]) / 2)))
            return true;
    }
    return false;
}

// Boxes with a gap wider than this between them are apart (more than any rounding of the tests).
constexpr double apartBy = 1e-6;

} // namespace

bool clearLine(Point from, Point to, const std::vector<Polygon> &blockers)
{
    return std::none_of(blockers.begin(), blockers.end(),
                        [&](const Polygon &outline) { return blockedBy(from, to, outline); });
}

bool sightFromBothToOnePoint(Point corner1, Point corner2, const OrientedRect &target,
                             const std::vector<Polygon> &blockers)
{
    const auto targetEdges = edges(target);
    // Boundary parameter s in [0, 4): edge floor(s), fraction s - floor(s).
    auto at = [&](double s) {
        const int e = std::min(3, int(s));
        const Segment &segment = targetEdges[e];
        return segment.a + (segment.b - segment.a) * (s - e);
    };
    std::vector<double> critical{0.0, 1.0, 2.0, 3.0, 4.0};
    for (Point from : {corner1, corner2}) {
        for (const Polygon &outline : blockers) {
            for (Point v : outline) {
                // Where the line from `from` through blocker corner v meets each target edge.
                const Point r = v - from;
                for (int e = 0; e < 4; ++e) {
                    const Point a = targetEdges[e].a;
                    const Point q = targetEdges[e].b - a;
                    const double denominator = cross(r, q);
                    if (std::abs(denominator) < eps)
                        continue;
                    const double u = cross(a - from, r) / denominator;
                    if (u >= 0 && u <= 1)
                        critical.push_back(e + u);
                }
            }
        }
    }
    std::sort(critical.begin(), critical.end());
    // A point seen once needs no second look: the answer is the same.
    critical.erase(std::unique(critical.begin(), critical.end()), critical.end());
    // Neighbouring points are mostly hidden by the same blocker: it is tried first (which
    // blocker is tried first does not change whether a line is clear).
    // A blocker whose box a line's box does not reach cannot block it: blockedBy would find no
    // crossing and the line's middle outside the outline (outside its box, by more than any
    // rounding of the tests), so it is not asked.
    thread_local std::vector<Box> boxes;
    boxes.clear();
    for (const Polygon &outline : blockers)
        boxes.push_back(boxOf(outline));
    std::size_t last = 0;
    auto clear = [&](Point from, Point to) {
        const Box line = boxOf(from, to);
        if (last < blockers.size() && !apart(line, boxes[last], apartBy) &&
            blockedBy(from, to, blockers[last]))
            return false;
        for (std::size_t i = 0; i < blockers.size(); ++i) {
            if (i != last && !apart(line, boxes[i], apartBy) && blockedBy(from, to, blockers[i])) {
                last = i;
                return false;
            }
        }
        return true;
    };
    auto seen = [&](double s) {
        const Point p = at(s);
        return clear(corner1, p) && clear(corner2, p);
    };
    for (std::size_t i = 0; i < critical.size(); ++i) {
        if (seen(critical[i]))
            return true;
        if (i + 1 < critical.size() && critical[i + 1] - critical[i] > eps && seen((critical[i] + critical[i + 1]) / 2))
            return true;
    }
    return false;
}

double shortestPathLength(Point from, const OrientedRect &target, const std::vector<Polygon> &blockers)
{
    std::vector<Point> nodes{from};
    for (const Polygon &outline : blockers)
        nodes.insert(nodes.end(), outline.begin(), outline.end());
    const auto targetCorners = corners(target);
    const auto targetEdges = edges(target);
    // The nearest point of the target seen from p.
    auto nearestOnTarget = [&](Point p) {
        Point best = targetCorners[0];
        double bestDistance = std::numeric_limits<double>::infinity();
        for (const Segment &e : targetEdges) {
            const Point d = e.b - e.a;
            const double t = std::clamp(dot(p - e.a, d) / dot(d, d), 0.0, 1.0);
            const Point q = e.a + d * t;
            if (length(q - p) < bestDistance) {
                bestDistance = length(q - p);
                best = q;
            }
        }
        return best;
    };
    const double infinity = std::numeric_limits<double>::infinity();
    std::vector<double> reached(nodes.size(), infinity);
    std::vector<bool> done(nodes.size(), false);
    using Item = std::pair<double, std::size_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    reached[0] = 0;
    queue.push({0.0, 0});
    double best = infinity;
    while (!queue.empty()) {
        const auto [cost, i] = queue.top();
        queue.pop();
        if (done[i] || cost >= best)
            continue;
        done[i] = true;
        const Point p = nodes[i];
        if (distance(target, p) == 0.0)
            return cost; // already on the target
        // Straight on to the target: its nearest point, or any of its corners.
        const Point foot = nearestOnTarget(p);
        if (clearLine(p, foot, blockers))
            best = std::min(best, cost + length(foot - p));
        for (const Point &c : targetCorners) {
            if (clearLine(p, c, blockers))
                best = std::min(best, cost + length(c - p));
        }
        for (std::size_t j = 1; j < nodes.size(); ++j) {
            if (done[j])
                continue;
            const double next = cost + length(nodes[j] - p);
            if (next < reached[j] && next < best && clearLine(p, nodes[j], blockers)) {
                reached[j] = next;
                queue.push({next, j});
            }
        }
    }
    return best;
}

} // namespace adjutant::geometry
