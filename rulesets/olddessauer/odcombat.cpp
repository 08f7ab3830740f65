// SPDX-License-Identifier: GPL-3.0-or-later
// Old Dessauer close combat (OD 17): each unit's combat points (base CP and the combat tables'
// modifiers), its dice from the figures eligible to strike, the scores to hit for the CP
// difference (a table lost from the transcription: typed by the players or supplied as an
// override), and the round's exact outcome: who loses, retreats shaken with rout hits, or is
// shattered.
#include "core/error.h"
#include "core/jsonreader.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"
#include "rulesets/inputfields.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/olddessauer/odfire.h"
#include "rulesets/olddessauer/odprocedure.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

#include <map>

namespace adjutant::rulesets::olddessauer {

namespace {

const QString kCombat = QStringLiteral("combat");

struct Fighter
{
    QString unit;
    QString name;
    QString arm;
    QString grade;
    bool irregular = false;
    int figures = 0; // eligible to strike
    int struck = 0;  // the figures whose dice strike at this target (OD 17.6 item 3)
    int guns = 0;    // artillery: gun models with 3 or more gunners
    QString gun;     // artillery: Light, Medium, Heavy
    bool shaken = false;
    bool flankRear = false; // under a true flank or rear attack
    int facesAttacked = 1;
    bool bookended = false;
    // What the combat tables count
    int cp = 0;
    QList<Modifier> modifiers;
    int dice = 0;
    QString split; // how its dice are divided among several targets (OD 17.5), or empty
    int score = 0; // to hit, per die
    QString roll;  // the name its dice are typed under
};

bool isCavalry(const QString &arm)
{
    return arm.endsWith(QLatin1String("cavalry"));
}

bool isInfantry(const QString &arm)
{
    return arm.endsWith(QLatin1String("nfantry"));
}

bool isArtillery(const QString &arm)
{
    return arm == QLatin1String("Artillery");
}

QString nameOf(const Fighter &f, int index)
{
    return !f.name.isEmpty() ? f.name : !f.unit.isEmpty() ? f.unit : QStringLiteral("Side %1").arg(index + 1);
}

Fighter readFighter(const core::JsonReader &json, const RuleBook &book)
{
    json.allowOnly({u"unit", u"name", u"arm", u"grade", u"irregular", u"figures", u"guns", u"gun",
                    u"limbered", u"shaken", u"disordered", u"flankRearAttack", u"facesAttacked",
                    u"bookended", u"defensiveFire", u"cover", u"obstacleFirstRound", u"vsSquare",
                    u"vsSteadySquareDry", u"generalWithUnit", u"skirmishersInWoods", u"fanatics",
                    u"heavyWeapons", u"targets", u"remainderDie"});
    Fighter f;
    f.unit = json.optionalString(u"unit");
    f.name = json.optionalString(u"name");
    const QStringList arms = book.strings(kCombat, QStringLiteral("arms"));
    f.arm = json.nonEmptyString(u"arm");
    if (!arms.contains(f.arm))
        json.fail(u"arm", QStringLiteral("\"%1\" is not one of %2 (%3)")
                              .arg(f.arm, arms.join(QStringLiteral(", ")),
                                   book.value(kCombat, QStringLiteral("arms")).source));
    f.grade = readGrade(json, u"grade", book);
    f.irregular = json.optionalBoolean(u"irregular", false);
    if (f.irregular && f.grade == QLatin1String("A"))
        json.fail(u"grade", QStringLiteral("irregulars may not be grade A (OD 18, Irregulars)"));
    f.shaken = json.optionalBoolean(u"shaken", false);
    f.flankRear = json.optionalBoolean(u"flankRearAttack", false);
    f.bookended = json.optionalBoolean(u"bookended", false);
    const bool disordered = json.optionalBoolean(u"disordered", false);
    const bool artillery = isArtillery(f.arm);

    // OD 17.7: a battery "will either drive off its attackers with defensive fire or be overrun".
    if (artillery) {
        const QStringList onContact = book.strings(kCombat, QStringLiteral("artilleryShatteredOnContact"));
        const QString source = book.value(kCombat, QStringLiteral("artilleryShatteredOnContact")).source;
        if (json.optionalBoolean(u"limbered", false))
            json.fail(u"limbered", QStringLiteral("limbered artillery is shattered upon contact: no round is fought (%1)").arg(source));
        if (f.flankRear)
            json.fail(u"flankRearAttack", QStringLiteral("artillery under flank/rear attack is shattered upon contact: no round is fought (%1)").arg(source));
        if (f.shaken)
            json.fail(u"shaken", QStringLiteral("shaken artillery is shattered upon contact: no round is fought (%1)").arg(source));
        f.guns = json.integer(u"guns", 0, 100);
        f.gun = json.optionalString(u"gun", QStringLiteral("Light"));
        if (!book.has(kCombat, QStringLiteral("defensiveFire.%1 gun").arg(f.gun)))
            json.fail(u"gun", QStringLiteral("\"%1\" is not Light, Medium or Heavy").arg(f.gun));
        f.dice = f.guns;
    } else {
        f.figures = json.integer(u"figures", 0, 1000);
        QString rule = isCavalry(f.arm) ? QStringLiteral("Cavalry") : QStringLiteral("Infantry");
        if (f.arm.startsWith(QLatin1String("Skirmishing")))
            rule = f.arm;
        if (f.irregular)
            rule = QStringLiteral("Irregular ") + rule.toLower().section(QLatin1Char(' '), -1);
        const QJsonObject perDie = book.json(kCombat, QStringLiteral("figuresPerDie.") + rule).toObject();
        const int per = perDie.value(QStringLiteral("per")).toInt(0);
        // Figures are divided by it: none per die is refused by name (a fuzzer's find).
        if (per < 1 || per > 1000)
            throw core::Error(QStringLiteral("rule data olddessauer: %1.figuresPerDie.%2.per must be a whole "
                                             "number from 1 to 1000")
                                  .arg(kCombat, rule));
        f.dice = smallArmsDice(f.figures, per, perDie.value(QStringLiteral("roundUp")).toInt(per));
        f.struck = per; // figures a die stands for, until the dice at this target are known
    }
    // OD 17.5: "A unit under a true flank/rear attack may not strike with more than one die to
    // each flank or to its rear."
    if (f.flankRear) {
        f.facesAttacked = json.optionalInteger(u"facesAttacked", 1, 3, 1);
        f.dice = std::min(f.dice, f.facesAttacked);
    }
    // OD 17.5, Striking at multiple targets: "divide its combat dice as evenly as possible between
    // all of them. The unit's player may allocate any remainder dice (but again as evenly as
    // possible)." This round is against one of them: its share, and a remainder die if the
    // player gives it one.
    const int targets = json.optionalInteger(u"targets", 1, 10, 1);
    const bool remainderDie = json.optionalBoolean(u"remainderDie", false);
    if (targets > 1) {
        const int share = f.dice / targets;
        const int remainder = f.dice % targets;
        if (remainderDie && remainder == 0)
            json.fail(u"remainderDie", QStringLiteral("%1 dice divide evenly among %2 targets: no remainder die to give (OD 17.5)")
                                           .arg(f.dice)
                                           .arg(targets));
        const int here = share + (remainderDie ? 1 : 0);
        f.split = QStringLiteral("strikes at %1 targets: %2 of its %3 dice at this one (OD 17.5)")
                      .arg(targets)
                      .arg(here)
                      .arg(f.dice);
        if (remainder > 0)
            f.split += QStringLiteral("; %1 remainder %2 to give as evenly as possible")
                           .arg(remainder)
                           .arg(remainder == 1 ? QStringLiteral("die") : QStringLiteral("dice"));
        f.dice = here;
    } else if (remainderDie) {
        json.fail(u"remainderDie", QStringLiteral("a unit striking at one target has no remainder dice (OD 17.5)"));
    }
    // OD 17.6 item 3 counts the cavalry figures "that struck at it" (interpreted,
    // combat.cavalryFiguresPerRoutHit): those of the dice rolled at this target, a die's figures
    // each, no more than the figures eligible.
    f.struck = std::min(f.figures, f.dice * f.struck);

    // OD 17.9: the base CP and the modifiers of the unit's own circumstances.
    f.cp = book.integer(kCombat, QStringLiteral("base.") + f.arm);
    auto add = [&](const QString &key) { f.modifiers.append(modifierFrom(book, kCombat, key)); };
    if (json.optionalBoolean(u"defensiveFire", false)) {
        // OD 17.2: "Unlimbered passive artillery and steady passive infantry in line gets the
        // defensive fire bonus on the first round of a combat unless rifles or under flank/rear
        // attack."
        const QString source = QStringLiteral("OD 17.2, Defensive Fire Bonus");
        if (f.flankRear)
            json.fail(u"defensiveFire", QStringLiteral("not under flank/rear attack (%1)").arg(source));
        if (artillery)
            add(QStringLiteral("defensiveFire.%1 gun").arg(f.gun));
        else if (f.arm == QLatin1String("Infantry") && !f.shaken && !disordered && !f.irregular)
            add(f.grade == QLatin1String("D") ? QStringLiteral("defensiveFire.Infantry D")
                                              : QStringLiteral("defensiveFire.Infantry A-C"));
        else
            json.fail(u"defensiveFire",
                      QStringLiteral("only unlimbered artillery and steady infantry in line fire defensively (%1; steady: OD 9.1)").arg(source));
    }
    if (f.flankRear || f.shaken)
        add(QStringLiteral("flankRearOrShaken"));
    const QString cover = json.optionalString(u"cover", QStringLiteral("none"));
    if (cover == QLatin1String("soft"))
        add(QStringLiteral("softCover"));
    else if (cover == QLatin1String("hard"))
        add(QStringLiteral("hardCover"));
    else if (cover != QLatin1String("none"))
        json.fail(u"cover", QStringLiteral("\"%1\" is not none, soft or hard").arg(cover));
    if (json.optionalBoolean(u"obstacleFirstRound", false))
        add(QStringLiteral("obstacleFirstRound"));
    if (disordered && !artillery) // OD 9.2: "Artillery is never considered disordered"
        add(isCavalry(f.arm) ? QStringLiteral("disorderedCavalry") : QStringLiteral("disorderedInfantry"));
    if (json.optionalBoolean(u"vsSquare", false)) {
        if (!isInfantry(f.arm))
            json.fail(u"vsSquare", QStringLiteral("the +1 is for infantry against a square (%1)").arg(book.value(kCombat, QStringLiteral("infantryVsSquare")).source));
        add(QStringLiteral("infantryVsSquare"));
    }
    if (json.optionalBoolean(u"vsSteadySquareDry", false)) {
        if (!isCavalry(f.arm))
            json.fail(u"vsSteadySquareDry", QStringLiteral("the -4 is for cavalry against a steady square (%1)").arg(book.value(kCombat, QStringLiteral("cavalryVsSteadySquare")).source));
        add(QStringLiteral("cavalryVsSteadySquare"));
    }
    if (json.optionalBoolean(u"generalWithUnit", false))
        add(QStringLiteral("generalWithUnit"));
    if (json.optionalBoolean(u"skirmishersInWoods", false)) {
        if (f.arm != QLatin1String("Skirmishing infantry"))
            json.fail(u"skirmishersInWoods", QStringLiteral("the +2 is for skirmishing infantry (%1)").arg(book.value(kCombat, QStringLiteral("skirmishersInWoods")).source));
        add(QStringLiteral("skirmishersInWoods"));
    }
    for (const char *key : {"fanatics", "heavyWeapons"}) {
        if (json.optionalBoolean(QString::fromLatin1(key), false)) {
            // OD 18: fanatics and heavy weapons are massed irregulars.
            if (!f.irregular)
                json.fail(QString::fromLatin1(key), QStringLiteral("only massed irregulars (OD 18)"));
            add(QString::fromLatin1(key));
        }
    }
    return f;
}

// The scores to hit for a CP difference: typed (`scores`), or the table's row (an override).
void scoresToHit(Fighter &a, Fighter &b, const core::JsonReader &json, const RuleBook &book,
                 ProcedureResult &result)
{
    const int difference = std::abs(a.cp - b.cp);
    const QJsonObject typed = json.optionalObject(u"scores");
    if (difference == 0) {
        // Interpreted: with equal CP neither unit is the higher, so both need one score.
        int both = 0;
        if (typed.contains(QStringLiteral("equal")))
            both = json.child(u"scores").integer(u"equal", 1, 6);
        else
            both = book.integer(kCombat, QStringLiteral("scoresEqual"));
        a.score = b.score = both;
        result.notes.append(QStringLiteral("Interpreted: with equal CP neither unit is the higher; both need the one score of the row for no difference."));
        return;
    }
    Fighter &higher = a.cp > b.cp ? a : b;
    Fighter &lower = a.cp > b.cp ? b : a;
    if (typed.contains(QStringLiteral("higher")) || typed.contains(QStringLiteral("lower"))) {
        const core::JsonReader scores = json.child(u"scores");
        higher.score = scores.integer(u"higher", 1, 6);
        lower.score = scores.integer(u"lower", 1, 6);
        return;
    }
    const QString key = QStringLiteral("scores.%1").arg(difference);
    if (!book.has(kCombat, key))
        throw MissingRuleValue(
            QStringLiteral("combat.%1: the scores to hit at a CP difference of %2 are lost from the transcription (OD 17.9): type the row from your copy (scores: higher, lower)")
                .arg(key)
                .arg(difference));
    const QJsonObject row = book.json(kCombat, key).toObject(); // throws while missing
    higher.score = row.value(QStringLiteral("higher")).toInt();
    lower.score = row.value(QStringLiteral("lower")).toInt();
}

// What the round does to `self`, having received `received` hits and inflicted `inflicted`.
struct Fate
{
    QString label;
    bool shattered = false;
    bool loses = false;
    int routHits = 0;
    int figuresLost = 0;
    bool disordered = false;
};

// A fate's machine key (docs/cli.md, "Keys"), from what it does rather than its words:
// "holds", "holds.disordered", "loses.routHits2", "shattered".
QString fateKey(const Fate &fate)
{
    QString key = fate.shattered ? QStringLiteral("shattered")
                  : fate.loses   ? QStringLiteral("loses")
                                 : QStringLiteral("holds");
    if (fate.disordered)
        key += QStringLiteral(".disordered");
    if (fate.loses && !fate.shattered)
        key += QStringLiteral(".routHits%1").arg(fate.routHits);
    return key;
}

Fate fateOf(const Fighter &self, const Fighter &enemy, int received, int inflicted, const RuleBook &book)
{
    Fate fate;
    if (isArtillery(self.arm)) {
        // OD 17.7 (interpreted: artilleryShattered).
        if (received >= inflicted) {
            fate.shattered = true;
            fate.label = QStringLiteral("shattered: the battery is overrun");
        } else {
            fate.label = QStringLiteral("drives its attackers off; the hits it suffered are negated");
        }
        return fate;
    }
    fate.figuresLost = received;
    if (received > inflicted) {
        fate.loses = true;
        if (self.bookended || self.shaken) {
            fate.shattered = true;
            fate.label = self.bookended ? QStringLiteral("loses and is shattered (bookended)")
                                        : QStringLiteral("loses and is shattered (already shaken)");
            return fate;
        }
        fate.routHits = book.integer(kCombat, self.flankRear ? QStringLiteral("routHitsFlankRear") : QStringLiteral("routHits"));
        if (isInfantry(self.arm) && isCavalry(enemy.arm))
            fate.routHits +=
                enemy.struck / book.integer(kCombat, QStringLiteral("cavalryFiguresPerRoutHit"));
        fate.figuresLost += fate.routHits;
    }
    // OD 17.3: "A unit becomes disordered if it suffers any damage hits from combat", whether it
    // holds or is beaten; OD 9.2 item 7: "Skirmishers are never considered to be disordered".
    fate.disordered = received > 0 && !self.arm.startsWith(QLatin1String("Skirmishing"));
    if (fate.loses)
        fate.label = QStringLiteral("loses: retreats shaken%1 with %2 rout hits")
                         .arg(fate.disordered ? QStringLiteral(" and disordered") : QString())
                         .arg(fate.routHits);
    else
        fate.label =
            fate.disordered ? QStringLiteral("holds, disordered") : QStringLiteral("holds");
    return fate;
}

ProcedureResult closeCombat(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"sides", u"scores"});
    const QJsonArray sides = json.array(u"sides");
    if (sides.size() != 2)
        json.fail(u"sides", QStringLiteral("give the two units of one combat; a unit striking at several divides its dice among them as evenly as possible (OD 17.5)"));
    std::array<Fighter, 2> f{readFighter(core::JsonReader(sides[0], json.pathOf(u"sides") + QStringLiteral("[0]")), book),
                             readFighter(core::JsonReader(sides[1], json.pathOf(u"sides") + QStringLiteral("[1]")), book)};
    // OD 17.9: "Per morale grade higher than the target: +1".
    const QStringList grades = book.strings(QStringLiteral("troopTypes"), QStringLiteral("grades"));
    for (int i = 0; i < 2; ++i) {
        const int better = int(grades.indexOf(f[1 - i].grade) - grades.indexOf(f[i].grade));
        if (better > 0) {
            Modifier m = modifierFrom(book, kCombat, QStringLiteral("perGradeHigher"));
            m.label = QStringLiteral("%1 (%2 against %3)").arg(m.label, f[i].grade, f[1 - i].grade);
            m.value *= better;
            f[i].modifiers.append(m);
        }
    }
    ProcedureResult result;
    result.citation = QStringLiteral("OD 17, Close Combat");
    for (int i = 0; i < 2; ++i) {
        if (!f[i].split.isEmpty())
            result.notes.append(QStringLiteral("%1 %2.").arg(nameOf(f[i], i), f[i].split));
    }
    QJsonArray sidesFacts;
    for (int i = 0; i < 2; ++i) {
        for (const Modifier &m : f[i].modifiers) {
            f[i].cp += m.value;
            Modifier shown = m;
            shown.label = QStringLiteral("%1: %2").arg(nameOf(f[i], i), m.label);
            result.modifiers.append(shown);
        }
        f[i].roll = f[i].unit.isEmpty() ? QStringLiteral("side%1").arg(i + 1) : f[i].unit;
    }
    if (f[0].roll == f[1].roll)
        json.fail(u"sides", QStringLiteral("the two sides are the same unit"));
    scoresToHit(f[0], f[1], json, book, result);

