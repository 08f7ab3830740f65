// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace adjutant::core {
class JsonReader;
}

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::fogr {

// What the movement and army rules ask of a battle group's troop types (FoGR, Troops, Troop Type;
// Troop Function Categories), from the names of the troop types its bases are.
struct TroopProfile
{
    QStringList types;
    bool mounted = false;   // every base is mounted (not elephants)
    bool elephants = false; // every base is elephants
    bool foot = false;      // every base is foot
    bool light = false;     // light troops: entirely light foot, light horse or dragoons
    bool shock = false;     // by type (gendarmes, cavaliers, determined horse) or as the input says
    bool artillery = false; // every base is artillery
    bool battleWagons = false;
    bool warriors = false; // any base is warriors

    bool has(const QString &type) const { return types.contains(type); }
    bool battleTroops() const { return !light; } // "any troops other than light troops"
    bool mountedOrElephants() const { return mounted || elephants; }
    bool mixedMountedAndFoot() const { return !foot && !mountedOrElephants(); }
    // "Foot", "Mounted", "Elephants" or "mounted and foot".
    QString category() const;
};

// The profile of the troop types named in `key` (a non-empty array of names from the troopTypes
// table; an unknown name fails naming the field and the accepted names). `shockKey`, if present in
// the input, overrides the shock derived from the types: shock by capability (lancers, impact
// mounted, impact foot, salvo, keils) is the user's to say.
TroopProfile readTroops(const core::JsonReader &json, QStringView key, const RuleBook &book,
                        QStringView shockKey = {});
TroopProfile readTroopType(const core::JsonReader &json, QStringView key, const RuleBook &book,
                           QStringView shockKey = {});

// One rule a procedure applied, for its facts: {"rule": the book's words, "citation": ...,
// "effect": "forbids" / "needs a CMT" / "allows" / ...} and "interpreted" where the cell is.
QJsonObject ruleReason(const RuleBook &book, const QString &table, const QString &key,
                       const QString &effect);

} // namespace adjutant::rulesets::fogr
