// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::core {

// The rule-set state of a unit: its cohesion (FoGR) or morale (Old Dessauer, Nieuport) level,
// disorder, formation (Old Dessauer: "Line", "Column", "Limbered"; empty where the rule set keeps
// none) and free flags. The values are the rule set's own words; core does not interpret them.
struct UnitState
{
    QString cohesion;
    bool disordered = false;
    QStringList flags;
    QString formation;

    bool operator==(const UnitState &) const = default;
};

// A battle group (FoGR), unit (Old Dessauer, Nieuport 1600). Strength counts bases or figures,
// as the rule set counts them (a rule set that counts figures also says how many stand on each
// base: Base::figures). `properties` are free values the rule set reads by its own keys (the
// values printed on a Nieuport 1600 counter: {"movement": 4, "fire": 6}); core does not
// interpret them, as with Terrain::properties.
// `trayMarker` is the capture marker on a movement tray that carries the whole unit (noMarker:
// none). A unit is marked either by its tray or base by base (Base::marker), never both, and no
// marker id is used twice in a battle (core/markers.h).
struct Unit
{
    QString id;
    QString side;
    QString name;
    QString troopType; // key into the rule set's troop catalogue
    QString quality;   // quality or grade
    QString armour;
    QStringList capabilities;
    int originalStrength = 0;
    int currentStrength = 0;
    UnitState state;
    QList<Base> bases;
    QJsonObject properties;
    int trayMarker = noMarker;

    bool operator==(const Unit &) const = default;
};

} // namespace adjutant::core
