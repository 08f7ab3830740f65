// SPDX-License-Identifier: GPL-3.0-or-later
// Old Dessauer shooting (OD 16): the dice from the firing figures or guns, the fire chart's score
// at the range band, the modifiers, "need 7+: a 6 then 4-6", and the exact distribution of hits.
#include "rulesets/olddessauer/odfire.h"

#include "core/jsonreader.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/dicesource.h"
#include "rulesets/inputfields.h"
#include "rulesets/olddessauer/odprocedure.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

#include <algorithm>

namespace adjutant::rulesets::olddessauer {

int smallArmsDice(int figures, int figuresPerDie, int roundUpRemainder)
{
    return figures / figuresPerDie + (figures % figuresPerDie >= roundUpRemainder ? 1 : 0);
}

DieChance hitChance(int needed, int first, int then)
{
    if (needed <= kD6.lowest)
        return {1, 1};
    if (needed <= kD6.highest)
        return {kD6.highest - needed + 1, kD6.highest};
    return {(kD6.highest - first + 1) * (kD6.highest - then + 1), kD6.highest * kD6.highest};
}

Distribution hitsOf(int dice, DieChance chance)
{
    // C(n, k) p^k (1 - p)^(n - k), in weights over denominator^n; the powers built up, not raised.
    const Weight hit(chance.numerator), miss(chance.denominator - chance.numerator);
    std::vector<Weight> misses(std::size_t(dice) + 1, Weight(1));
    for (std::size_t i = 1; i < misses.size(); ++i)
        misses[i] = misses[i - 1] * miss;
    std::vector<Weight> weights(std::size_t(dice) + 1);
    Weight binomial = 1, hits = 1;
    for (int k = 0; k <= dice; ++k) {
        weights[std::size_t(k)] = binomial * hits * misses[std::size_t(dice - k)];
        binomial = binomial * (dice - k) / (k + 1);
        hits *= hit;
    }
    return distributionFromWeights(0, std::move(weights));
}

namespace {

const QString kFire = QStringLiteral("fire");

// The modifiers a shooter chooses, in the chart's order; those starred are ignored for shell.
const char *const kShooterModifiers[] = {"firerMoved", "firerInSquare", "denseTarget",
                                         "firerDisordered", "atUnlimberedArtillery",
                                         "throughSkirmishers", "atSkirmishers"};

ProcedureResult fire(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"unit", u"name", u"grade", u"weapon", u"figures", u"guns", u"distance",
                    u"shaken", u"firerMoved", u"firerInSquare", u"denseTarget",
                    u"firerDisordered", u"atUnlimberedArtillery", u"throughSkirmishers",
                    u"atSkirmishers", u"cover", u"target", u"targetName"});
    const QString name = json.optionalString(u"name");
    const QString grade = readGrade(json, u"grade", book);
    const QStringList weapons = book.strings(kFire, QStringLiteral("weapons"));
    const QString weapon = json.nonEmptyString(u"weapon");
    if (!weapons.contains(weapon))
        json.fail(u"weapon", QStringLiteral("\"%1\" is not a weapon of the fire chart (%2; OD 16.9)")
                                 .arg(weapon, weapons.join(QStringLiteral(", "))));
    // OD 16.7, Restrictions on Shooting: "1. Shaken units may not fire."
    if (json.optionalBoolean(u"shaken", false))
        json.fail(u"shaken", QStringLiteral("shaken units may not fire (%1)")
                                 .arg(book.value(kFire, QStringLiteral("mayNotFire")).source));
    const bool artillery =
        book.strings(kFire, QStringLiteral("artilleryWeapons")).contains(weapon);
    const bool shell = weapon == weapons.last();
    ProcedureResult result;
    result.citation = book.tableSource(kFire);

