// SPDX-License-Identifier: GPL-3.0-or-later
// Old Dessauer close combat against the text (OD 17): combat points from the combat tables, dice
// from the figures eligible to strike, the round's outcome against a count of every die, losing
// and shattering as OD 17.6 and 17.7 say, and the lost table of scores to hit typed, never guessed.
#include "dicetesting.h"
#include "proceduretesting.h"

#include "core/error.h"
#include "rulesets/missingrulevalue.h"

#include <QTest>

#include <functional>

using namespace proceduretesting;
using namespace dicetesting;

namespace {

QJsonObject combat(const QJsonObject &input, const QJsonObject &dice = {})
{
    return run(ruleset("olddessauer"), QStringLiteral("close-combat"), input, dice);
}

QJsonObject exampleInput()
{
    return ruleset("olddessauer").exampleInput(QStringLiteral("close-combat"));
}

QJsonObject side(const QJsonObject &output, int i)
{
    return output[QStringLiteral("facts")][QStringLiteral("sides")].toArray().at(i).toObject();
}

// The exact chance of the outcome labelled exactly `label`.
QString chance(const QJsonObject &output, const QString &label)
{
    for (const QJsonValue &o : output[QStringLiteral("outcomes")].toArray()) {
        if (o[QStringLiteral("outcome")].toString() == label)
            return o[QStringLiteral("exact")].toString();
    }
    return QStringLiteral("absent");
}

// Every face of `dice` d6, counted: the weight of each (first side's hits, second side's hits).
std::map<std::pair<int, int>, Weight> everyDie(int first, int firstScore, int second, int secondScore)
{
    std::map<std::pair<int, int>, Weight> counts;
    const int n = first + second;
    int combinations = 1;
    for (int i = 0; i < n; ++i)
        combinations *= 6;
    for (int c = 0; c < combinations; ++c) {
        int a = 0, b = 0, rest = c;
        for (int die = 0; die < n; ++die, rest /= 6) {
            const int face = rest % 6 + 1;
            if (die < first)
                a += face >= firstScore ? 1 : 0;
            else
                b += face >= secondScore ? 1 : 0;
        }
        counts[{a, b}] += 1;
    }
    return counts;
}

QString fraction(const std::map<std::pair<int, int>, Weight> &counts,
                 const std::function<bool(int, int)> &which)
{
    Weight total = 0, part = 0;
    for (const auto &[hits, w] : counts) {
        total += w;
        if (which(hits.first, hits.second))
            part += w;
    }
    return text(Fraction(part, total));
}

// The message of the core::Error `run` throws, or empty.
QString refusal(const std::function<void()> &run)
{
    try {
        run();
    } catch (const adjutant::core::Error &e) {
        return e.message();
    }
    return {};
}

} // namespace

class TestOdCombat : public QObject
{
    Q_OBJECT

private slots:
    // Grade B cuirassiers with a general against grade C musketeers firing defensively: CP 5 + 1
    // (general) + 1 (one grade higher) = 7 against 3 + 2 (defensive fire, grade A-C in line) = 5.
    // 12 cavalry figures strike with 4 dice, 12 infantry with 3. The row typed: the higher hits
    // on 3-6, the lower on 5-6.
    void aCavalryChargeOnALine()
    {
        const QJsonObject odds = combat(exampleInput());
        QCOMPARE(side(odds, 0)[QStringLiteral("combatPoints")].toInt(), 7);
        QCOMPARE(side(odds, 1)[QStringLiteral("combatPoints")].toInt(), 5);
        QCOMPARE(side(odds, 0)[QStringLiteral("dice")].toInt(), 4);
        QCOMPARE(side(odds, 1)[QStringLiteral("dice")].toInt(), 3);
        const auto counts = everyDie(4, 3, 3, 5);
        QCOMPARE(chance(odds, QStringLiteral("More hits by Prussian cuirassiers")),
                 fraction(counts, [](int a, int b) { return a > b; }));
        QCOMPARE(chance(odds, QStringLiteral("Equal hits: neither loses")),
                 fraction(counts, [](int a, int b) { return a == b; }));
        // Infantry losing to cavalry: 2 rout hits and 1 more per 3 cavalry figures that struck.
        QCOMPARE(chance(odds, QStringLiteral("Austrian musketeers loses: retreats shaken and disordered with 6 rout hits")),
                 fraction(counts, [](int a, int b) { return a > b; }));
        QCOMPARE(chance(odds, QStringLiteral("Prussian cuirassiers holds, disordered")),
                 fraction(counts, [](int a, int b) { return b > 0 && b <= a; }));

        // The dice: 3, 4, 1, 6 make 3 hits; 5, 2, 1 make 1. The musketeers lose 3 + 6 figures and
        // are shaken and disordered (OD 17.3); the cuirassiers lose 1 and are disordered.
        const QJsonObject rolled = combat(exampleInput(), object(R"({"prussian5": [3, 4, 1, 6], "austrian1": [5, 2, 1]})"));
        QStringList changes;
        for (const QJsonValue &c : rolled[QStringLiteral("changes")].toArray())
            changes << QString::fromUtf8(QJsonDocument(c[QStringLiteral("payload")].toObject()).toJson(QJsonDocument::Compact));
        QCOMPARE(changes, (QStringList{QStringLiteral(R"({"count":1,"id":"prussian5"})"),
                                       QStringLiteral(R"({"id":"prussian5","state":{"disordered":true}})"),
                                       QStringLiteral(R"({"count":9,"id":"austrian1"})"),
                                       QStringLiteral(R"({"id":"austrian1","state":{"cohesion":"Shaken"}})"),
                                       QStringLiteral(R"({"id":"austrian1","state":{"disordered":true}})")}));
    }