    std::array<Distribution, 2> hits;
    for (int i = 0; i < 2; ++i) {
        hits[i] = hitsOf(f[i].dice, hitChance(f[i].score, 6, 6));
        result.distributions.append({QStringLiteral("%1 hits").arg(nameOf(f[i], i)), hits[i],
                                     f[i].roll + QStringLiteral(".hits")});
        sidesFacts.append(QJsonObject{{QStringLiteral("key"), f[i].roll}, // as the keys of its outcomes
                                      {QStringLiteral("name"), nameOf(f[i], i)},
                                      {QStringLiteral("combatPoints"), f[i].cp},
                                      {QStringLiteral("dice"), f[i].dice},
                                      {QStringLiteral("hitsOn"), QStringLiteral("%1-6").arg(f[i].score)}});
    }
    result.facts = {{QStringLiteral("sides"), sidesFacts},
                    {QStringLiteral("cpDifference"), std::abs(f[0].cp - f[1].cp)}};

    // Every pair of hit totals, weighed exactly: who loses, and what it does to each unit. What
    // the round does depends only on how the second side's hits b stand to the first's a (none,
    // fewer, as many, more), so for each a the second side's weights are summed over those four
    // ranges (prefix sums): linear in the dice, not quadratic.
    std::map<QString, Weight> round, fate0, fate1;
    std::map<QString, QString> keys; // by label: each outcome's machine key
    const int lowB = hits[1].lowest(), highB = hits[1].highest();
    std::vector<Weight> upTo(std::size_t(highB - lowB + 2), Weight(0)); // upTo[k]: b < lowB + k
    for (int b = lowB; b <= highB; ++b)
        upTo[std::size_t(b - lowB + 1)] = upTo[std::size_t(b - lowB)] + weight(hits[1], b);
    auto between = [&](int lo, int hi) -> Weight {
        lo = std::max(lo, lowB);
        hi = std::min(hi, highB);
        return lo > hi ? Weight(0) : Weight(upTo[std::size_t(hi - lowB + 1)] - upTo[std::size_t(lo - lowB)]);
    };
    for (int a = hits[0].lowest(); a <= hits[0].highest(); ++a) {
        const Weight wa = weight(hits[0], a);
        if (wa == 0)
            continue;
        const std::pair<int, int> ranges[] = {{0, 0}, {1, a - 1}, {std::max(a, 1), a}, {a + 1, highB}};
        for (const auto &[lo, hi] : ranges) {
            const Weight wb = between(lo, hi);
            if (wb == 0)
                continue;
            const Weight w = wa * wb;
            const int b = std::max(lo, lowB); // each range's fate is that of any b in it
            const Fate x = fateOf(f[0], f[1], b, a, book);
            const Fate y = fateOf(f[1], f[0], a, b, book);
            const QString roundLabel = a == b ? QStringLiteral("Equal hits: neither loses")
                                       : a > b
                                           ? QStringLiteral("More hits by %1").arg(nameOf(f[0], 0))
                                           : QStringLiteral("More hits by %1").arg(nameOf(f[1], 1));
            round[roundLabel] += w;
            keys[roundLabel] = a == b ? QStringLiteral("equal")
                                      : QStringLiteral("moreHits.") + f[a > b ? 0 : 1].roll;
            const QString label0 = QStringLiteral("%1 %2").arg(nameOf(f[0], 0), x.label);
            const QString label1 = QStringLiteral("%1 %2").arg(nameOf(f[1], 1), y.label);
            fate0[label0] += w;
            fate1[label1] += w;
            keys[label0] = fateKey(x);
            keys[label1] = fateKey(y);
        }
    }
    const Weight total = totalWeight(hits[0]) * totalWeight(hits[1]);
    auto group = [&](const std::map<QString, Weight> &outcomes, const QString &name,
                     const QString &groupKey) {
        for (const auto &[label, w] : outcomes) {
            Outcome o = keyed(exactOutcome(label, Fraction(w, total)), keys.at(label), groupKey);
            o.group = name;
            result.outcomes.append(o);
        }
    };
    group(round, QStringLiteral("The round"), QStringLiteral("round"));
    group(fate0, nameOf(f[0], 0), f[0].roll + QStringLiteral(".fate"));
    group(fate1, nameOf(f[1], 1), f[1].roll + QStringLiteral(".fate"));

