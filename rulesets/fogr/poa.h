// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/fogr/fogrtypes.h"
#include "rulesets/modifier.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace adjutant::core {
class JsonReader;
}

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::fogr {

enum class CombatKind
{
    Shooting,
    Impact,
    Melee
};

// What the POA tables look at, for the bases of one POA group (FoGR, Scoring Hits - Points of
// Advantage: "In close combat, each front rank base uses its own POAs"; POAs Requiring Ranks:
// "all POAs apply on a file-by-file basis").
struct BaseFacts
{
    QString troopType;                   // a name of the troopTypes catalogue
    QStringList capabilities;            // of these bases ("Pike", "Arquebus")
    QStringList battleGroupCapabilities; // of any base of the battle group ("pike in the same
                                         // battle group as ...")
    int ranks = 1;            // ranks of the file with the capability (POAs Requiring Ranks)
    bool isProtected = false; // FoGR, Protection
    bool charging = false;
    Cohesion cohesion = Cohesion::Steady;
    Disorder disorder = Disorder::None;
    QString armour;                  // "Armoured", ...; empty when not given
    std::optional<bool> openTerrain; // "only in open terrain" rows ask for it
};

// FoGR troop categories, from the troopTypes table.
struct TroopClass
{
    QString category; // "Mounted", "Foot", "Elephants"
    bool light = false;
    bool shock = false;
};
// Throws core::Error at `path` naming the accepted types when `type` is not in the catalogue.
TroopClass troopClass(const RuleBook &book, const QString &type, const core::JsonReader &json,
                      QStringView key);
TroopClass troopClass(const RuleBook &book, const QString &type);

// Shot: "any foot with arquebus, musket, musket* or salvo capability" (Troop Function Categories).
bool isShot(const RuleBook &book, const BaseFacts &facts);

// A POA derived from the tables for one group: the rows of each side that apply, the net value
// before and after the cap, and what the derivation could not check.
struct DerivedPoa
{
    QList<Modifier> own;
    QList<Modifier> enemy;
    int uncapped = 0;
    int net = 0;
    QStringList notes;
};

// The net close combat POA of `own` bases against `enemy` bases (FoGR, Impact POAs; Melee POAs),
// capped at ++/--. A row whose value the transcription lacks throws MissingRuleValue naming
// `fieldPath` and asking for the net POA to be typed there (unless the user supplied the value).
DerivedPoa closeCombatPoa(CombatKind kind, const BaseFacts &own, const BaseFacts &enemy,
                          const RuleBook &book, const QString &fieldPath);

// FoGR, Scoring Hits - Points of Advantage: the minimum score to hit at a net POA (-2..+2).
int scoreToHit(const RuleBook &book, CombatKind kind, int netPoa);
// The cap: ++ is the maximum net advantage, -- the maximum net disadvantage.
int cappedPoa(const RuleBook &book, int poa);
// "++", "+", "0", "-", "--".
QString poaText(int poa);

} // namespace adjutant::rulesets::fogr
