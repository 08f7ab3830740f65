// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/cohesiontest.h"

#include "core/jsonreader.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/enemytype.h"
#include "rulesets/fogr/fogrprocedure.h"
#include "rulesets/inputfields.h"
#include "rulesets/rulebook.h"

#include <QRegularExpression>

namespace adjutant::rulesets::fogr {

namespace {

const QString kTable = QStringLiteral("cohesionTest");

bool bolsterOrRally(CohesionReason reason)
{
    return reason == CohesionReason::Bolster || reason == CohesionReason::Rally;
}

// FoGR, The Test, results: "Drop two cohesion levels if: testing for losing a close combat in
// which the battle group received at least 2 more hits than it inflicted; testing for seeing
// friends break or commander lost."
bool canDropTwo(const CohesionTestInput &input)
{
    return (input.reason == CohesionReason::CloseCombat && input.twoMoreHitsReceived)
           || input.reason == CohesionReason::FriendsBrokeOrCommanderLost;
}

// Why a bolster or rally cannot be attempted (FoGR, Joint Action Phase, Bolstering and Rallying
// Troops; Autobreak), or empty.
QString notEligible(const CohesionTestInput &input, const RuleBook &book)
{
    const QString citation = QStringLiteral(" (FoGR: Joint Action Phase, Bolstering and Rallying Troops)");
    if (input.reason == CohesionReason::Bolster && input.cohesion == Cohesion::Steady)
        return QStringLiteral("a STEADY battle group cannot rise further");
    if (input.reason == CohesionReason::Bolster && input.cohesion == Cohesion::Broken)
        return QStringLiteral("a BROKEN battle group is rallied, not bolstered");
    if (input.reason == CohesionReason::Rally && input.cohesion != Cohesion::Broken)
        return QStringLiteral("only a BROKEN battle group is rallied; bolster it instead");
    if (input.cohesionDroppedThisTurn)
        return QStringLiteral("battle groups cannot be bolstered or rallied if their cohesion level dropped in the current turn") + citation;
    if (input.commander != CommanderPresence::With)
        return QStringLiteral("a commander in line of command must be with the battle group") + citation;
    if (input.reason == CohesionReason::Rally && input.enemyWithinSixMU)
        return QStringLiteral("broken troops cannot be rallied within %1 MUs of any enemy")
                   .arg(book.integer(kTable, QStringLiteral("rallyEnemyDistance")))
               + citation;
    if (input.reason == CohesionReason::Rally && input.belowAutobreak)
        return QStringLiteral("battle groups below their autobreak point cannot be rallied (FoGR: Battle Group Deterioration, Autobreak)");
    return {};
}

// A row's words without the book's footnote marks (FoGR, The Test: "*" only when testing for
// shooting hits, "**" only for losing a close combat): the resolver says when a row applies.
QString withoutMarks(QString text)
{
    static const QRegularExpression marks(QStringLiteral("\\*+(?=[;,.)]|\\s|$)"));
    return text.remove(marks);
}

// The row as applied; of the "Any one of" row, the one case that applies (its cases are listed
// in the order of EnemyTypeFactor).
Modifier testModifier(const RuleBook &book, const QString &key, EnemyTypeFactor enemyType)
{
    Modifier m = modifierFrom(book, kTable, key);
    m.label = withoutMarks(m.label);
    if (key != QLatin1String("enemyType"))
        return m;
    const QString anyOne = QStringLiteral("Any one of: ");
    const QStringList cases = m.label.mid(anyOne.size()).split(QStringLiteral("; "));
    const int at = int(enemyType) - 1;
    if (m.label.startsWith(anyOne) && cases.size() == enemyTypeNames().size() - 1 && at >= 0) {
        const QString &one = cases.at(at);
        m.label = one.left(1).toUpper() + one.mid(1);
    }
    return m;
}

QList<Modifier> modifiers(const CohesionTestInput &input, const RuleBook &book, QStringList &notes)
{
    QList<Modifier> list;
    auto add = [&](const char *key) {
        list.append(testModifier(book, QString::fromLatin1(key), input.enemyType));
    };
    auto skip = [&](const char *key, const QString &why) {
        notes.append(QStringLiteral("Not applied: %1 (%2).")
                         .arg(testModifier(book, QString::fromLatin1(key), input.enemyType).label,
                              why));
    };
    const bool shooting = input.reason == CohesionReason::Shooting;
    const bool closeCombat = input.reason == CohesionReason::CloseCombat;
    // * only when testing as a result of shooting hits; ** only for losing a close combat.
    if (input.hp2bFromShooting)
        shooting ? add("hp2bFromShooting") : skip("hp2bFromShooting", QStringLiteral("only when testing for shooting hits"));
    if (input.hp3bFromCloseCombat)
        closeCombat ? add("hp3bFromCloseCombat") : skip("hp3bFromCloseCombat", QStringLiteral("only when testing for losing a close combat"));
    if (input.twoMoreHitsReceived)
        closeCombat ? add("twoMoreHitsReceived") : skip("twoMoreHitsReceived", QStringLiteral("only when testing for losing a close combat"));
    if (input.lostQuarterOfBases)
        add("lostQuarterOfBases");
    if (input.threatenedFlank)
        add("threatenedFlank");
    if (input.reasons > 1)
        add("moreThanOneReason");
    const bool shootingFactor = input.enemyType == EnemyTypeFactor::ShotAtByArtillery
                                || input.enemyType == EnemyTypeFactor::MountedShotAtByFirearms;
    if (input.enemyType != EnemyTypeFactor::None) {
        if (shootingFactor ? shooting : closeCombat)
            add("enemyType");
        else
            skip("enemyType", shootingFactor ? QStringLiteral("this case only when testing for shooting hits")
                                             : QStringLiteral("this case only when testing for losing a close combat"));
    }
    // Only one commander counts; in close combat only one with the battle group (The Test,
    // Commanders and cohesion tests: "A battle group in close combat can only count a commander
    // who is with it"). A battle group testing for losing a close combat is in one. Bolster and
    // rally need him with it (checked before).
    const bool inCloseCombat = input.inCloseCombat || closeCombat;
    if (input.commander == CommanderPresence::With ||
        (input.commander == CommanderPresence::InRange && !inCloseCombat))
        add("commander");
    else if (input.commander == CommanderPresence::InRange)
        notes.append(
            QStringLiteral("Not applied: the commander +1 (a battle group in close combat counts "
                           "only a commander with it%1).")
                .arg(input.inCloseCombat
                         ? QString()
                         : QStringLiteral("; testing for losing a close combat, it is in one")));
    // FoGR, Joint Action Phase, Bolstering and Rallying Troops: "the extra +1 for a GC" (read as
    // for bolster and rally only, cohesionTest.greatCommanderBolsterRally).
    if (input.greatCommander)
        bolsterOrRally(input.reason)
            ? add("greatCommanderBolsterRally")
            : skip("greatCommanderBolsterRally",
                   QStringLiteral(
                       "the extra +1 for a GC is read as for bolstering or rallying only"));
    if (input.cohesion == Cohesion::Disrupted)
        add("disrupted");
    else if (input.cohesion == Cohesion::Fragmented)
        add("fragmented");
    else if (input.cohesion == Cohesion::Broken && input.reason == CohesionReason::Rally)
        add("brokenRally");
    return list;
}

QString levelWord(Cohesion cohesion) { return cohesionName(cohesion).toUpper(); }

} // namespace

ProcedureResult cohesionTest(const CohesionTestInput &input, DiceSource &dice, const RuleBook &book)
{
    ProcedureResult result;
    result.citation = bolsterOrRally(input.reason) ? QStringLiteral("FoGR: Joint Action Phase, Bolstering and Rallying Troops")
                                                   : QStringLiteral("FoGR: Battle Group Deterioration, Cohesion Tests");
    if (bolsterOrRally(input.reason)) {
        const QString why = notEligible(input, book);
        if (!why.isEmpty()) {
            result.facts.insert(QStringLiteral("eligible"), false);
            result.facts.insert(QStringLiteral("why"), why);
            result.summary = QStringLiteral("%1 cannot test: %2").arg(input.name.isEmpty() ? QStringLiteral("The battle group") : input.name, why);
            return result;
        }
        result.facts.insert(QStringLiteral("eligible"), true);
    }
    result.modifiers = modifiers(input, book, result.notes);
    int total = 0;
    for (const Modifier &m : result.modifiers) {
        total += m.value;
        if (!m.interpreted.isEmpty())
            result.notes.append(QStringLiteral("Interpreted: %1: %2").arg(m.label, m.interpreted));
    }
    const int diceCount = book.integer(kTable, QStringLiteral("dice"), 1, RuleBook::maxTestDice);
    const int pass = book.integer(kTable, QStringLiteral("passScore"));
    const int dropOneFrom = book.integer(kTable, QStringLiteral("dropOneFrom"));
    const RerollPolicy policy = fogrQualityRerolls(input.quality); // "quality re-rolls apply"
    const Distribution scores = sumOfDice(kD6, diceCount, policy, total);
    result.distributions.append({QStringLiteral("score"), scores, QStringLiteral("score")});
    result.facts.insert(QStringLiteral("dice"), diceCount);
    result.facts.insert(QStringLiteral("modifier"), total);
    result.facts.insert(QStringLiteral("passScore"), pass);
    result.facts.insert(QStringLiteral("quality"), qualityName(input.quality));
    result.facts.insert(QStringLiteral("canDropTwo"), canDropTwo(input));

    const bool rising = bolsterOrRally(input.reason);
    const Cohesion up = dropped(input.cohesion, -1), one = dropped(input.cohesion, 1), two = dropped(input.cohesion, 2);
    if (rising) {
        result.outcomes.append(keyed(
            outcomeAtLeast(QStringLiteral("Rise one level: %1").arg(levelWord(up)), scores, pass),
            QStringLiteral("riseOne")));
        result.outcomes.append(
            keyed(outcomeAtMost(QStringLiteral("No change: %1").arg(levelWord(input.cohesion)),
                                scores, pass - 1),
                  QStringLiteral("noChange")));
    } else {
        result.outcomes.append(keyed(
            outcomeAtLeast(QStringLiteral("Pass: %1").arg(levelWord(input.cohesion)), scores, pass),
            QStringLiteral("pass")));
        if (canDropTwo(input)) {
            result.outcomes.append(
                keyed(outcomeBetween(QStringLiteral("Drop one level: %1").arg(levelWord(one)),
                                     scores, dropOneFrom, pass - 1),
                      QStringLiteral("dropOne")));
            result.outcomes.append(
                keyed(outcomeAtMost(QStringLiteral("Drop two levels: %1").arg(levelWord(two)),
                                    scores, dropOneFrom - 1),
                      QStringLiteral("dropTwo")));
        } else {
            result.outcomes.append(
                keyed(outcomeAtMost(QStringLiteral("Drop one level: %1").arg(levelWord(one)),
                                    scores, pass - 1),
                      QStringLiteral("dropOne")));
        }
    }

    const auto rolled = dice.roll(QStringLiteral("cohesion"), kD6, diceCount, policy, std::nullopt,
                                  rising ? QStringLiteral("Bolster or rally test")
                                         : QStringLiteral("Cohesion test"));
    if (!rolled)
        return result;
    const int thrown = rulesets::total(*rolled);
    const int score = thrown + total;
    Cohesion after = input.cohesion;
    if (rising && score >= pass)
        after = up;
    else if (!rising && score < pass)
        after = (score < dropOneFrom && canDropTwo(input)) ? two : one;
    result.result = {{QStringLiteral("thrown"), thrown},
                     {QStringLiteral("score"), score},
                     {QStringLiteral("passed"), score >= pass},
                     {QStringLiteral("cohesion"), cohesionName(after)}};
    const QString who = input.name.isEmpty() ? QStringLiteral("The battle group") : input.name;
    const QString verdict = score >= pass ? (rising ? QStringLiteral("passes and rises to") : QStringLiteral("passes, stays"))
                                          : (rising ? QStringLiteral("fails, stays") : QStringLiteral("fails and drops to"));
    result.summary = QStringLiteral("%1: %2 test %3 %4 %5 = %6, %7 %8")
                         .arg(who, rising ? (input.reason == CohesionReason::Rally ? QStringLiteral("rally") : QStringLiteral("bolster"))
                                          : QStringLiteral("cohesion"))
                         .arg(thrown)
                         .arg(total < 0 ? QStringLiteral("-") : QStringLiteral("+"))
                         .arg(std::abs(total))
                         .arg(score)
                         .arg(verdict, levelWord(after));
    if (!input.battleGroup.isEmpty() && after != input.cohesion)
        result.changes.append(cohesionChange(input.battleGroup, after));
    return result;
}

namespace {

CohesionTestInput readCohesionTest(const core::JsonReader &json)
{
    json.allowOnly({u"battleGroup", u"name", u"quality", u"cohesion", u"disorder", u"reason", u"reasons",
                    u"hp2bFromShooting", u"hp3bFromCloseCombat", u"twoMoreHitsReceived", u"hitsReceived",
                    u"hitsInflicted", u"lostQuarterOfBases", u"originalBases", u"currentBases", u"threatenedFlank",
                    u"enemyType", u"commander", u"inCloseCombat", u"greatCommander", u"cohesionDroppedThisTurn",
                    u"enemyWithinSixMU", u"belowAutobreak"});
    CohesionTestInput input;
    input.battleGroup = json.optionalString(u"battleGroup");
    input.name = json.optionalString(u"name");
    input.quality = readQuality(json, u"quality");
    input.cohesion = readCohesion(json, u"cohesion");
    input.disorder = readDisorder(json, u"disorder");
    // In the words the players read in the resolver, not the keys.
    if (!json.has(u"reason"))
        json.fail(u"reason", QStringLiteral("required: choose the reason to test (shooting, close combat, fragmented "
                                            "charged, friends broke or commander lost, bolster or rally)"));
    input.reason = readChoice(json, u"reason",
                              {QStringLiteral("shooting"), QStringLiteral("closeCombat"), QStringLiteral("fragmentedCharged"),
                               QStringLiteral("friendsBrokeOrCommanderLost"), QStringLiteral("bolster"), QStringLiteral("rally")},
                              CohesionReason::CloseCombat);
    input.reasons = json.optionalInteger(u"reasons", 1, 100, 1);
    input.hp2bFromShooting = json.optionalBoolean(u"hp2bFromShooting", false);
    input.hp3bFromCloseCombat = json.optionalBoolean(u"hp3bFromCloseCombat", false);
    input.twoMoreHitsReceived = json.optionalBoolean(u"twoMoreHitsReceived", false);
    if (json.has(u"hitsReceived") || json.has(u"hitsInflicted")) {
        const int received = json.integer(u"hitsReceived", 0, 1000);
        const int inflicted = json.integer(u"hitsInflicted", 0, 1000);
        const bool derived = received - inflicted >= 2;
        if (json.has(u"twoMoreHitsReceived") && input.twoMoreHitsReceived != derived)
            json.fail(u"twoMoreHitsReceived", QStringLiteral("contradicts hitsReceived %1 and hitsInflicted %2").arg(received).arg(inflicted));
        input.twoMoreHitsReceived = derived;
    }
    input.lostQuarterOfBases = json.optionalBoolean(u"lostQuarterOfBases", false);
    if (json.has(u"originalBases") || json.has(u"currentBases")) {
        const int original = json.integer(u"originalBases", 1, 1000);
        const int current = json.integer(u"currentBases", 0, original);
        const bool derived = 4 * (original - current) >= original; // "at least 25%"
        if (json.has(u"lostQuarterOfBases") && input.lostQuarterOfBases != derived)
            json.fail(u"lostQuarterOfBases", QStringLiteral("contradicts originalBases %1 and currentBases %2").arg(original).arg(current));
        input.lostQuarterOfBases = derived;
    }
    input.threatenedFlank = json.optionalBoolean(u"threatenedFlank", false);
    input.enemyType = readChoice(json, u"enemyType", enemyTypeNames(), EnemyTypeFactor::None);
    input.commander = readChoice(json, u"commander", {QStringLiteral("none"), QStringLiteral("inRange"), QStringLiteral("with")},
                                 CommanderPresence::None);
    input.inCloseCombat = json.optionalBoolean(u"inCloseCombat", false);
    input.greatCommander = json.optionalBoolean(u"greatCommander", false);
    input.cohesionDroppedThisTurn = json.optionalBoolean(u"cohesionDroppedThisTurn", false);
    input.enemyWithinSixMU = json.optionalBoolean(u"enemyWithinSixMU", false);
    input.belowAutobreak = json.optionalBoolean(u"belowAutobreak", false);
    if (input.cohesion == Cohesion::Broken && !bolsterOrRally(input.reason))
        json.fail(u"cohesion", QStringLiteral("a BROKEN battle group takes no cohesion test except to rally"));
    return input;
}

} // namespace

namespace {

// The fields of cohesion tests, bolstering and rallying (The Test; Bolstering and Rallying).
QList<InputField> cohesionFields(bool withReason)
{
    const QString test = QStringLiteral("FoGR: Battle Group Deterioration, The Test");
    QList<InputField> fields{
        idField(QStringLiteral("battleGroup"), QStringLiteral("Battle group id"), QStringLiteral("the unit whose cohesion the result changes")),
        textField(QStringLiteral("name"), QStringLiteral("Name")),
        choiceField(QStringLiteral("quality"), QStringLiteral("Quality"), qualityNames(), QJsonValue(QJsonValue::Undefined),
                    QStringLiteral("quality re-rolls apply (FoGR: Battle Group Quality - Quality Re-Rolls)")),
        choiceField(QStringLiteral("cohesion"), QStringLiteral("Cohesion level"), cohesionNames(), QStringLiteral("Steady"),
                    QStringLiteral("DISRUPTED -1, FRAGMENTED -2, BROKEN -3 to rally (FoGR: The Effect of Cohesion Levels)")),
        choiceField(QStringLiteral("disorder"), QStringLiteral("Disorder"), disorderNames(), QStringLiteral("None"),
                    QStringLiteral("kept in the recorded state (FoGR: Battle Group Disorder)"))};
    if (withReason) {
        fields.append(choiceField(QStringLiteral("reason"), QStringLiteral("Reason to test"),
                                  {QStringLiteral("shooting"), QStringLiteral("closeCombat"), QStringLiteral("fragmentedCharged"),
                                   QStringLiteral("friendsBrokeOrCommanderLost"), QStringLiteral("bolster"), QStringLiteral("rally")},
                                  QJsonValue(QJsonValue::Undefined), QStringLiteral("FoGR: Battle Group Deterioration, Cohesion Tests")));
        fields.append(integerField(QStringLiteral("reasons"), QStringLiteral("Breaks, lost commanders or charges tested for at once"), 1, 100, 1,
                                   QStringLiteral("more than 1: -1 (") + test + QLatin1Char(')')));
        fields.append(booleanField(QStringLiteral("hp2bFromShooting"), QStringLiteral("At least 1 HP2B from shooting"), QStringLiteral("-1 when testing for shooting (") + test + QLatin1Char(')')));
        fields.append(booleanField(QStringLiteral("hp3bFromCloseCombat"), QStringLiteral("At least 1 HP3B from close combat"), QStringLiteral("-1 when testing for losing a close combat (") + test + QLatin1Char(')')));
        fields.append(booleanField(QStringLiteral("twoMoreHitsReceived"), QStringLiteral("At least 2 more hits received than inflicted"),
                                   QStringLiteral("-1, and a score of 2 or less drops two levels (") + test + QLatin1Char(')')));
        fields.append(integerField(QStringLiteral("hitsReceived"), QStringLiteral("Hits received"), 0, 1000, QJsonValue(QJsonValue::Null),
                                   QStringLiteral("with hits inflicted, decides the 2 more hits received")));
        fields.append(integerField(QStringLiteral("hitsInflicted"), QStringLiteral("Hits inflicted"), 0, 1000, QJsonValue(QJsonValue::Null)));
    }
    fields.append(booleanField(QStringLiteral("lostQuarterOfBases"), QStringLiteral("Lost at least 25% of original bases"), QStringLiteral("-1 (") + test + QLatin1Char(')')));
    fields.append(integerField(QStringLiteral("originalBases"), QStringLiteral("Bases at the start"), 1, 1000, QJsonValue(QJsonValue::Null),
                               QStringLiteral("with bases now, decides the 25% lost")));
    fields.append(integerField(QStringLiteral("currentBases"), QStringLiteral("Bases now"), 0, 1000, QJsonValue(QJsonValue::Null)));
    if (withReason) {
        fields.append(booleanField(QStringLiteral("threatenedFlank"), QStringLiteral("Foot battle troops with threatened flank"), QStringLiteral("-1 (") + test + QLatin1Char(')')));
        fields.append(choiceField(QStringLiteral("enemyType"),
                                  QStringLiteral("Enemy type (any one of)"), enemyTypeNames(),
                                  QStringLiteral("none"),
                                  QStringLiteral("-1 (") + test + QLatin1Char(')')));
    }
    fields.append(choiceField(QStringLiteral("commander"), QStringLiteral("Commander in line of command"),
                              {QStringLiteral("none"), QStringLiteral("inRange"), QStringLiteral("with")}, QStringLiteral("none"),
                              QStringLiteral("+1: in command range, or with the battle group if it is in close combat (") + test + QLatin1Char(')')));
    if (withReason)
        fields.append(booleanField(QStringLiteral("inCloseCombat"), QStringLiteral("Battle group in close combat")));
    fields.append(booleanField(QStringLiteral("greatCommander"), QStringLiteral("The commander with it is a great commander"),
                               QStringLiteral("+1 when bolstering or rallying (interpreted, FoGR: Joint Action Phase)")));
    fields.append(booleanField(QStringLiteral("cohesionDroppedThisTurn"), QStringLiteral("Cohesion dropped this turn"), QStringLiteral("no bolster or rally")));
    fields.append(booleanField(QStringLiteral("enemyWithinSixMU"), QStringLiteral("Enemy within 6 MU"), QStringLiteral("no rally")));
    fields.append(booleanField(QStringLiteral("belowAutobreak"), QStringLiteral("Below its autobreak point"), QStringLiteral("no rally")));
    return fields;
}

} // namespace

FogrProcedure cohesionTestProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("cohesion-test"), QStringLiteral("Cohesion test"),
              QStringLiteral("FoGR: Battle Group Deterioration, Cohesion Tests"),
              QStringLiteral("2 dice with quality re-rolls, every modifier of the table, 7 to pass; also bolster and rally "
                             "(reason bolster or rally)"),
              cohesionFields(true)};
    // The book's Example of Combat: the Dutch after losing the melee by 5 hits to 3.
    p.example = QJsonObject{{QStringLiteral("battleGroup"), QStringLiteral("dutch1")},
                            {QStringLiteral("name"), QStringLiteral("Dutch foot")},
                            {QStringLiteral("quality"), QStringLiteral("Average")},
                            {QStringLiteral("cohesion"), QStringLiteral("Disrupted")},
                            {QStringLiteral("reason"), QStringLiteral("closeCombat")},
                            {QStringLiteral("hp3bFromCloseCombat"), true},
                            {QStringLiteral("hitsReceived"), 5},
                            {QStringLiteral("hitsInflicted"), 3}};
    p.run = [](const core::JsonReader &json, DiceSource &dice, const RuleBook &book) {
        return cohesionTest(readCohesionTest(json), dice, book);
    };
    return p;
}

