// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR, General Movement Rules: The Complex Move Test (CMT) and Variable Moves (VMD).
#include "rulesets/fogr/complexmovetest.h"

#include "core/jsonreader.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/troopprofile.h"
#include "rulesets/inputfields.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

#include <map>

namespace adjutant::rulesets::fogr {

namespace {

const QString kCmt = QStringLiteral("complexMoveTest");
const QString kVmd = QStringLiteral("variableMove");
const QString kMoves = QStringLiteral("moveDistances");

const QStringList &purposeWords()
{
    static const QStringList words{QStringLiteral("move"),
                                   QStringLiteral("charge"),
                                   QStringLiteral("intercept"),
                                   QStringLiteral("receiveCharge"),
                                   QStringLiteral("pursueMounted"),
                                   QStringLiteral("stopPursuing"),
                                   QStringLiteral("stopPursuingLostContact"),
                                   QStringLiteral("stopLooting")};
    return words;
}

QString who(const QString &name)
{
    return name.isEmpty() ? QStringLiteral("The battle group") : name;
}

// What failing means: the purpose's own words, or for a move, the Points to Note on the CMT.
QString failureMeaning(const ComplexMoveTestInput &input, const QJsonObject &purpose,
                       const RuleBook &book, QString &citation, QString &interpreted)
{
    if (input.purpose != CmtPurpose::Move)
        return purpose.value(QStringLiteral("fail")).toString();
    const char *key = "failOther";
    if (input.artillery)
        key = "failArtillery"; // FoGR, Points to Note on the CMT: "it cannot move at all"
    else if (input.battleWagons)
        key = "failBattleWagons";
    else if (input.cohesion == Cohesion::Fragmented)
        key = "failFragmented"; // FoGR, The Effect of Cohesion Levels: FRAGMENTED simple moves only
                                // to retire
    const RuleValue &cell = book.value(kCmt, QString::fromLatin1(key));
    citation = cell.source;
    if (cell.status == RuleValue::Status::Interpreted)
        interpreted = cell.reason;
    return book.string(kCmt, QString::fromLatin1(key));
}

} // namespace

ProcedureResult complexMoveTest(const ComplexMoveTestInput &input, DiceSource &dice,
                                const RuleBook &book)
{
    ProcedureResult result;
    const QString purposeKey = QStringLiteral("purpose.") + purposeWords().at(int(input.purpose));
    const QJsonObject purpose = book.json(kCmt, purposeKey).toObject();
    result.citation = book.tableSource(kCmt);

    auto add = [&](const char *key) {
        result.modifiers.append(modifierFrom(book, kCmt, QString::fromLatin1(key)));
    };
    // Only one commander influences the test; with the battle group he is also in command range.
    if (input.commander != CmtCommander::None)
        add("commanderInRange");
    if (input.commander == CmtCommander::With)
        add("commanderWith");
    if (input.commander != CmtCommander::None && input.greatCommander)
        add("greatCommander");
    if (purpose.value(QStringLiteral("stopping")).toBool())
        add("stoppingPursuitOrLooting");
    // The bracket spans both lines: count the worst of the two, never both.
    const bool worst =
        input.cohesion == Cohesion::Fragmented || input.disorder == Disorder::SeverelyDisordered;
    const bool bad = input.cohesion == Cohesion::Disrupted ||
                     input.disorder == Disorder::Disordered || input.warriors;
    if (worst)
        add("fragmentedOrSeverelyDisordered");
    else if (bad)
        add("disruptedDisorderedOrWarriors");
    if (worst && bad)
        result.notes.append(
            QStringLiteral("Not applied: %1 (the worst of the two lines counts, never both).")
                .arg(book.value(kCmt, QStringLiteral("disruptedDisorderedOrWarriors")).text));
    if (input.commander != CmtCommander::None)
        result.notes.append(book.string(kCmt, QStringLiteral("onlyOneCommander")));

    int modifier = 0;
    for (const Modifier &m : result.modifiers)
        modifier += m.value;
    const int diceCount = book.integer(kCmt, QStringLiteral("dice"), 1, RuleBook::maxTestDice);
    const int pass = book.integer(kCmt, QStringLiteral("passScore"));
    const bool rerolls = purpose.value(QStringLiteral("qualityRerolls")).toBool();
    const RerollPolicy policy = rerolls ? fogrQualityRerolls(input.quality) : RerollPolicy::none();
    const Distribution scores = sumOfDice(kD6, diceCount, policy, modifier);
    QString failCitation = book.value(kCmt, purposeKey).source, interpreted;
    const QString onPass = purpose.value(QStringLiteral("pass")).toString();
    const QString onFail = failureMeaning(input, purpose, book, failCitation, interpreted);
    if (!interpreted.isEmpty())
        result.notes.append(QStringLiteral("Interpreted: %1").arg(interpreted));
    if (!rerolls)
        result.notes.append(QStringLiteral("Quality re-rolls do not apply to this test (%1).")
                                .arg(book.value(kCmt, purposeKey).source));

    result.distributions.append({QStringLiteral("score"), scores, QStringLiteral("score")});
    result.facts = {{QStringLiteral("purpose"), purposeWords().at(int(input.purpose))},
                    {QStringLiteral("dice"), diceCount},
                    {QStringLiteral("modifier"), modifier},
                    {QStringLiteral("passScore"), pass},
                    {QStringLiteral("quality"), qualityName(input.quality)},
                    {QStringLiteral("qualityRerolls"), rerolls},
                    {QStringLiteral("onPass"), onPass},
                    {QStringLiteral("onFail"), onFail},
                    {QStringLiteral("onFailCitation"), failCitation},
                    {QStringLiteral("purposeRule"), book.value(kCmt, purposeKey).text}};
    result.outcomes.append(
        keyed(outcomeAtLeast(QStringLiteral("Pass: %1").arg(onPass), scores, pass),
              QStringLiteral("pass")));
    result.outcomes.append(
        keyed(outcomeAtMost(QStringLiteral("Fail: %1").arg(onFail), scores, pass - 1),
              QStringLiteral("fail")));

    const auto rolled = dice.roll(QStringLiteral("cmt"), kD6, diceCount, policy, std::nullopt,
                                  QStringLiteral("Complex move test"));
    if (!rolled)
        return result;
    const int thrown = rulesets::total(*rolled);
    const int score = thrown + modifier;
    const bool passed = score >= pass;
    result.result = {{QStringLiteral("thrown"), thrown},
                     {QStringLiteral("score"), score},
                     {QStringLiteral("passed"), passed},
                     {QStringLiteral("meaning"), passed ? onPass : onFail}};
    result.summary = QStringLiteral("%1: CMT %2 %3 %4 = %5, %6: %7")
                         .arg(who(input.name))
                         .arg(thrown)
                         .arg(modifier < 0 ? QStringLiteral("-") : QStringLiteral("+"))
                         .arg(std::abs(modifier))
                         .arg(score)
                         .arg(passed ? QStringLiteral("passes") : QStringLiteral("fails"),
                              passed ? onPass : onFail);
    return result; // a CMT changes no state: the move it allows is made on the table
}

int variableMoveAdjustment(int face, const RuleBook &book)
{
    return book.integer(kVmd, QString::number(face));
}

Distribution variableMoveDistances(int normal, const RuleBook &book)
{
    std::map<int, Weight> counts;
    for (int face = kD6.lowest; face <= kD6.highest; ++face)
        counts[std::max(0, normal + variableMoveAdjustment(face, book))] += 1;
    std::vector<Weight> weights;
    const int lowest = counts.begin()->first;
    for (int distance = lowest; distance <= counts.rbegin()->first; ++distance)
        weights.push_back(counts.count(distance) ? counts[distance] : Weight(0));
    return distributionFromWeights(lowest, std::move(weights));
}

namespace {

ComplexMoveTestInput readComplexMoveTest(const core::JsonReader &json, const RuleBook &book)
{
    json.allowOnly({u"battleGroup", u"name", u"quality", u"cohesion", u"disorder", u"troopTypes",
                    u"purpose", u"commander", u"greatCommander"});
    ComplexMoveTestInput input;
    input.battleGroup = json.optionalString(u"battleGroup");
    input.name = json.optionalString(u"name");
    input.quality = readQuality(json, u"quality");
    input.cohesion = readCohesion(json, u"cohesion");
    if (input.cohesion == Cohesion::Broken)
        json.fail(u"cohesion", QStringLiteral("a BROKEN battle group routs: it takes no CMT"));
    input.disorder = readDisorder(json, u"disorder");
    if (json.has(u"troopTypes")) {
        const TroopProfile troops = readTroops(json, u"troopTypes", book);
        input.warriors = troops.warriors;
        input.artillery = troops.artillery;
        input.battleWagons = troops.battleWagons;
    }
    const QString purpose = json.optionalString(u"purpose", QStringLiteral("move"));
    if (!purposeWords().contains(purpose))
        json.fail(u"purpose", QStringLiteral("\"%1\" is not one of %2")
                                  .arg(purpose, purposeWords().join(QStringLiteral(", "))));
    input.purpose = CmtPurpose(purposeWords().indexOf(purpose));
    const QStringList commanders{QStringLiteral("none"), QStringLiteral("inRange"),
                                 QStringLiteral("with")};
    const QString commander = json.optionalString(u"commander", QStringLiteral("none"));
    if (!commanders.contains(commander))
        json.fail(u"commander", QStringLiteral("\"%1\" is not one of %2")
                                    .arg(commander, commanders.join(QStringLiteral(", "))));
    input.commander = CmtCommander(commanders.indexOf(commander));
    input.greatCommander = json.optionalBoolean(u"greatCommander", false);
    if (input.greatCommander && input.commander == CmtCommander::None)
        json.fail(u"greatCommander",
                  QStringLiteral(
                      "the +1 is for \"this same commander\": give commander inRange or with"));
    return input;
}

// FoGR, Move Distances and Disorder: the normal distance of a troop type in a terrain difficulty.
int normalDistanceFromTable(const core::JsonReader &json, const RuleBook &book, QJsonObject &facts,
                            QStringList &notes)
{
    const QString type = json.nonEmptyString(u"troopType");
    if (!book.has(kMoves, type))
        json.fail(u"troopType",
                  QStringLiteral("\"%1\" is not a troop type of the move distance table (%2)")
                      .arg(type, book.keys(kMoves).join(QStringLiteral(", "))));
    const QStringList terrains{QStringLiteral("Open"), QStringLiteral("Uneven"),
                               QStringLiteral("Rough"), QStringLiteral("Difficult")};
    const QString terrain = json.nonEmptyString(u"terrain");
    if (!terrains.contains(terrain))
        json.fail(u"terrain", QStringLiteral("\"%1\" is not one of %2")
                                  .arg(terrain, terrains.join(QStringLiteral(", "))));
    const QJsonObject row =
        book.json(kMoves, type).toObject(); // throws MissingRuleValue for the lost rows
    const int normal = row.value(terrain).toInt();
    facts.insert(QStringLiteral("normalDistanceFrom"),
                 QStringLiteral("%1 in %2 terrain: %3 MU (%4)")
                     .arg(type, terrain.toLower())
                     .arg(normal)
                     .arg(book.value(kMoves, type).source));
    const QString disorder =
        row.value(QStringLiteral("disorder")).toObject().value(terrain).toString();
    if (!disorder.isEmpty())
        notes.append(
            QStringLiteral("%1 are %2 in %3 terrain (%4).")
                .arg(type, disorder.toLower(), terrain.toLower(), book.tableSource(kMoves)));
    return normal;
}

ProcedureResult variableMove(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"battleGroup", u"name", u"normalDistance", u"troopType", u"terrain"});
    ProcedureResult result;
    result.citation = book.tableSource(kVmd);
    int normal = 0;
    if (json.has(u"normalDistance")) {
        if (json.has(u"troopType") || json.has(u"terrain"))
            json.fail(
                u"normalDistance",
                QStringLiteral("give either normalDistance or troopType and terrain, not both"));
        normal = json.integer(u"normalDistance", 0, 100);
    } else if (json.has(u"troopType") || json.has(u"terrain")) {
        normal = normalDistanceFromTable(json, book, result.facts.edit(), result.notes);
    } else {
        json.fail(
            u"normalDistance",
            QStringLiteral(
                "required (MU), or troopType and terrain to read it from the move distance table"));
    }
    const Distribution distances = variableMoveDistances(normal, book);
    QJsonArray table;
    for (int face = kD6.lowest; face <= kD6.highest; ++face) {
        const int adjustment = variableMoveAdjustment(face, book);
        table.append(
            QJsonObject{{QStringLiteral("face"), face},
                        {QStringLiteral("adjustment"), adjustment},
                        {QStringLiteral("distance"), std::max(0, normal + adjustment)},
                        {QStringLiteral("rule"), book.value(kVmd, QString::number(face)).text}});
    }
    if (normal + variableMoveAdjustment(kD6.lowest, book) < 0)
        result.notes.append(QStringLiteral("Interpreted: a move of %1 MU cannot lose more than %1 "
                                           "MU; shorter results count as 0 "
                                           "(no move).")
                                .arg(normal));
    result.facts.insert(QStringLiteral("normalDistance"), normal);
    result.facts.insert(QStringLiteral("qualityRerolls"),
                        false); // "Quality re-rolls do not apply."
    result.facts.insert(QStringLiteral("faces"), table);
    result.distributions.append(
        {QStringLiteral("distance"), distances, QStringLiteral("distance")});
    for (int d = distances.lowest(); d <= distances.highest(); ++d) {
        if (distances.isPossible(d))
            result.outcomes.append(
                keyed(outcomeBetween(QStringLiteral("%1 MU").arg(d), distances, d, d),
                      QString::number(d)));
    }
    // "roll one dice": the table reads that die's face, so the count can be nothing else.
    const auto rolled =
        dice.roll(QStringLiteral("vmd"), kD6, book.integer(kVmd, QStringLiteral("dice"), 1, 1),
                  RerollPolicy::none(), std::nullopt, QStringLiteral("Variable move"));
    if (!rolled)
        return result;
    const int face = rolled->front().result;
    const int adjustment = variableMoveAdjustment(face, book);
    const int distance = std::max(0, normal + adjustment);
    result.result = {{QStringLiteral("thrown"), face},
                     {QStringLiteral("adjustment"), adjustment},
                     {QStringLiteral("distance"), distance}};
    result.summary = QStringLiteral("%1: VMD %2, %3%4 MU: moves %5 MU")
                         .arg(who(json.optionalString(u"name")))
                         .arg(face)
                         .arg(adjustment < 0 ? QStringLiteral("-") : QStringLiteral("+"))
                         .arg(std::abs(adjustment))
                         .arg(distance);
    return result;
}

} // namespace