    std::array<int, 2> scored{0, 0};
    for (int i = 0; i < 2; ++i) {
        if (f[i].dice == 0)
            continue;
        const auto rolled = dice.roll(f[i].roll, kD6, f[i].dice, RerollPolicy::none(), f[i].score,
                                      QStringLiteral("%1, striking").arg(nameOf(f[i], i)));
        if (!rolled)
            return result;
        for (const RolledDie &die : *rolled)
            scored[i] += die.result >= f[i].score ? 1 : 0;
    }
    const std::array<Fate, 2> fates{fateOf(f[0], f[1], scored[1], scored[0], book),
                                    fateOf(f[1], f[0], scored[0], scored[1], book)};
    QJsonArray results;
    QStringList lines;
    for (int i = 0; i < 2; ++i) {
        results.append(QJsonObject{{QStringLiteral("name"), nameOf(f[i], i)},
                                   {QStringLiteral("hitsInflicted"), scored[i]},
                                   {QStringLiteral("fate"), fates[i].label},
                                   {QStringLiteral("figuresLost"), fates[i].figuresLost}});
        lines << QStringLiteral("%1 %2 hits, %3").arg(nameOf(f[i], i)).arg(scored[i]).arg(fates[i].label);
        if (f[i].unit.isEmpty())
            continue;
        if (fates[i].figuresLost > 0)
            result.changes.append(figuresLostChange(f[i].unit, fates[i].figuresLost));
        const QStringList states = book.strings(QStringLiteral("morale"), QStringLiteral("states"));
        if (fates[i].shattered)
            result.changes.append(moraleChange(f[i].unit, states.value(2)));
        else if (fates[i].loses)
            result.changes.append(moraleChange(f[i].unit, states.value(1)));
        if (fates[i].disordered)
            result.changes.append({QStringLiteral("unit.stateChanged"),
                                   {{QStringLiteral("id"), f[i].unit},
                                    {QStringLiteral("state"), QJsonObject{{QStringLiteral("disordered"), true}}}}});
    }
    result.result = {{QStringLiteral("sides"), results}};
    result.summary = QStringLiteral("Close combat: %1").arg(lines.join(QStringLiteral("; ")));
    return result;
}

