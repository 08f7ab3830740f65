// SPDX-License-Identifier: GPL-3.0-or-later
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

// The shootingRanges table, read once (FogrTableRules keeps it): the facts ask it for every base
// of both units of every pair they measure.
class WeaponRanges
{
public:
    explicit WeaponRanges(const RuleBook &book);

    // The row of `weapon` (a capability, or an artillery troop type) for a base of the troop
    // category given: "Foot bow, bow* and crossbow" and "mounted bow, bow* and crossbow" differ.
    // None when the weapon does not shoot (no row); `missing` is set when its row is marked
    // missing (regimental guns), and none given.
    std::optional<WeaponRange> find(const QString &weapon, bool mounted, bool &missing) const;
    // The same row for a procedure: throws MissingRuleValue when it is marked missing.
    std::optional<WeaponRange> require(const QString &weapon, bool mounted) const;

private:
    struct Row
    {
        std::optional<WeaponRange> range; // none: marked missing
        QString missing;                  // then, the book's message saying so
    };
    const Row *row(const QString &weapon, bool mounted) const;
    // By the name asked: its own row, or the rows of "<name> (foot)" and "<name> (mounted)".
    struct Rows
    {
        std::optional<Row> own;
        std::optional<Row> foot;
        std::optional<Row> mounted;
    };
    QHash<QString, Rows> mRows;
};

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
std::vector<ShootingFile> shootingFiles(const WeaponRanges &weapons,
                                        const QHash<QString, QString> &categories,
                                        const core::Unit &unit,
                                        const std::vector<geometry::OrientedRect> &bases,
                                        double tolerance, QStringList *missing = nullptr);

} // namespace adjutant::rulesets::fogr
