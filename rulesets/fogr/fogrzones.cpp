// SPDX-License-Identifier: GPL-3.0-or-later
// FogrTableRules: the overlays FoGR draws for the selected battle group.
#include "core/battle.h"
#include "geometry/zones.h"
#include "rulesets/fogr/fogrtablerules.h"
#include "rulesets/fogr/shootingfiles.h"
#include "rulesets/rulebook.h"
#include "rulesets/tablezones.h"

#include <cmath>

namespace adjutant::rulesets::fogr {

namespace {
const QString shortArc = QStringLiteral("shortArc");
const QString longArc = QStringLiteral("longArc");
const QString restrictedArea = QStringLiteral("restrictedArea");
const QString interception = QStringLiteral("interception");
const QString commandRanges = QStringLiteral("commandRanges");
const QString lineOfSight = QStringLiteral("lineOfSight");

QString mu(double value)
{
    return QString::number(value, 'g', 4);
}

// Why a battle group draws no arc of fire at all: no file shoots, or its weapons' ranges are
// not in the rules text.
QString noShooting(const QString &name, const QStringList &missing, const QString &ranges)
{
    if (!missing.isEmpty())
        return QStringLiteral("%1: the range of %2 is not in the rules text (%3); supply it from "
                              "your copy")
            .arg(name, missing.join(QStringLiteral(", ")).toLower(), ranges);
    return QStringLiteral("no base of %1 has a weapon that shoots (FoGR, Shooting Phase: only "
                          "bases that have a shooting capability can shoot)")
        .arg(name);
}

// Why a battle group that shoots has no long range arc: each weapon's ranges, as the table gives
// them ("arquebus: 3 MU, no long range").
QString noLongRange(const QString &name, const std::vector<ShootingFile> &files)
{
    QStringList weapons;
    for (const ShootingFile &file : files) {
        for (const WeaponRange &weapon : {file.shortest, file.longest}) {
            const QString words =
                weapon.longRange
                    ? QStringLiteral("%1: %2 MU, long range %3 MU")
                          .arg(weapon.weapon.toLower(), mu(weapon.shortRange), mu(*weapon.longRange))
                    : QStringLiteral("%1: %2 MU, no long range")
                          .arg(weapon.weapon.toLower(), mu(weapon.shortRange));
            if (!weapons.contains(words))
                weapons << words;
        }
    }
    return QStringLiteral("no weapon of %1 reaches beyond short range (%2)")
        .arg(name, weapons.join(QStringLiteral("; ")));
}
} // namespace

QList<OverlayInfo> FogrTableRules::overlays() const
{
    return {
        {shortArc, QStringLiteral("Short Range"),
         QStringLiteral("The arcs of fire of the files that shoot, to their short range (FoGR, "
                        "Shooting Phase: 1 base width each side)")},
        {longArc, QStringLiteral("Long Range"),
         QStringLiteral("The arcs of fire beyond short range, of the files whose weapon has a long "
                        "range (2 base widths each side)")},
        {restrictedArea, QStringLiteral("Restricted Area"),
         QStringLiteral("The restricted area straight ahead of the selected battle group (FoGR, "
                        "Restricted Area)")},
        {interception, QStringLiteral("ZOI"),
         QStringLiteral("The zone of interception straight ahead of the selected battle group "
                        "(FoGR, Interception Charges)")},
        {commandRanges, QStringLiteral("Command"),
         QStringLiteral("The command ranges of the selected battle group's commanders, and where "
                        "they stand")},
        {lineOfSight, QStringLiteral("Sight"),
         QStringLiteral("Line of sight from the selected battle group to each enemy: solid white "
                        "clear, dashed black blocked")},
    };
}

QList<Zone> FogrTableRules::zones(const core::Battle &battle, int unit, const QJsonObject &facts,
                                  const QSet<QString> &shown) const
{
    QList<Zone> zones;
    const core::Unit &self = battle.units[unit];
    const std::vector<geometry::OrientedRect> rects = tablezones::rectsOf(self);
    if (rects.empty())
        return zones;
    const double tolerance = battle.table.contactTolerance;
    const double mm = battle.table.unit.size().millimetres();
    const std::vector<std::size_t> front = geometry::frontRank(rects, tolerance);
    const tablezones::Front caption = tablezones::frontOf(rects, front);
    auto band = [&](const QString &overlay, Zone::Style style, double reach) {
        Zone zone;
        zone.overlay = overlay;
        zone.style = style;
        for (const std::size_t i : front)
            zone.area.push_back(geometry::frontBand(rects[i], 0.0, reach));
        return zone;
    };

    // FoGR, Restricted Area: "within 2 MU directly in front of an enemy battle group".
    const double restricted = mRestricted * mm;
    // FoGR, Interception Charges: "The ZOI is 2 MUs for foot and 4 MUs for mounted troops and
    // elephants. It extends only directly to the intercepting battle group's front."
    const QString category = mCategories.value(self.troopType);
    const double zoi = (category == QLatin1String("Mounted") || category == QLatin1String("Elephants")
                            ? mZoiMounted
                            : mZoiFoot) *
                       mm;
    const bool both = shown.contains(restrictedArea) && shown.contains(interception);
    if (shown.contains(restrictedArea)) {
        Zone zone = band(restrictedArea, Zone::Style::RestrictedArea, restricted);
        zone.caption = both && std::abs(restricted - zoi) < 1e-9
                           ? QStringLiteral("Restricted area and ZOI %1 MU").arg(mu(mRestricted))
                           : QStringLiteral("Restricted area %1 MU").arg(mu(mRestricted));
        zone.captionAt = caption.middleAhead(restricted / 2);
        zone.tip = mRestrictedTip;
        zones.append(zone);
    }
    if (shown.contains(interception)) {
        Zone zone = band(interception, Zone::Style::Interception, zoi);
        if (!(both && std::abs(restricted - zoi) < 1e-9)) {
            zone.caption = QStringLiteral("ZOI %1 MU").arg(mu(zoi / mm));
            zone.captionAt = caption.middleAhead(
                both && zoi > restricted ? (restricted + zoi) / 2 : zoi / 2);
        }
        zone.tip = mInterceptionTip;
        zones.append(zone);
    }

    // FoGR, Shooting Phase: the arcs of the files that shoot (shootingFiles, as the facts judge
    // them), 1 base width outside each side edge within short range, 2 beyond it.
    if (shown.contains(shortArc) || shown.contains(longArc)) {
        QStringList missing;
        const std::vector<ShootingFile> files =
            shootingFiles(mWeapons, mCategories, self, rects, tolerance, &missing);
        const ShootingFile *furthestShort = nullptr;
        const ShootingFile *furthestLong = nullptr;
        Zone near;
        near.overlay = shortArc;
        near.style = Zone::Style::ShortArc;
        Zone far;
        far.overlay = longArc;
        far.style = Zone::Style::LongArc;
        for (const ShootingFile &file : files) {
            const geometry::OrientedRect &base = rects[file.front];
            const double shortRange = file.shortest.shortRange * mm;
            near.area.push_back(
                geometry::frontRangeZone(base, mArcShort * base.width, shortRange));
            if (!furthestShort || file.shortest.shortRange > furthestShort->shortest.shortRange)
                furthestShort = &file;
            if (file.longest.longRange && *file.longest.longRange > file.shortest.shortRange) {
                // Beyond short range of every shooting base: a target within short range of any
                // is shot at with the narrower arc.
                far.area.push_back(geometry::frontRangeZone(base, mArcNoShort * base.width,
                                                            *file.longest.longRange * mm));
                far.minus.push_back(geometry::frontRangeZone(base, shortRange, shortRange));
                if (!furthestLong || file.longest.reach() > furthestLong->longest.reach())
                    furthestLong = &file;
            }
        }
        const geometry::Point back = caption.ahead * -1.0;
        // An arc with nothing to draw says why, just beyond the front (or the short range).
        const QString ranges = mBook.tableSource(QStringLiteral("shootingRanges"));
        auto reason = [&](const QString &overlay, Zone::Style style, const QString &why) {
            Zone zone;
            zone.overlay = overlay;
            zone.style = style;
            zone.reason = why;
            const double beyond = furthestShort ? furthestShort->shortest.shortRange * mm : 0;
            zone.captionAt = caption.middleAhead(beyond);
            zone.captionBack = caption.ahead;
            zone.tip = ranges;
            zones.append(zone);
        };
        const QString name = self.name.isEmpty() ? self.id : self.name;
        const QString none = files.empty() ? noShooting(name, missing, ranges) : QString();
        if (shown.contains(longArc) && !furthestLong)
            reason(longArc, Zone::Style::LongArc,
                   none.isEmpty() ? noLongRange(name, files) : none);
        if (shown.contains(shortArc) && !furthestShort)
            reason(shortArc, Zone::Style::ShortArc, none);
        if (shown.contains(longArc) && furthestLong) {
            far.caption = QStringLiteral("Long range %1 MU · %2")
                              .arg(mu(furthestLong->longest.reach()), furthestLong->longest.weapon);
            far.captionAt = caption.middleAhead(furthestLong->longest.reach() * mm);
            far.captionBack = back;
            far.tip = mLongArcTip;
            zones.append(far);
        }
        if (shown.contains(shortArc) && furthestShort) {
            near.caption = QStringLiteral("Short range %1 MU · %2")
                               .arg(mu(furthestShort->shortest.shortRange),
                                    furthestShort->shortest.weapon);
            near.captionAt = caption.middleAhead(furthestShort->shortest.shortRange * mm);
            near.captionBack = back;
            near.tip = mShortArcTip;
            zones.append(near);
        }
    }

    // FoGR, Commanders: command ranges of 12, 8 and 4 MU by rank, round each commander of the
    // battle group's side.
    if (shown.contains(commandRanges))
        zones += tablezones::commanders(
            battle, self, facts, commandRanges,
            [&](const core::Commander &commander) { return commandRange(battle, commander); },
            mCommandRangesSource);
    // FoGR, Line of Sight and Visibility, as the facts judge it.
    if (shown.contains(lineOfSight))
        zones += tablezones::sightLines(battle, rects, front, facts, lineOfSight);
    return zones;
}

} // namespace adjutant::rulesets::fogr
