// SPDX-License-Identifier: GPL-3.0-or-later
// After a close combat: each loser's cohesion test and each side's death roll, as procedure inputs.
#include "rulesets/fogr/combatfollowup.h"

#include "rulesets/fogr/enemytype.h"

#include <QHash>
#include <QJsonObject>

namespace adjutant::rulesets::fogr {

CohesionTestInput closeCombatCohesionTest(const CombatSide &side, int received, int inflicted,
                                          const RuleBook &book)
{
    CohesionTestInput test;
    test.battleGroup = side.battleGroup;
    test.name = side.name;
    test.quality = side.quality;
    test.cohesion = side.cohesion;
    test.disorder = side.disorder;
    test.reason = CohesionReason::CloseCombat;
    test.hp3bFromCloseCombat = hp3b(received, side.battleGroupBases, book);
    test.twoMoreHitsReceived = received - inflicted >= 2;
    test.lostQuarterOfBases = side.lostQuarterOfBases;
    test.threatenedFlank = side.threatenedFlank;
    test.enemyType = side.enemyType;
    test.commander = side.commander;
    test.inCloseCombat = true;
    return test;
}

DeathRollInput closeCombatDeathRoll(const CombatSide &side, int received, int inflicted)
{
    DeathRollInput roll;
    roll.battleGroup = side.battleGroup;
    roll.name = side.name;
    roll.hits = received;
    roll.startedWithTwoBases = side.startedWithTwoBases;
    roll.from = received > inflicted ? HitsFrom::CloseCombatLost : HitsFrom::CloseCombatWonOrDrew;
    roll.bases = side.battleGroupBases;
    return roll;
}

QList<rulesets::FollowUp> closeCombatFollowUps(const CloseCombatInput &input,
                                     const std::vector<SideOutcome> &outcomes,
                                     const RuleBook &book)
{
    const QString phase = input.kind == CombatKind::Impact ? QStringLiteral("impact")
                                                           : QStringLiteral("melee");
    const QString deterioration = QStringLiteral("FoGR: Battle Group Deterioration");
    // Qualified: FollowUp here is the plan of a side's chances (below).
    QList<rulesets::FollowUp> tests, deaths;
    for (std::size_t s = 0; s < input.sides.size(); ++s) {
        const CombatSide &side = input.sides[s];
        const SideOutcome &o = outcomes[s];
        const QString who = side.name.isEmpty() ? side.key : side.name;
        const QString hits =
            QStringLiteral("The %1: %2 received %3 hits and inflicted %4.")
                .arg(phase, who)
                .arg(o.received)
                .arg(o.inflicted);
        const QString asFought =
            QStringLiteral("As %1 fought the %2 (the combat's facts).").arg(who, phase);
        QJsonObject common;
        QHash<QString, QString> commonWhy;
        auto give = [&](QJsonObject &facts, QHash<QString, QString> &why, const QString &key,
                        const QJsonValue &value, const QString &because) {
            facts.insert(key, value);
            why.insert(key, because);
        };
        if (!side.battleGroup.isEmpty())
            give(common, commonWhy, QStringLiteral("battleGroup"), side.battleGroup, asFought);
        give(common, commonWhy, QStringLiteral("name"), who, asFought);

        // FoGR, Cohesion Tests: "Lost a close combat"; The Test's modifiers from its hits.
        if (o.received > o.inflicted) {
            const CohesionTestInput test =
                closeCombatCohesionTest(side, o.received, o.inflicted, book);
            rulesets::FollowUp f{QStringLiteral("cohesion-test"), side.battleGroup,
                       QStringLiteral("%1: cohesion test after losing the %2").arg(who, phase),
                       common, commonWhy};
            give(f.facts, f.why, QStringLiteral("reason"), QStringLiteral("closeCombat"),
                 QStringLiteral("%1 lost the %2 (%3, Cohesion Tests).")
                     .arg(who, phase, deterioration));
            give(f.facts, f.why, QStringLiteral("hitsReceived"), o.received, hits);
            give(f.facts, f.why, QStringLiteral("hitsInflicted"), o.inflicted, hits);
            give(f.facts, f.why, QStringLiteral("twoMoreHitsReceived"), test.twoMoreHitsReceived,
                 hits);
            give(f.facts, f.why, QStringLiteral("hp3bFromCloseCombat"), test.hp3bFromCloseCombat,
                 QStringLiteral("%1 hits on %2 bases: %3 (HP3B: at least 1 hit per 3 bases).")
                     .arg(o.received)
                     .arg(side.battleGroupBases)
                     .arg(test.hp3bFromCloseCombat ? QStringLiteral("yes")
                                                   : QStringLiteral("no")));
            give(f.facts, f.why, QStringLiteral("quality"), qualityName(test.quality), asFought);
            give(f.facts, f.why, QStringLiteral("cohesion"), cohesionName(test.cohesion),
                 asFought);
            give(f.facts, f.why, QStringLiteral("disorder"), disorderName(test.disorder),
                 asFought);
            give(f.facts, f.why, QStringLiteral("lostQuarterOfBases"), test.lostQuarterOfBases,
                 asFought);
            give(f.facts, f.why, QStringLiteral("threatenedFlank"), test.threatenedFlank,
                 asFought);
            // A commander the combat names; with none named, one in command range is the
            // table's to say (the combat's facts do not measure it).
            if (test.commander != CommanderPresence::None)
                give(f.facts, f.why, QStringLiteral("commander"),
                     QStringList({QStringLiteral("none"), QStringLiteral("inRange"),
                                  QStringLiteral("with")})
                         .at(int(test.commander)),
                     asFought);
            give(f.facts, f.why, QStringLiteral("inCloseCombat"), true,
                 QStringLiteral("%1 tests for losing a close combat.").arg(who));
            if (o.enemyTypeNeeded.isEmpty())
                give(f.facts, f.why, QStringLiteral("enemyType"), enemyTypeName(test.enemyType),
                     side.enemyTypeGiven   ? asFought
                     : o.enemyTypeWhy.isEmpty() ? QStringLiteral("No case of the table applies "
                                                                 "to the troop types that fought.")
                                                : o.enemyTypeWhy);
            tests.append(f);
        }
        // FoGR, Death Rolls: "Roll more than the number of hits received".
        if (o.received > 0) {
            const DeathRollInput roll = closeCombatDeathRoll(side, o.received, o.inflicted);
            rulesets::FollowUp f{QStringLiteral("death-roll"), side.battleGroup,
                       (o.received == 1 ? QStringLiteral("%1: death roll against %2 hit from the %3")
                                        : QStringLiteral("%1: death roll against %2 hits from the %3"))
                           .arg(who)
                           .arg(o.received)
                           .arg(phase),
                       common, commonWhy};
            give(f.facts, f.why, QStringLiteral("hits"), o.received, hits);
            give(f.facts, f.why, QStringLiteral("from"),
                 roll.from == HitsFrom::CloseCombatLost ? QStringLiteral("closeCombatLost")
                                                        : QStringLiteral("closeCombatWonOrDrew"),
                 hits);
            give(f.facts, f.why, QStringLiteral("startedWithTwoBases"), roll.startedWithTwoBases,
                 asFought);
            give(f.facts, f.why, QStringLiteral("bases"), roll.bases, asFought);
            deaths.append(f);
        }
    }
    return tests + deaths;
}

} // namespace adjutant::rulesets::fogr
