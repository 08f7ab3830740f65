// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/closecombat.h"

#include "core/error.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"
#include "rulesets/fogr/combatdice.h"
#include "rulesets/fogr/combatfollowup.h"
#include "rulesets/fogr/enemytype.h"
#include "rulesets/fogr/exactchance.h"
#include "rulesets/fogr/fogrprocedure.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

namespace adjutant::rulesets::fogr {

namespace {

const QString kDice = QStringLiteral("combatDice");

bool isType(const QString &type, const char *name)
{
    return type.compare(QLatin1String(name), Qt::CaseInsensitive) == 0;
}

bool hasCapability(const BaseFacts &facts, const char *capability)
{
    return facts.capabilities.contains(QString::fromLatin1(capability), Qt::CaseInsensitive);
}

// The lists of troop types a combat reads for every group, parsed once per rule book.
class TypeLists
{
public:
    explicit TypeLists(const RuleBook &book) : mBook(book) {}
    const QStringList &twoDice() { return list(QStringLiteral("meleeTwoDiceTypes")); }
    const QStringList &light() { return list(QStringLiteral("lightTypes")); }

private:
    const QStringList &list(const QString &key)
    {
        static const char kTag = 0;
        return mBook.derived<QStringList>(&kTag, key, [&] { return mBook.strings(kDice, key); });
    }
    const RuleBook &mBook;
};

// One group's dice before reductions (FoGR, Deciding How Many Dice to Roll), with the rows used,
// each labelled "<prefix><count> x <dice>: <row>".
int groupDice(CombatKind kind, const CombatGroup &g, const RuleBook &book, TypeLists &lists,
              const QString &prefix, QList<Modifier> &rows)
{
    auto row = [&](const QString &key, int count) {
        static const char kTag = 0; // the table's rows, made modifiers once per rule book
        Modifier m =
            book.derived<Modifier>(&kTag, key, [&] { return modifierFrom(book, kDice, key); });
        m.label = prefix + QString::number(count) + QLatin1String(" x ") + QString::number(m.value) +
                  QLatin1String(": ") + m.label;
        m.value *= count;
        rows.append(m);
        return m.value;
    };
    const QString &type = g.facts.troopType;
    int dice = 0;
    if (kind == CombatKind::Impact) {
        if (g.frontBases > 0)
            dice += row(isType(type, "Battle Wagons") ? QStringLiteral("impactPerBattleWagonWidth")
                                                      : QStringLiteral("impactPerFrontBase"),
                        g.frontBases);
        if (g.regimentalGun)
            dice += row(QStringLiteral("impactRegimentalGun"), 1);
        return dice;
    }
    if (g.frontBases > 0) {
        if (isType(type, "Battle Wagons"))
            dice += row(QStringLiteral("meleePerBattleWagonWidth"), g.frontBases);
        else if (lists.twoDice().contains(type, Qt::CaseInsensitive))
            dice += row(QStringLiteral("meleePerFrontBaseTwoDiceTypes"), g.frontBases);
        else
            dice += row(QStringLiteral("meleePerBaseFirstTwoRanks"), g.frontBases + g.rearBases);
    }
    if (g.overlapFiles > 0)
        dice += row(QStringLiteral("meleePerOverlapFile"), g.overlapFiles);
    return dice;
}

// FoGR, Impact reductions: "Light foot or light horse: Lose 1 dice per 2 unless: Light Foot
// fighting against Light Foot; Light Horse fighting against Light Horse or Light Foot; Any
// fighting FRAGMENTED enemy."
bool lightLoses(const CombatGroup &g, Cohesion enemyCohesion, TypeLists &lists)
{
    if (!lists.light().contains(g.facts.troopType, Qt::CaseInsensitive))
        return false;
    if (enemyCohesion == Cohesion::Fragmented)
        return false;
    const QString &mine = g.facts.troopType, &theirs = g.facing.troopType;
    if (isType(mine, "Light Foot") && isType(theirs, "Light Foot"))
        return false;
    if (isType(mine, "Light Horse") &&
        (isType(theirs, "Light Horse") || isType(theirs, "Light Foot")))
        return false;
    return true;
}

QString rerollText(FogrQuality quality, bool commander)
{
    const RerollPolicy p = fogrQualityRerolls(quality, commander);
    if (p.isNone())
        return QStringLiteral("none");
    QStringList faces;
    for (int f = 1; f <= 6; ++f) {
        if (p.names(f))
            faces.append(QString::number(f));
    }
    return QStringLiteral("%1 re-roll %2s")
        .arg(p.mandatory ? QStringLiteral("must") : QStringLiteral("can"),
             faces.join(QStringLiteral("s, ")));
}

struct GroupPlan
{
    int diceBefore = 0;
    int dice = 0;
    int diceLost = 0;
    int netPoa = 0;
    bool typedPoa = false;
    int score = 4;
    // For the facts: where the POA came from, the rows that made it.
    bool derivedPoa = false;
    QStringList poaRows, enemyPoaRows;
    std::optional<int> poaBeforeCap;
};

// What the facts say, kept as data and written as JSON only when read (Facts::defer): the
// combat odds are worked out again at every change of the input.
struct CombatFacts
{
    bool impact = false;
    QJsonObject eligibleBases; // impact of two battle groups: the pairing
    int basesFightingEachSide = -1;
    std::vector<CombatSide> sides; // without their groups' facts
    std::vector<std::vector<GroupPlan>> plans;
    std::vector<QString> enemyTypeNeeded; // per side: the fact its cohesion test's -1 waits for

