// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/orientedrect.h"
#include "geometry/point.h"
#include "geometry/polygon.h"

#include <vector>

namespace adjutant::geometry {

// A label's card on the table, in millimetres: a box (polygon.h) round its centre, axis-aligned
// since the screen never turns it with the table.
Box boxAround(Point centre, double width, double height);

// Whether the interiors meet: boxes or a box and a base that only touch do not overlap.
bool overlaps(const Box &a, const Box &b);
bool overlaps(const Box &box, const OrientedRect &rect);
// Whether `inner` lies wholly in `outer` (boundary included).
bool within(const Box &inner, const Box &outer);

// A label to place beside its group of bases, in the forms its card may take, the one most
// wanted first: the whole card, then smaller ones that say less (a short name; the name alone).
struct CardSize
{
    double width = 0.0;
    double height = 0.0;
};
struct LabelRequest
{
    std::vector<OrientedRect> group; // the first base's facing says where the group's rear is
    std::vector<CardSize> forms;     // at least one
};

struct LabelPlace
{
    Point centre;        // of the card
    std::size_t form = 0; // which of the request's forms
    bool leader = false; // apart from its group: a line from the card to `reach`
    Point reach;         // on the group's outline, nearest the card
    bool clear = true;   // false: nowhere was free; the place that covers the fewest
};

// Places the cards clear of each other, of every base in `bases` (their own groups' included)
// and of each other's leader lines, inside `area`, `gap` apart. The places, tried in rounds so
// that every card has its group's side before any goes further afield, each round taking the
// cards in the order given: beside the group (behind its rear, in front, to its left and right,
// at its corners, sliding along it) in the first form, then the second; further out those ways
// with a leader line, first form then second; anywhere within three cards, nearest first, with
// a leader line; then the same three reaches for each further form. A card with no free place
// takes its last form where it covers the fewest cards and bases; where any card has none, the
// placing is done again with those cards first, up to four times while few are stuck, and the
// best kept. Tens of groups and hundreds of bases take well under a frame (a millisecond or
// two for 80 groups of 4 bases): most cards stop at one of the first places.
// `keepClear`: boxes no card may cover (the view's legend over the table).
std::vector<LabelPlace> placeLabels(const std::vector<LabelRequest> &labels,
                                    const std::vector<OrientedRect> &bases, const Box &area,
                                    double gap, const std::vector<Box> &keepClear = {});

} // namespace adjutant::geometry
