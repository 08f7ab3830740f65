// SPDX-License-Identifier: GPL-3.0-or-later
// Old Dessauer morale tests: rallying from shaken (OD 11), which is also the test of an attacker
// exposing its flank (OD 14.5) and of a pinned unit manoeuvring (OD 12.4), and the fire test
// (OD 16.10).
#include "core/jsonreader.h"
#include "rulesets/dicesource.h"
#include "rulesets/inputfields.h"
#include "rulesets/olddessauer/odprocedure.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

namespace adjutant::rulesets::olddessauer {

namespace {

const QString kRally = QStringLiteral("rallyTest");
const QString kFireTest = QStringLiteral("fireTest");

const QStringList &purposes()
{
    static const QStringList words{QStringLiteral("Rally from shaken"),
                                   QStringLiteral("Exposed flank"), QStringLiteral("Pinned")};
    return words;
}

// OD 6, Morale States: "Good, shaken or shattered".
QString moraleState(const RuleBook &book, int index)
{
    return book.strings(QStringLiteral("morale"), QStringLiteral("states")).value(index);
}

ProcedureResult rallyTest(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"unit", u"name", u"grade", u"purpose", u"visibleEnemy",
                    u"irregularSkirmishersInOpen", u"generalAttached"});
    const QString unit = json.optionalString(u"unit");
    const QString name = json.optionalString(u"name");
    const QString grade = readGrade(json, u"grade", book);
    const QString purpose = json.optionalString(u"purpose", purposes().first());
    if (!purposes().contains(purpose))
        json.fail(u"purpose", QStringLiteral("\"%1\" is not one of %2")
                                  .arg(purpose, purposes().join(QStringLiteral(", "))));
    const bool irregular = json.optionalBoolean(u"irregularSkirmishersInOpen", false);
    // OD 18, Irregulars: "1. Irregulars may not be Grade A."
    if (irregular && grade == QLatin1String("A"))
        json.fail(u"grade", QStringLiteral("irregulars may not be grade A (OD 18, Irregulars)"));

    ProcedureResult result;
    const QString purposeKey = QStringLiteral("purpose.") + purpose;
    const QJsonObject meaning = book.json(kRally, purposeKey).toObject();
    result.citation = book.value(kRally, purposeKey).source;
    if (json.optionalBoolean(u"visibleEnemy", false))
        result.modifiers.append(modifierFrom(book, kRally, QStringLiteral("visibleEnemy")));
    if (irregular)
        result.modifiers.append(
            modifierFrom(book, kRally, QStringLiteral("irregularSkirmishersInOpen")));
    if (json.optionalBoolean(u"generalAttached", false))
        result.modifiers.append(modifierFrom(book, kRally, QStringLiteral("generalAttached")));
    int modifier = 0;
    for (const Modifier &m : result.modifiers)
        modifier += m.value;
    const int pass = book.integer(kRally, QStringLiteral("passScore.") + grade);
    result.facts = {{QStringLiteral("grade"), grade},
                    {QStringLiteral("purpose"), purpose},
                    {QStringLiteral("purposeRule"), book.value(kRally, purposeKey).text}};
    const QString onPass = meaning.value(QStringLiteral("pass")).toString();
    const QString onFail = meaning.value(QStringLiteral("fail")).toString();
    const std::optional<bool> passed =
        oneDieTest(result, dice, QStringLiteral("rally"), name,
                   purpose == purposes().first() ? QStringLiteral("rally test")
                                                 : QStringLiteral("test"),
                   pass, modifier, onPass, onFail);
    if (passed && !unit.isEmpty()) {
        if (purpose == purposes().at(0) && *passed)
            result.changes.append(moraleChange(unit, moraleState(book, 0)));
        else if (purpose == purposes().at(1) && !*passed)
            result.changes.append(moraleChange(unit, moraleState(book, 1)));
    }
    return result;
}

ProcedureResult fireTest(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"unit", u"name", u"grade", u"hits", u"shaken", u"squareOrInterveningFriend",
                    u"advanced", u"generalAttached", u"fanatics"});
    const QString unit = json.optionalString(u"unit");
    const QString name = json.optionalString(u"name");
    const QString grade = readGrade(json, u"grade", book);
    // OD 16.10: "If a unit suffers any shooting hits it must take a fire test."
    const int hits = json.integer(u"hits", 1, 1000);

    ProcedureResult result;
    result.citation = book.tableSource(kFireTest);
    Modifier perHit = modifierFrom(book, kFireTest, QStringLiteral("perHit"));
    perHit.label = QStringLiteral("%1 (%2)").arg(perHit.label).arg(hits);
    perHit.value *= hits;
    result.modifiers.append(perHit);
    for (const char *key :
         {"shaken", "squareOrInterveningFriend", "advanced", "generalAttached", "fanatics"}) {
        const QString k = QString::fromLatin1(key);
        if (json.optionalBoolean(k, false))
            result.modifiers.append(modifierFrom(book, kFireTest, k));
    }
    int modifier = 0;
    for (const Modifier &m : result.modifiers)
        modifier += m.value;
    const int pass = book.integer(kFireTest, QStringLiteral("passScore.") + grade);
    result.facts = {{QStringLiteral("grade"), grade}, {QStringLiteral("hits"), hits}};

    // A failure's rout hits: the text names a roll it does not give (OD 16.10); interpreted as
    // the one figure of its worked example (OD 16.11), fireTest.failRoutHits.
    const RuleValue &routCell = book.value(kFireTest, QStringLiteral("failRoutHits"));
    std::optional<int> routHits;
    QString onFail = book.string(kFireTest, QStringLiteral("fail"));
    if (routCell.status == RuleValue::Status::Interpreted)
        result.notes.append(QStringLiteral("Interpreted, the rout hits of a failure (%1): %2")
                                .arg(routCell.source, routCell.reason));
    if (routCell.isAvailable()) {
        routHits = book.integer(kFireTest, QStringLiteral("failRoutHits"));
        onFail = QStringLiteral("becomes (or remains) shaken, makes a retreat move and takes %1 "
                                "rout hit%2")
                     .arg(*routHits)
                     .arg(*routHits == 1 ? QString() : QStringLiteral("s"));
    } else {
        result.notes.append(QStringLiteral("Missing, the rout hits of a failure (%1): %2")
                                .arg(book.tableSource(kFireTest), routCell.reason));
    }
    const std::optional<bool> passed =
        oneDieTest(result, dice, QStringLiteral("fireTest"), name, QStringLiteral("fire test"),
                   pass, modifier, book.string(kFireTest, QStringLiteral("pass")), onFail);
    if (passed && !*passed && !unit.isEmpty()) {
        result.changes.append(moraleChange(unit, moraleState(book, 1)));
        if (routHits && *routHits > 0)
            result.changes.append(figuresLostChange(unit, *routHits));
    }
    return result;
}

} // namespace

