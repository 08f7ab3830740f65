// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/length.h"
#include "core/measureunit.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::rulesets {

// One size of movement unit a rule set allows (FoGR, The Basics: 25 mm, 1 inch, 40 mm, 1.5 inch).
struct MovementUnitSize
{
    double millimetres = 0;
    QString label; // "1 inch (25.4 mm)"
};

// A base's frontage and depth in mm for one troop type at one figure scale, as the book gives
// them. What the rules text lacks is 0, and `missing` says what it is (the player measures his
// own). A rule set that counts figures (Old Dessauer) also gives how many usually stand on the
// base and, where a base is as wide as its figures, one figure's frontage: a base of n figures
// is then n times that wide.
struct BaseSize
{
    double width = 0;
    double depth = 0;
    QString citation;
    QString missing;
    int figures = 0;           // 0: the rule set counts bases, not figures
    double figureFrontage = 0; // mm; 0: the base's width does not follow its figures
    int usualBases = 0;        // the bases of a usual unit; 0: none given
    QString note;              // what is interpreted, in the player's words
};

// A formation a unit may take (Old Dessauer: line, column, square), and the troop types that
// may take it.
struct Formation
{
    QString name;
    QStringList troopTypes;
    QString citation;
};

// A rule the book marks optional, which the players switch on for a battle (core::Battle::
// optionalRules holds the ids of those in play).
struct OptionalRule
{
    QString id; // "elbowRoom"
    QString name;
    QString citation;
};

// What a unit costs to buy, as the book prices it: the total and how it is made up, each line
// with its price (OD 20: "12 figures of grade C at 4: 48"). `note` says what is interpreted, or,
// when `reckoned` is false, why the book gives no price.
struct PointValue
{
    bool reckoned = false;
    int points = 0;
    QStringList working;
    QString citation;
    QString note;
};

// The base sizes of one figure scale, by troop type.
struct FigureScale
{
    QString id;    // "15mm"
    QString label; // "15 mm figures (and smaller)"
    QHash<QString, BaseSize> bases;
};

// A commander's rank and the command range that goes with it, in the table's unit; 0 when the
// rank has none of its own (Nieuport 1600 counts a line of command per unit kind instead).
struct CommanderRank
{
    QString rank;
    double commandRange = 0;
    QString citation;
};

// A value printed on a hex map's counter that a new unit is given (N1600 2.2: its movement and
// morale values): kept as the unit's quality when `key` is "quality", else as its property `key`.
struct CounterValue
{
    QString key;
    QString label;
    int minimum = 0;
    int maximum = 0;
    QString citation;
};

// What a new battle and a new unit of a rule set start from (DESIGN.md, Set up): the table's
// units of measure, the book's table, base sizes, terrain types, commanders and the troop lists
// beyond the catalogue. Every value comes from the rule set's data with its citation; what the
// book does not give is empty and the `...Citation` field says so. The New Battle and New Unit
// dialogs, `adjutant-cli new` and the check of a battle's table (battlecheck.h) read it.
struct Setup
{
    // The units its tables are measured in, the usual one first.
    QList<core::MeasureUnit::Kind> units;
    // The MU sizes it allows; empty when it does not measure in MU.
    QList<MovementUnitSize> movementUnits;
    QString movementUnitCitation;
    // The book's table in the usual unit (hex maps: columns and rows); 0 when it gives none.
    double tableWidth = 0;
    double tableDepth = 0;
    QString tableCitation; // the section that gives it; empty when the book gives none
    QString tableNote;     // the book's words, or that it gives no table
    QList<FigureScale> scales;
    // The terrain types a piece is placed as, each with the section that names it (or the
    // table's). Where the book's list is missing from the rules text, `terrainOwnNames` is set:
    // these are the types the text names elsewhere, the players name any other as their copy
    // does, and `terrainCitation` says what is missing.
    QStringList terrainTypes;
    QHash<QString, QString> terrainSources;
    QString terrainCitation;
    bool terrainOwnNames = false;
    QList<CommanderRank> commanders;
    // The formations a unit may take, in the order a new unit's dialog offers them; empty when
    // the rule set keeps none.
    QList<Formation> formations;
    // The optional rules, in the book's order; empty when it has none.
    QList<OptionalRule> optionalRules;
    QStringList armour;          // best first
    QStringList unarmouredTypes; // troop types that take no armour
    QStringList capabilities;
    // On a hex map: the values a new unit's counter carries, the troop types whose units stand
    // in two hexes side by side (N1600 7.2), and the unit property that names the commander whose
    // command it belongs to, with its label (N1600 5.2: "wing", "Wing"); empty where none.
    QList<CounterValue> counterValues;
    QStringList doubleTypes;
    QString commandProperty;
    QString commandLabel;
    // What a new unit's dialog offers first: a common choice, not a rule.
    QString usualTroopType;
    QString usualQuality;
    QString usualArmour;

    bool measuresIn(core::MeasureUnit::Kind kind) const { return units.contains(kind); }
    // Whether an MU of `size` is one it allows (to the micrometre).
    bool allowsMovementUnit(core::Length size) const;
    // "25, 25.4, 40 or 38.1": the MU sizes in mm, as a message lists them.
    QString movementUnitList() const;
    // The base of `troopType` at `scale`; a size with `missing` set when the book lacks it.
    BaseSize baseSize(const QString &scale, const QString &troopType) const;
    // The formations `troopType` may take, in order.
    QList<Formation> formationsOf(const QString &troopType) const;
};

} // namespace adjutant::rulesets