    // OD 17.9's table of scores is lost: without the typed row the combat stops and says what to
    // type, rather than guess.
    void theLostTableIsTypedNeverGuessed()
    {
        QJsonObject input = exampleInput();
        input.remove(QStringLiteral("scores"));
        QVERIFY_THROWS_EXCEPTION(adjutant::rulesets::MissingRuleValue, combat(input));
    }

    // OD 17.7: a battery "is shattered if it suffers the same or fewer [read: more] hits than it
    // inflicts"; "If artillery inflicts more hits than it suffers all the hits it suffered that
    // round are negated". Two guns against 8 infantry figures, equal CP (0 + 2 medium guns'
    // defensive fire against 3 - 1 attacking soft cover), both hitting on 4-6.
    void aBatteryDrivesOffItsAttackersOrIsOverrun()
    {
        const QJsonObject input = object(R"({"sides": [
            {"unit": "battery", "arm": "Artillery", "grade": "C", "guns": 2, "gun": "Medium", "defensiveFire": true},
            {"unit": "foot", "arm": "Infantry", "grade": "C", "figures": 8, "cover": "soft"}],
            "scores": {"equal": 4}})");
        const QJsonObject odds = combat(input);
        QCOMPARE(side(odds, 0)[QStringLiteral("combatPoints")].toInt(), 2);
        QCOMPARE(side(odds, 1)[QStringLiteral("combatPoints")].toInt(), 2);
        const auto counts = everyDie(2, 4, 2, 4);
        QCOMPARE(chance(odds, QStringLiteral("battery shattered: the battery is overrun")),
                 fraction(counts, [](int a, int b) { return b >= a; }));
        QCOMPARE(chance(odds, QStringLiteral("battery drives its attackers off; the hits it suffered are negated")),
                 fraction(counts, [](int a, int b) { return a > b; }));
        // Limbered, shaken or flanked, it is shattered upon contact: no round to fight.
        QJsonObject limbered = input;
        QJsonArray sides = limbered[QStringLiteral("sides")].toArray();
        QJsonObject battery = sides[0].toObject();
        battery[QStringLiteral("limbered")] = true;
        sides[0] = battery;
        limbered[QStringLiteral("sides")] = sides;
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error, combat(limbered));
    }

    // Figures eligible to strike (OD 17.5, OD 18): close-order infantry 1 die per 4 (a remainder
    // of 1-2 dropped), cavalry 1 per 3, irregular infantry 1 per 3 and irregular cavalry 1 per 2
    // without rounding up; under a true flank attack 1 die to the flank.
    void diceFromTheFiguresEligibleToStrike()
    {
        auto dice = [](const char *arm, int figures, bool irregular, bool flank) {
            QJsonObject a{{QStringLiteral("arm"), QString::fromLatin1(arm)},
                          {QStringLiteral("grade"), QStringLiteral("C")},
                          {QStringLiteral("figures"), figures},
                          {QStringLiteral("irregular"), irregular},
                          {QStringLiteral("flankRearAttack"), flank}};
            const QJsonObject b{{QStringLiteral("arm"), QStringLiteral("Infantry")},
                                {QStringLiteral("grade"), QStringLiteral("C")},
                                {QStringLiteral("figures"), 4}};
            const QJsonObject input{{QStringLiteral("sides"), QJsonArray{a, b}},
                                    {QStringLiteral("scores"), QJsonObject{{QStringLiteral("higher"), 4},
                                                                           {QStringLiteral("lower"), 4},
                                                                           {QStringLiteral("equal"), 4}}}};
            return side(combat(input), 0)[QStringLiteral("dice")].toInt();
        };
        QCOMPARE(dice("Infantry", 16, false, false), 4); // "Unit B may strike with 16 figures"
        QCOMPARE(dice("Infantry", 11, false, false), 3); // a remainder of 3 counts
        QCOMPARE(dice("Infantry", 10, false, false), 2); // a remainder of 2 is dropped
        QCOMPARE(dice("Heavy cavalry", 26, false, false), 8);
        QCOMPARE(dice("Infantry", 8, true, false), 2);
        QCOMPARE(dice("Light cavalry", 7, true, false), 3);
        QCOMPARE(dice("Infantry", 16, false, true), 1);
    }

    // OD 17.5, Striking at multiple targets: "divide its combat dice as evenly as possible between
    // all of them. The unit's player may allocate any remainder dice (but again as evenly as
    // possible)." 26 cuirassiers strike with 8 dice; at 3 targets each gets 2, and the 2
    // remainder dice go to two of them.
    void diceDividedAmongSeveralTargets()
    {
        auto round = [](int targets, bool remainderDie) {
            const QJsonObject a{{QStringLiteral("arm"), QStringLiteral("Heavy cavalry")},
                                {QStringLiteral("name"), QStringLiteral("Cuirassiers")},
                                {QStringLiteral("grade"), QStringLiteral("C")},
                                {QStringLiteral("figures"), 26},
                                {QStringLiteral("targets"), targets},
                                {QStringLiteral("remainderDie"), remainderDie}};
            const QJsonObject b{{QStringLiteral("arm"), QStringLiteral("Infantry")},
                                {QStringLiteral("grade"), QStringLiteral("C")},
                                {QStringLiteral("figures"), 4}};
            return combat({{QStringLiteral("sides"), QJsonArray{a, b}},
                           {QStringLiteral("scores"), QJsonObject{{QStringLiteral("higher"), 4},
                                                                  {QStringLiteral("lower"), 5}}}});
        };
        QCOMPARE(side(round(1, false), 0)[QStringLiteral("dice")].toInt(), 8);
        QCOMPARE(side(round(3, false), 0)[QStringLiteral("dice")].toInt(), 2);
        const QJsonObject withRemainder = round(3, true);
        QCOMPARE(side(withRemainder, 0)[QStringLiteral("dice")].toInt(), 3);
        QVERIFY(withRemainder[QStringLiteral("notes")].toArray().contains(QStringLiteral(
            "Cuirassiers strikes at 3 targets: 3 of its 8 dice at this one (OD 17.5); 2 remainder "
            "dice to give as evenly as possible.")));
        QCOMPARE(side(round(2, false), 0)[QStringLiteral("dice")].toInt(), 4);
        // 8 dice at 2 targets divide evenly: no remainder die to give; one target has none.
        QVERIFY(refusal([&] { round(2, true); })
                    .contains(QStringLiteral("8 dice divide evenly among 2 targets")));
        QVERIFY(refusal([&] { round(1, true); }).contains(QStringLiteral("no remainder dice")));
    }

    // OD 17.6: "Under flank/rear attack: 4 rout hits; shattered if the unit was already shaken";
    // "Bookended units: Shattered".
    void losingUnderFlankAttackOrBookended()
    {
        auto fateOf = [](const char *extra) {
            QJsonObject loser = object(extra);
            loser[QStringLiteral("unit")] = QStringLiteral("loser");
            loser[QStringLiteral("arm")] = QStringLiteral("Infantry");
            loser[QStringLiteral("grade")] = QStringLiteral("C");
            loser[QStringLiteral("figures")] = 4;
            const QJsonObject winner = object(R"({"unit": "winner", "arm": "Infantry", "grade": "C", "figures": 4})");
            const QJsonObject input{{QStringLiteral("sides"), QJsonArray{loser, winner}},
                                    {QStringLiteral("scores"), QJsonObject{{QStringLiteral("higher"), 4},
                                                                           {QStringLiteral("lower"), 4},
                                                                           {QStringLiteral("equal"), 4}}}};
            const QJsonObject rolled = combat(input, object(R"({"loser": [1], "winner": [6]})"));
            return rolled[QStringLiteral("result")][QStringLiteral("sides")].toArray().at(0)[QStringLiteral("fate")].toString();
        };
        QCOMPARE(fateOf(R"({"flankRearAttack": true})"), QStringLiteral("loses: retreats shaken and disordered with 4 rout hits"));
        QCOMPARE(fateOf(R"({"bookended": true})"), QStringLiteral("loses and is shattered (bookended)"));
        QCOMPARE(fateOf(R"({"shaken": true})"), QStringLiteral("loses and is shattered (already shaken)"));
    }

    // OD 17.3, Disorder Due to Combat: "A unit becomes disordered if it suffers any damage hits
    // from combat", the beaten as well as the unit that holds (OD 9.2 item 4). Two grade C
    // battalions of 8 figures, 2 dice each, hitting on 4: 6, 6 against 1, 1. The beaten
    // battalion loses 2 figures to hits and 2 to rout hits (OD 17.6), is shaken and disordered.
    void aBeatenUnitThatTookHitsIsDisordered()
    {
        const QJsonObject input = object(R"({"sides":[{"unit":"a","arm":"Infantry","grade":"C","figures":8},
            {"unit":"b","arm":"Infantry","grade":"C","figures":8}],"scores":{"equal":4}})");
        const QJsonObject rolled = combat(input, object(R"({"a":[6,6],"b":[1,1]})"));
        QStringList changes;
        for (const QJsonValue &c : rolled[QStringLiteral("changes")].toArray())
            changes << QString::fromUtf8(QJsonDocument(c[QStringLiteral("payload")].toObject()).toJson(QJsonDocument::Compact));
        QCOMPARE(changes, (QStringList{QStringLiteral(R"({"count":4,"id":"b"})"),
                                       QStringLiteral(R"({"id":"b","state":{"cohesion":"Shaken"}})"),
                                       QStringLiteral(R"({"id":"b","state":{"disordered":true}})")}));
        // OD 9.2 item 7: "Skirmishers are never considered to be disordered".
        QJsonObject skirmishers = input;
        skirmishers[QStringLiteral("sides")] = QJsonArray{
            object(R"({"unit":"a","arm":"Skirmishing infantry","grade":"C","figures":8})"),
            object(R"({"unit":"b","arm":"Skirmishing infantry","grade":"C","figures":8})")};
        const QJsonObject loose = combat(skirmishers, object(R"({"a":[6,6],"b":[1,1]})"));
        QCOMPARE(loose[QStringLiteral("result")][QStringLiteral("sides")].toArray().at(1)[QStringLiteral("fate")].toString(),
                 QStringLiteral("loses: retreats shaken with 2 rout hits"));
    }

    // OD 17.6 item 3: "Infantry losing to cavalry: 1 additional rout hit per 3 cavalry figures
    // that struck at it": the figures whose dice struck at it, not every figure of the unit.
    void infantryLosingToCavalryCountsTheFiguresThatStruck_data()
    {
        QTest::addColumn<QString>("cavalry");
        QTest::addColumn<QString>("dice");
        QTest::addColumn<QString>("fate");
        // 12 figures strike with 4 dice; divided between 2 targets, 2 dice (6 figures) at it.
        QTest::newRow("2 of 4 dice at the infantry")
            << R"({"unit":"cav","arm":"Heavy cavalry","grade":"C","figures":12,"targets":2})"
            << R"({"cav":[6,6],"foot":[1]})"
            << "loses: retreats shaken and disordered with 4 rout hits"; // 2 + 6 / 3
        // OD 17.5: under a true flank attack it strikes with 1 die, 3 figures.
        QTest::newRow("cavalry under flank attack, 1 die")
            << R"({"unit":"cav","arm":"Heavy cavalry","grade":"C","figures":12,"flankRearAttack":true})"
            << R"({"cav":[6],"foot":[1]})"
            << "loses: retreats shaken and disordered with 3 rout hits"; // 2 + 3 / 3
        // OD 18 item 9: irregular cavalry roll 1 die per 2 without a remainder: 9 figures, 4
        // dice, 8 figures strike.
        QTest::newRow("9 irregular light cavalry, 8 strike")
            << R"({"unit":"cav","arm":"Light cavalry","grade":"C","irregular":true,"figures":9})"
            << R"({"cav":[6,6,6,6],"foot":[1]})"
            << "loses: retreats shaken and disordered with 4 rout hits"; // 2 + 8 / 3
        QTest::newRow("12 cavalry, all 4 dice at it")
            << R"({"unit":"cav","arm":"Heavy cavalry","grade":"C","figures":12})"
            << R"({"cav":[6,6,6,6],"foot":[1]})"
            << "loses: retreats shaken and disordered with 6 rout hits"; // 2 + 12 / 3
    }

    void infantryLosingToCavalryCountsTheFiguresThatStruck()
    {
        QFETCH(QString, cavalry);
        QFETCH(QString, dice);
        QFETCH(QString, fate);
        const QJsonObject input{
            {QStringLiteral("sides"), QJsonArray{object(cavalry.toUtf8().constData()),
                                                 object(R"({"unit":"foot","arm":"Infantry","grade":"C","figures":4})")}},
            {QStringLiteral("scores"), object(R"({"higher":4,"lower":4,"equal":4})")}};
        const QJsonObject rolled = combat(input, object(dice.toUtf8().constData()));
        QCOMPARE(rolled[QStringLiteral("result")][QStringLiteral("sides")].toArray().at(1)[QStringLiteral("fate")].toString(), fate);
    }
};

QTEST_GUILESS_MAIN(TestOdCombat)
#include "tst_odcombat.moc"
