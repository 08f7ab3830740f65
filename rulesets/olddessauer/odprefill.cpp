// SPDX-License-Identifier: GPL-3.0-or-later
// OldDessauerTableRules::prefill: what the battle's record gives an Old Dessauer procedure about
// the selected unit (its grade, morale, formation, figures, general), each with where it comes
// from. The players check it and type what the table alone tells (the hits, the target).
#include "core/battle.h"
#include "geometry/zones.h"
#include "rulesets/olddessauer/olddessauertablerules.h"
#include "rulesets/tablezones.h"
#include "rulesets/unitprefill.h"

#include <QCoreApplication>

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
    if (const std::optional<int> figures = frontRankFigures(battle, unit))
        fill.set(QStringLiteral("figures"), Kind::Integer, *figures,
                 tr("%1 has %2 figures in its front rank; take off those out of range or arc of "
                    "the target (OD 16.3).")
                     .arg(name)
                     .arg(*figures));
    return prefill;
}

} // namespace adjutant::rulesets::olddessauer
