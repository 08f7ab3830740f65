// SPDX-License-Identifier: GPL-3.0-or-later
// OldDessauerTableRules::prefill: what the battle's record gives an Old Dessauer procedure about
// the selected unit (its grade, morale, formation, figures, general) and, for the fire, the target
// the table shows, each with where it comes from. The players check it and type the hits.
#include "core/battle.h"
#include "geometry/zones.h"
#include "rulesets/olddessauer/olddessauertablerules.h"
#include "rulesets/tablezones.h"
#include "rulesets/unitprefill.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace adjutant::rulesets::olddessauer {

namespace {

using Kind = InputField::Kind;

QString tr(const char *text)
{
    return QCoreApplication::translate("Prefill", text);
}

// The figures on the unit's front rank of bases (OD 16.3: "Roll 1 die per 4 figures in the unit's
// front rank"; a base is one rank of figures, OD 4), or none where its bases do not count them.
std::optional<int> frontRankFigures(const core::Battle &battle, const core::Unit &unit)
{
    const std::vector<geometry::OrientedRect> rects = tablezones::rectsOf(unit);
    int figures = 0;
    for (const std::size_t i : geometry::frontRank(rects, battle.table.contactTolerance)) {
        if (unit.bases[qsizetype(i)].figures <= 0)
            return std::nullopt;
        figures += unit.bases[qsizetype(i)].figures;
    }
    return figures > 0 ? std::optional<int>(figures) : std::nullopt;
}

constexpr double kWholeTable = 1e6; // table units: every enemy, the weapon's range decides

// OD 16: "the active side may fire once with all units having a visible target within range and
// arc of fire": the nearest enemy in the unit's arc of fire (OD 16.12) and in sight, as the
// inspector shows it, its id (so that Apply removes its figures), name and distance. The
// weapon's ranges decide whether it is in range: the fire refuses one beyond far range.
void prefillTarget(const TableRules &rules, const core::Battle &battle, int index,
                   PrefillFiller &fill)
{
    // A unit the table cannot place gives nothing: the players name the target.
    const QJsonObject facts = measuredUnit(rules, battle, index, kWholeTable);
    QJsonObject best;
    for (const QJsonValue &value : facts.value(QStringLiteral("enemies")).toArray()) {
        const QJsonObject enemy = value.toObject();
        if (!enemy.value(QStringLiteral("inOurArcOfFire")).toBool() ||
            !enemy.value(QStringLiteral("lineOfSight")).toBool())
            continue;
        if (best.isEmpty() || enemy.value(QStringLiteral("distance")).toDouble() <
                                  best.value(QStringLiteral("distance")).toDouble())
            best = enemy;
    }
    const int at = battle.unitIndex(best.value(QStringLiteral("unit")).toString());
    if (at < 0)
        return;
    const core::Unit &target = battle.units[at];
    const QString name = target.name.isEmpty() ? target.id : target.name;
    const double distance = best.value(QStringLiteral("distance")).toDouble();
    const QString measured =
        tr("Measured: %1 is %2 %3 away, in the arc of fire (OD 16.12) and in sight, the nearest "
           "such enemy; take off the firing figures out of its range or arc (OD 16.3).")
            .arg(name)
            .arg(distance)
            .arg(battle.table.unit.symbol());
    fill.set(QStringLiteral("target"), Kind::Text, target.id, measured);
    fill.set(QStringLiteral("targetName"), Kind::Text, name, measured);
    fill.set(QStringLiteral("distance"), Kind::Number, distance, measured);
    const QString record = tr("From the battle's record of %1.").arg(name);
    // OD 16.9: "Firing at skirmishers*: -2", "Firing at unlimbered artillery*: -1".
    if (target.state.formation == QLatin1String("Skirmish"))
        fill.set(QStringLiteral("atSkirmishers"), Kind::Boolean, true, record);
    if (target.state.formation == QLatin1String("Unlimbered"))
        fill.set(QStringLiteral("atUnlimberedArtillery"), Kind::Boolean, true, record);
}

} // namespace

Prefill OldDessauerTableRules::prefill(const core::Battle &battle, const ProcedureInfo &procedure,
                                       const QString &unitId, const QHash<QString, qint64> &) const
{
    UnitPrefill start(battle, procedure, unitId);
    auto &[prefill, fill, index, found, name, record] = start;
    if (!found)
        return prefill;
    const core::Unit &unit = *found;

    // Close combat: both units, from the contact the table shows.
    if (fill.field(QStringLiteral("sides"), Kind::List)) {
        prefillCloseCombat(battle, index, fill, prefill);
        return prefill;
    }

    fill.set(QStringLiteral("unit"), Kind::Text, unit.id, record);
    fill.set(QStringLiteral("name"), Kind::Text, name, record);
    fill.set(QStringLiteral("grade"), Kind::Choice, unit.quality, record);
    fill.set(QStringLiteral("shaken"), Kind::Boolean,
             unit.state.cohesion == QLatin1String("Shaken"), record);
    fill.set(QStringLiteral("disordered"), Kind::Boolean, unit.state.disordered, record);
    // OD 16.10: "+1 in square"; an intervening friend is the players' to judge.
    if (unit.state.formation == QLatin1String("Square"))
        fill.set(QStringLiteral("squareOrInterveningFriend"), Kind::Boolean, true,
                 tr("%1 is in square in the battle's record.").arg(name));
    const core::Commander *general = nullptr;
    for (const core::Commander &commander : battle.commanders) {
        if (commander.attachedTo == unit.id)
            general = &commander;
    }
    fill.set(QStringLiteral("generalAttached"), Kind::Boolean, general != nullptr,
             general ? tr("%1 is attached to %2 in the battle's record.")
                           .arg(general->name.isEmpty() ? general->id : general->name, name)
                     : tr("No general is attached to %1 in the battle's record.").arg(name));
    if (general)
        fill.set(QStringLiteral("general"), Kind::Text,
                 general->name.isEmpty() ? general->id : general->name, record);
    // OD 16.3: the firing figures are the front rank's; those out of range or arc are the
    // players' to take off.
    if (fill.field(QStringLiteral("target"), Kind::Text))
        prefillTarget(*this, battle, index, fill);
    if (const std::optional<int> figures = frontRankFigures(battle, unit))
        fill.set(QStringLiteral("figures"), Kind::Integer, *figures,
                 tr("%1 has %2 figures in its front rank; take off those out of range or arc of "
                    "the target (OD 16.3).")
                     .arg(name)
                     .arg(*figures));
    return prefill;
}

} // namespace adjutant::rulesets::olddessauer