    // OD 16.3: the dice.
    int diceCount = 0;
    if (artillery) {
        if (json.has(u"figures"))
            json.fail(u"figures", QStringLiteral("artillery rolls by its guns: give guns (%1)")
                                      .arg(book.value(kFire, QStringLiteral("gunnersPerGun")).source));
        diceCount = json.integer(u"guns", 0, 100);
        if (json.optionalBoolean(u"firerMoved", false))
            json.fail(u"firerMoved", QStringLiteral("artillery may not move and fire (%1)")
                                         .arg(book.value(kFire, QStringLiteral("artilleryMayNotMove")).source));
        result.facts.insert(QStringLiteral("diceFrom"),
                            QStringLiteral("1 die per gun model with %1 or more gunners")
                                .arg(book.integer(kFire, QStringLiteral("gunnersPerGun"))));
    } else {
        if (json.has(u"guns"))
            json.fail(u"guns", QStringLiteral("small arms roll by their figures: give figures (%1)")
                                   .arg(book.value(kFire, QStringLiteral("figuresPerDie")).source));
        const int figures = json.integer(u"figures", 0, 1000);
        // Figures are divided by it: none per die is refused by name (a fuzzer's find).
        const int perDie = book.integer(kFire, QStringLiteral("figuresPerDie"), 1, 1000);
        const int roundUp = book.integer(kFire, QStringLiteral("roundUpRemainder"));
        diceCount = smallArmsDice(figures, perDie, roundUp);
        result.facts.insert(QStringLiteral("figures"), figures);
        result.facts.insert(
            QStringLiteral("diceFrom"),
            QStringLiteral("%1 figures: 1 die per %2, a remainder of %3 rounded up (%4)")
                .arg(figures)
                .arg(perDie)
                .arg(roundUp)
                .arg(book.value(kFire, QStringLiteral("figuresPerDie")).source));
    }

    // OD 16.9: the range band and the base score.
    const QJsonObject row = book.json(kFire, QStringLiteral("chart.") + weapon).toObject();
    const double distance = json.number(u"distance");
    const double close = row.value(QStringLiteral("close")).toDouble();
    const double far = row.value(QStringLiteral("far")).toDouble();
    if (distance < 0)
        json.fail(u"distance", QStringLiteral("a distance is not negative"));
    if (distance > far)
        json.fail(u"distance", QStringLiteral("%1\" is beyond the %2's far range of %3\" (%4)")
                                   .arg(distance)
                                   .arg(weapon.toLower())
                                   .arg(far)
                                   .arg(book.value(kFire, QStringLiteral("chart.") + weapon).source));
    const bool closeRange = distance <= close;
    const int base = row.value(closeRange ? QStringLiteral("closeScore") : QStringLiteral("farScore")).toInt();

    // The modifiers: the grade first, as the chart lists it (grade C's is none), then the
    // shooter's circumstances.
    Modifier gradeModifier = modifierFrom(book, kFire, QStringLiteral("grade.") + grade);
    gradeModifier.label = QStringLiteral("Grade %1").arg(grade);
    if (gradeModifier.value != 0)
        result.modifiers.append(gradeModifier);
    const QStringList ignoredForShell = book.strings(kFire, QStringLiteral("ignoredForShell"));
    auto take = [&](const QString &key) {
        if (shell && ignoredForShell.contains(key))
            result.notes.append(QStringLiteral("Not applied: %1 (%2: ignored when firing shell).")
                                    .arg(book.value(kFire, key).text,
                                         book.value(kFire, QStringLiteral("ignoredForShell")).source));
        else
            result.modifiers.append(modifierFrom(book, kFire, key));
    };
    for (const char *key : kShooterModifiers) {
        const QString k = QString::fromLatin1(key);
        if (json.optionalBoolean(k, false))
            take(k);
    }
    const QString cover = json.optionalString(u"cover", QStringLiteral("none"));
    if (cover == QLatin1String("soft"))
        take(QStringLiteral("softCover"));
    else if (cover == QLatin1String("hard"))
        take(QStringLiteral("hardCover"));
    else if (cover != QLatin1String("none"))
        json.fail(u"cover", QStringLiteral("\"%1\" is not none, soft or hard").arg(cover));
    // "Ballshot or shell vs. a dense target": only they gain it.
    if (json.optionalBoolean(u"denseTarget", false) && !weapon.startsWith(QLatin1String("Ballshot")) && !shell)
        json.fail(u"denseTarget", QStringLiteral("only ballshot or shell gains against a dense target (%1)")
                                      .arg(book.value(kFire, QStringLiteral("denseTarget")).source));
    int modifier = 0;
    for (const Modifier &m : result.modifiers)
        modifier += m.value;

