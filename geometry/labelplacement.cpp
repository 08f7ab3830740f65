// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/labelplacement.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace adjutant::geometry {

namespace {
// Intervals that share more than this (a millionth of a millimetre) overlap: rounding is not
// contact.
constexpr double slack = 1e-6;

bool intervalsOverlap(double aMin, double aMax, double bMin, double bMax)
{
    return aMax > bMin + slack && bMax > aMin + slack;
}

Box bounds(const OrientedRect &rect)
{
    const Point f = forward(rect);
    const Point r = rightward(rect);
    const double dx = std::abs(f.x) * rect.depth / 2 + std::abs(r.x) * rect.width / 2;
    const double dy = std::abs(f.y) * rect.depth / 2 + std::abs(r.y) * rect.width / 2;
    return {{rect.centre.x - dx, rect.centre.y - dy}, {rect.centre.x + dx, rect.centre.y + dy}};
}

Point nearestOnSegment(Point p, const Segment &s)
{
    const Point ab = s.b - s.a;
    const double len2 = dot(ab, ab);
    const double t = len2 > 0 ? std::clamp(dot(p - s.a, ab) / len2, 0.0, 1.0) : 0.0;
    return s.a + ab * t;
}

// A group's outline as the placing sees it: centre, facing, and each base's box.
struct Group
{
    Point centre;
    Point ahead;
    Point right;
    std::vector<std::array<Point, 4>> corners;

    // How far the group reaches from its centre along the unit vector `d`.
    double reach(Point d) const
    {
        double most = -std::numeric_limits<double>::infinity();
        for (const auto &four : corners) {
            for (const Point &c : four)
                most = std::max(most, dot(c - centre, d));
        }
        return most;
    }
};

struct Candidate
{
    Point centre;
    bool leader;
};

// The places to try for a card of `width` x `height`, best first.
std::vector<Candidate> candidates(const Group &group, double width, double height, double gap)
{
    const double diagonal = std::sqrt(0.5);
    const Point f = group.ahead;
    const Point r = group.right;
    // Behind the rear first (where the players look for it), in front, to the sides, the corners.
    const std::array<Point, 8> ways = {f * -1.0,
                                       f,
                                       r * -1.0,
                                       r,
                                       (f + r) * -diagonal,
                                       (r - f) * diagonal,
                                       (f - r) * diagonal,
                                       (f + r) * diagonal};
    // Out to four cards further with a leader line.
    constexpr int levels = 5;
    std::vector<Candidate> out;
    out.reserve(levels * ways.size() * 5);
    for (int level = 0; level < levels; ++level) {
        for (std::size_t w = 0; w < ways.size(); ++w) {
            const Point d = ways[w];
            const Point e{-d.y, d.x};
            const double support = std::abs(d.x) * width / 2 + std::abs(d.y) * height / 2;
            const double out0 = group.reach(d) + gap + support;
            const double step = 2 * support + gap;
            const Point base = group.centre + d * (out0 + level * step);
            out.push_back({base, level > 0});
            if (w >= 4)
                continue; // a corner's place does not slide
            // Sliding along the group, within its span.
            const double plus = group.reach(e);
            const double minus = -group.reach(e * -1.0);
            for (const double k : {0.25, -0.25, 0.5, -0.5}) {
                const double t = k > 0 ? k * 2 * plus : -k * 2 * minus;
                out.push_back({base + e * t, level > 0});
            }
        }
    }
    return out;
}

// Last: anywhere within three cards of the group, nearest first, with a leader line (further,
// a line across the table would say less than a card beside the group that covers a little).
std::vector<Candidate> farCandidates(const Group &group, double width, double height)
{
    constexpr int steps = 6; // half a card each
    std::vector<Candidate> out;
    out.reserve((2 * steps + 1) * (2 * steps + 1));
    for (int i = -steps; i <= steps; ++i) {
        for (int j = -steps; j <= steps; ++j)
            out.push_back({group.centre + Point{i * width / 2, j * height / 2}, true});
    }
    std::stable_sort(out.begin(), out.end(), [&](const Candidate &a, const Candidate &b) {
        return length(a.centre - group.centre) < length(b.centre - group.centre);
    });
    return out;
}
} // namespace

Box boxAround(Point centre, double width, double height)
{
    return {{centre.x - width / 2, centre.y - height / 2}, {centre.x + width / 2, centre.y + height / 2}};
}

bool overlaps(const Box &a, const Box &b)
{
    return intervalsOverlap(a.low.x, a.high.x, b.low.x, b.high.x) &&
           intervalsOverlap(a.low.y, a.high.y, b.low.y, b.high.y);
}

