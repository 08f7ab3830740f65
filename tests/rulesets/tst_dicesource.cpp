// SPDX-License-Identifier: GPL-3.0-or-later
// DiceSource as the resolvers use it: a typed source names the roll it lacked, and every record
// carries its die and re-roll policy.
#include "core/error.h"
#include "rulesets/common/diceerror.h"
#include "rulesets/common/fogrqualityrerolls.h"
#include "rulesets/dicesource.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace adjutant::rulesets;

class TestDiceSource : public QObject
{
    Q_OBJECT

private slots:
    void typedSourceNamesTheRollItLacks();
    void recordsCarryTheDieAndThePolicy();
    void nothingMissingAfterABadFace();
    void typedFacesAreWholeNumbers_data();
    void typedFacesAreWholeNumbers();
};

void TestDiceSource::typedSourceNamesTheRollItLacks()
{
    DiceSource dice = DiceSource::typed({{QStringLiteral("death"), {{4}, {}}}});
    QVERIFY(!dice.missingRoll());
    QVERIFY(dice.roll(QStringLiteral("death"), kD6, 1, RerollPolicy::none(), std::nullopt));
    QVERIFY(!dice.missingRoll());
    // FoGR, Death Rolls: a further roll for each further 6 hits, named death.2.
    QVERIFY_THROWS_EXCEPTION(DiceError, dice.roll(QStringLiteral("death.2"), kD6, 1,
                                                  RerollPolicy::none(), std::nullopt));
    QVERIFY(dice.missingRoll());
    QCOMPARE(dice.missingRoll()->name, QStringLiteral("death.2"));
    QCOMPARE(dice.missingRoll()->count, 1);
    QCOMPARE(dice.missingRoll()->die, QStringLiteral("d6"));
    QCOMPARE(dice.rolls().size(), 1);
}

void TestDiceSource::recordsCarryTheDieAndThePolicy()
{
    const RerollPolicy superior = fogrQualityRerolls(FogrQuality::Superior);
    DiceSource dice = DiceSource::typed({{QStringLiteral("cohesion"), {{1, 5}, {4}}}});
    const auto rolled = dice.roll(QStringLiteral("cohesion"), kD6, 2, superior, std::nullopt);
    QVERIFY(rolled);
    QCOMPARE(dice.rolls().size(), 1);
    QVERIFY(dice.rolls().first().kind == kD6);
    QVERIFY(dice.rolls().first().reroll == superior);
    QCOMPARE(rolled->front().result, 4); // superior re-roll 1s: the 1 became a 4
}

void TestDiceSource::nothingMissingAfterABadFace()
{
    DiceSource dice = DiceSource::typed({{QStringLiteral("cohesion"), {{7, 2}, {}}}});
    QVERIFY_THROWS_EXCEPTION(DiceError, dice.roll(QStringLiteral("cohesion"), kD6, 2,
                                                  RerollPolicy::none(), std::nullopt));
    QVERIFY(!dice.missingRoll()); // the roll was typed, only wrongly
}

void TestDiceSource::typedFacesAreWholeNumbers_data()
{
    QTest::addColumn<QByteArray>("dice");
    QTest::addColumn<QString>("message");
    QTest::newRow("a face") << QByteArray(R"({"melee": [6, 2.5]})") << "dice.melee[1]: must be a whole number";
    // fuzz_adjudicate (docs/fuzzing.md): beyond int's range, the face was cast to int before it
    // was checked, which is undefined (a sanitizer build stopped on it).
    QTest::newRow("a face beyond int") << QByteArray(R"({"melee": [6, 1e308]})") << "dice.melee[1]: must be a whole number";
    QTest::newRow("a re-roll beyond int") << QByteArray(R"({"melee": {"faces": [1], "rerolls": [-3e9]}})")
                                        << "dice.melee.rerolls[0]: must be a whole number";
    QTest::newRow("whole") << QByteArray(R"({"melee": [6, 2]})") << QString();
}

void TestDiceSource::typedFacesAreWholeNumbers()
{
    QFETCH(QByteArray, dice);
    QFETCH(QString, message);
    QString got;
    try {
        DiceSource::fromJson(QJsonDocument::fromJson(dice).object(), QStringLiteral("dice"));
    } catch (const adjutant::core::Error &error) {
        got = error.message();
    }
    QCOMPARE(got, message);
}

QTEST_GUILESS_MAIN(TestDiceSource)
#include "tst_dicesource.moc"