FogrProcedure complexMoveTestProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("complex-move-test"), QStringLiteral("Complex move test"),
              QStringLiteral("FoGR: General Movement Rules, The Complex Move Test (CMT)"),
              QStringLiteral("2 dice, quality re-rolls unless the rules say otherwise, +1 "
                             "commander in range, +1 with, +1 great, "
                             "-1 stopping pursuit or looting, -1 DISRUPTED/DISORDERED/warriors or "
                             "-2 FRAGMENTED/SEVERELY "
                             "DISORDERED; 8 to pass; says what failing means (a move with a purpose, "
                             "a charge, an interception, receiving a charge, pursuing (mounted), "
                             "stopping pursuit, with contact lost or not, stopping looting)"),
              {idField(QStringLiteral("battleGroup"), QStringLiteral("Battle group id")), textField(QStringLiteral("name"), QStringLiteral("Name")),
               choiceField(QStringLiteral("quality"), QStringLiteral("Quality"), qualityNames()), choiceField(QStringLiteral("cohesion"), QStringLiteral("Cohesion level"), cohesionNames(), QStringLiteral("Steady")),
               choiceField(QStringLiteral("disorder"), QStringLiteral("Disorder"), disorderNames(), QStringLiteral("None")),
               troopTypesField(QStringLiteral("troopTypes"), QStringLiteral("Troop types"), true, QJsonValue(QJsonValue::Null), QStringLiteral("warriors -1; artillery and battle wagons: what failing means")),
               choiceField(QStringLiteral("purpose"), QStringLiteral("Purpose of the test"), purposeWords(), QStringLiteral("move")),
               choiceField(QStringLiteral("commander"), QStringLiteral("Commander in line of command"), {QStringLiteral("none"), QStringLiteral("inRange"), QStringLiteral("with")}, QStringLiteral("none"), QStringLiteral("+1 in command range, +1 more with the battle group")),
               booleanField(QStringLiteral("greatCommander"), QStringLiteral("That commander is a great commander"), QStringLiteral("+1"))}};
    p.example =
        QJsonObject{{QStringLiteral("battleGroup"), QStringLiteral("dutch2")},
                    {QStringLiteral("name"), QStringLiteral("Dutch foot")},
                    {QStringLiteral("quality"), QStringLiteral("Average")},
                    {QStringLiteral("cohesion"), QStringLiteral("Disrupted")},
                    {QStringLiteral("troopTypes"),
                     QJsonArray{QStringLiteral("Heavy Foot"), QStringLiteral("Medium Foot")}},
                    {QStringLiteral("purpose"), QStringLiteral("move")},
                    {QStringLiteral("commander"), QStringLiteral("with")}};
    p.run = [](const core::JsonReader &json, DiceSource &dice, const RuleBook &book) {
        return complexMoveTest(readComplexMoveTest(json, book), dice, book);
    };
    return p;
}

