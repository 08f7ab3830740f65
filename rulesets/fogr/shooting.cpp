// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/shooting.h"

#include "core/error.h"
#include "core/jsonreader.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"
#include "rulesets/fogr/combatdice.h"
#include "rulesets/fogr/combatfollowup.h"
#include "rulesets/fogr/deathroll.h"
#include "rulesets/fogr/exactchance.h"
#include "rulesets/fogr/poa.h"
#include "rulesets/fogr/shootingfiles.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/inputfields.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <map>
#include <numeric>

namespace adjutant::rulesets::fogr {

namespace {

const QString kDice = QStringLiteral("shootingDice");
const QString kPoa = QStringLiteral("shootingPoa");

bool oneOf(const QString &word, std::initializer_list<const char *> words)
{
    for (const char *w : words) {
        if (word.compare(QLatin1String(w), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

bool isArtillery(const QString &type)
{
    return oneOf(type, {"Light Artillery", "Medium Artillery", "Heavy Artillery"});
}
bool isFirearm(const QString &weapon)
{
    return oneOf(weapon, {"Musket", "Musket*", "Salvo", "Arquebus", "Carbine", "Pistol"});
}
bool isBowSlingJavelin(const QString &weapon)
{
    return oneOf(weapon, {"Bow", "Bow*", "Sling", "Javelins"});
}

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

// Which row of the shooting dice table (FoGR, In the Shooting Phase).
QString diceRow(const Shooter &s, const RuleBook &book)
{
    const TroopClass c = troopClass(book, s.troopType);
    const bool foot = c.category == QLatin1String("Foot"),
               mounted = c.category == QLatin1String("Mounted");
    if (isArtillery(s.troopType))
        return QStringLiteral("artillery");
    if (oneOf(s.troopType, {"Battle Wagons"}))
        return QStringLiteral("battleWagons");
    if (oneOf(s.troopType, {"Dragoons"}))
        return QStringLiteral("dragoons");
    if (oneOf(s.troopType, {"Light Foot", "Light Horse"}) ||
        oneOf(s.weapon, {"Bombs", "Bow*", "Javelins", "Sling"}))
        return QStringLiteral("otherShooting");
    if ((foot && oneOf(s.weapon, {"Musket*"})) ||
        (mounted && oneOf(s.weapon, {"Carbine", "Bow", "Crossbow"})))
        return QStringLiteral("musketStarOrMountedCarbineBow");
    if (oneOf(s.troopType, {"Horse"}) && oneOf(s.weapon, {"Pistol"}))
        return QStringLiteral("horsePistol");
    if (foot && oneOf(s.weapon, {"Salvo"}))
        return QStringLiteral("salvo");
    if (foot && oneOf(s.weapon, {"Arquebus", "Musket", "Bow", "Crossbow"}))
        return QStringLiteral("otherFirearmsBows");
    return QStringLiteral("otherShooting");
}

// FoGR, Shooting POAs, for the shooters' bases: the rows that apply; more than one cannot be
// combined (the printed brackets are lost), so the players type the net POA.
QList<Modifier> poaRows(const Shooter &s, const ShootingTarget &t, const RuleBook &book)
{
    QList<Modifier> rows;
    auto add = [&](const char *key) {
        const QString k = QString::fromLatin1(key);
        const RuleValue &cell = book.value(kPoa, k);
        if (!cell.isAvailable())
            throw MissingRuleValue(QStringLiteral("%1: the shooting POA row \"%2\" applies but the "
                                                  "transcription lacks it (%3). Type the "
                                                  "shooters' net POA as \"poa\" (-2 to 2), or "
                                                  "supply %4.%2 in your rule overrides.")
                                       .arg(s.path, k, cell.reason, kPoa));
        rows.append(modifierFrom(book, kPoa, k));
    };
    const TroopClass target = troopClass(book, t.troopType);
    const bool artillery = isArtillery(s.troopType);
    const QString weapon = artillery ? QStringLiteral("Artillery") : s.weapon;
    if (target.category == QLatin1String("Mounted") && !target.light &&
        t.armour == QLatin1String("Unarmoured") && !t.oneBaseDeep && isBowSlingJavelin(weapon))
        add("unarmouredMounted");
    if (oneOf(t.troopType, {"Gendarmes"}) && t.armour == QLatin1String("Fully Armoured") &&
        isBowSlingJavelin(weapon))
        add("fullyArmouredGendarmes");
    if (target.category == QLatin1String("Mounted") && isFirearm(weapon))
        add("mountedVsFirearms");
    if (target.category == QLatin1String("Elephants") && !oneOf(weapon, {"Bow", "Bow*", "Sling"}))
        add("elephants");
    if (oneOf(t.troopType, {"Battle Wagons"}) && !artillery && !oneOf(weapon, {"Bombs"}))
        add("battleWagons");
    if (isArtillery(t.troopType) && artillery)
        add("artillery");
    if (target.category == QLatin1String("Foot") && t.armour == QLatin1String("Fully Armoured"))
        add(isBowSlingJavelin(weapon) ? "fullyArmouredFootVsBows" : "fullyArmouredFootOther");
    // The transcription is cut after the 'Fully armoured foot' rows: whatever rows follow for
    // lesser armour are lost, so a heavily armoured nearest rank cannot be derived.
    if (t.armour == QLatin1String("Heavily Armoured")) {
        const RuleValue &cell = book.value(kPoa, QStringLiteral("armourRows"));
        if (!cell.isAvailable())
            throw MissingRuleValue(
                QStringLiteral(
                    "%1: the target's nearest rank is heavily armoured, but the shooting POA "
                    "rows for armour after 'Fully armoured foot' are not in the "
                    "transcription (%2). Type the shooters' net POA as \"poa\" (-2 to 2), "
                    "or supply %3.armourRows in your rule overrides.")
                    .arg(s.path, cell.reason, kPoa));
        rows.append(modifierFrom(book, kPoa, QStringLiteral("armourRows")));
    }
    if (t.inCloseCombat)
        add("targetInCloseCombat");
    if (s.inCloseCombat)
        add("shooterInCloseCombat");
    if (rows.size() > 1) {
        QStringList labels;
        for (const Modifier &m : rows)
            labels.append(m.label);
        throw core::Error(QStringLiteral("%1.poa: more than one shooting POA applies (%2) and the "
                                         "transcription has lost the printed "
                                         "'Any one of' brackets that say whether they add up: type "
                                         "the net POA (FoGR: Shooting POAs)")
                              .arg(s.path, labels.join(QStringLiteral("; "))));
    }
    return rows;
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
    return result;
}

namespace {

ShootingInput readShooting(const core::JsonReader &json, const RuleBook &book)
{
    json.allowOnly({u"shooters", u"target"});
    ShootingInput input;
    const core::JsonReader target = json.child(u"target");
    target.allowOnly({u"key", u"name", u"battleGroup", u"troopType", u"armour", u"quality",
                      u"cohesion", u"disorder", u"battleGroupBases", u"oneBaseDeep",
                      u"inCloseCombat", u"startedWithTwoBases", u"lostQuarterOfBases",
                      u"threatenedFlank", u"commander"});
    ShootingTarget &t = input.target;
    t.key = target.optionalString(u"key", QStringLiteral("target"));
    t.name = target.optionalString(u"name", t.key);
    t.battleGroup = target.optionalString(u"battleGroup");
    t.troopType = target.nonEmptyString(u"troopType");
    troopClass(book, t.troopType, target, u"troopType");
    t.armour = target.optionalString(u"armour");
    const QStringList armour = book.strings(QStringLiteral("troopTypes"), QStringLiteral("armour"));
    if (!t.armour.isEmpty() && !armour.contains(t.armour))
        target.fail(u"armour", QStringLiteral("\"%1\" is not one of %2")
                                   .arg(t.armour, armour.join(QStringLiteral(", "))));
    t.quality = readQuality(target, u"quality");
    t.cohesion = readCohesion(target, u"cohesion");
    if (t.cohesion == Cohesion::Broken)
        target.fail(
            u"cohesion",
            QStringLiteral("there is no shooting at broken troops (FoGR: Fighting Broken Troops)"));
    t.disorder = readDisorder(target, u"disorder");
    t.battleGroupBases = target.integer(u"battleGroupBases", 1, 1000);
    // FoGR, Battle Groups: "Each battle group consists of from two to sixteen bases".
    const int most =
        book.integer(QStringLiteral("troopTypes"), QStringLiteral("basesPerBattleGroupMost"));
    if (t.battleGroupBases > most)
        target.fail(u"battleGroupBases",
                    QStringLiteral("%1 bases: a battle group has at most %2 (FoGR: Battle Groups)")
                        .arg(t.battleGroupBases)
                        .arg(most));
    t.oneBaseDeep = target.optionalBoolean(u"oneBaseDeep", false);
    t.inCloseCombat = target.optionalBoolean(u"inCloseCombat", false);
    t.startedWithTwoBases = target.optionalBoolean(u"startedWithTwoBases", false);
    t.lostQuarterOfBases = target.optionalBoolean(u"lostQuarterOfBases", false);
    t.threatenedFlank = target.optionalBoolean(u"threatenedFlank", false);
    const QStringList commander{QStringLiteral("none"), QStringLiteral("inRange"),
                                QStringLiteral("with")};
    const QString c = target.optionalString(u"commander", QStringLiteral("none"));
    if (!commander.contains(c))
        target.fail(
            u"commander",
            QStringLiteral("\"%1\" is not one of %2").arg(c, commander.join(QStringLiteral(", "))));
    t.commander = CommanderPresence(commander.indexOf(c));

    const QJsonArray shooters = json.array(u"shooters");
    if (shooters.isEmpty())
        json.fail(u"shooters", QStringLiteral("at least one battle group shoots"));
    const int shootersMost = book.integer(kDice, QStringLiteral("shootersAtOneTargetMost"));
    if (shooters.size() > shootersMost)
        json.fail(
            u"shooters",
            QStringLiteral("%1 battle groups: Adjutant takes at most %2 shooting at one target "
                           "(interpreted: the book sets no limit)")
                .arg(shooters.size())
                .arg(shootersMost));
    const QStringList capabilities =
        book.strings(QStringLiteral("troopTypes"), QStringLiteral("capabilities"));
    const WeaponRanges weaponRanges(book); // FoGR, Ranges: read once for every shooter
    for (qsizetype i = 0; i < shooters.size(); ++i) {
        const core::JsonReader s(shooters[i],
                                 core::JsonReader::pathOf(json.pathOf(u"shooters"), i));
        s.allowOnly({u"key", u"name", u"quality", u"cohesion", u"disorder", u"troopType", u"weapon",
                     u"ranks", u"regimentalGun", u"range", u"distanceMU", u"inCloseCombat",
                     u"poa"});
        Shooter shooter;
        shooter.path = s.path();
        shooter.key = s.has(u"key") ? s.nonEmptyString(u"key")
                                    : QStringLiteral("shooter%1").arg(i + 1);
        if (shooter.key.contains(QLatin1Char('+')))
            s.fail(u"key",
                   QStringLiteral("\"+\" joins the keys of combined dice; choose another key"));
        for (const Shooter &other : input.shooters) {
            if (other.key == shooter.key)
                s.fail(u"key", QStringLiteral("\"%1\" is used twice").arg(shooter.key));
        }
        shooter.name = s.optionalString(u"name", shooter.key);
        shooter.quality = readQuality(s, u"quality");
        shooter.cohesion = readCohesion(s, u"cohesion");
        if (shooter.cohesion == Cohesion::Broken)
            s.fail(u"cohesion",
                   QStringLiteral("broken troops do not shoot (FoGR: Fighting Broken Troops)"));
        shooter.disorder = readDisorder(s, u"disorder");
        shooter.troopType = s.nonEmptyString(u"troopType");
        const TroopClass cls = troopClass(book, shooter.troopType, s, u"troopType");
        shooter.weapon =
            isArtillery(shooter.troopType) ? shooter.troopType : s.optionalString(u"weapon");
        if (!isArtillery(shooter.troopType) &&
            !capabilities.contains(shooter.weapon, Qt::CaseInsensitive))
            s.fail(u"weapon", QStringLiteral("required: the shooting capability (%1)")
                                  .arg(capabilities.join(QStringLiteral(", "))));
        const QJsonArray ranks = s.optionalArray(u"ranks");
        for (qsizetype r = 0; r < ranks.size(); ++r) {
            const double n = ranks[r].toDouble(-1);
            if (!ranks[r].isDouble() || n < 0 || n > 100 || n != double(int(n))) // in range before int()
                core::JsonReader::failAt(
                    core::JsonReader::pathOf(s.pathOf(u"ranks"), r),
                    QStringLiteral("the number of bases shooting in this rank (0 to 100)"));
            shooter.ranks.push_back(int(n));
        }
        // A battle group has at most 16 bases (FoGR, Battle Groups); battle wagons count base
        // widths, 2 a base ("treated as if 2 bases side by side when shooting").
        const int wide = oneOf(shooter.troopType, {"Battle Wagons"}) ? 2 : 1;
        const int shooting = std::accumulate(shooter.ranks.begin(), shooter.ranks.end(), 0);
        if (shooting > wide * most)
            s.fail(u"ranks",
                   QStringLiteral(
                       "%1 %2 shoot, but a battle group has at most %3 bases (FoGR: Battle Groups)")
                       .arg(shooting)
                       .arg(wide == 2 ? QStringLiteral("base widths") : QStringLiteral("bases"))
                       .arg(most));
        shooter.regimentalGun = s.optionalBoolean(u"regimentalGun", false);
        if (shooter.ranks.empty() && !shooter.regimentalGun)
            s.fail(
                u"ranks",
                QStringLiteral(
                    "required: bases shooting in each shooting rank, front rank first ([3, 3])"));
        if (s.has(u"range") == s.has(u"distanceMU"))
            s.fail(u"range",
                   QStringLiteral("give either range (\"short\" or \"long\") or distanceMU"));
        // FoGR, Ranges: the weapon's row, for foot or mounted bows (shootingFiles reads the same).
        const bool mounted = cls.category == QLatin1String("Mounted");
        if (s.has(u"range")) {
            const QString range = s.string(u"range");
            if (range != QLatin1String("short") && range != QLatin1String("long"))
                s.fail(u"range", QStringLiteral("\"%1\" is not short or long").arg(range));
            shooter.longRange = range == QLatin1String("long");
            // FoGR, Ranges: "-" is no long range.
            if (shooter.longRange) {
                const std::optional<WeaponRange> row = weaponRanges.require(shooter.weapon, mounted);
                if (row && !row->longRange)
                    s.fail(u"range",
                           QStringLiteral("%1 has no long range (FoGR: Shooting Phase, Ranges)")
                               .arg(row->weapon));
            }
        } else {
            const double distance = s.number(u"distanceMU");
            const std::optional<WeaponRange> row = weaponRanges.require(shooter.weapon, mounted);
            if (!row)
                s.fail(u"weapon", QStringLiteral("no range for %1 in FoGR: Shooting Phase, Ranges")
                                      .arg(shooter.weapon));
            if (distance < 0 || distance > row->reach())
                s.fail(u"distanceMU",
                       QStringLiteral("%1 MU is out of range for %2 (FoGR: Shooting Phase, Ranges)")
                           .arg(distance)
                           .arg(row->weapon));
            shooter.longRange = distance > row->shortRange;
        }
        shooter.inCloseCombat = s.optionalBoolean(u"inCloseCombat", false);
        if (s.has(u"poa")) {
            const double poa = s.number(u"poa");
            if (poa < -2 || poa > 2 || poa != double(int(poa))) // in range before int()
                s.fail(u"poa", QStringLiteral("a net POA is a whole number from -2 (--) to 2 (++) "
                                              "(FoGR: Scoring Hits - Points of Advantage)"));
            shooter.poa = int(poa);
        }
        input.shooters.push_back(shooter);
    }
    return input;
}

} // namespace

int ranksThatShoot(const RuleBook &book, const QString &troopType, const QString &weapon,
                   bool longRange)
{
    Shooter s;
    s.troopType = troopType;
    s.weapon = weapon;
    const QString row = diceRow(s, book);
    if (!book.value(kDice, row).isAvailable())
        return 0;
    const QJsonValue perRank = book.json(kDice, row).toObject().value(
        longRange ? QStringLiteral("long") : QStringLiteral("short"));
    return int(perRank.toArray().size());
}

FogrProcedure shootingProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("shooting"), QStringLiteral("Shooting"),
              QStringLiteral("FoGR: The Combat Mechanism, In the Shooting Phase"),
              QStringLiteral("Dice per shooting rank by troop type and range, '1 per 2 bases' "
                             "counts added over all shooters at one "
                             "target, reductions, shooting POAs, scores to hit with quality "
                             "re-rolls; the target's hits and its chances "
                             "of each cohesion level and base loss after"),
              {objectField(QStringLiteral("target"), QStringLiteral("Target"),
                {idField(QStringLiteral("key"), QStringLiteral("Key")), textField(QStringLiteral("name"), QStringLiteral("Name")), idField(QStringLiteral("battleGroup"), QStringLiteral("Battle group id")),
                 troopTypesField(QStringLiteral("troopType"), QStringLiteral("Troop type"), false),
                 catalogueField(QStringLiteral("armour"), QStringLiteral("Armour"), QStringLiteral("armour"), false, QJsonValue(QJsonValue::Null), QStringLiteral("of its nearest rank: shooting POAs")),
                 choiceField(QStringLiteral("quality"), QStringLiteral("Quality"), qualityNames()),
                 choiceField(QStringLiteral("cohesion"), QStringLiteral("Cohesion level"), cohesionNames(), QStringLiteral("Steady")),
                 choiceField(QStringLiteral("disorder"), QStringLiteral("Disorder"), disorderNames(), QStringLiteral("None")),
                 integerField(QStringLiteral("battleGroupBases"), QStringLiteral("Bases in the battle group"), 1, 1000, QJsonValue(QJsonValue::Undefined), QStringLiteral("for HP3B")),
                 booleanField(QStringLiteral("oneBaseDeep"), QStringLiteral("Entirely 1 base deep")),
                 booleanField(QStringLiteral("inCloseCombat"), QStringLiteral("In close combat"), QStringLiteral("shooting at it is at -")),
                 booleanField(QStringLiteral("startedWithTwoBases"), QStringLiteral("Started with only 2 bases"), QStringLiteral("death roll +1")),
                 booleanField(QStringLiteral("lostQuarterOfBases"), QStringLiteral("Lost at least 25% of original bases"), QStringLiteral("for the cohesion test after")),
                 booleanField(QStringLiteral("threatenedFlank"), QStringLiteral("Foot battle troops with threatened flank"), QStringLiteral("for the cohesion test after")),
                 choiceField(QStringLiteral("commander"), QStringLiteral("Commander in line of command"), {QStringLiteral("none"), QStringLiteral("inRange"), QStringLiteral("with")}, QStringLiteral("none"), QStringLiteral("for the cohesion test after"))}),
               listField(QStringLiteral("shooters"), QStringLiteral("Battle groups shooting at it"),
                {idField(QStringLiteral("key"), QStringLiteral("Key"), QStringLiteral("names its roll (dice combined from two battle groups' bases: \"<key>+<key>\"); shooter1, shooter2 ... when not given")), textField(QStringLiteral("name"), QStringLiteral("Name")),
                 choiceField(QStringLiteral("quality"), QStringLiteral("Quality"), qualityNames()),
                 choiceField(QStringLiteral("cohesion"), QStringLiteral("Cohesion level"), cohesionNames(), QStringLiteral("Steady")),
                 choiceField(QStringLiteral("disorder"), QStringLiteral("Disorder"), disorderNames(), QStringLiteral("None")),
                 troopTypesField(QStringLiteral("troopType"), QStringLiteral("Troop type"), false),
                 catalogueField(QStringLiteral("weapon"), QStringLiteral("Shooting capability"), QStringLiteral("capabilities"), false, QJsonValue(QJsonValue::Null), QStringLiteral("not for artillery")),
                 integerListField(QStringLiteral("ranks"), QStringLiteral("Bases shooting in each rank, front first"), 0, 100),
                 booleanField(QStringLiteral("regimentalGun"), QStringLiteral("Regimental gun")),
                 choiceField(QStringLiteral("range"), QStringLiteral("Range"), {QStringLiteral("short"), QStringLiteral("long")}, QJsonValue(QJsonValue::Null), QStringLiteral("or the distance")),
                 numberField(QStringLiteral("distanceMU"), QStringLiteral("Distance (MU)"), 0, 1000),
                 booleanField(QStringLiteral("inCloseCombat"), QStringLiteral("Shooters in close combat"), QStringLiteral("shooting at -")),
                 integerField(QStringLiteral("poa"), QStringLiteral("Net POA (typed)"), -2, 2, QJsonValue(QJsonValue::Null))})}};
    // The book's Example of Combat: the unengaged Dutch battle group shoots at the tercio's 3rd
    // rank arquebusiers (its battle group is in close combat).
    p.example = QJsonDocument::fromJson(R"({
  "shooters": [{"key": "dutch2", "name": "Second Dutch foot", "quality": "Average", "troopType": "Medium Foot",
                "weapon": "Arquebus", "ranks": [4], "range": "short"}],
  "target": {"key": "spanish", "name": "Spanish tercio", "troopType": "Medium Foot", "armour": "Unarmoured",
             "quality": "Superior", "battleGroupBases": 14, "inCloseCombat": true}})")
                    .object();
    p.run = [](const core::JsonReader &json, DiceSource &dice, const RuleBook &book) {
        return shooting(readShooting(json, book), dice, book);
    };
    return p;
}

} // namespace adjutant::rulesets::fogr
