// SPDX-License-Identifier: GPL-3.0-or-later
// OldDessauerTableRules::prefillCloseCombat: both sides of an Old Dessauer close combat (OD 17)
// from the battle's record and the measured contact of the selected unit with an enemy unit,
// each fact with where it comes from. What the table cannot tell (cover, an obstacle, the
// weather, a continuing combat) stays the players'.
#include "core/battle.h"
#include "rulesets/olddessauer/olddessauertablerules.h"
#include "rulesets/prefillfiller.h"
#include "rulesets/rulebook.h"
#include "rulesets/unitprefill.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <array>

namespace adjutant::rulesets::olddessauer {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Prefill", text);
}

QString unitOf(const QJsonValue &base)
{
    return base.toString().section(QLatin1Char('/'), 0, 0);
}

QString baseOf(const QJsonValue &base)
{
    return base.toString().section(QLatin1Char('/'), 1);
}

// measure()'s reach for a combat, in table units: the enemies in base contact (at 0) are listed
// only within some distance, and the facts of those are all a combat needs.
constexpr double kCombatReach = 1;

// The enemy units the bases of `unit` touch, in the order measured, each with those bases' ids.
QList<std::pair<QString, QSet<QString>>>
enemiesTouched(const core::Battle &battle, const core::Unit &unit, const QJsonArray &contacts)
{
    QList<std::pair<QString, QSet<QString>>> enemies;
    for (const QJsonValue &value : contacts) {
        const QJsonObject contact = value.toObject();
        for (const auto &[self, other] : {std::pair{QStringLiteral("a"), QStringLiteral("b")},
                                          std::pair{QStringLiteral("b"), QStringLiteral("a")}}) {
            const QString enemy = unitOf(contact.value(other));
            const int at = battle.unitIndex(enemy);
            if (unitOf(contact.value(self)) != unit.id || at < 0 ||
                battle.units[at].side == unit.side)
                continue;
            auto known = std::find_if(enemies.begin(), enemies.end(),
                                      [&](const auto &entry) { return entry.first == enemy; });
            if (known == enemies.end())
                known = enemies.insert(enemies.end(), {enemy, {}});
            known->second.insert(baseOf(contact.value(self)));
        }
    }
    return enemies;
}

QJsonObject enemyEntry(const QJsonObject &facts, const QString &enemy)
{
    for (const QJsonValue &value : facts.value(QStringLiteral("enemies")).toArray()) {
        if (value.toObject().value(QStringLiteral("unit")).toString() == enemy)
            return value.toObject();
    }
    return {};
}

} // namespace

