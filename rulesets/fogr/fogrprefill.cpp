// SPDX-License-Identifier: GPL-3.0-or-later
// FogrTableRules::prefill: a FoGR procedure's input from the battle's record and its table.
#include "core/battle.h"
#include "core/error.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/closecombatinput.h"
#include "rulesets/fogr/fogrtablerules.h"
#include "rulesets/fogr/shooting.h"
#include "rulesets/fogr/shootingfiles.h"
#include "rulesets/procedureresult.h"
#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"
#include "rulesets/unitprefill.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace adjutant::rulesets::fogr {

namespace {

using Kind = InputField::Kind;

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("Prefill", text, disambiguation, n);
}

bool inContactWithEnemy(const core::Battle &battle, const core::Unit &unit,
                        const QJsonObject &measured)
{
    auto unitOf = [](const QJsonValue &base) {
        return base.toString().section(QLatin1Char('/'), 0, 0);
    };
    for (const QJsonValue &value : measured.value(QStringLiteral("contacts")).toArray()) {
        const QJsonObject contact = value.toObject();
        const QString a = unitOf(contact.value(QStringLiteral("a"))),
                      b = unitOf(contact.value(QStringLiteral("b")));
        const QString other = a == unit.id ? b : b == unit.id ? a : QString();
        const int index = other.isEmpty() ? -1 : battle.unitIndex(other);
        if (index >= 0 && battle.units[index].side != unit.side)
            return true;
    }
    return false;
}

constexpr double kWholeTable = 1e6; // table units

// The base of `unit` called `name` ("tercio/f1r1"), or nullptr.
const core::Base *baseNamed(const core::Unit &unit, const QString &name)
{
    for (const core::Base &base : unit.bases) {
        if (unit.id + QLatin1Char('/') + base.id == name)
            return &base;
    }
    return nullptr;
}

// How good a target the measured facts make an enemy for shooting: in arc and range, short
// range before long, in sight before not; 0 when it cannot be shot at.
int shootingRank(const QJsonObject &shooting)
{
    if (!shooting.value(QStringLiteral("inArc")).toBool() ||
        shooting.value(QStringLiteral("shootingBases")).toArray().isEmpty())
        return 0;
    const QString range = shooting.value(QStringLiteral("range")).toString();
    const int band = range == QLatin1String("short")  ? 2
                     : range == QLatin1String("long") ? 1
                                                      : 0;
    if (band == 0)
        return 0;
    return 2 * band + (shooting.value(QStringLiteral("lineOfSight")).toBool(true) ? 1 : 0);
}

} // namespace

