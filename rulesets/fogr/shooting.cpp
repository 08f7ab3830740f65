// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR shooting at one target: the dice, the exact hits, the target's cohesion test and bases lost.
#include "rulesets/fogr/shooting.h"

#include "core/error.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"
#include "rulesets/fogr/combatdice.h"
#include "rulesets/fogr/combatfollowup.h"
#include "rulesets/fogr/deathroll.h"
#include "rulesets/fogr/enemytype.h"
#include "rulesets/fogr/exactchance.h"
#include "rulesets/fogr/poa.h"
#include "rulesets/fogr/shootingrows.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

#include <map>

namespace adjutant::rulesets::fogr {

using namespace shootingrows;

namespace {

// FoGR, Armour: "All troop types have one of these armour qualifiers, except for the following:
// battle wagons, elephants, and artillery of all types."
bool takesArmour(const RuleBook &book, const QString &type)
{
    for (const QJsonValue &t :
         book.json(QStringLiteral("troopTypes"), QStringLiteral("types")).toArray()) {
        if (t[QStringLiteral("name")].toString().compare(type, Qt::CaseInsensitive) == 0)
            return t[QStringLiteral("armour")].toBool();
    }
    return false;
}

struct Roll
{
    QString name;
    QString label; // the shooters as the players know them
    int dice = 0;
    int poa = 0;
    FogrQuality quality = FogrQuality::Average;
    bool firearms = false; // artillery, regimental guns and firearms (FoGR, Death Rolls)
    bool artillery = false; // artillery's dice (FoGR, Cohesion Tests: warriors' 2 hits)
    QJsonObject json;
};

QString basesText(int k)
{
    return k == 0   ? QStringLiteral("no base lost")
           : k == 1 ? QStringLiteral("loses 1 base")
                    : QStringLiteral("loses %1 bases").arg(k);
}

// The tests the dice call for on the target, as the procedures' inputs, each fact with where it
// comes from, so the resolver opens them filled in as after a melee (FoGR, Cohesion Tests: "Test
// a battle group after all shooting dice have been rolled"; FoGR, Death Rolls).
QList<FollowUp> shootingFollowUps(const ShootingTarget &t, const CohesionTestInput &test, int hits,
                                  bool testsCohesion, bool deathRoll, const QString &hitsFrom)
{
    const QString who = t.name.isEmpty() ? t.key : t.name;
    const QString shot = QStringLiteral("%1 received %2 shooting hits.").arg(who).arg(hits);
    const QString asShot = QStringLiteral("As %1 was shot at (the shooting's facts).").arg(who);
    QJsonObject common;
    QHash<QString, QString> commonWhy;
    auto give = [](FollowUp &f, const QString &key, const QJsonValue &value, const QString &why) {
        f.facts.insert(key, value);
        f.why.insert(key, why);
    };
    if (!t.battleGroup.isEmpty()) {
        common.insert(QStringLiteral("battleGroup"), t.battleGroup);
        commonWhy.insert(QStringLiteral("battleGroup"), asShot);
    }
    common.insert(QStringLiteral("name"), who);
    commonWhy.insert(QStringLiteral("name"), asShot);
    QList<FollowUp> followUps;
    if (testsCohesion) {
        FollowUp f{QStringLiteral("cohesion-test"), t.battleGroup,
                   QStringLiteral("%1: cohesion test after %2 shooting hits").arg(who).arg(hits),
                   common, commonWhy};
        give(f, QStringLiteral("reason"), QStringLiteral("shooting"), shot);
        give(f, QStringLiteral("hp2bFromShooting"), test.hp2bFromShooting,
             QStringLiteral("%1 hits on %2 bases (HP2B: at least 1 hit per 2 bases).")
                 .arg(hits)
                 .arg(t.battleGroupBases));
        give(f, QStringLiteral("quality"), qualityName(test.quality), asShot);
        give(f, QStringLiteral("cohesion"), cohesionName(test.cohesion), asShot);
        give(f, QStringLiteral("disorder"), disorderName(test.disorder), asShot);
        give(f, QStringLiteral("lostQuarterOfBases"), test.lostQuarterOfBases, asShot);
        give(f, QStringLiteral("threatenedFlank"), test.threatenedFlank, asShot);
        give(f, QStringLiteral("inCloseCombat"), test.inCloseCombat, asShot);
        if (test.commander != CommanderPresence::None)
            give(f, QStringLiteral("commander"),
                 test.commander == CommanderPresence::With ? QStringLiteral("with")
                                                           : QStringLiteral("inRange"),
                 asShot);
        give(f, QStringLiteral("enemyType"), enemyTypeName(test.enemyType),
             QStringLiteral("By who shot (FoGR: Battle Group Deterioration, The Test)."));
        followUps.append(f);
    }
    if (deathRoll) {
        FollowUp f{QStringLiteral("death-roll"), t.battleGroup,
                   QStringLiteral("%1: death roll against %2 shooting hits").arg(who).arg(hits),
                   common, commonWhy};
        give(f, QStringLiteral("hits"), hits, shot);
        give(f, QStringLiteral("from"), hitsFrom, QStringLiteral("By who shot and from how far."));
        give(f, QStringLiteral("startedWithTwoBases"), t.startedWithTwoBases, asShot);
        give(f, QStringLiteral("bases"), t.battleGroupBases, asShot);
        followUps.append(f);
    }
    return followUps;
}

} // namespace

ProcedureResult shooting(const ShootingInput &input, DiceSource &dice, const RuleBook &book)
{
    ProcedureResult result;
    result.citation = QStringLiteral("FoGR: The Combat Mechanism, In the Shooting Phase");
    const ShootingTarget &t = input.target;
    std::vector<Roll> rolls;
    struct Leftover
    {
        std::size_t shooter;
    };
    std::vector<Leftover> leftovers;
    bool anyArtillery = false, anyFirearms = false, allArtilleryLong = true, anyDerived = false;
    for (std::size_t i = 0; i < input.shooters.size(); ++i) {
        const Shooter &s = input.shooters[i];
        const QString row = diceRow(s, book);
        const RuleValue &cell = book.value(kDice, row);
        if (!cell.isAvailable())
            throw MissingRuleValue(
                QStringLiteral("%1: the shooting dice row \"%2\" applies to %3 with %4, but %5 "
                               "Supply %6.%2 in your "
                               "rule overrides as {\"short\": [...], \"long\": [...]}.")
                    .arg(s.path, row, s.troopType, s.weapon, cell.reason, kDice));
        const QJsonValue perRank =
            book.json(kDice, row)
                .toObject()
                .value(s.longRange ? QStringLiteral("long") : QStringLiteral("short"));
        if (!perRank.isArray())
            throw core::Error(QStringLiteral("%1.range: %2 with %3 have no long range (%4)")
                                  .arg(s.path, s.troopType, s.weapon, cell.text));
        const QJsonArray perBase = perRank.toArray();
        if (s.ranks.size() > std::size_t(perBase.size()))
            throw core::Error(QStringLiteral("%1.ranks: only %2 rank(s) shoot (%3)")
                                  .arg(s.path)
                                  .arg(perBase.size())
                                  .arg(cell.text));
        int whole = 0, perTwo = 0;
        QList<Modifier> rows;
        for (std::size_t r = 0; r < s.ranks.size(); ++r)
            (perBase[qsizetype(r)].toInt() == 1 ? whole : perTwo) += s.ranks[r];
        Modifier m{cell.text, whole + perTwo / 2, cell.source,
                   cell.status == RuleValue::Status::Interpreted ? cell.reason : QString()};
        m.label = QStringLiteral("%1 dice: %2 bases at 1 per base, %3 at 1 per 2: %4")
                      .arg(s.name)
                      .arg(whole)
                      .arg(perTwo)
                      .arg(cell.text);
        result.modifiers.append(m);
        int own = whole + perTwo / 2;
        if (s.regimentalGun) {
            const RuleValue &gunCell = book.value(kDice, QStringLiteral("regimentalGun"));
            Modifier gun{gunCell.text, 1, gunCell.source, {}};
            gun.label = QStringLiteral("%1 dice: %2").arg(s.name, gun.label);
            result.modifiers.append(gun);
            ++own;
        }
        if (perTwo % 2 == 1)
            leftovers.push_back({i});
        const ReducedDice reduced =
            reduceDice({GroupDice{own, 1, QString(), false}}, s.cohesion, s.disorder, book, kDice);
        for (Modifier r : reduced.modifiers) {
            r.label = QStringLiteral("%1: %2").arg(s.name, r.label);
            result.modifiers.append(r);
        }
        Roll roll;
        roll.name = s.key;
        roll.label = s.name;
        roll.dice = reduced.dice.front();
        roll.quality = s.quality;
        roll.firearms = isArtillery(s.troopType) || isFirearm(s.weapon) || s.regimentalGun;
        roll.artillery = isArtillery(s.troopType);
        anyArtillery |= isArtillery(s.troopType);
        anyFirearms |= isFirearm(s.weapon);
        allArtilleryLong &= isArtillery(s.troopType) && s.longRange;
        if (s.poa) {
            roll.poa = *s.poa;
            roll.json.insert(QStringLiteral("poaFrom"), QStringLiteral("typed"));
        } else {
            int sum = 0;
            QJsonArray labels;
            for (Modifier p : poaRows(s, t, book)) {
                sum += p.value;
                labels.append(p.label);
                p.label = QStringLiteral("%1 POA: %2").arg(s.name, p.label);
                result.modifiers.append(p);
            }
            roll.poa = cappedPoa(book, sum);
            roll.json.insert(QStringLiteral("poaFrom"), QStringLiteral("derived"));
            anyDerived = true;
            roll.json.insert(QStringLiteral("poaRows"), labels);
        }
        roll.json.insert(QStringLiteral("diceLost"), reduced.lost.front());
        rolls.push_back(roll);
    }
    // FoGR, Allocating Combat Dice: "add the total number of bases to which a '1 dice per x bases'
    // rule applies before calculating the number of dice"; a die made of two battle groups' bases
    // "rolls at the worst POA" and "re-rolls as the worst quality".
    for (std::size_t k = 0; k + 1 < leftovers.size(); k += 2) {
        const Roll &a = rolls[leftovers[k].shooter], &b = rolls[leftovers[k + 1].shooter];
        const QString name = a.name + QLatin1Char('+') + b.name;
        auto it =
            std::find_if(rolls.begin(), rolls.end(), [&](const Roll &r) { return r.name == name; });
        if (it == rolls.end()) {
            Roll combined;
            combined.name = name;
            combined.label = QStringLiteral("%1 and %2, bases combined").arg(a.label, b.label);
            combined.poa = std::min(a.poa, b.poa);
            combined.quality =
                std::min(a.quality, b.quality); // FogrQuality runs Poor (lowest) to Elite
            combined.firearms = a.firearms;
            // Artillery shoots 1 dice per base (shootingDice.artillery): it leaves no odd base
            // to combine, so a combined die is never artillery's.
            combined.artillery = false;
            combined.json.insert(QStringLiteral("poaFrom"),
                                 QStringLiteral("worst of the battle groups combined"));
            rolls.push_back(combined);
            it = rolls.end() - 1;
        }
        ++it->dice;
    }
    if (leftovers.size() > 1 ||
        std::any_of(input.shooters.begin(), input.shooters.end(), [](const Shooter &s) {
            return s.cohesion != Cohesion::Steady || s.disorder != Disorder::None;
        }))
        result.notes.append(QStringLiteral(
            "Interpreted: dice combined from two battle groups' bases are not reduced for either's "
            "disruption, fragmentation or disorder (the rules state the losses per battle "
            "group)."));

    // The dice, the exact hits, and the follow-up.
    std::vector<Pool> pools, artilleryPools, otherPools;
    QJsonArray rollsJson;
    int firearmDice = 0, totalDice = 0, artilleryDice = 0;
    for (const Roll &r : rolls) {
        const Pool p{r.dice, scoreToHit(book, CombatKind::Shooting, r.poa), kD6,
                     fogrQualityRerolls(r.quality)};
        pools.push_back(p);
        (r.artillery ? artilleryPools : otherPools).push_back(p);
        totalDice += r.dice;
        firearmDice += r.firearms ? r.dice : 0;
        artilleryDice += r.artillery ? r.dice : 0;
        result.workedOut.append(QStringLiteral("%1: %2 dice at %3 POA hitting on %4+ (%5)")
                                    .arg(r.label)
                                    .arg(r.dice)
                                    .arg(poaText(r.poa))
                                    .arg(p.score)
                                    .arg(qualityName(r.quality)));
        QJsonObject j = r.json;
        j.insert(QStringLiteral("roll"), r.name);
        j.insert(QStringLiteral("dice"), r.dice);
        j.insert(QStringLiteral("poa"), r.poa);
        j.insert(QStringLiteral("poaText"), poaText(r.poa));
        j.insert(QStringLiteral("scoreToHit"), p.score);
        j.insert(QStringLiteral("quality"), qualityName(r.quality));
        rollsJson.append(j);
    }
    const HitsFrom from = allArtilleryLong
                              ? HitsFrom::ArtilleryLongRange
                              : (2 * firearmDice > totalDice ? HitsFrom::ShootingMainlyFirearms
                                                             : HitsFrom::ShootingOther);
    const Distribution targetHits = hits(std::span<const Pool>(pools));
    result.distributions.append({QStringLiteral("%1 hits received").arg(t.name), targetHits,
                                 QStringLiteral("target.hitsReceived")});
    const int hp3bAt = (t.battleGroupBases + 2) / 3;
    // FoGR, Cohesion Tests: "Test a battle group after all shooting dice have been rolled if it
    // suffered either of the following. If both apply, this does not count as more than 1 reason
    // to test. At least 1 HP3B ... At least 2 shooting hits from artillery and it is warriors."
    const int artilleryHitsToTest = 2;
    const bool warriorsTest = oneOf(t.troopType, {"Warriors"}) && artilleryDice > 0;
    for (const Shooter &s : input.shooters) {
        // "Any rules applying to 'artillery' do not apply to regimental guns" (Regimental Guns):
        // a gun's die rolled with the artillery's could not be told from theirs.
        if (warriorsTest && isArtillery(s.troopType) && s.regimentalGun)
            throw core::Error(QStringLiteral("%1.regimentalGun: warriors test after 2 hits from "
                                             "artillery, not from regimental guns, and this gun's "
                                             "die would be rolled with the artillery's")
                                  .arg(s.path));
    }
    // FoGR, Shooting Phase: "If the number of dice to be rolled is less than the number of hits
    // required to force either test, no dice are rolled."
    int deathAt = 1;
    {
        DiceSource none = DiceSource::none();
        while (deathAt < hp3bAt) {
            DeathRollInput d{t.battleGroup,         t.name, deathAt,
                             t.startedWithTwoBases, from,   t.battleGroupBases};
            if (deathRoll(d, none, book).facts.value(QStringLiteral("baseAtRisk")).toBool())
                break;
            ++deathAt;
        }
    }
    const bool adjudicated = totalDice >= std::min(hp3bAt, deathAt) ||
                             (warriorsTest && artilleryDice >= artilleryHitsToTest);
    result.workedOut.append(QStringLiteral("%1: a cohesion test from %2 hits (HP3B), a death roll "
                                           "from %3")
                                .arg(t.name)
                                .arg(hp3bAt)
                                .arg(deathAt));
    result.facts = {{QStringLiteral("rolls"), rollsJson},
                    {QStringLiteral("dice"), totalDice},
                    {QStringLiteral("hp3bAt"), hp3bAt},
                    {QStringLiteral("deathRollFrom"), deathAt},
                    {QStringLiteral("adjudicated"), adjudicated},
                    {QStringLiteral("hitsFrom"), from == HitsFrom::ShootingOther
                                                     ? QStringLiteral("shootingOther")
                                                 : from == HitsFrom::ArtilleryLongRange
                                                     ? QStringLiteral("artilleryLongRange")
                                                     : QStringLiteral("shootingMainlyFirearms")}};
    if (!adjudicated) {
        result.summary =
            QStringLiteral("No dice rolled: %1 dice cannot force a cohesion test or death roll")
                .arg(totalDice);
        result.outcomes.append(keyed(exactOutcome(QStringLiteral("No effect"), Fraction(1)),
                                     QStringLiteral("noEffect")));
        return result;
    }
    EnemyTypeFactor enemyType = EnemyTypeFactor::None;
    if (anyArtillery)
        enemyType = EnemyTypeFactor::ShotAtByArtillery;
    else if (anyFirearms && oneOf(t.troopType, {"Elephants", "Cavalry", "Camelry", "Light Horse"}))
        enemyType = EnemyTypeFactor::MountedShotAtByFirearms;
    auto testFor = [&](int h) {
        CohesionTestInput c;
        c.battleGroup = t.battleGroup;
        c.name = t.name;
        c.quality = t.quality;
        c.cohesion = t.cohesion;
        c.disorder = t.disorder;
        c.reason = CohesionReason::Shooting;
        c.hp2bFromShooting = 2 * h >= t.battleGroupBases;
        c.lostQuarterOfBases = t.lostQuarterOfBases;
        c.threatenedFlank = t.threatenedFlank;
        c.enemyType = enemyType;
        c.commander = t.commander;
        c.inCloseCombat = t.inCloseCombat;
        return c;
    };
    // The chance of h hits in all that the target tests after: with 1 HP3B, or for warriors
    // with at least 2 of them from artillery (the artillery's dice and the others' independent).
    const Distribution artilleryHits =
        warriorsTest ? hits(std::span<const Pool>(artilleryPools)) : Distribution::certain(0);
    const Distribution otherHits =
        warriorsTest ? hits(std::span<const Pool>(otherPools)) : Distribution::certain(0);
    auto testedWith = [&](int h, const Fraction &ph) {
        if (hp3b(h, t.battleGroupBases, book) || !warriorsTest)
            return hp3b(h, t.battleGroupBases, book) ? ph : Fraction(0);
        Fraction p = 0;
        for (int a = std::max(artilleryHitsToTest, artilleryHits.lowest());
             a <= std::min(h, artilleryHits.highest()); ++a)
            p += probability(artilleryHits, a) * probability(otherHits, h - a);
        return p;
    };
    // Exact chances of (cohesion level, bases lost) over every number of hits.
    std::map<std::pair<int, int>, Fraction> after;
    Fraction testing = 0;
    DiceSource none = DiceSource::none();
    for (int h = targetHits.lowest(); h <= targetHits.highest(); ++h) {
        const Fraction ph = probability(targetHits, h);
        if (ph == 0)
            continue;
        // Each level's chance with h hits, as a part of ph.
        std::vector<Fraction> levels{ph, Fraction(0), Fraction(0)};
        const Fraction tested = testedWith(h, ph);
        testing += tested;
        if (tested != 0 && t.cohesion != Cohesion::Broken) {
            const ProcedureResult test = cohesionTest(testFor(h), none, book);
            const Distribution &score = test.distributions.front().distribution;
            const Fraction pass =
                probabilityAtLeast(score, test.facts.value(QStringLiteral("passScore")).toInt());
            levels[0] = ph - tested + tested * pass;
            levels[1] = tested * (1 - pass);
        }
        const ProcedureResult death =
            deathRoll({t.battleGroup, t.name, h, t.startedWithTwoBases, from, t.battleGroupBases},
                      none, book);
        for (std::size_t level = 0; level < levels.size(); ++level) {
            for (qsizetype k = 0; k < death.outcomes.size(); ++k) {
                const Fraction pk = fractionOf(death.outcomes[k].exact);
                if (levels[level] != 0 && pk != 0)
                    after[{int(level), int(k)}] += levels[level] * pk;
            }
        }
    }
    const QString tests = QStringLiteral("Does %1 test cohesion?").arg(t.name);
    if (warriorsTest) {
        result.outcomes.append(exactOutcome(
            QStringLiteral(
                "%1 tests cohesion (1 HP3B, or at least 2 hits from artillery on warriors)")
                .arg(t.name),
            testing));
        result.outcomes.append(
            exactOutcome(QStringLiteral("%1 does not test").arg(t.name), 1 - testing));
        result.distributions.append({QStringLiteral("%1 hits from artillery").arg(t.name),
                                     artilleryHits, QStringLiteral("target.hitsFromArtillery")});
    } else {
        result.outcomes.append(outcomeAtLeast(
            QStringLiteral("%1 tests cohesion (1 HP3B)").arg(t.name), targetHits, hp3bAt));
        result.outcomes.append(
            outcomeAtMost(QStringLiteral("%1 does not test").arg(t.name), targetHits, hp3bAt - 1));
    }
    result.outcomes[0].group = result.outcomes[1].group = tests;
    result.outcomes[0].groupKey = result.outcomes[1].groupKey =
        QStringLiteral("target.testsCohesion");
    result.outcomes[0].key = QStringLiteral("yes");
    result.outcomes[1].key = QStringLiteral("no");
    for (const auto &[key, p] : after) {
        result.outcomes.append(
            exactOutcome(QStringLiteral("%1 after the shooting: %2, %3")
                             .arg(t.name, cohesionName(dropped(t.cohesion, key.first)).toUpper(),
                                  basesText(key.second)),
                         p));
        result.outcomes.last().group = QStringLiteral("%1 after the shooting").arg(t.name);
        result.outcomes.last().groupKey = QStringLiteral("target.afterShooting");
        result.outcomes.last().key =
            QStringLiteral("%1.lost%2")
                .arg(cohesionName(dropped(t.cohesion, key.first)).toLower())
                .arg(key.second);
    }
    if (anyDerived && t.armour.isEmpty() && takesArmour(book, t.troopType))
        result.notes.append(
            QStringLiteral("Armour not given: the shooting POAs by the armour of the "
                           "target's nearest rank were not checked (FoGR: Shooting "
                           "POAs)."));
    result.notes.append(QStringLiteral("HP3B and HP2B read as at least 1 hit per 3 (2) bases of "
                                       "the target battle group: the glossary "
                                       "definition is missing (\"some troop types calculate HP3B "
                                       "differently and not all ranks count\")."));

    if (!dice.givesDice())
        return result;
    int total = 0, fromArtillery = 0;
    QJsonArray hitsJson;
    for (std::size_t i = 0; i < rolls.size(); ++i) {
        const auto rolled =
            dice.roll(rolls[i].name, kD6, pools[i].count, pools[i].reroll, pools[i].score,
                      rolls[i].label);
        const int h = countHits(pools[i], *rolled);
        hitsJson.append(
            QJsonObject{{QStringLiteral("roll"), rolls[i].name}, {QStringLiteral("hits"), h}});
        total += h;
        fromArtillery += rolls[i].artillery ? h : 0;
    }
    const bool hp3bTest = hp3b(total, t.battleGroupBases, book);
    const bool warriorsTested = warriorsTest && fromArtillery >= artilleryHitsToTest;
    const bool test = hp3bTest || warriorsTested;
    result.result = {{QStringLiteral("hits"), total},
                     {QStringLiteral("hitsByRoll"), hitsJson},
                     {QStringLiteral("cohesionTest"), test},
                     {QStringLiteral("hp2bFromShooting"), 2 * total >= t.battleGroupBases},
                     {QStringLiteral("deathRoll"), total >= deathAt}};
    if (warriorsTest) {
        result.result.insert(QStringLiteral("hitsFromArtillery"), fromArtillery);
        if (test)
            result.result.insert(QStringLiteral("cohesionTestFor"),
                                 !warriorsTested ? QStringLiteral("1 HP3B")
                                 : hp3bTest ? QStringLiteral("1 HP3B and 2 hits from artillery "
                                                             "on warriors: one reason to test")
                                            : QStringLiteral("2 hits from artillery on warriors"));
    }
    result.summary = QStringLiteral("%1 hits on %2%3")
                         .arg(total)
                         .arg(t.name, test ? QStringLiteral(": cohesion test") : QString());
    result.followUps = shootingFollowUps(t, testFor(total), total, test, total >= deathAt,
                                         result.facts.value(QStringLiteral("hitsFrom")).toString());
    return result;
}

} // namespace adjutant::rulesets::fogr