FogrProcedure bolsterRallyProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("bolster-rally"), QStringLiteral("Bolster or rally"),
              QStringLiteral("FoGR: Joint Action Phase, Bolstering and Rallying Troops"),
              QStringLiteral("A cohesion test to rise one level (rally when BROKEN, bolster otherwise); never drops; not after a "
                             "drop this turn, not broken within 6 MU of enemy, not below autobreak"),
              cohesionFields(false)};
    p.example = QJsonObject{{QStringLiteral("battleGroup"), QStringLiteral("dutch1")},
                            {QStringLiteral("name"), QStringLiteral("Dutch foot")},
                            {QStringLiteral("quality"), QStringLiteral("Average")},
                            {QStringLiteral("cohesion"), QStringLiteral("Fragmented")},
                            {QStringLiteral("commander"), QStringLiteral("with")}};
    p.run = [](const core::JsonReader &json, DiceSource &dice, const RuleBook &book) {
        if (json.has(u"reason"))
            json.fail(u"reason", QStringLiteral("not used here: a BROKEN battle group rallies, any other bolsters"));
        QJsonObject object = json.object();
        object.insert(QStringLiteral("reason"), object.value(QStringLiteral("cohesion")).toString() == QStringLiteral("Broken")
                                                    ? QStringLiteral("rally")
                                                    : QStringLiteral("bolster"));
        return cohesionTest(readCohesionTest(core::JsonReader(object, json.path())), dice, book);
    };
    return p;
}

} // namespace adjutant::rulesets::fogr