// FoGR, Shooting Phase: the selected battle group shoots at the enemy the table shows best
// placed (in its arc, at short range before long, in sight, the nearest): its files in arc and
// range shoot with their bases in each rank that shoots (Overhead Shooting), the target as
// the battle's record has it.
void FogrTableRules::prefillShooting(const core::Battle &battle, int index,
                                     PrefillFiller &fill, Prefill &prefill) const
{
    const core::Unit &unit = battle.units[index];
    // Every enemy on the table (far beyond any table): the ranges are the weapons', not a
    // distance chosen here. A unit the table cannot place gives nothing: the players give the
    // facts.
    const QJsonObject facts = measuredUnit(*this, battle, index, kWholeTable);
    QJsonObject best;
    for (const QJsonValue &value : facts.value(QStringLiteral("enemies")).toArray()) {
        const QJsonObject enemy = value.toObject();
        const int rank = shootingRank(enemy.value(QStringLiteral("shooting")).toObject());
        const int bestRank = shootingRank(best.value(QStringLiteral("shooting")).toObject());
        if (rank > bestRank || (rank > 0 && rank == bestRank &&
                                enemy.value(QStringLiteral("distance")).toDouble() <
                                    best.value(QStringLiteral("distance")).toDouble()))
            best = enemy;
    }
    const int targetIndex = battle.unitIndex(best.value(QStringLiteral("unit")).toString());
    if (best.isEmpty() || targetIndex < 0)
        return;
    const core::Unit &target = battle.units[targetIndex];
    const QJsonObject shooting = best.value(QStringLiteral("shooting")).toObject();
    const QString name = unit.name.isEmpty() ? unit.id : unit.name;
    const QString targetName = target.name.isEmpty() ? target.id : target.name;
    const QJsonArray fronts = shooting.value(QStringLiteral("shootingBases")).toArray();
    const QString range = shooting.value(QStringLiteral("range")).toString();
    const QString measured =
        tr("Measured: %1 is %2 %3 from %4, in the arc of %n of its shooting files at %5 range.",
           nullptr, int(fronts.size()))
            .arg(targetName)
            .arg(shooting.value(QStringLiteral("frontEdgeDistance")).toDouble())
            .arg(battle.table.unit.symbol(), name, range);

    // The weapon and troop type its shooting files shoot with, from the front base's record.
    QString weapon, troopType;
    for (const QJsonValue &front : fronts) {
        const core::Base *base = baseNamed(unit, front.toString());
        if (!base)
            continue;
        const QString type = base->troopType.isEmpty() ? unit.troopType : base->troopType;
        const bool mounted = mCategories.value(type) == QLatin1String("Mounted");
        QStringList candidates = base->capabilities.isEmpty() ? unit.capabilities
                                                               : base->capabilities;
        candidates.append(type); // artillery shoots as its troop type
        for (const QString &candidate : candidates) {
            // A weapon whose range is missing is not taken: another weapon, or the players'.
            bool missing = false;
            if (mWeapons.find(candidate, mounted, missing)) {
                weapon = candidate;
                troopType = type;
                break;
            }
        }
        if (!weapon.isEmpty())
            break;
    }
    if (weapon.isEmpty())
        return;
    const bool longRange = range == QLatin1String("long");
    QJsonArray ranks = shooting.value(QStringLiteral("basesByRank")).toArray();
    int shootingRanks = 0;
    try {
        shootingRanks = ranksThatShoot(mBook, troopType, weapon, longRange);
    } catch (const core::Error &) {
        // an unknown troop type: the procedure says so
    }
    while (ranks.size() > shootingRanks)
        ranks.removeLast();
    const QString record = tr("From the battle's record of %1.").arg(name);
    QJsonObject shooter{{QStringLiteral("key"), unit.id},
                        {QStringLiteral("name"), name},
                        {QStringLiteral("quality"), unit.quality},
                        {QStringLiteral("cohesion"), unit.state.cohesion},
                        {QStringLiteral("disorder"), unit.state.disordered
                                                         ? QStringLiteral("Disordered")
                                                         : QStringLiteral("None")},
                        {QStringLiteral("troopType"), troopType},
                        {QStringLiteral("range"), range}};
    QHash<QString, QString> why{{QStringLiteral("shooters"), measured}};
    const QString at = QStringLiteral("shooters[0].");
    for (const char *key : {"key", "name", "quality", "cohesion", "disorder"})
        why.insert(at + QLatin1String(key), record);
    const QString files =
        tr("Measured: %n file(s) of %1 with %2 in arc and range.", nullptr, int(fronts.size()))
            .arg(name, targetName);
    why.insert(at + QStringLiteral("troopType"), files);
    why.insert(at + QStringLiteral("range"), measured);
    if (weapon != troopType) {
        shooter.insert(QStringLiteral("weapon"), weapon);
        why.insert(at + QStringLiteral("weapon"), files);
    }
    if (!ranks.isEmpty()) {
        shooter.insert(QStringLiteral("ranks"), ranks);
        why.insert(at + QStringLiteral("ranks"),
                   tr("%1; %2 with %3: %n rank(s) shoot (FoGR: In the Shooting Phase; "
                      "Overhead Shooting).",
                      nullptr, shootingRanks)
                       .arg(files, troopType, weapon));
    }

    const int lost = target.originalStrength - target.currentStrength;
    const QString targetRecord = tr("From the battle's record of %1.").arg(targetName);
    const QJsonObject targetFacts{
        {QStringLiteral("key"), target.id},
        {QStringLiteral("name"), targetName},
        {QStringLiteral("battleGroup"), target.id},
        {QStringLiteral("troopType"), target.troopType},
        {QStringLiteral("armour"), target.armour},
        {QStringLiteral("quality"), target.quality},
        {QStringLiteral("cohesion"), target.state.cohesion},
        {QStringLiteral("disorder"),
         target.state.disordered ? QStringLiteral("Disordered") : QStringLiteral("None")},
        {QStringLiteral("battleGroupBases"), target.currentStrength},
        {QStringLiteral("startedWithTwoBases"), target.originalStrength == 2},
        {QStringLiteral("lostQuarterOfBases"), 4 * lost >= target.originalStrength}};
    for (auto it = targetFacts.begin(); it != targetFacts.end(); ++it)
        why.insert(QStringLiteral("target.") + it.key(), targetRecord);
    why.insert(QStringLiteral("target"), measured);
    why.insert(QStringLiteral("target.armour"),
               tr("%1 Shooting POAs count the armour of the rank shot at: check it for a "
                  "battle group of mixed bases.")
                   .arg(targetRecord));
    fill.set(QStringLiteral("shooters"), InputField::Kind::List, QJsonArray{shooter},
             why.value(QStringLiteral("shooters")));
    fill.set(QStringLiteral("target"), InputField::Kind::Object, targetFacts,
             why.value(QStringLiteral("target")));
    for (auto it = why.begin(); it != why.end(); ++it)
        prefill.why.insert(it.key(), it.value());
}

