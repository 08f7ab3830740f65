// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/shootingfiles.h"

#include "core/unit.h"
#include "geometry/zones.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/rulebook.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace adjutant::rulesets::fogr {

WeaponRanges::WeaponRanges(const RuleBook &book)
{
    const QString table = QStringLiteral("shootingRanges");
    const QString foot = QStringLiteral(" (foot)");
    const QString mounted = QStringLiteral(" (mounted)");
    for (const QString &key : book.keys(table)) {
        Row row;
        try {
            const QJsonObject cells = book.json(table, key).toObject();
            row.range = WeaponRange{key, cells.value(QStringLiteral("short")).toDouble(), {}};
            if (cells.value(QStringLiteral("long")).isDouble())
                row.range->longRange = cells.value(QStringLiteral("long")).toDouble();
        } catch (const MissingRuleValue &e) {
            row.missing = e.message(); // told to whoever asks for this weapon
        }
        mRows[key].own = row;
        // FoGR, Ranges: "Foot bow, bow* and crossbow 4, 6"; "mounted bow, bow* and crossbow 4, -".
        if (key.endsWith(foot))
            mRows[key.chopped(foot.size())].foot = row;
        else if (key.endsWith(mounted))
            mRows[key.chopped(mounted.size())].mounted = row;
    }
}

const WeaponRanges::Row *WeaponRanges::row(const QString &weapon, bool mounted) const
{
    const auto rows = mRows.constFind(weapon);
    if (rows == mRows.constEnd())
        return nullptr;
    const std::optional<Row> &row = rows->own ? rows->own : mounted ? rows->mounted : rows->foot;
    return row ? &*row : nullptr;
}

std::optional<WeaponRange> WeaponRanges::find(const QString &weapon, bool mounted,
                                              bool &missing) const
{
    const Row *found = row(weapon, mounted);
    if (!found)
        return std::nullopt;
    missing = !found->range;
    return found->range;
}

std::optional<WeaponRange> WeaponRanges::require(const QString &weapon, bool mounted) const
{
    const Row *found = row(weapon, mounted);
    if (found && !found->range)
        throw MissingRuleValue(found->missing);
    return found ? found->range : std::nullopt;
}

std::vector<ShootingFile> shootingFiles(const WeaponRanges &weapons,
                                        const QHash<QString, QString> &categories,
                                        const core::Unit &unit,
                                        const std::vector<geometry::OrientedRect> &bases,
                                        double tolerance, QStringList *missing)
{
    // Each base's weapons.
    std::vector<std::vector<WeaponRange>> ranges(bases.size());
    bool any = false;
    for (std::size_t j = 0; j < bases.size() && j < std::size_t(unit.bases.size()); ++j) {
        const core::Base &base = unit.bases[qsizetype(j)];
        const QString type = base.troopType.isEmpty() ? unit.troopType : base.troopType;
        const bool mounted = categories.value(type) == QLatin1String("Mounted");
        auto take = [&](const QString &weapon) {
            bool unknown = false;
            if (const std::optional<WeaponRange> range = weapons.find(weapon, mounted, unknown)) {
                ranges[j].push_back(*range);
                any = true;
            } else if (unknown && missing && !missing->contains(weapon)) {
                missing->append(weapon);
            }
        };
        for (const QString &weapon :
             base.capabilities.isEmpty() ? unit.capabilities : base.capabilities)
            take(weapon);
        take(type);
    }
    std::vector<ShootingFile> files;
    if (!any)
        return files;
    for (const std::size_t i : geometry::frontRank(bases, tolerance)) {
        std::optional<ShootingFile> file;
        auto inFile = [&](std::size_t j) {
            return j == i ||
                   (std::abs(std::remainder(bases[j].facingDegrees - bases[i].facingDegrees,
                                            360.0)) < 1.0 &&
                    geometry::directlyInFront(bases[j], bases[i], tolerance));
        };
        std::vector<std::size_t> members;
        for (std::size_t j = 0; j < bases.size(); ++j) {
            if (inFile(j))
                members.push_back(j);
        }
        std::vector<int> ranks;
        for (const std::size_t j : members) {
            if (ranges[j].empty())
                continue;
            // Its rank: the bases of the file in front of it.
            ranks.push_back(int(std::count_if(members.begin(), members.end(), [&](std::size_t m) {
                return m != j && geometry::directlyInFront(bases[j], bases[m], tolerance);
            })));
            for (const WeaponRange &weapon : ranges[j]) {
                if (!file) {
                    file = ShootingFile{i, weapon, weapon, {}};
                    continue;
                }
                if (weapon.shortRange > file->shortest.shortRange)
                    file->shortest = weapon;
                if (weapon.reach() > file->longest.reach())
                    file->longest = weapon;
            }
        }
        if (file) {
            file->shootingRanks = ranks;
            files.push_back(*file);
        }
    }
    return files;
}

} // namespace adjutant::rulesets::fogr