    // "The modifiers adjust the dice scores": a die needs the base score less the modifiers.
    const int needed = base - modifier;
    const QJsonObject sevenPlus = book.json(kFire, QStringLiteral("sevenPlus")).toObject();
    const int first = sevenPlus.value(QStringLiteral("first")).toInt();
    const int then = sevenPlus.value(QStringLiteral("then")).toInt();
    const DieChance chance = hitChance(needed, first, then);
    if (needed > kD6.highest) {
        const RuleValue &cell = book.value(kFire, QStringLiteral("sevenPlus"));
        result.notes.append(QStringLiteral("Interpreted: %1").arg(cell.reason));
    }
    const Distribution hits = hitsOf(diceCount, chance);
    result.facts.insert(QStringLiteral("weapon"), weapon);
    result.facts.insert(QStringLiteral("dice"), diceCount);
    result.facts.insert(QStringLiteral("rangeBand"), closeRange ? QStringLiteral("close") : QStringLiteral("far"));
    result.facts.insert(QStringLiteral("baseScore"), base);
    result.facts.insert(QStringLiteral("modifier"), modifier);
    result.facts.insert(QStringLiteral("needed"), needed);
    result.facts.insert(
        QStringLiteral("toHit"),
        needed <= kD6.lowest   ? QStringLiteral("every die hits")
        : needed <= kD6.highest ? QStringLiteral("%1-6").arg(needed)
                               : QStringLiteral("a %1, then %2-6").arg(first).arg(then));
    result.distributions.append({QStringLiteral("hits"), hits, QStringLiteral("hits")});
    for (int k = 0; k <= diceCount; ++k) {
        if (hits.isPossible(k))
            result.outcomes.append(keyed(
                outcomeBetween(
                    QStringLiteral("%1 hit%2").arg(k).arg(k == 1 ? QString() : QStringLiteral("s")),
                    hits, k, k),
                QString::number(k)));
    }
    const QString target = json.optionalString(u"target");
    const QString targetName = json.optionalString(u"targetName");
    if (diceCount == 0 || needed <= kD6.lowest) {
        // Nothing to roll: no dice, or every die hits.
        if (!dice.givesDice())
            return result;
    }

    // The dice: the first throw; beyond 6, a second die for each 6.
    int scored = 0;
    QJsonArray thrown;
    if (diceCount > 0 && needed > kD6.lowest) {
        const auto rolled = dice.roll(QStringLiteral("fire"), kD6, diceCount, RerollPolicy::none(),
                                      std::min(needed, first), QStringLiteral("Fire"));
        if (!rolled)
            return result;
        int sixes = 0;
        for (const RolledDie &die : *rolled) {
            thrown.append(die.result);
            if (needed <= kD6.highest && die.result >= needed)
                ++scored;
            if (needed > kD6.highest && die.result >= first)
                ++sixes;
        }
        if (sixes > 0) {
            const auto confirmed =
                dice.roll(QStringLiteral("fireThen"), kD6, sixes, RerollPolicy::none(), then,
                          QStringLiteral("Fire: a die for each 6"));
            if (!confirmed)
                return result;
            for (const RolledDie &die : *confirmed) {
                if (die.result >= then)
                    ++scored;
            }
        }
    } else {
        scored = diceCount;
    }
    result.result = {{QStringLiteral("thrown"), thrown}, {QStringLiteral("hits"), scored}};
    result.summary = QStringLiteral("%1 fires (%2, %3 dice needing %4): %5 hit%6%7")
                         .arg(who(name), weapon.toLower())
                         .arg(diceCount)
                         .arg(result.facts.value(QStringLiteral("toHit")).toString())
                         .arg(scored)
                         .arg(scored == 1 ? QString() : QStringLiteral("s"))
                         .arg(targetName.isEmpty() ? QString()
                                                   : QStringLiteral(" on %1").arg(targetName));
    if (scored > 0 && !target.isEmpty()) {
        result.changes.append(figuresLostChange(target, scored));
        // OD 16.10: "If a unit suffers any shooting hits it must take a fire test": called for
        // with this fire's hits, the target's record filling the rest.
        const QString whom = targetName.isEmpty() ? target : targetName;
        const QString hitsWhy =
            QStringLiteral("%1 damage hits from this fire; add those of other fire this turn "
                           "(OD 16.10: -1 each shooting hit suffered this turn).")
                .arg(scored);
        result.followUps.append(
            {QStringLiteral("fire-test"),
             target,
             QStringLiteral("%1: fire test after %2 shooting hit%3")
                 .arg(whom)
                 .arg(scored)
                 .arg(scored == 1 ? QString() : QStringLiteral("s")),
             QJsonObject{{QStringLiteral("unit"), target}, {QStringLiteral("hits"), scored}},
             {{QStringLiteral("unit"), QStringLiteral("The target of the fire.")},
              {QStringLiteral("hits"), hitsWhy}}});
    }
    if (scored > 0)
        result.notes.append(QStringLiteral("The target must take a fire test (%1).")
                                .arg(book.tableSource(QStringLiteral("fireTest"))));
    return result;
}

} // namespace

