// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/fogrbooks.h"

#include "core/battle.h"
#include "core/error.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/fogrtypes.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QJsonArray>

#include <optional>

namespace adjutant::rulesets::fogr {

namespace {

QString nameOf(const QString &name, const QString &id)
{
    return name.isEmpty() ? id : name;
}

// A procedure of the books needs no dice.
ProcedureResult run(const Ruleset &fogr, const QString &procedure, const QJsonObject &input)
{
    DiceSource dice = DiceSource::none();
    return fogr.run(procedure, input, dice);
}

QString messageOf(const std::exception &error)
{
    const auto *core = dynamic_cast<const core::Error *>(&error);
    return core ? core->message() : QString::fromUtf8(error.what());
}

} // namespace

BooksTerms FogrBooks::terms() const
{
    BooksTerms terms;
    terms.unit = QStringLiteral("battle group"); // FoGR, Battle Groups
    terms.units = QStringLiteral("battle groups");
    terms.standing = QStringLiteral("Attrition");
    terms.ladder = QStringLiteral("Cohesion"); // FoGR, Battle Group Cohesion Levels
    terms.losses = QStringLiteral("Autobreak");
    terms.lossesHelp = QStringLiteral("Bases lost at which the unit autobreaks, by its quality");
    terms.points = QStringLiteral("attrition points");
    terms.threshold = QStringLiteral("break point");
    terms.thresholdHelp =
        QStringLiteral("An army routs when its attrition points equal or exceed its break "
                       "point (FoGR, Playing the Game)");
    terms.reached = QStringLiteral("ARMY ROUT");
    terms.chart = QStringLiteral("Attrition by turn (dashed: break points)");
    terms.camp = QStringLiteral("Camp sacked");
    terms.campHelp =
        QStringLiteral("Tick when the enemy has sacked this side's camp: it counts against the "
                       "army's break point (FoGR, Attrition Points). Recorded in the log.");
    terms.timeUpHelp = QStringLiteral(
        "The time limit is reached: the victory level on attrition points inflicted");
    return terms;
}

QString FogrBooks::status(const core::Unit &unit) const
{
    auto hasFlag = [&unit](const QString &flag) {
        return unit.state.flags.contains(flag, Qt::CaseInsensitive);
    };
    if (unit.currentStrength == 0 || hasFlag(QStringLiteral("destroyed")))
        return QStringLiteral("destroyed");
    for (const QString &status :
         {QStringLiteral("routedOffTable"), QStringLiteral("captured"),
          QStringLiteral("stragglingOffTable"), QStringLiteral("evadedOffTable")}) {
        if (hasFlag(status))
            return status;
    }
    for (const QString &level :
         {QStringLiteral("Broken"), QStringLiteral("Fragmented"), QStringLiteral("Disrupted")}) {
        if (unit.state.cohesion.compare(level, Qt::CaseInsensitive) == 0)
            return level;
    }
    return QStringLiteral("Steady");
}

QJsonObject FogrBooks::army(const core::Battle &battle, const core::Side &side) const
{
    QJsonArray groups;
    for (const core::Unit &unit : battle.units) {
        if (unit.side != side.id)
            continue;
        groups.append(QJsonObject{{QStringLiteral("id"), unit.id},
                                  {QStringLiteral("name"), nameOf(unit.name, unit.id)},
                                  {QStringLiteral("bases"), unit.originalStrength},
                                  {QStringLiteral("status"), status(unit)}});
    }
    return {{QStringLiteral("name"), nameOf(side.name, side.id)},
            {QStringLiteral("battleGroups"), groups},
            {QStringLiteral("campSacked"), side.campSacked}};
}

ProcedureResult FogrBooks::autobreak(const core::Unit &unit) const
{
    return run(mFogr, QStringLiteral("autobreak"),
               {{QStringLiteral("name"), nameOf(unit.name, unit.id)},
                {QStringLiteral("quality"), unit.quality},
                {QStringLiteral("originalBases"), unit.originalStrength},
                {QStringLiteral("currentBases"), unit.currentStrength}});
}

UnitLosses FogrBooks::losses(const core::Battle &, const core::Unit &unit) const
{
    UnitLosses out;
    if (unit.originalStrength < 1) {
        out.note = QStringLiteral("no bases at the start");
        return out;
    }
    try {
        const ProcedureResult result = autobreak(unit);
        out.limit = result.facts.value(QStringLiteral("autobreaksAtBasesLost")).toInt();
        out.remaining = result.facts.value(QStringLiteral("basesBeforeAutobreak")).toInt();
        QString citation = result.citation;
        for (const Modifier &modifier : result.modifiers)
            citation += QStringLiteral("\n%1 (%2)").arg(modifier.label, modifier.citation);
        out.note = result.summary + QLatin1Char('\n') + citation;
        if (result.facts.value(QStringLiteral("autobroken")).toBool()) {
            out.level = UnitLosses::Level::Reached;
            out.text = QStringLiteral("AUTOBROKEN");
        } else if (out.remaining == 1) {
            out.level = UnitLosses::Level::Warning;
            out.text = QStringLiteral("⚠ next base");
        } else {
            out.level = UnitLosses::Level::Counting;
            out.text = QStringLiteral("at %1 lost (%2 to go)").arg(out.limit).arg(out.remaining);
        }
    } catch (const std::exception &error) {
        out.note = messageOf(error);
    }
    return out;
}

QList<SideStanding> FogrBooks::standing(const core::Battle &battle) const
{
    QList<SideStanding> list;
    for (const core::Side &side : battle.sides) {
        SideStanding reckoning;
        reckoning.side = side.id;
        reckoning.name = nameOf(side.name, side.id);
        const QJsonObject forces = army(battle, side);
        if (forces.value(QStringLiteral("battleGroups")).toArray().isEmpty()) {
            reckoning.error = QStringLiteral("no battle groups yet");
            list.append(reckoning);
            continue;
        }
        try {
            const ProcedureResult result = run(mFogr, QStringLiteral("attrition"),
                                               {{QStringLiteral("armies"), QJsonArray{forces}}});
            const QJsonObject facts =
                result.facts.value(QStringLiteral("armies")).toArray().first().toObject();
            reckoning.threshold = facts.value(QStringLiteral("breakPoint")).toInt();
            reckoning.points = facts.value(QStringLiteral("attritionPoints")).toInt();
            reckoning.reached = facts.value(QStringLiteral("routed")).toBool();
            // The procedure names each row "<army>: <battle group> (...)": the dock shows the army
            // already.
            const QString prefix = reckoning.name + QStringLiteral(": ");
            for (Modifier row : result.modifiers) {
                if (row.label.startsWith(prefix))
                    row.label.remove(0, prefix.size());
                reckoning.rows.append(row);
            }
        } catch (const std::exception &error) {
            reckoning.error = messageOf(error);
        }
        list.append(reckoning);
    }
    return list;
}

Verdict FogrBooks::verdict(const core::Battle &battle, bool timeUp) const
{
    Verdict out;
    // FoGR, Victory and Defeat: the result is between two armies.
    if (battle.sides.size() != 2) {
        out.error = QStringLiteral("Victory is reckoned between two sides; this battle has %1")
                        .arg(battle.sides.size());
        return out;
    }
    out.reckoned = true;
    QJsonArray armies;
    QStringList empty;
    for (const core::Side &side : battle.sides) {
        armies.append(army(battle, side));
        if (armies.last()[QStringLiteral("battleGroups")].toArray().isEmpty())
            empty << nameOf(side.name, side.id);
    }
    // A new battle has no battle groups yet: nothing to reckon, and nothing wrong.
    if (!empty.isEmpty()) {
        out.error = empty.size() == 1
                        ? QStringLiteral("No result yet: %1 has no battle groups.").arg(empty[0])
                        : QStringLiteral("No result yet: neither side has battle groups.");
        return out;
    }
    try {
        const ProcedureResult result =
            run(mFogr, QStringLiteral("victory"),
                {{QStringLiteral("armies"), armies}, {QStringLiteral("timeUp"), timeUp}});
        out.text = result.facts.value(QStringLiteral("verdict")).toString();
        for (const QJsonValue &value : result.facts.value(QStringLiteral("armies")).toArray()) {
            const QJsonObject side = value.toObject();
            out.sides << QStringLiteral("%1: %2 attrition points, break point %3")
                             .arg(side.value(QStringLiteral("name")).toString())
                             .arg(side.value(QStringLiteral("attritionPoints")).toInt())
                             .arg(side.value(QStringLiteral("breakPoint")).toInt());
        }
        out.reasons = result.modifiers;
        out.citation = result.citation;
        out.notes = result.notes;
        // FoGR, Victory and Defeat: a result once an army routs, or on time.
        const QString level = result.facts.value(QStringLiteral("level")).toString();
        if (!level.isEmpty() && level != QLatin1String("None")) {
            const QJsonArray inflicted = result.facts.value(QStringLiteral("inflicted")).toArray();
            const QJsonArray reckoned = result.facts.value(QStringLiteral("armies")).toArray();
            out.final = true;
            out.level = level;
            out.scores = {inflicted[0].toInt(), inflicted[1].toInt()};
            if (!result.facts.value(QStringLiteral("winner")).toString().isEmpty()) {
                const bool rout0 = reckoned[0][QStringLiteral("routed")].toBool();
                const bool rout1 = reckoned[1][QStringLiteral("routed")].toBool();
                // The army that did not rout wins; on time, the one that inflicted more.
                out.winner = rout0 != rout1 ? (rout0 ? 1 : 0) : (out.scores[0] >= out.scores[1] ? 0 : 1);
            }
        }
    } catch (const std::exception &error) {
        out.error = messageOf(error);
    }
    return out;
}

core::FollowUps FogrBooks::followUps(const core::Battle &before, const core::Battle &after) const
{
    const QString broken = cohesionName(Cohesion::Broken);
    // The `autobreak` procedure's reckoning when the unit is autobroken.
    auto autobrokenBy = [this](const core::Unit &unit) -> std::optional<ProcedureResult> {
        if (unit.originalStrength < 1)
            return std::nullopt;
        try {
            ProcedureResult result = autobreak(unit);
            if (result.facts.value(QStringLiteral("autobroken")).toBool())
                return result;
        } catch (const std::exception &) {
            // Not reckoned (a quality the book lacks): the units dock says why.
        }
        return std::nullopt;
    };
    core::FollowUps list;
    for (const core::Unit &unit : after.units) {
        const int was = before.unitIndex(unit.id);
        if (was < 0 || unit.state.cohesion.compare(broken, Qt::CaseInsensitive) == 0)
            continue;
        // Only bases lost can autobreak it; a battle group past its point before this change
        // stays as the players recorded it.
        const core::Unit &old = before.units[was];
        if (unit.currentStrength >= old.currentStrength || autobrokenBy(old))
            continue;
        const std::optional<ProcedureResult> result = autobrokenBy(unit);
        if (!result)
            continue;
        list.append({core::Change{QStringLiteral("unit.stateChanged"),
                                  {{QStringLiteral("id"), unit.id},
                                   {QStringLiteral("state"),
                                    QJsonObject{{QStringLiteral("cohesion"), broken}}}}},
                     QStringLiteral("autobroken: \"%1\" %2 → %3, %4 of %5 bases lost (%6; %7)")
                         .arg(nameOf(unit.name, unit.id),
                              unit.state.cohesion.isEmpty() ? QStringLiteral("no level")
                                                            : unit.state.cohesion,
                              broken)
                         .arg(unit.originalStrength - unit.currentStrength)
                         .arg(unit.originalStrength)
                         .arg(result->modifiers.value(0).label, result->citation)});
    }
    return list;
}

} // namespace adjutant::rulesets::fogr