Prefill FogrTableRules::prefill(const core::Battle &battle, const ProcedureInfo &procedure,
                                const QString &unitId,
                                const QHash<QString, qint64> &droppedThisTurn) const
{
    UnitPrefill start(battle, procedure, unitId);
    auto &[prefill, fill, index, found, name, record] = start;
    if (!found)
        return prefill;
    const core::Unit &unit = *found;

    const core::Commander *commander = nullptr;
    for (const core::Commander &c : battle.commanders) {
        if (c.attachedTo == unit.id)
            commander = &c;
    }
    // A procedure about a commander (commander loss) names him, not his battle group.
    if (fill.field(QStringLiteral("commander"), Kind::Text)) {
        if (!commander)
            return prefill;
        const QString who = commander->name.isEmpty() ? commander->id : commander->name;
        const QString attached = tr("%1 is with %2 in the battle's record.").arg(who, name);
        fill.set(QStringLiteral("commander"), Kind::Text, commander->id, attached);
        fill.set(QStringLiteral("name"), Kind::Text, who, attached);
        return prefill;
    }

    // Impact and melee: both battle groups as they stand, with the enemy this one's front is on.
    if (fill.field(QStringLiteral("sides"), Kind::List)) {
        const auto phase = procedure.id == QLatin1String("impact") ? CloseCombatPhase::Impact
                                                                   : CloseCombatPhase::Melee;
        for (const core::Unit &enemy : battle.units) {
            if (enemy.side == unit.side)
                continue;
            try {
                const CloseCombatInput combat =
                    closeCombatInput(mBook, battle, unit.id, enemy.id, phase);
                prefill.facts.insert(QStringLiteral("sides"),
                                     combat.input.value(QStringLiteral("sides")));
                prefill.why.insert(
                    QStringLiteral("sides"),
                    tr("Read off the table: %1 and %2, each file in front edge contact with the "
                       "enemy file it faces, its ranks, protection and overlaps. %3")
                        .arg(name, enemy.name.isEmpty() ? enemy.id : enemy.name,
                             combat.notes.join(QLatin1Char(' '))));
                return prefill;
            } catch (const core::Error &) {
                // Not in front edge contact with this one: try the next enemy.
            }
        }
        return prefill;
    }

    if (fill.field(QStringLiteral("shooters"), Kind::List)) {
        prefillShooting(battle, index, fill, prefill);
        return prefill;
    }

    fill.set(QStringLiteral("battleGroup"), Kind::Text, unit.id, record);
    fill.set(QStringLiteral("name"), Kind::Text, name, record);
    fill.set(QStringLiteral("quality"), Kind::Choice, unit.quality, record);
    fill.set(QStringLiteral("cohesion"), Kind::Choice, unit.state.cohesion, record);
    fill.set(QStringLiteral("disorder"), Kind::Choice,
             unit.state.disordered ? QStringLiteral("Disordered") : QStringLiteral("None"),
             unit.state.disordered
                 ? tr("The battle records %1 as disordered; choose Severely Disordered if it is.")
                       .arg(name)
                 : record);
    fill.set(QStringLiteral("troopType"), Kind::Choice, unit.troopType, record);
    fill.set(QStringLiteral("armour"), Kind::Choice, unit.armour, record);
    const QString bases = tr("%1 has %2 of its %3 bases in the battle's record.")
                              .arg(name)
                              .arg(unit.currentStrength)
                              .arg(unit.originalStrength);
    fill.set(QStringLiteral("originalBases"), Kind::Integer, unit.originalStrength, bases);
    fill.set(QStringLiteral("currentBases"), Kind::Integer, unit.currentStrength, bases);
    fill.set(QStringLiteral("bases"), Kind::Integer, unit.currentStrength, bases);
    fill.set(QStringLiteral("startedWithTwoBases"), Kind::Boolean, unit.originalStrength == 2,
             bases);
    const qint64 dropped = droppedThisTurn.value(unit.id);
    fill.set(QStringLiteral("cohesionDroppedThisTurn"), Kind::Boolean, dropped > 0,
             dropped > 0 ? tr("The log: %1's cohesion dropped in turn %2 (entry %3).")
                               .arg(name)
                               .arg(battle.turn)
                               .arg(dropped)
                         : tr("The log records no drop of %1's cohesion in turn %2.")
                               .arg(name)
                               .arg(battle.turn));

    // Below its autobreak point: FoGR's autobreak procedure says.
    if (fill.field(QStringLiteral("belowAutobreak"), Kind::Boolean)) {
        try {
            DiceSource none = DiceSource::none();
            const ProcedureResult autobreak =
                mRuleset.run(QStringLiteral("autobreak"),
                          {{QStringLiteral("quality"), unit.quality},
                           {QStringLiteral("originalBases"), unit.originalStrength},
                           {QStringLiteral("currentBases"), unit.currentStrength}},
                          none);
            fill.set(QStringLiteral("belowAutobreak"), Kind::Boolean,
                     autobreak.facts.value(QStringLiteral("autobroken")),
                     tr("%1 (%2).").arg(autobreak.summary, autobreak.citation));
        } catch (const core::Error &) {
            // the unit's record does not suit it: left to the players
        }
    }

    // The geometry: contacts, commanders in range, the nearest enemy.
    QJsonObject measured;
    QJsonObject facts;
    try {
        measured = measure(battle, index, 0);
        facts = measured.value(QStringLiteral("units")).toArray().first().toObject();
    } catch (const core::Error &) {
        // a unit the table cannot place: only the record fills the form
    }
    const QString symbol = battle.table.unit.symbol();
    if (fill.field(QStringLiteral("commander"), Kind::Choice)) {
        if (commander) {
            const QString who = commander->name.isEmpty() ? commander->id : commander->name;
            fill.set(QStringLiteral("commander"), Kind::Choice, QStringLiteral("with"),
                     tr("%1 is with %2 in the battle's record.").arg(who, name));
            fill.set(QStringLiteral("greatCommander"), Kind::Boolean,
                     commander->rank.startsWith(QStringLiteral("Great"), Qt::CaseInsensitive),
                     tr("%1 is a %2.").arg(who, commander->rank));
        } else if (!facts.isEmpty()) {
            QString inRange;
            for (const QJsonValue &value : facts.value(QStringLiteral("commanders")).toArray()) {
                const QJsonObject c = value.toObject();
                if (c.value(QStringLiteral("inRange")).toBool()) {
                    const int at =
                        battle.commanderIndex(c.value(QStringLiteral("commander")).toString());
                    const QString who = at >= 0 && !battle.commanders[at].name.isEmpty()
                                            ? battle.commanders[at].name
                                            : c.value(QStringLiteral("commander")).toString();
                    inRange = tr("Measured: %1 is %2 %3 away, within his command range of %4 %3 "
                                 "(line of command: check it).")
                                  .arg(who)
                                  .arg(c.value(QStringLiteral("distance")).toDouble())
                                  .arg(symbol)
                                  .arg(c.value(QStringLiteral("range")).toDouble());
                    break;
                }
            }
            fill.set(
                QStringLiteral("commander"), Kind::Choice,
                inRange.isEmpty() ? QStringLiteral("none") : QStringLiteral("inRange"),
                inRange.isEmpty()
                    ? tr("Measured: no commander of %1's side is attached or within command range.")
                          .arg(name)
                    : inRange);
        }
    }
    if (!facts.isEmpty()) {
        const bool contact = inContactWithEnemy(battle, unit, measured);
        fill.set(QStringLiteral("inCloseCombat"), Kind::Boolean, contact,
                 contact ? tr("Measured: a base of %1 touches an enemy base.").arg(name)
                         : tr("Measured: no base of %1 touches an enemy base.").arg(name));
        // FoGR, Bolstering and Rallying Troops: "within 6 MUs of any enemy".
        const QJsonObject nearest = facts.value(QStringLiteral("nearestEnemy")).toObject();
        if (fill.field(QStringLiteral("enemyWithinSixMU"), Kind::Boolean)) {
            try {
                const int limit = mBook.integer(QStringLiteral("cohesionTest"),
                                                QStringLiteral("rallyEnemyDistance"));
                const bool near = !nearest.isEmpty() &&
                                  nearest.value(QStringLiteral("distance")).toDouble() <= limit;
                fill.set(QStringLiteral("enemyWithinSixMU"), Kind::Boolean, near,
                         nearest.isEmpty()
                             ? tr("Measured: no enemy on the table.")
                             : tr("Measured: the nearest enemy is %1 %2 away.")
                                   .arg(nearest.value(QStringLiteral("distance")).toDouble())
                                   .arg(symbol));
            } catch (const core::Error &) {
                // the rule value is missing: left to the players
            }
        }
    }
    return prefill;
}

} // namespace adjutant::rulesets::fogr