QList<Procedure> fireProcedures()
{
    Procedure p;
    p.info = {
        QStringLiteral("fire"), QStringLiteral("Fire"), QStringLiteral("OD 16, Shooting"),
        QStringLiteral("1 die per 4 firing figures (a remainder of 3 rounds up) or per gun model "
                       "with 3 or more gunners; each die hits on the weapon's score at close or "
                       "far range, adjusted by grade (A +2, B +1, C 0, D -1) and the shooting "
                       "modifiers; needing 7 or more, a 6 then 4-6. The exact distribution of "
                       "damage hits"),
        unitFields() +
            QList<InputField>{
                gradeField(QStringLiteral("A +2, B +1, C 0, D -1 to every die")),
                catalogueField(QStringLiteral("weapon"), QStringLiteral("Weapon"),
                               QStringLiteral("weapons"), false,
                               QJsonValue(QJsonValue::Undefined),
                               QStringLiteral("its row of the fire chart")),
                integerField(QStringLiteral("figures"),
                             QStringLiteral("Figures of the front rank in range and arc"), 0,
                             1000, QJsonValue(QJsonValue::Null),
                             QStringLiteral("small arms; skirmishers: the front 2 ranks")),
                integerField(QStringLiteral("guns"),
                             QStringLiteral("Gun models with 3 or more gunners"), 0, 100,
                             QJsonValue(QJsonValue::Null), QStringLiteral("artillery")),
                numberField(QStringLiteral("distance"), QStringLiteral("Range (inches)"), 0, 100,
                            QJsonValue(QJsonValue::Undefined),
                            QStringLiteral("close or far range")),
                booleanField(QStringLiteral("firerMoved"),
                             QStringLiteral("Moved (at most half a move) before firing"),
                             QStringLiteral("-1; artillery may not move and fire")),
                booleanField(QStringLiteral("firerInSquare"), QStringLiteral("Firing from square"),
                             QStringLiteral("-1")),
                booleanField(QStringLiteral("firerDisordered"),
                             QStringLiteral("The firing unit is disordered"), QStringLiteral("-1")),
                booleanField(QStringLiteral("denseTarget"),
                             QStringLiteral("Ballshot or shell at a dense target"),
                             QStringLiteral("+1: a square, a line enfiladed, close order 2 or "
                                            "more ranks deep")),
                booleanField(QStringLiteral("atUnlimberedArtillery"),
                             QStringLiteral("Firing at unlimbered artillery"), QStringLiteral("-1")),
                booleanField(QStringLiteral("throughSkirmishers"),
                             QStringLiteral("Firing through enemy skirmishers"), QStringLiteral("-1")),
                booleanField(QStringLiteral("atSkirmishers"),
                             QStringLiteral("Firing at skirmishers"), QStringLiteral("-2")),
                choiceField(QStringLiteral("cover"), QStringLiteral("Target's cover"),
                            {QStringLiteral("none"), QStringLiteral("soft"), QStringLiteral("hard")},
                            QStringLiteral("none"), QStringLiteral("soft -1, hard -2; shell ignores cover")),
                idField(QStringLiteral("target"), QStringLiteral("Target unit"),
                        QStringLiteral("the target's id in the battle: its figures are removed")),
                textField(QStringLiteral("targetName"), QStringLiteral("Target's name"))}};
    // OD 16.11, Example of Fire and Fire Test.
    p.example = QJsonObject{{QStringLiteral("unit"), QStringLiteral("austrian2")},
                            {QStringLiteral("name"), QStringLiteral("Austrian fusiliers")},
                            {QStringLiteral("grade"), QStringLiteral("C")},
                            {QStringLiteral("weapon"), QStringLiteral("Muskets")},
                            {QStringLiteral("figures"), 11},
                            {QStringLiteral("distance"), 3},
                            {QStringLiteral("firerMoved"), true},
                            {QStringLiteral("target"), QStringLiteral("french1")},
                            {QStringLiteral("targetName"), QStringLiteral("French hussars")}};
    p.run = fire;
    return {p};
}

} // namespace adjutant::rulesets::olddessauer
