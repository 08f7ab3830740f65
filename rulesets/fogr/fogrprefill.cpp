// FogrTableRules::prefill: a FoGR procedure's input from the battle's record and its table.
#include "core/battle.h"
#include "core/error.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/closecombatinput.h"
#include "rulesets/fogr/fogrtablerules.h"
#include "rulesets/prefillfiller.h"
#include "rulesets/procedureresult.h"
#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace adjutant::rulesets::fogr {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Prefill", text);
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

} // namespace

Prefill FogrTableRules::prefill(const core::Battle &battle, const ProcedureInfo &procedure,
                                const QString &unitId,
                                const QHash<QString, qint64> &droppedThisTurn) const
{
    Prefill prefill;
    const int index = battle.unitIndex(unitId);
    if (index < 0)
        return prefill;
    const core::Unit &unit = battle.units[index];
    const QString name = unit.name.isEmpty() ? unit.id : unit.name;
    const QString record = tr("From the battle's record of %1.").arg(name);
    using Kind = InputField::Kind;
    PrefillFiller fill(procedure, prefill);

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