    QJsonObject json() const;
    // The same in the players' words (ProcedureResult::workedOut).
    QStringList words() const;
};

// A side as the players know it: its name, else its key.
QString nameOf(const CombatSide &side)
{
    return side.name.isEmpty() ? side.key : side.name;
}

// A group of a side's bases, as the modifiers and the dice name it ("Tercio, group 1").
QString groupName(const CombatSide &side, std::size_t index)
{
    return QStringLiteral("%1, group %2").arg(nameOf(side)).arg(index + 1);
}

const CombatSide *sideByKey(const CloseCombatInput &input, const QString &key)
{
    for (const CombatSide &s : input.sides) {
        if (s.key == key)
            return &s;
    }
    return nullptr;
}

// FoGR, Impact Phase: "If the number of eligible bases is unequal, both sides fight with the lower
// number of bases. The side with the higher number of bases chooses which of his bases will not
// fight." Applied for two battle groups; the side with more bases must say which fight if it has
// more than one group.
void pairImpactBases(CloseCombatInput &input, ProcedureResult &result, CombatFacts &facts)
{
    if (input.kind != CombatKind::Impact || input.sides.size() != 2)
        return;
    int eligible[2] = {0, 0};
    for (int s = 0; s < 2; ++s) {
        for (const CombatGroup &g : input.sides[std::size_t(s)].groups)
            eligible[s] += g.frontBases;
    }
    QJsonObject pairing{{input.sides[0].key, eligible[0]}, {input.sides[1].key, eligible[1]}};
    const int fighting = std::min(eligible[0], eligible[1]);
    facts.eligibleBases = pairing;
    facts.basesFightingEachSide = fighting;
    if (eligible[0] == eligible[1])
        return;
    CombatSide &more = input.sides[eligible[0] > eligible[1] ? 0 : 1];
    if (more.groups.size() != 1)
        throw core::Error(
            QStringLiteral("%1.groups: %2 has %3 eligible bases against %4; both sides fight with "
                           "%4 and its player "
                           "chooses which (FoGR: Impact Phase): give only the bases that fight")
                .arg(more.groups.front().path.section(QLatin1Char('.'), 0, -2), more.key)
                .arg(std::max(eligible[0], eligible[1]))
                .arg(fighting));
    result.notes.append(QStringLiteral("%1 fights with %2 of its %3 eligible bases (FoGR: Impact "
                                       "Phase: both sides fight with the "
                                       "lower number of bases).")
                            .arg(nameOf(more))
                            .arg(fighting)
                            .arg(more.groups.front().frontBases));
    more.groups.front().frontBases = fighting;
}

QStringList CombatFacts::words() const
{
    QStringList lines;
    if (basesFightingEachSide >= 0) {
        QStringList eligible;
        for (const CombatSide &side : sides)
            eligible.append(QStringLiteral("%1 %2").arg(nameOf(side)).arg(
                eligibleBases.value(side.key).toInt()));
        lines.append(QStringLiteral("Eligible bases: %1; each side fights with %2")
                         .arg(eligible.join(QStringLiteral(", ")))
                         .arg(basesFightingEachSide));
    }
    for (std::size_t s = 0; s < sides.size(); ++s) {
        const CombatSide &side = sides[s];
        QStringList groups;
        int total = 0;
        for (const GroupPlan &plan : plans[s]) {
            total += plan.dice;
            QString group = QStringLiteral("%1 at %2 POA hitting on %3+")
                                .arg(plan.dice)
                                .arg(poaText(plan.netPoa))
                                .arg(plan.score);
            if (plan.diceLost > 0)
                group += QStringLiteral(" (%1 lost)").arg(plan.diceLost);
            groups.append(group);
        }
        const QString rerolls = rerollText(side.quality, side.commanderInFrontRank);
        lines.append(QStringLiteral("%1: %2 dice (%3), %4; HP3B from %5 hits")
                         .arg(nameOf(side))
                         .arg(total)
                         .arg(groups.join(QStringLiteral("; ")),
                              rerolls == QLatin1String("none") ? QStringLiteral("no re-rolls")
                                                               : rerolls)
                         .arg(side.battleGroupBases > 0 ? (side.battleGroupBases + 2) / 3 : 1));
    }
    return lines;
}

QJsonObject CombatFacts::json() const
{
    QJsonArray sidesJson;
    for (std::size_t s = 0; s < sides.size(); ++s) {
        const CombatSide &side = sides[s];
        QJsonArray groupsJson;
        int total = 0;
        for (std::size_t i = 0; i < plans[s].size(); ++i) {
            const GroupPlan &plan = plans[s][i];
            total += plan.dice;
            QJsonObject g;
            g.insert(QStringLiteral("poaFrom"),
                     plan.typedPoa ? QStringLiteral("typed") : QStringLiteral("derived"));
            if (plan.derivedPoa) {
                g.insert(QStringLiteral("poaRows"), QJsonArray::fromStringList(plan.poaRows));
                g.insert(QStringLiteral("enemyPoaRows"), QJsonArray::fromStringList(plan.enemyPoaRows));
                if (plan.poaBeforeCap)
                    g.insert(QStringLiteral("poaBeforeCap"), *plan.poaBeforeCap);
            }
            g.insert(QStringLiteral("roll"), QStringLiteral("%1.%2").arg(side.key).arg(i));
            g.insert(QStringLiteral("enemy"), side.groups[i].enemy);
            g.insert(QStringLiteral("diceBeforeReductions"), plan.diceBefore);
            g.insert(QStringLiteral("diceLost"), plan.diceLost);
            g.insert(QStringLiteral("dice"), plan.dice);
            g.insert(QStringLiteral("poa"), plan.netPoa);
            g.insert(QStringLiteral("poaText"), poaText(plan.netPoa));
            g.insert(QStringLiteral("scoreToHit"), plan.score);
            groupsJson.append(g);
        }
        sidesJson.append(QJsonObject{
            {QStringLiteral("key"), side.key},
            {QStringLiteral("name"), side.name},
            {QStringLiteral("quality"), qualityName(side.quality)},
            {QStringLiteral("rerolls"), rerollText(side.quality, side.commanderInFrontRank)},
            {QStringLiteral("dice"), total},
            {QStringLiteral("hp3bAt"),
             side.battleGroupBases > 0 ? (side.battleGroupBases + 2) / 3 : 1},
            {QStringLiteral("cohesionTestEnemyType"), enemyTypeNeeded[s].isEmpty()
                                                          ? enemyTypeName(side.enemyType)
                                                          : QStringLiteral("unknown")},
            {QStringLiteral("enemyTypeFrom"), side.enemyTypeGiven ? QStringLiteral("typed")
                                              : enemyTypeNeeded[s].isEmpty()
                                                  ? QStringLiteral("derived")
                                                  : enemyTypeNeeded[s]},
            {QStringLiteral("groups"), groupsJson}});
    }
    QJsonObject json;
    if (basesFightingEachSide >= 0) {
        json.insert(QStringLiteral("eligibleBases"), eligibleBases);
        json.insert(QStringLiteral("basesFightingEachSide"), basesFightingEachSide);
    }
    json.insert(QStringLiteral("phase"), impact ? QStringLiteral("impact") : QStringLiteral("melee"));
    json.insert(QStringLiteral("sides"), sidesJson);
    return json;
}

} // namespace

ProcedureResult closeCombat(const CloseCombatInput &original, DiceSource &dice,
                            const RuleBook &book, FollowUpCache *cache)
{
    ProcedureResult result;
    const bool impact = original.kind == CombatKind::Impact;
    result.citation = QStringLiteral("FoGR: The Combat Mechanism");
    CloseCombatInput input = original;
    CombatFacts facts;
    facts.impact = impact;
    pairImpactBases(input, result, facts);
    // FoGR, The Test: the "Any one of" -1 of each side's cohesion test if it loses, from the troop
    // types of both sides unless the players gave it. Where it needs a fact not given, the side's
    // chances after the combat wait for it.
    std::vector<QString> needed(input.sides.size()), enemyTypeWhy(input.sides.size());
    for (std::size_t s = 0; s < input.sides.size(); ++s) {
        CombatSide &side = input.sides[s];
        if (side.enemyTypeGiven)
            continue;
        const DerivedEnemyType derived = closeCombatEnemyType(input, s, book);
        side.enemyType = derived.factor;
        needed[s] = derived.needed;
        if (!derived.needed.isEmpty())
            result.notes.append(
                QStringLiteral("%1 after the combat: not worked out: %2.")
                    .arg(side.name.isEmpty() ? side.key : side.name, derived.needed));
        if (derived.factor == EnemyTypeFactor::None)
            continue;
        enemyTypeWhy[s] = QStringLiteral("-1: %1 (FoGR: Battle Group Deterioration, The Test), "
                                         "from the troop types that fought.")
                              .arg(derived.why);
        result.notes.append(
            QStringLiteral("%1, if it loses: -1 on its cohesion test, %2 (FoGR: Battle "
                           "Group Deterioration, The Test), from the troop types given.")
                .arg(side.name.isEmpty() ? side.key : side.name, derived.why));
        if (!derived.interpreted.isEmpty())
            result.notes.append(QStringLiteral("Interpreted: \"in open terrain\": ") +
                                derived.interpreted);
    }

    // Dice and scores of each group.
    std::vector<std::vector<GroupPlan>> plans(input.sides.size());
    TypeLists lists(book);
    std::vector<std::vector<Pool>> pools(input.sides.size());
    for (std::size_t s = 0; s < input.sides.size(); ++s) {
        const CombatSide &side = input.sides[s];
        std::vector<GroupDice> counts;
        for (std::size_t i = 0; i < side.groups.size(); ++i) {
            const CombatGroup &g = side.groups[i];
            GroupPlan plan;
            const QString label = groupName(side, i);
            plan.diceBefore = groupDice(input.kind, g, book, lists,
                                        label + QStringLiteral(" dice: "), result.modifiers);
            const CombatSide *enemy = sideByKey(input, g.enemy);
            counts.push_back({plan.diceBefore, g.frontBases + g.rearBases + g.overlapFiles, g.enemy,
                              lightLoses(g, enemy->cohesion, lists)});
            if (g.poa) {
                plan.netPoa = *g.poa;
                plan.typedPoa = true;
            } else if (!impact && g.overlapFiles > 0 && g.frontBases == 0 &&
                       (isType(g.facts.troopType, "Warriors") ||
                        (troopClass(book, g.facts.troopType).category == QLatin1String("Foot") &&
                         (hasCapability(g.facts, "Swordsmen") ||
                          hasCapability(g.facts, "Heavy Weapon"))))) {
                // FoGR, Overlaps: "always fight at a final overall ++ POA, when fighting as an
                // overlap. No other POAs apply."
                Modifier m = modifierFrom(book, QStringLiteral("combatHits"),
                                          QStringLiteral("overlapHeavyWeaponSwordsmenWarriorsPoa"));
                plan.netPoa = m.value;
                m.label = label + QStringLiteral(" POA: ") + m.label;
                result.modifiers.append(m);
            } else {
                const DerivedPoa poa = closeCombatPoa(input.kind, g.facts, g.facing, book, g.path);
                plan.netPoa = poa.net;
                plan.derivedPoa = true;
                for (Modifier m : poa.own) {
                    plan.poaRows.append(m.label);
                    m.label = label + QStringLiteral(" POA: ") + m.label;
                    result.modifiers.append(m);
                }
                for (Modifier m : poa.enemy) {
                    plan.enemyPoaRows.append(m.label);
                    m.label = label + QStringLiteral(" POA (enemy's): ") + m.label;
                    m.value = -m.value;
                    result.modifiers.append(m);
                }
                if (poa.uncapped != poa.net)
                    plan.poaBeforeCap = poa.uncapped;
                for (const QString &note : poa.notes) {
                    if (!result.notes.contains(note))
                        result.notes.append(note);
                }
            }
            plans[s].push_back(plan);
        }
        const ReducedDice reduced = reduceDice(counts, side.cohesion, side.disorder, book, kDice);
        for (Modifier m : reduced.modifiers) {
            m.label = nameOf(side) + QStringLiteral(": ") + m.label;
            result.modifiers.append(m);
        }
        // FoGR, Quality Re-Rolls: a commander fighting in the front rank raises the close combat
        // 'to hit' re-rolls one level.
        const RerollPolicy policy = fogrQualityRerolls(side.quality, side.commanderInFrontRank);
        for (std::size_t i = 0; i < side.groups.size(); ++i) {
            GroupPlan &plan = plans[s][i];
            plan.dice = reduced.dice[i];
            plan.diceLost = reduced.lost[i];
            plan.score = scoreToHit(book, input.kind, plan.netPoa);
            pools[s].push_back(Pool{plan.dice, plan.score, kD6, policy});
        }
    }
    facts.sides = input.sides;
    facts.plans = plans;
    facts.enemyTypeNeeded = needed;
    result.workedOut = facts.words();
    result.facts.defer([facts = std::move(facts)] { return facts.json(); });

    // Exact hits: inflicted by each side (all its groups), received from the groups facing it.
    std::vector<std::vector<Distribution>> groupHits(input.sides.size());
    std::vector<Distribution> inflicted(input.sides.size()),
        received(input.sides.size(), Distribution::certain(0));
    for (std::size_t s = 0; s < input.sides.size(); ++s) {
        for (const Pool &p : pools[s])
            groupHits[s].push_back(hits(p));
        Distribution sum = groupHits[s].empty() ? Distribution::certain(0) : groupHits[s].front();
        for (std::size_t i = 1; i < groupHits[s].size(); ++i)
            sum = convolve(sum, groupHits[s][i]);
        inflicted[s] = sum;
        result.distributions.append({nameOf(input.sides[s]) + QStringLiteral(" hits inflicted"),
                                     sum, input.sides[s].key + QStringLiteral(".hitsInflicted")});
    }
    for (std::size_t s = 0; s < input.sides.size(); ++s) {
        bool none = true; // received[s] is still certainly 0: the first sum is a copy
        auto add = [&](const Distribution &d) {
            received[s] = none ? d : convolve(received[s], d);
            none = false;
        };
        for (std::size_t o = 0; o < input.sides.size(); ++o) {
            const auto &groups = input.sides[o].groups;
            // All of o's dice against s (always so with two battle groups): its total, already
            // known.
            if (o != s && std::all_of(groups.begin(), groups.end(), [&](const CombatGroup &g) {
                    return g.enemy == input.sides[s].key;
                })) {
                add(inflicted[o]);
                continue;
            }
            for (std::size_t i = 0; i < groups.size(); ++i) {
                if (groups[i].enemy == input.sides[s].key)
                    add(groupHits[o][i]);
            }
        }
    }
    // FoGR, Accumulating Hits: "lost a close combat if the total number of hits it received from
    // all of its opponents this phase is greater than the total number of hits it inflicted".
    auto who = [&](std::size_t s) {
        return input.sides[s].name.isEmpty() ? input.sides[s].key : input.sides[s].name;
    };
    const QString whoLoses = QStringLiteral("Who loses");
    if (input.sides.size() == 2) {
        // Each side receives what the other inflicts: one difference serves both.
        const Distribution diff = difference(inflicted[0], inflicted[1]);
        result.outcomes.append(signOutcomes(diff, who(0) + QStringLiteral(" loses"),
                                            QStringLiteral("Draw"),
                                            who(1) + QStringLiteral(" loses")));
        const QString keys[] = {input.sides[0].key, QStringLiteral("draw"), input.sides[1].key};
        for (qsizetype i = 0; i < result.outcomes.size(); ++i) {
            result.outcomes[i].group = whoLoses;
            result.outcomes[i].groupKey = QStringLiteral("loser");
            result.outcomes[i].key = keys[i];
        }
        result.distributions.append({nameOf(input.sides[0]) + QStringLiteral(" hits minus ") +
                                         nameOf(input.sides[1]) + QStringLiteral(" hits"),
                                     diff, QStringLiteral("hitsDifference")});
    } else {
        // With more than two battle groups several can lose: a question for each.
        for (std::size_t s = 0; s < input.sides.size(); ++s) {
            const Fraction loses = probabilityAtMost(difference(inflicted[s], received[s]), -1);
            const QString loser = input.sides[s].key + QStringLiteral(".loses");
            result.outcomes.append(
                keyed(exactOutcome(QStringLiteral("%1 loses").arg(who(s)), loses),
                      QStringLiteral("yes"), loser));
            result.outcomes.append(
                keyed(exactOutcome(QStringLiteral("%1 does not lose").arg(who(s)), 1 - loses),
                      QStringLiteral("no"), loser));
            result.outcomes[result.outcomes.size() - 2].group = result.outcomes.last().group =
                QStringLiteral("Does %1 lose?").arg(who(s));
        }
    }
    for (std::size_t s = 0; s < input.sides.size(); ++s) {
        if (needed[s].isEmpty())
            result.outcomes +=
                closeCombatFollowUp(input.sides[s], inflicted[s], received[s], book, cache);
    }
    result.notes.append(QStringLiteral(
        "After the combat: the losers' cohesion test, then every death roll (FoGR: The Combat "
        "Mechanism); HP3B read as at least 1 hit per 3 bases of the battle group (the glossary "
        "definition is missing from the transcription)."));

    if (!dice.givesDice())
        return result;
    // The dice: each group under "<key>.<group index>".
    std::vector<int> hitsBy(input.sides.size(), 0), hitsOn(input.sides.size(), 0);
    std::vector<std::vector<int>> groupHitCounts(input.sides.size());
    for (std::size_t s = 0; s < input.sides.size(); ++s) {
        for (std::size_t i = 0; i < pools[s].size(); ++i) {
            const Pool &p = pools[s][i];
            const auto rolled = dice.roll(QStringLiteral("%1.%2").arg(input.sides[s].key).arg(i),
                                          kD6, p.count, p.reroll, p.score,
                                          groupName(input.sides[s], i));
            const int h = countHits(p, *rolled);
            groupHitCounts[s].push_back(h);
            hitsBy[s] += h;
        }
    }
    for (std::size_t s = 0; s < input.sides.size(); ++s) {
        for (std::size_t o = 0; o < input.sides.size(); ++o) {
            for (std::size_t i = 0; i < input.sides[o].groups.size(); ++i) {
                if (input.sides[o].groups[i].enemy == input.sides[s].key)
                    hitsOn[s] += groupHitCounts[o][i];
            }
        }
    }
    QJsonArray sideResults;
    QStringList parts, losers;
    for (std::size_t s = 0; s < input.sides.size(); ++s) {
        const CombatSide &side = input.sides[s];
        const bool lost = hitsOn[s] > hitsBy[s];
        const CohesionTestInput test = closeCombatCohesionTest(side, hitsOn[s], hitsBy[s], book);
        const DeathRollInput death = closeCombatDeathRoll(side, hitsOn[s], hitsBy[s]);
        QJsonArray groupHitsJson;
        for (int h : groupHitCounts[s])
            groupHitsJson.append(h);
        sideResults.append(QJsonObject{
            {QStringLiteral("key"), side.key},
            {QStringLiteral("hitsInflicted"), hitsBy[s]},
            {QStringLiteral("hitsByGroup"), groupHitsJson},
            {QStringLiteral("hitsReceived"), hitsOn[s]},
            {QStringLiteral("lost"), lost},
            {QStringLiteral("cohesionTest"), lost},
            {QStringLiteral("hp3bFromCloseCombat"), test.hp3bFromCloseCombat},
            {QStringLiteral("cohesionTestEnemyType"),
             needed[s].isEmpty() ? enemyTypeName(test.enemyType) : QStringLiteral("unknown")},
            {QStringLiteral("twoMoreHitsReceived"), test.twoMoreHitsReceived},
            {QStringLiteral("deathRoll"),
             QJsonObject{{QStringLiteral("hits"), hitsOn[s]},
                         {QStringLiteral("from"), lost ? QStringLiteral("closeCombatLost")
                                                       : QStringLiteral("closeCombatWonOrDrew")},
                         {QStringLiteral("bases"), death.bases}}},
            // FoGR, Commanders in Close Combat: at risk when his battle group suffers 2 or more
            // hits.
            {QStringLiteral("commanderAtRisk"), side.commanderInFrontRank && hitsOn[s] >= 2}});
        const QString who = side.name.isEmpty() ? side.key : side.name;
        parts.append((hitsBy[s] == 1 ? QStringLiteral("%1 %2 hit") : QStringLiteral("%1 %2 hits"))
                         .arg(who)
                         .arg(hitsBy[s]));
        if (lost)
            losers.append(who);
    }
    std::vector<SideOutcome> outcomes;
    for (std::size_t s = 0; s < input.sides.size(); ++s)
        outcomes.push_back({hitsOn[s], hitsBy[s], enemyTypeWhy[s], needed[s]});
    result.followUps = closeCombatFollowUps(input, outcomes, book);
    result.result = {{QStringLiteral("sides"), sideResults},
                     {QStringLiteral("losers"), QJsonArray::fromStringList(losers)}};
    result.summary =
        QStringLiteral("%1 %2: %3")
            .arg(impact ? QStringLiteral("Impact") : QStringLiteral("Melee"),
                 parts.join(QStringLiteral(", ")),
                 losers.isEmpty() ? QStringLiteral("nobody loses")
                                  : losers.join(QStringLiteral(" and ")) + QStringLiteral(" lost"));
    return result;
}

} // namespace adjutant::rulesets::fogr
