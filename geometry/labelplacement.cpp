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

// Whether the segment passes through the box's interior (Liang-Barsky clipping).
bool crosses(const Segment &s, const Box &box)
{
    const Point d = s.b - s.a;
    double t0 = 0;
    double t1 = 1;
    const std::array<std::pair<double, double>, 4> sides = {
        std::pair{-d.x, s.a.x - box.low.x}, {d.x, box.high.x - s.a.x},
        {-d.y, s.a.y - box.low.y}, {d.y, box.high.y - s.a.y}};
    for (const auto &[p, q] : sides) {
        if (p == 0) {
            if (q <= 0)
                return false;
            continue;
        }
        const double t = q / p;
        if (p < 0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 >= t1)
            return false;
    }
    return t1 - t0 > slack;
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

enum class Reach
{
    Near, // beside the group
    Out,  // further out the same ways, with a leader line
    Far   // anywhere near, with a leader line
};

std::vector<Candidate> farCandidates(const Group &group, double width, double height);

// The places to try for a card of `width` x `height`, best first.
std::vector<Candidate> candidates(const Group &group, double width, double height, double gap,
                                  Reach reach)
{
    if (reach == Reach::Far)
        return farCandidates(group, width, height);
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
    for (int level = reach == Reach::Near ? 0 : 1; level < (reach == Reach::Near ? 1 : levels);
         ++level) {
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

namespace {
// One placing, the cards taken in `order` in each round.
std::vector<LabelPlace> placeInOrder(const std::vector<LabelRequest> &labels,
                                     const std::vector<OrientedRect> &bases, const Box &area,
                                     double gap, const std::vector<Box> &keepClear,
                                     const std::vector<std::size_t> &order)
{
    std::vector<Box> baseBounds;
    baseBounds.reserve(bases.size());
    for (const OrientedRect &rect : bases)
        baseBounds.push_back(bounds(rect));
    const double half = gap / 2;
    auto spaced = [half](const Box &card) {
        return Box{card.low - Point{half, half}, card.high + Point{half, half}};
    };
    std::vector<Box> cards = keepClear; // and placed, each with half the gap round it
    std::vector<Segment> lines;         // placed leader lines
    cards.reserve(keepClear.size() + labels.size());

    std::vector<Group> groups(labels.size());
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const LabelRequest &label = labels[i];
        if (label.group.empty())
            continue;
        Group &group = groups[i];
        for (const OrientedRect &rect : label.group) {
            group.centre = group.centre + rect.centre;
            group.corners.push_back(corners(rect));
        }
        group.centre = group.centre * (1.0 / double(label.group.size()));
        group.ahead = forward(label.group.front());
        group.right = rightward(label.group.front());
    }
    // The point of the group's outline nearest `p`, where a leader line ends.
    auto reachOf = [&](std::size_t i, Point p) {
        Point reach = p;
        double nearest = std::numeric_limits<double>::infinity();
        for (const OrientedRect &rect : labels[i].group) {
            for (const Segment &edge : edges(rect)) {
                const Point q = nearestOnSegment(p, edge);
                if (length(q - p) < nearest) {
                    nearest = length(q - p);
                    reach = q;
                }
            }
        }
        return reach;
    };
    // How many cards and bases the card covers, stopping at `enough`.
    auto covered = [&](const Box &card, int enough) {
        const Box room = spaced(card);
        int count = 0;
        for (const Box &other : cards) {
            if (overlaps(room, other) && ++count >= enough)
                return count;
        }
        for (std::size_t b = 0; b < bases.size(); ++b) {
            if (overlaps(room, baseBounds[b]) && overlaps(room, bases[b]) && ++count >= enough)
                return count;
        }
        return count;
    };
    // Free: no card or base under it, no leader line through it, and its own line crossing no card.
    auto free = [&](const Box &card, const Segment *line) {
        if (covered(card, 1) > 0)
            return false;
        const Box room = spaced(card);
        for (const Segment &other : lines) {
            if (crosses(other, room))
                return false;
        }
        if (line) {
            for (const Box &other : cards) {
                if (crosses(*line, other))
                    return false;
            }
        }
        return true;
    };
    std::vector<LabelPlace> out(labels.size());
    std::vector<bool> done(labels.size(), false);
    auto place = [&](std::size_t i, Point centre, std::size_t form, bool leader, bool clear) {
        const CardSize size = labels[i].forms[form];
        LabelPlace &at = out[i];
        at = {centre, form, leader, reachOf(i, centre), clear};
        cards.push_back(spaced(boxAround(centre, size.width, size.height)));
        if (leader)
            lines.push_back({centre, at.reach});
        done[i] = true;
    };

    // Round by round, so that every card has its group's side before any goes further afield:
    // the first two forms near, out with a leader line, anywhere near; then each further form.
    std::size_t most = 0;
    for (const LabelRequest &label : labels)
        most = std::max(most, label.forms.size());
    std::vector<std::pair<std::size_t, Reach>> rounds;
    for (const Reach reach : {Reach::Near, Reach::Out, Reach::Far}) {
        for (std::size_t form = 0; form < std::min<std::size_t>(2, most); ++form)
            rounds.emplace_back(form, reach);
    }
    for (std::size_t form = 2; form < most; ++form) {
        for (const Reach reach : {Reach::Near, Reach::Out, Reach::Far})
            rounds.emplace_back(form, reach);
    }
    for (const auto &[form, reach] : rounds) {
        for (const std::size_t i : order) {
            if (done[i] || labels[i].group.empty() || form >= labels[i].forms.size())
                continue;
            const CardSize size = labels[i].forms[form];
            for (const Candidate &candidate :
                 candidates(groups[i], size.width, size.height, gap, reach)) {
                const Box card = boxAround(candidate.centre, size.width, size.height);
                if (!within(card, area))
                    continue;
                const Segment line{candidate.centre, reachOf(i, candidate.centre)};
                if (free(card, candidate.leader ? &line : nullptr)) {
                    place(i, candidate.centre, form, candidate.leader, true);
                    break;
                }
            }
        }
    }
    // Nowhere free: the last form where it covers the fewest.
    for (const std::size_t i : order) {
        if (done[i] || labels[i].group.empty() || labels[i].forms.empty())
            continue;
        const std::size_t form = labels[i].forms.size() - 1;
        const CardSize size = labels[i].forms[form];
        int fewest = std::numeric_limits<int>::max();
        Candidate best{groups[i].centre, false};
        for (const Reach reach : {Reach::Near, Reach::Out}) {
            for (const Candidate &candidate :
                 candidates(groups[i], size.width, size.height, gap, reach)) {
                const Box card = boxAround(candidate.centre, size.width, size.height);
                if (!within(card, area))
                    continue;
                const int count = covered(card, fewest);
                if (count < fewest) {
                    fewest = count;
                    best = candidate;
                }
            }
        }
        place(i, best.centre, form, best.leader, false);
    }
    return out;
}
} // namespace

std::vector<LabelPlace> placeLabels(const std::vector<LabelRequest> &labels,
                                    const std::vector<OrientedRect> &bases, const Box &area,
                                    double gap, const std::vector<Box> &keepClear)
{
    // In the order given; where cards found no free place, again with those first (a card
    // boxed in has fewer places than its neighbours, which can go elsewhere), a few times.
    std::vector<std::size_t> order(labels.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::vector<LabelPlace> best;
    std::size_t fewest = labels.size() + 1;
    for (int attempt = 0; attempt < 4; ++attempt) {
        std::vector<LabelPlace> places = placeInOrder(labels, bases, area, gap, keepClear, order);
        std::vector<std::size_t> stuck;
        for (const std::size_t i : order) {
            if (!places[i].clear)
                stuck.push_back(i);
        }
        if (stuck.size() < fewest) {
            fewest = stuck.size();
            best = std::move(places);
        }
        // Done when all are placed, or when many are stuck: a table too crowded for its cards
        // gains little from more tries, and it is placed again on every zoom.
        if (stuck.empty() || stuck.size() > std::max<std::size_t>(2, labels.size() / 4))
            break;
        std::stable_partition(order.begin(), order.end(), [&](std::size_t i) {
            return std::find(stuck.begin(), stuck.end(), i) != stuck.end();
        });
    }
    return best;
}

} // namespace adjutant::geometry