QList<Procedure> moraleProcedures()
{
    Procedure rally;
    rally.info = {
        QStringLiteral("rally-test"), QStringLiteral("Rally from shaken (or exposed flank)"),
        QStringLiteral("OD 11, Rallying from Shaken Status"),
        QStringLiteral("1 die plus modifiers against the grade's score to pass (A 1, B 2, C 3, D "
                       "5): -2 a visible enemy able to attack, -1 irregular skirmishers in the "
                       "open, +1 general attached. Also the test of an attacker exposing its "
                       "flank (OD 14.5) and of a pinned unit manoeuvring (OD 12.4)"),
        unitFields() +
            QList<InputField>{
                gradeField(QStringLiteral("the score to pass")),
                choiceField(QStringLiteral("purpose"), QStringLiteral("Why the test is taken"),
                            purposes(), purposes().first(),
                            QStringLiteral("a shaken unit at the start of its turn; an attack "
                                           "ending with a visible enemy behind its front within "
                                           "4\"; a pinned unit changing formation or facing")),
                booleanField(QStringLiteral("visibleEnemy"),
                             QStringLiteral("A visible enemy is able to attack the unit"),
                             QStringLiteral("-2")),
                booleanField(QStringLiteral("irregularSkirmishersInOpen"),
                             QStringLiteral("Irregular skirmishers in the open"),
                             QStringLiteral("-1")),
                booleanField(QStringLiteral("generalAttached"),
                             QStringLiteral("A general is attached to the unit"),
                             QStringLiteral("+1"))}};
    // OD 11, the text's example: shaken grade C Austrian musketeers with an enemy hussar unit in
    // range to attack them.
    rally.example = QJsonObject{{QStringLiteral("unit"), QStringLiteral("austrian1")},
                                {QStringLiteral("name"), QStringLiteral("Austrian musketeers")},
                                {QStringLiteral("grade"), QStringLiteral("C")},
                                {QStringLiteral("purpose"), QStringLiteral("Rally from shaken")},
                                {QStringLiteral("visibleEnemy"), true}};
    rally.run = rallyTest;

    Procedure fire;
    fire.info = {
        QStringLiteral("fire-test"), QStringLiteral("Fire test"),
        QStringLiteral("OD 16.10, The Fire Test"),
        QStringLiteral("1 die plus modifiers against the grade's base score (A -1, B 0, C 1, D "
                       "2): -1 each shooting hit this turn, -2 shaken, +1 in square or an "
                       "intervening friend within 4\", +1 advanced half a move, +1 general "
                       "attached, +1 fanatics. A failure: shaken, a retreat move, rout hits"),
        unitFields() +
            QList<InputField>{
                gradeField(QStringLiteral("the base score to pass")),
                integerField(QStringLiteral("hits"),
                             QStringLiteral("Shooting hits suffered this turn"), 1, 1000,
                             QJsonValue(QJsonValue::Undefined), QStringLiteral("-1 each")),
                booleanField(QStringLiteral("shaken"), QStringLiteral("The unit is shaken"),
                             QStringLiteral("-2")),
                booleanField(QStringLiteral("squareOrInterveningFriend"),
                             QStringLiteral("In square, or an intervening friend within 4\""),
                             QStringLiteral("+1")),
                booleanField(QStringLiteral("advanced"),
                             QStringLiteral("Advanced at least half a move on its last active "
                                            "turn"),
                             QStringLiteral("+1: every figure moved closer to the enemy")),
                booleanField(QStringLiteral("generalAttached"),
                             QStringLiteral("A general is attached to the unit"),
                             QStringLiteral("+1")),
                booleanField(QStringLiteral("fanatics"),
                             QStringLiteral("Fanatics (not yet beaten)"),
                             QStringLiteral("+1 until they lose a round of combat or fail a "
                                            "fire test (OD 18)"))}};
    // OD 16.11, the text's example: grade B French hussars after 2 hits from Austrian fusiliers.
    fire.example = QJsonObject{{QStringLiteral("unit"), QStringLiteral("french1")},
                               {QStringLiteral("name"), QStringLiteral("French hussars")},
                               {QStringLiteral("grade"), QStringLiteral("B")},
                               {QStringLiteral("hits"), 2}};
    fire.run = fireTest;
    return {rally, fire};
}

} // namespace adjutant::rulesets::olddessauer
