// SPDX-License-Identifier: GPL-3.0-or-later
// The cells the Nieuport 1600 transcription lost, supplied by the player in the rule overrides file
// (docs/rulesets/README.md): the close combat reads them as the rule, cited as the player's.
#include "n1600testing.h"

#include "rulesets/rulebook.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace proceduretesting;
using namespace n1600testing;

class TestN1600Overrides : public QObject
{
    Q_OBJECT

private slots:
    // Before the registry reads the tables: the overrides file it will read.
    void initTestCase()
    {
        QVERIFY(mDir.isValid());
        // The user's overrides file of this rule set, where a new machine keeps it.
        QVERIFY(QDir().mkpath(mDir.filePath(QStringLiteral("adjutant/rulesets/nieuport1600"))));
        const QString path =
            mDir.filePath(QStringLiteral("adjutant/rulesets/nieuport1600/overrides.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"ruleset": "nieuport1600", "values": {
            "interaction": {"S.T": {"value": 1, "source": "my copy, p. 12"}},
            "closeCombat": {"defender.10": {"value": "D2R3", "source": "my copy, p. 12"}}}})");
        file.close();
        qunsetenv("ADJUTANT_RULE_OVERRIDES");
        qputenv("XDG_DATA_HOME", mDir.path().toLocal8Bit());
    }

    void theTypedCellsAreRead()
    {
        const adjutant::rulesets::RuleBook &book = n1600().ruleBook();
        QCOMPARE(book.value(QStringLiteral("interaction"), QStringLiteral("S.T")).statusKey(),
                 QStringLiteral("user"));
        QStringList gaps;
        for (const adjutant::rulesets::RuleValue &gap : book.gaps())
            gaps << gap.key;
        QVERIFY(!gaps.contains(QStringLiteral("interaction.S.T")));
        QVERIFY(gaps.contains(QStringLiteral("interaction.S.L")));
        QVERIFY(!gaps.contains(QStringLiteral("closeCombat.defender.10")));

        // Swiss (morale 9) on a tercio (morale 8): +1 morale, +1 from the player's copy; row 10
        // on a 8 or more, its defender's result from the player's copy.
        const QJsonObject input{
            {"attacker", QJsonObject{{"type", "S"}, {"morale", 9}}},
            {"defender", QJsonObject{{"unit", "t"}, {"type", "T"}, {"morale", 8}}}};
        const QJsonObject odds = runN("close-combat", input);
        QCOMPARE(modifiers(odds), (QStringList{"Morale difference (attacker 9 - defender 8):1",
                                               "Interaction S against T:1"}));
        QCOMPARE(exact(odds, "10: A1, D2R3"), QStringLiteral("1/5"));
        const QJsonObject rolled = runN("close-combat", input, object(R"({"combat": [9]})"));
        QCOMPARE(rolled["result"]["defender"].toString(), QStringLiteral("D2R3"));
        QCOMPARE(rolled["result"]["units"].toArray().at(1).toObject()["fate"].toString(),
                 QStringLiteral("becomes Shaken, retreats 3 hexes keeping its facing"));
        QCOMPARE(rolled["modifiers"].toArray().at(1).toObject()["citation"].toString(),
                 QStringLiteral("my copy, p. 12"));
    }

private:
    QTemporaryDir mDir;
};

QTEST_GUILESS_MAIN(TestN1600Overrides)
#include "tst_n1600overrides.moc"