InputField sideField()
{
    return objectField(
        QStringLiteral("side"), QStringLiteral("Unit"),
        unitFields() +
            QList<InputField>{
                catalogueField(QStringLiteral("arm"), QStringLiteral("Arm"), QStringLiteral("combatArms"), false, QJsonValue(QJsonValue::Undefined), QStringLiteral("its base combat points")),
                gradeField(QStringLiteral("+1 per grade above the enemy's")),
                booleanField(QStringLiteral("irregular"), QStringLiteral("Irregulars"), QStringLiteral("dice: 1 per 3 infantry, 1 per 2 cavalry, no remainder")),
                integerField(QStringLiteral("figures"), QStringLiteral("Figures eligible to strike"), 0, 1000, QJsonValue(QJsonValue::Null), QStringLiteral("front rank in contact plus the overlap (OD 17.5)")),
                integerField(QStringLiteral("guns"), QStringLiteral("Gun models with 3 or more gunners"), 0, 100, QJsonValue(QJsonValue::Null), QStringLiteral("artillery")),
                choiceField(QStringLiteral("gun"), QStringLiteral("Guns"), {QStringLiteral("Light"), QStringLiteral("Medium"), QStringLiteral("Heavy")}, QStringLiteral("Light"), QStringLiteral("artillery: its defensive fire bonus")),
                booleanField(QStringLiteral("limbered"), QStringLiteral("Limbered"), QStringLiteral("artillery: shattered on contact")),
                booleanField(QStringLiteral("shaken"), QStringLiteral("Shaken"), QStringLiteral("-2; shattered if it loses")),
                booleanField(QStringLiteral("disordered"), QStringLiteral("Disordered"), QStringLiteral("infantry -1, cavalry -2")),
                booleanField(QStringLiteral("flankRearAttack"), QStringLiteral("Under a true flank or rear attack"), QStringLiteral("-2; 1 die to each face attacked; 4 rout hits if it loses")),
                integerField(QStringLiteral("facesAttacked"), QStringLiteral("Flanks and rear attacked"), 1, 3, 1),
                booleanField(QStringLiteral("bookended"), QStringLiteral("Bookended"), QStringLiteral("shattered if it loses")),
                booleanField(QStringLiteral("defensiveFire"), QStringLiteral("Defensive fire (passive, first round)"), QStringLiteral("steady infantry in line +2 (grade D +1); guns +0/+2/+3")),
                choiceField(QStringLiteral("cover"), QStringLiteral("Attacking into cover"), {QStringLiteral("none"), QStringLiteral("soft"), QStringLiteral("hard")}, QStringLiteral("none"), QStringLiteral("soft -1, hard -2")),
                booleanField(QStringLiteral("obstacleFirstRound"), QStringLiteral("Against an obstacle or up a steep slope (first round)"), QStringLiteral("-1")),
                booleanField(QStringLiteral("vsSquare"), QStringLiteral("Infantry against a square"), QStringLiteral("+1")),
                booleanField(QStringLiteral("vsSteadySquareDry"), QStringLiteral("Cavalry against a steady square in dry weather"), QStringLiteral("-4")),
                booleanField(QStringLiteral("generalWithUnit"), QStringLiteral("General with the unit"), QStringLiteral("+1")),
                booleanField(QStringLiteral("skirmishersInWoods"), QStringLiteral("Skirmishing infantry in or attacking into woods"), QStringLiteral("+2")),
                booleanField(QStringLiteral("fanatics"), QStringLiteral("Fanatics (not yet beaten)"), QStringLiteral("+1")),
                booleanField(QStringLiteral("heavyWeapons"), QStringLiteral("Heavy weapons"), QStringLiteral("+1")),
                integerField(QStringLiteral("targets"), QStringLiteral("Targets it strikes at"), 1, 10, 1, QStringLiteral("its dice divided as evenly as possible among them; this round is against one (OD 17.5)")),
                booleanField(QStringLiteral("remainderDie"), QStringLiteral("A remainder die at this target"), QStringLiteral("when its dice do not divide evenly, the player gives the remainder as evenly as possible (OD 17.5)"))});
}

} // namespace