FogrProcedure variableMoveProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("variable-move"), QStringLiteral("Variable move distance"),
              QStringLiteral("FoGR: General Movement Rules, Variable Moves"),
              QStringLiteral("1 die, no quality re-rolls: 1 -2 MU, 2 -1 MU, 3-4 normal, 5 +1 MU, 6 "
                             "+2 MU; the distribution of "
                             "distances from the normal move distance (MU), or from the troop type and terrain "
                             "(foot rows of the move table)"),
              {idField(QStringLiteral("battleGroup"), QStringLiteral("Battle group id")), textField(QStringLiteral("name"), QStringLiteral("Name")),
               integerField(QStringLiteral("normalDistance"), QStringLiteral("Normal move distance (MU)"), 0, 100, QJsonValue(QJsonValue::Null), QStringLiteral("or troop type and terrain")),
               troopTypesField(QStringLiteral("troopType"), QStringLiteral("Troop type"), false, QJsonValue(QJsonValue::Null), QStringLiteral("with terrain: the move distance table")),
               choiceField(QStringLiteral("terrain"), QStringLiteral("Terrain"), {QStringLiteral("Open"), QStringLiteral("Uneven"), QStringLiteral("Rough"), QStringLiteral("Difficult")}, QJsonValue(QJsonValue::Null))}};
    p.example = QJsonObject{{QStringLiteral("name"), QStringLiteral("Dutch shot")},
                            {QStringLiteral("troopType"), QStringLiteral("Medium Foot")},
                            {QStringLiteral("terrain"), QStringLiteral("Open")}};
    p.run = variableMove;
    return p;
}

} // namespace adjutant::rulesets::fogr
