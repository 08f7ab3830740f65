#include "rulesets/fogr/shootingfiles.h"

#include "core/unit.h"
#include "geometry/zones.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/rulebook.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace adjutant::rulesets::fogr {

std::optional<WeaponRange> weaponRange(const RuleBook &book, const QString &weapon, bool mounted)
{
    const QString table = QStringLiteral("shootingRanges");
    QString key = weapon;
    if (!book.has(table, key)) {
        // FoGR, Ranges: "Foot bow, bow* and crossbow 4, 6"; "mounted bow, bow* and crossbow 4, -".
        key += mounted ? QStringLiteral(" (mounted)") : QStringLiteral(" (foot)");
        if (!book.has(table, key))
            return std::nullopt;
    }
    const QJsonObject row = book.json(table, key).toObject(); // throws when missing
    WeaponRange range{key, row.value(QStringLiteral("short")).toDouble(), std::nullopt};
    if (row.value(QStringLiteral("long")).isDouble())
        range.longRange = row.value(QStringLiteral("long")).toDouble();
    return range;
}

std::vector<ShootingFile> shootingFiles(const RuleBook &book,
                                        const QHash<QString, QString> &categories,
                                        const core::Unit &unit,
                                        const std::vector<geometry::OrientedRect> &bases,
                                        double tolerance, QStringList *missing)
{
    // Each base's weapons.
    std::vector<std::vector<WeaponRange>> weapons(bases.size());
    bool any = false;
    for (std::size_t j = 0; j < bases.size() && j < std::size_t(unit.bases.size()); ++j) {
        const core::Base &base = unit.bases[qsizetype(j)];
        const QString type = base.troopType.isEmpty() ? unit.troopType : base.troopType;
        const bool mounted = categories.value(type) == QLatin1String("Mounted");
        QStringList candidates = base.capabilities.isEmpty() ? unit.capabilities
                                                              : base.capabilities;
        candidates.append(type);
        for (const QString &weapon : std::as_const(candidates)) {
            try {
                if (const std::optional<WeaponRange> range = weaponRange(book, weapon, mounted)) {
                    weapons[j].push_back(*range);
                    any = true;
                }
            } catch (const MissingRuleValue &) {
                if (missing && !missing->contains(weapon))
                    missing->append(weapon);
            }
        }
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
            if (weapons[j].empty())
                continue;
            // Its rank: the bases of the file in front of it.
            ranks.push_back(int(std::count_if(members.begin(), members.end(), [&](std::size_t m) {
                return m != j && geometry::directlyInFront(bases[j], bases[m], tolerance);
            })));
            for (const WeaponRange &weapon : weapons[j]) {
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