QList<Procedure> combatProcedures()
{
    Procedure p;
    InputField sides = listField(QStringLiteral("sides"), QStringLiteral("Unit"), sideField().fields,
                                 QStringLiteral("the two units of the combat"));
    p.info = {QStringLiteral("close-combat"), QStringLiteral("Close combat"), QStringLiteral("OD 17, Close Combat"),
              QStringLiteral("One round between two units: base CP (heavy cavalry 5, medium 4, light 3, infantry 3, "
                             "skirmishers and gun crews 0) and every modifier of the combat tables; dice from the "
                             "figures eligible to strike (infantry 1 per 4, cavalry 1 per 3, guns 1 each); the scores "
                             "to hit for the CP difference, typed from your copy (the table is lost from the "
                             "transcription); who loses, the rout hits (2, 4 under flank/rear attack, +1 per 3 "
                             "cavalry figures that struck at infantry), disorder from hits, shattering, and "
                             "batteries overrun"),
              {sides,
               objectField(QStringLiteral("scores"), QStringLiteral("Scores to hit for this CP difference (from your copy)"),
                           {integerField(QStringLiteral("higher"), QStringLiteral("The unit with more CP hits on"), 1, 6, QJsonValue(QJsonValue::Null)),
                            integerField(QStringLiteral("lower"), QStringLiteral("The unit with fewer CP hits on"), 1, 6, QJsonValue(QJsonValue::Null)),
                            integerField(QStringLiteral("equal"), QStringLiteral("With equal CP both hit on"), 1, 6, QJsonValue(QJsonValue::Null))},
                           QStringLiteral("OD 17.9: the table is lost from the transcription"))}};
    p.example = QJsonObject{
        {QStringLiteral("sides"),
         QJsonArray{QJsonObject{{QStringLiteral("unit"), QStringLiteral("prussian5")}, {QStringLiteral("name"), QStringLiteral("Prussian cuirassiers")},
                                {QStringLiteral("arm"), QStringLiteral("Heavy cavalry")}, {QStringLiteral("grade"), QStringLiteral("B")},
                                {QStringLiteral("figures"), 12}, {QStringLiteral("generalWithUnit"), true}},
                    QJsonObject{{QStringLiteral("unit"), QStringLiteral("austrian1")}, {QStringLiteral("name"), QStringLiteral("Austrian musketeers")},
                                {QStringLiteral("arm"), QStringLiteral("Infantry")}, {QStringLiteral("grade"), QStringLiteral("C")},
                                {QStringLiteral("figures"), 12}, {QStringLiteral("defensiveFire"), true}}}},
        {QStringLiteral("scores"), QJsonObject{{QStringLiteral("higher"), 3}, {QStringLiteral("lower"), 5}}}};
    p.run = closeCombat;
    return {p};
}

} // namespace adjutant::rulesets::olddessauer
