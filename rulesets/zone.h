// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/polygon.h"

#include <QString>

#include <vector>

namespace adjutant::rulesets {

// An overlay a rule set draws for the selected unit, as the overlay switches show it.
struct OverlayInfo
{
    QString key;   // stable: "shortArc"
    QString title; // the switch's text: "Short Range"
    QString tip;   // what it draws, with the rule's section
};

// One shape an overlay draws on the table for the selected unit, in table millimetres: an area
// (the union of `area`, less the union of `minus`), a circle, or a line, in a style the app
// draws alike for every rule set, with its caption.
struct Zone
{
    enum class Style
    {
        LongArc,
        ShortArc,
        RestrictedArea, // a zone the unit pins or stops the enemy in
        Interception,
        CommandRange, // a ring; `dashed` when the unit is out of it
        Commander,    // a commander's marker at `centre`
        SightClear,   // a line
        SightBlocked
    };
    QString overlay; // the OverlayInfo::key it belongs to
    Style style = Style::ShortArc;
    QString about; // the enemy or commander it concerns, or empty
    std::vector<geometry::Polygon> area;
    std::vector<geometry::Polygon> minus;
    geometry::Point centre{};
    double radius = 0; // a circle when > 0
    std::vector<geometry::Point> line;
    bool dashed = false;
    QString tip;
    // The caption, at `captionAt`; `captionBack` (a unit vector, or none) moves it a few pixels
    // that way, so that it sits just inside the zone's far edge. A Commander's caption goes
    // below its marker.
    QString caption;
    geometry::Point captionAt{};
    geometry::Point captionBack{};
    // An overlay switched on with nothing to draw says why, at `captionAt` (no shape then):
    // "no weapon of Tercio reaches beyond short range (arquebus: 3 MU, no long range)".
    QString reason;
};

} // namespace adjutant::rulesets