void OldDessauerTableRules::prefillCloseCombat(const core::Battle &battle, int index,
                                               PrefillFiller &fill, Prefill &prefill) const
{
    const core::Unit &unit = battle.units[index];
    const auto nameOf = [](const core::Unit &u) { return u.name.isEmpty() ? u.id : u.name; };
    QJsonArray contacts;
    const QJsonObject ours = measuredUnit(*this, battle, index, kCombatReach, &contacts);
    const auto enemies = enemiesTouched(battle, unit, contacts);
    if (ours.isEmpty() || enemies.isEmpty())
        return;
    const int enemyIndex = battle.unitIndex(enemies.first().first);
    const core::Unit &enemy = battle.units[enemyIndex];
    QJsonArray theirContacts;
    const QJsonObject theirs =
        measuredUnit(*this, battle, enemyIndex, kCombatReach, &theirContacts);
    const auto theirEnemies = enemiesTouched(battle, enemy, theirContacts);
    QSet<QString> theirBases;
    for (const auto &[other, bases] : theirEnemies) {
        if (other == unit.id)
            theirBases = bases;
    }
    const std::array<const core::Unit *, 2> units{&unit, &enemy};
    const std::array<QJsonObject, 2> measured{ours, theirs};
    // OD 17.5, Striking at multiple targets: the enemy units each one's bases touch.
    const std::array<int, 2> targets{int(enemies.size()), int(theirEnemies.size())};
    const std::array<QSet<QString>, 2> basesInContact{enemies.first().second, theirBases};

    QJsonArray sides;
    for (int i = 0; i < 2; ++i) {
        const core::Unit &self = *units[i];
        const core::Unit &other = *units[1 - i];
        const QString name = nameOf(self);
        const QString at = QStringLiteral("sides[%1].").arg(i);
        const QString record = tr("From the battle's record of %1.").arg(name);
        QJsonObject side;
        auto set = [&](const QString &key, const QJsonValue &value, const QString &why) {
            side.insert(key, value);
            prefill.why.insert(at + key, why);
        };
        set(QStringLiteral("unit"), self.id, record);
        set(QStringLiteral("name"), name, record);
        set(QStringLiteral("grade"), self.quality, record);
        // OD 17.9, Combat Tables: the base CP by arm; OD 3: the arm of the troop type; skirmishers
        // fight as skirmishers (OD 17.5).
        const QString kind = mArms.value(self.troopType);
        const bool skirmishing = self.state.formation == QLatin1String("Skirmish");
        const bool irregular = self.capabilities.contains(QStringLiteral("Irregular"));
        const bool artillery = kind == QLatin1String("Artillery");
        QString arm;
        if (artillery)
            arm = kind;
        else if (kind == QLatin1String("Infantry"))
            arm = skirmishing ? QStringLiteral("Skirmishing infantry") : QStringLiteral("Infantry");
        else if (kind == QLatin1String("Cavalry"))
            arm = skirmishing ? QStringLiteral("Skirmishing cavalry") : self.troopType;
        if (mBook.strings(QStringLiteral("combat"), QStringLiteral("arms")).contains(arm))
            set(QStringLiteral("arm"), arm,
                tr("%1 is %2%3 in the battle's record (OD 3; base CP by arm, OD 17.9).")
                    .arg(name, self.troopType, skirmishing ? tr(", skirmishing") : QString()));
        if (irregular)
            set(QStringLiteral("irregular"), true, record);
        const bool shaken = self.state.cohesion == QLatin1String("Shaken");
        set(QStringLiteral("shaken"), shaken, record);
        set(QStringLiteral("disordered"), self.state.disordered, record);

        const QSet<QString> &inContact = basesInContact[i];
        if (artillery) {
            // OD 17.7: "A battery rolls 1 die per gun model with 3 or more gunners".
            const int perGun =
                mBook.integer(QStringLiteral("combat"), QStringLiteral("gunnersPerGun"));
            int guns = 0;
            for (const core::Base &base : self.bases)
                guns += base.figures >= perGun ? 1 : 0;
            set(QStringLiteral("guns"), guns,
                tr("%1 has %2 gun models with %3 or more gunners in the battle's record (OD 17.7).")
                    .arg(name)
                    .arg(guns)
                    .arg(perGun));
            const QString gun = self.troopType.section(QLatin1Char(' '), 0, 0);
            if (gun == QLatin1String("Light") || gun == QLatin1String("Medium") ||
                gun == QLatin1String("Heavy"))
                set(QStringLiteral("gun"), gun, record);
            set(QStringLiteral("limbered"), self.state.formation == QLatin1String("Limbered"),
                record);
        } else {
            // OD 17.5, Figures Eligible to Strike: "the unit's front rank in base contact with the
            // enemy plus an overlap" (cavalry: "plus the figures behind these"); skirmishers count
            // "the rank behind these. Ignore overlapping figures." What lies beyond the contact
            // the players add.
            int figures = 0;
            for (const core::Base &base : self.bases)
                figures += inContact.contains(base.id) ? base.figures : 0;
            const QString toAdd =
                skirmishing ? tr("add the rank behind; skirmishers ignore overlapping figures")
                : kind == QLatin1String("Cavalry")
                    ? tr("add the overlap to either side and the figures behind")
                    : tr("add the overlap to either side");
            if (figures > 0)
                set(QStringLiteral("figures"), figures,
                    tr("Measured: %1 figures of %2 on %3 bases in base contact with %4; %5 "
                       "(OD 17.5, Figures Eligible to Strike).")
                        .arg(figures)
                        .arg(name)
                        .arg(inContact.size())
                        .arg(nameOf(other), toAdd));
        }
        // OD 14.6: a flank or rear attack begins at least partly behind the target's frontage;
        // measured where the units stand now. OD 17.5: "A unit in square has no flanks or rear."
        const bool square = self.state.formation == QLatin1String("Square");
        const bool flanked = !square && enemyEntry(measured[1 - i], self.id)
                                            .value(QStringLiteral("flankOrRearAttackPosition"))
                                            .toBool();
        set(QStringLiteral("flankRearAttack"), flanked,
            flanked ? tr("Measured: %1 stands partly behind %2's frontage (OD 14.6); check that "
                         "the attack began there.")
                          .arg(nameOf(other), name)
            : square ? tr("%1 is in square: it has no flanks or rear (OD 17.5).").arg(name)
                     : tr("Measured: %1 is not behind %2's frontage (OD 14.6).")
                           .arg(nameOf(other), name));
        // OD 17.6 item 4: a unit under attack from opposite sides is bookended.
        if (measured[i].contains(QStringLiteral("bookended")))
            set(QStringLiteral("bookended"),
                measured[i].value(QStringLiteral("bookended")).toBool(),
                tr("Measured: whether %1 is in contact on opposite sides (OD 17.6).").arg(name));
        // OD 17.9: "Infantry vs. a square: +1".
        if (kind == QLatin1String("Infantry") && other.state.formation == QLatin1String("Square"))
            set(QStringLiteral("vsSquare"), true,
                tr("%1 is in square in the battle's record (OD 17.9).").arg(nameOf(other)));
        // OD 17.2: "Unlimbered passive artillery and steady passive infantry in line gets the
        // defensive fire bonus on the first round of a combat unless rifles or under flank/rear
        // attack"; OD 10: the active side makes the attack moves, the passive side reacts.
        const bool passive = !battle.activeSide.isEmpty() && self.side != battle.activeSide;
        const bool steadyLine = arm == QLatin1String("Infantry") && !irregular && !shaken &&
                                !self.state.disordered &&
                                self.state.formation == QLatin1String("Line") &&
                                !self.capabilities.contains(QStringLiteral("Rifle-armed"));
        const bool unlimbered =
            artillery && !shaken && self.state.formation != QLatin1String("Limbered");
        if (passive && !flanked && (steadyLine || unlimbered))
            set(QStringLiteral("defensiveFire"), true,
                tr("%1 is on the passive side (OD 10) and %2: the defensive fire bonus on the "
                   "first round of a combat (OD 17.2); clear it in a continuing combat.")
                    .arg(name, artillery ? tr("unlimbered") : tr("steady infantry in line")));
        // OD 17.9: "General with unit: +1" (attached, OD 8.3).
        for (const core::Commander &commander : battle.commanders) {
            if (commander.attachedTo == self.id)
                set(QStringLiteral("generalWithUnit"), true,
                    tr("%1 is attached to %2 in the battle's record (OD 8.3).")
                        .arg(commander.name.isEmpty() ? commander.id : commander.name, name));
        }
        // OD 17.5, Striking at multiple targets: its dice divided among the enemy units it touches.
        if (targets[i] > 1)
            set(QStringLiteral("targets"), targets[i],
                tr("Measured: %1 is in base contact with %2 enemy units; its dice are divided as "
                   "evenly as possible among them (OD 17.5).")
                    .arg(name)
                    .arg(targets[i]));
        sides.append(side);
    }
    const QString attacker = battle.activeSide == unit.side    ? nameOf(unit)
                             : battle.activeSide == enemy.side ? nameOf(enemy)
                                                               : QString();
    fill.set(
        QStringLiteral("sides"), InputField::Kind::List, sides,
        tr("Read off the table: %1 in base contact with %2.").arg(nameOf(unit), nameOf(enemy)) +
            (attacker.isEmpty()
                 ? QString()
                 : tr(" %1 is on the active side, whose attack moves start a combat (OD 10).")
                       .arg(attacker)) +
            tr(" Cover, an obstacle or steep slope, the weather and a continuing combat are "
               "yours to add."));
}

} // namespace adjutant::rulesets::olddessauer