bool overlaps(const Box &box, const OrientedRect &rect)
{
    // Separating axes: the box's two and the base's two.
    if (!overlaps(box, bounds(rect)))
        return false;
    const Point c = (box.low + box.high) * 0.5;
    const double hw = (box.high.x - box.low.x) / 2;
    const double hh = (box.high.y - box.low.y) / 2;
    for (const auto &[axis, half] : {std::pair{forward(rect), rect.depth / 2},
                                    std::pair{rightward(rect), rect.width / 2}}) {
        const double boxHalf = std::abs(axis.x) * hw + std::abs(axis.y) * hh;
        const double boxAt = dot(c, axis);
        const double rectAt = dot(rect.centre, axis);
        if (!intervalsOverlap(boxAt - boxHalf, boxAt + boxHalf, rectAt - half, rectAt + half))
            return false;
    }
    return true;
}

bool within(const Box &inner, const Box &outer)
{
    return inner.low.x >= outer.low.x && inner.high.x <= outer.high.x && inner.low.y >= outer.low.y &&
           inner.high.y <= outer.high.y;
}

std::vector<LabelPlace> placeLabels(const std::vector<LabelRequest> &labels,
                                    const std::vector<OrientedRect> &bases, const Box &area,
                                    double gap)
{
    std::vector<Box> baseBounds;
    baseBounds.reserve(bases.size());
    for (const OrientedRect &rect : bases)
        baseBounds.push_back(bounds(rect));
    std::vector<Box> placed; // each card with half the gap round it
    placed.reserve(labels.size());
    std::vector<LabelPlace> out;
    out.reserve(labels.size());
    const double half = gap / 2;

    // How many cards and bases the card covers, stopping at `enough`.
    auto covered = [&](const Box &card, int enough) {
        const Box spaced{card.low - Point{half, half}, card.high + Point{half, half}};
        int count = 0;
        for (const Box &other : placed) {
            if (overlaps(spaced, other) && ++count >= enough)
                return count;
        }
        for (std::size_t i = 0; i < bases.size(); ++i) {
            if (overlaps(spaced, baseBounds[i]) && overlaps(spaced, bases[i]) && ++count >= enough)
                return count;
        }
        return count;
    };

    for (const LabelRequest &label : labels) {
        LabelPlace place;
        if (label.group.empty()) {
            out.push_back(place);
            placed.push_back(Box{});
            continue;
        }
        Group group;
        for (const OrientedRect &rect : label.group) {
            group.centre = group.centre + rect.centre;
            group.corners.push_back(corners(rect));
        }
        group.centre = group.centre * (1.0 / double(label.group.size()));
        group.ahead = forward(label.group.front());
        group.right = rightward(label.group.front());

        bool found = false;
        int fewest = std::numeric_limits<int>::max();
        LabelPlace best;
        // Near the group with the whole name, then with the short one; then further afield.
        constexpr std::array<std::pair<bool, bool>, 4> rounds = {
            std::pair{false, false}, {true, false}, {false, true}, {true, true}};
        for (const auto &[shortName, far] : rounds) {
            const double w = shortName ? label.shortWidth : label.width;
            const double h = shortName ? label.shortHeight : label.height;
            for (const Candidate &candidate :
                 far ? farCandidates(group, w, h) : candidates(group, w, h, gap)) {
                const Box card = boxAround(candidate.centre, w, h);
                if (!within(card, area))
                    continue;
                const int count = covered(card, fewest);
                if (count < fewest) {
                    fewest = count;
                    best.centre = candidate.centre;
                    best.shortName = shortName;
                    best.leader = candidate.leader;
                }
                if (count == 0) {
                    found = true;
                    break;
                }
            }
            if (found)
                break;
        }
        if (fewest == std::numeric_limits<int>::max()) {
            // No place inside the area at all (a card wider than the table): behind the rear.
            const double reach = group.reach(group.ahead * -1.0);
            best.centre = group.centre + group.ahead * -(reach + gap + label.height / 2);
        }
        place = best;
        place.clear = found;
        const double w = place.shortName ? label.shortWidth : label.width;
        const double h = place.shortName ? label.shortHeight : label.height;
        // The leader runs to the nearest point of the group's outline.
        double nearest = std::numeric_limits<double>::infinity();
        for (const OrientedRect &rect : label.group) {
            for (const Segment &edge : edges(rect)) {
                const Point p = nearestOnSegment(place.centre, edge);
                const double d = length(p - place.centre);
                if (d < nearest) {
                    nearest = d;
                    place.reach = p;
                }
            }
        }
        const Box card = boxAround(place.centre, w, h);
        placed.push_back({card.low - Point{half, half}, card.high + Point{half, half}});
        out.push_back(place);
    }
    return out;
}

} // namespace adjutant::geometry
