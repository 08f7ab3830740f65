// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR impact and melee: bad input and impossible combats refused at once, naming the field.
#include "fogrtesting.h"

#include "core/error.h"

#include <QElapsedTimer>
#include <QTest>

using namespace fogrtesting;

class TestCloseCombatRefusals : public QObject
{
    Q_OBJECT

private slots:
    // What any battle group can produce: FoGR, Battle Groups: "Each battle group consists of from
    // two to sixteen bases", every base fights once; refused at once, naming the field, however
    // large the input.
    void impossibleCombatsAreRefusedAtOnce_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        const QString b = QStringLiteral(
            R"({"key": "b", "quality": "Average", "troopType": "Medium Foot", "battleGroupBases": 4, "groups": [{"frontBases": 1, "poa": 0}]})");
        auto withA = [&](const QString &a) {
            return QStringLiteral(R"({"sides": [%1, %2]})").arg(a, b);
        };
        QTest::newRow("more fighting bases than the battle group has")
            << withA(QStringLiteral(
                   R"({"key": "a", "quality": "Average", "troopType": "Medium Foot", "battleGroupBases": 4,
                                        "groups": [{"frontBases": 3, "rearBases": 2, "poa": 0}]})"))
            << "input.sides[0].groups[0].frontBases: the groups fight with 5 bases, more than the "
               "battle group's 4 (battleGroupBases)";
        QTest::newRow("two groups with more bases than the battle group")
            << withA(QStringLiteral(
                   R"({"key": "a", "quality": "Average", "troopType": "Medium Foot", "battleGroupBases": 4,
                                        "groups": [{"frontBases": 2, "rearBases": 1, "poa": 0}, {"frontBases": 1, "overlapFiles": 1, "poa": 0}]})"))
            << "input.sides[0].groups[1].frontBases: the groups fight with 5 bases, more than the "
               "battle group's 4";
        QTest::newRow("battle wagons: 2 base widths a base")
            << withA(QStringLiteral(
                   R"({"key": "a", "quality": "Average", "troopType": "Battle Wagons", "battleGroupBases": 2,
                                        "groups": [{"frontBases": 5, "poa": 0}]})"))
            << "input.sides[0].groups[0].frontBases: the groups fight with 3 bases, more than the "
               "battle group's 2";
        QTest::newRow("a battle group of 17 bases")
            << withA(QStringLiteral(
                   R"({"key": "a", "quality": "Average", "troopType": "Medium Foot", "battleGroupBases": 17,
                                        "groups": [{"frontBases": 1, "poa": 0}]})"))
            << "input.sides[0].battleGroupBases: 17 bases: a battle group has at most 16 (FoGR: "
               "Battle Groups)";
        QString groups;
        for (int i = 0; i < 3000; ++i)
            groups += QStringLiteral(R"({"frontBases": 2, "poa": 0},)");
        groups.chop(1);
        QTest::newRow("6,000 dice a side in 3,000 groups")
            << withA(
                   QStringLiteral(
                       R"({"key": "a", "quality": "Average", "troopType": "Medium Foot", "battleGroupBases": 16,
                                        "groups": [%1]})")
                       .arg(groups))
            << "input.sides[0].groups: 3000 groups, more than the battle group's 16 bases can "
               "fight in";
        QString sides;
        for (int i = 0; i < 3000; ++i)
            sides +=
                QStringLiteral(
                    R"({"key": "s%1", "quality": "Average", "troopType": "Medium Foot", "battleGroupBases": 16,
                                        "groups": [{"frontBases": 16, "enemy": "s%2", "poa": 0}]},)")
                    .arg(i)
                    .arg(i == 0 ? 1 : 0); // all against s0, s0 against s1
        sides.chop(1);
        QTest::newRow("3,000 battle groups in one combat")
            << QStringLiteral(R"({"sides": [%1]})").arg(sides)
            << "input.sides: 3000 battle groups: Adjutant takes at most 32 in one close combat "
               "(interpreted: the book sets no limit)";
    }
    void impossibleCombatsAreRefusedAtOnce()
    {
        QFETCH(QString, json);
        QFETCH(QString, message);
        const QJsonObject input = QJsonDocument::fromJson(json.toUtf8()).object();
        QElapsedTimer timer;
        timer.start();
        try {
            run(QStringLiteral("melee"), input);
            QFAIL("no error");
        } catch (const adjutant::core::Error &error) {
            QVERIFY2(error.message().startsWith(message), qPrintable(error.message()));
            QVERIFY(!error.message().contains(QLatin1Char('\n')));
        }
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("procedure");
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        const char *a =
            R"({"key": "a", "quality": "Average", "troopType": "Medium Foot", "battleGroupBases": 4, "groups": [%1]})";
        const char *b =
            R"({"key": "b", "quality": "Average", "troopType": "Medium Foot", "battleGroupBases": 4, "groups": [{"frontBases": 1, "poa": 0}]})";
        auto sides = [&](const QString &groupA) {
            return QStringLiteral(R"({"sides": [%1, %2]})")
                .arg(QString::fromLatin1(a).arg(groupA), QString::fromLatin1(b));
        };
        QTest::newRow("typed POA +3 is impossible")
            << "impact" << sides(QStringLiteral(R"({"frontBases": 1, "poa": 3})"))
            << "input.sides[0].groups[0].poa: a net POA is a whole number from -2";
        QTest::newRow("negative bases")
            << "impact" << sides(QStringLiteral(R"({"frontBases": -1, "poa": 0})"))
            << "input.sides[0].groups[0].frontBases";
        QTest::newRow("no overlaps at impact")
            << "impact"
            << sides(QStringLiteral(R"({"frontBases": 1, "overlapFiles": 1, "poa": 0})"))
            << "input.sides[0].groups[0].overlapFiles: there are no overlaps in the impact phase";
        QTest::newRow("no regimental gun in melee")
            << "melee"
            << sides(QStringLiteral(R"({"frontBases": 1, "regimentalGun": true, "poa": 0})"))
            << "input.sides[0].groups[0].regimentalGun";
        QTest::newRow("only 2 ranks fight in melee")
            << "melee" << sides(QStringLiteral(R"({"frontBases": 1, "rearBases": 2, "poa": 0})"))
            << "input.sides[0].groups[0].rearBases: only the first 2 ranks fight";
        QTest::newRow("unknown enemy")
            << "melee" << sides(QStringLiteral(R"({"frontBases": 1, "enemy": "c", "poa": 0})"))
            << "input.sides[0].groups[0].enemy: \"c\" is not an enemy battle group here (b)";
        QTest::newRow("unknown troop type")
            << "melee" << sides(QStringLiteral(R"({"frontBases": 1, "troopType": "Hussars"})"))
            << "input.sides[0].groups[0].troopType: unknown troop type \"Hussars\"";
        QTest::newRow("misspelt field") << "melee" << sides(QStringLiteral(R"({"frontBase": 1})"))
                                        << "input.sides[0].groups[0]";
        QTest::newRow("lancers row is missing")
            << "impact"
            << QStringLiteral(R"({"sides": [
            {"key": "a", "quality": "Average", "troopType": "Gendarmes", "capabilities": ["Heavy Lancers"], "openTerrain": true,
             "battleGroupBases": 4, "groups": [{"frontBases": 1}]}, %1]})")
                   .arg(QString::fromLatin1(b))
            << "input.sides[0].groups[0]: the POA row \"heavyLancers\" of impactPoa applies but "
               "the transcription lacks it";
    }

    void badInput()
    {
        QFETCH(QString, procedure);
        QFETCH(QString, json);
        QFETCH(QString, message);
        try {
            run(procedure, QJsonDocument::fromJson(json.toUtf8()).object());
            QFAIL("no error");
        } catch (const std::exception &error) {
            const QString what = QString::fromUtf8(error.what());
            if (!what.contains(message))
                QFAIL(qPrintable(what));
        }
    }
};

QTEST_GUILESS_MAIN(TestCloseCombatRefusals)
#include "tst_closecombatrefusals.moc"
