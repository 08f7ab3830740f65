#pragma once

#include "geometry/orientedrect.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace adjutant::core {
struct Unit;
}

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::fogr {

// A weapon's ranges in MU (FoGR: Shooting Phase, Ranges).
struct WeaponRange
{
    QString weapon; // as the table names it: "Arquebus", "Bow (mounted)", "Heavy Artillery"
    double shortRange = 0;
    std::optional<double> longRange; // none: "-"
    double reach() const { return longRange.value_or(shortRange); }
};

// The row of `weapon` (a capability, or an artillery troop type) for a base of the troop
// category given: "Foot bow, bow* and crossbow" and "mounted bow, bow* and crossbow" differ.
// None when the weapon does not shoot (no row); throws MissingRuleValue when its row is marked
// missing (regimental guns).
std::optional<WeaponRange> weaponRange(const RuleBook &book, const QString &weapon, bool mounted);

// One file of a battle group that shoots (FoGR: Shooting Phase): "Only bases that have a shooting
// capability ... can shoot"; "Non-front rank bases shoot as if at the same range as the front
// rank"; "Line of sight is always drawn from the front rank". A file is a front rank base and
// the bases straight behind it facing the same way; it shoots when any of them has a weapon, and
// its arc, range and sight are its front rank base's.
struct ShootingFile
{
    std::size_t front = 0; // the front rank base, an index into the bases
    WeaponRange shortest;   // the weapon of the file with the longest short range
    WeaponRange longest;    // the weapon of the file that reaches furthest
    // The rank of each of its bases with a weapon: 0 the front rank, 1 the one behind ...
    std::vector<int> shootingRanks;
};

// The files of `unit` that shoot, its bases standing at `bases` (index for index with
// unit.bases; the table's, or as dragged on screen). A base shoots with its own capabilities
// (or the unit's when it names none) and, for artillery, its troop type. `categories`: each
// troop type's category ("Mounted", "Foot" ...) from the troopTypes table. The weapons whose row
// is missing are added to `missing`.
std::vector<ShootingFile> shootingFiles(const RuleBook &book,
                                        const QHash<QString, QString> &categories,
                                        const core::Unit &unit,
                                        const std::vector<geometry::OrientedRect> &bases,
                                        double tolerance, QStringList *missing = nullptr);

} // namespace adjutant::rulesets::fogr
