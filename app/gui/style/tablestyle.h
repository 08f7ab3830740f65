// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QBrush>
#include <QColor>
#include <QStringList>
#include <QString>

namespace adjutant::app {

// The colours of the table, shared by its items and its legend so the two always agree.
namespace tablestyle {

// Side colours by the side's place in the battle: strong, distinct, readable under dark text.
QColor sideColour(int sideIndex);
// The body of a base: the side colour, lighter, so that the front edge stands out.
QColor baseBody(int sideIndex);
// The sides told apart without colour (a report printed in black and white, a player who cannot
// tell red from blue): laid over a base's body, nothing on the first side's, a hatch on the
// second's, a cross-hatch on the third's, dots on the fourth's.
QBrush sideHatch(int sideIndex);

struct TerrainLook
{
    QColor fill;
    QColor edge;
    Qt::BrushStyle pattern = Qt::NoBrush; // drawn over the fill in the edge colour
    QString family;                       // the legend's wording
};
// By the rule set's terrain type (free text: "Woods", "Gentle hill", "Steep hill", "Marsh" ...).
TerrainLook terrain(const QString &type);

// Cohesion and morale levels at a glance, by where `level` stands on the rule set's ladder (best
// first): green at the top, amber and orange between, red at the foot (FoGR's Steady, Disrupted,
// Fragmented, Broken); grey for a level the ladder does not have.
QColor cohesion(const QStringList &ladder, const QString &level);
// A threshold of the books reached (an army routed, a unit autobroken), and one the next loss
// reaches: the colours of the worst and the second steps of a ladder.
QColor reached();
QColor warning();

// Type written on `ground`: black or white, whichever stands out more (WCAG contrast).
QColor inkOn(const QColor &ground);

// Table-side mode (View > Table-Side Mode): the table's words and cohesion marks drawn large
// enough to read from a chair at the table, about 70 cm from the screen. Off at start.
void setTableSide(bool on);
bool tableSide();
// A size in pixels of the table's type and marks, as drawn now: `pixels`, or twice that table-side.
double sized(double pixels);

inline const QColor tableCloth{0x9c, 0xb0, 0x7a};
inline const QColor offTable{0x4a, 0x4e, 0x52};
// A hex map's paper, where no terrain is marked: clear ground.
inline const QColor hexMap{0xe6, 0xe4, 0xc8};
inline const QColor contact{0x12, 0xa1, 0x50};
inline const QColor overlap{0xe0, 0x20, 0x20};
inline const QColor selection{0xff, 0xd4, 0x00};
inline const QColor ruler{0x10, 0x10, 0x10};

} // namespace tablestyle
} // namespace adjutant::app
