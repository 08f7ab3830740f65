// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600's books: each unit's levels to elimination (N1600 12, 12.1, 13.1) and the
// historical scenario's victory points for eliminated units (N1600 Scenario 1, Victory).
#include "proceduretesting.h"

#include "core/battle.h"
#include "core/battlesession.h"
#include "core/memorystore.h"
#include "core/commander.h"
#include "core/measureunit.h"
#include "rulesets/ruleset.h"
#include "core/unit.h"
#include "rulesets/books.h"

#include <QTest>

using namespace adjutant;

namespace {

core::Unit unit(const QString &id, const QString &side, const QString &type, const QString &morale,
                const QString &level)
{
    core::Unit u;
    u.id = id;
    u.name = id;
    u.side = side;
    u.troopType = type;
    u.quality = morale;
    u.state.cohesion = level;
    u.originalStrength = u.currentStrength = 1;
    return u;
}

const rulesets::Books &books()
{
    return proceduretesting::ruleset("nieuport1600").books();
}

} // namespace

class TestN1600Books : public QObject
{
    Q_OBJECT

private slots:
    void levelsToElimination_data()
    {
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("remaining");
        QTest::addColumn<int>("kind");
        QTest::newRow("normal") << "N"
                                << "Normal" << 4 << int(rulesets::UnitLosses::Level::Counting);
        QTest::newRow("shaken") << "N"
                                << "Shaken" << 2 << int(rulesets::UnitLosses::Level::Counting);
        QTest::newRow("broken: the next failure eliminates")
            << "N"
            << "Broken" << 1 << int(rulesets::UnitLosses::Level::Warning);
        QTest::newRow("eliminated")
            << "N"
            << "Eliminated" << 0 << int(rulesets::UnitLosses::Level::Reached);
        // N1600 13.1: "The artillery has only one status; it is eliminated if it fails a morale
        // test."
        QTest::newRow("artillery") << "Artillery"
                                   << "" << 1 << int(rulesets::UnitLosses::Level::Warning);
    }

    void levelsToElimination()
    {
        QFETCH(QString, type);
        QFETCH(QString, level);
        QFETCH(int, remaining);
        QFETCH(int, kind);
        const rulesets::UnitLosses losses =
            books().losses({}, unit("u", "dutch", type, "7", level));
        QCOMPARE(losses.remaining, remaining);
        QCOMPARE(int(losses.level), kind);
        QVERIFY(losses.note.contains(QStringLiteral("N1600 12.1")));
    }

    // "1 VP per unit of morale 7 or less that is eliminated; 2 VP per unit of morale 8 ... A double
    // unit counts as two units (so a double unit with a morale of 8 counts as 4 destroyed units)."
    void victoryPointsForEliminatedUnits()
    {
        core::Battle battle;
        battle.ruleset = QStringLiteral("nieuport1600");
        battle.turn = 10;
        battle.sides = {{QStringLiteral("dutch"), QStringLiteral("Dutch"), {}},
                        {QStringLiteral("spain"), QStringLiteral("Spanish"), {}}};
        battle.units = {unit("tercio", "spain", "T", "8", "Eliminated"),
                        unit("walloons", "spain", "L", "7", "Broken"),
                        unit("vere", "dutch", "N", "7", "Eliminated"),
                        unit("guns", "dutch", "Artillery", "", "Eliminated"),
                        unit("bacx", "dutch", "C", "", "Eliminated")};
        const rulesets::Verdict verdict = books().verdict(battle, true);
        QVERIFY(verdict.reckoned);
        QCOMPARE(verdict.sides, (QStringList{"Dutch: 4 VP", "Spanish: 2 VP"}));
        QCOMPARE(verdict.text,
                 QStringLiteral("Dutch wins on the eliminated units: Dutch leads 4 VP to 2"));
        QCOMPARE(verdict.reasons.size(), 3);
        QCOMPARE(verdict.reasons[0].label,
                 QStringLiteral("tercio eliminated (morale 8, a double unit)"));
        QCOMPARE(verdict.reasons[0].value, 4);
        QCOMPARE(verdict.reasons[0].citation, QStringLiteral("N1600 Scenario 1, Victory"));
        // The cuirassiers' morale is not recorded: said, not guessed.
        QVERIFY(verdict.notes[0].contains(QStringLiteral("bacx")));
        QVERIFY(verdict.notes[1].contains(QStringLiteral("1105, 0802, 0808, 0809")));
        QCOMPARE(books().verdict(battle, false).text,
                 QStringLiteral("Turn 10: Dutch leads 4 VP to 2"));
    }

    // N1600 Scenario 1, Victory: "1 VP per unit of morale 7 or less ... 2 VP per unit of morale 8".
    // A Swiss counter of morale 9 is in neither line: it is named as not counted, never taken as a
    // morale 8 unit (victory.eliminatedMoraleAbove8, missing).
    void victoryPointsOfAMoraleTheTextDoesNotList()
    {
        core::Battle battle;
        battle.ruleset = QStringLiteral("nieuport1600");
        battle.sides = {{QStringLiteral("dutch"), QStringLiteral("Dutch"), {}},
                        {QStringLiteral("spain"), QStringLiteral("Spanish"), {}}};
        battle.units = {unit("suisses", "dutch", "S", "9", "Eliminated"),
                        unit("vere", "dutch", "N", "7", "Eliminated")};
        const rulesets::Verdict verdict = books().verdict(battle, false);
        QCOMPARE(verdict.sides, (QStringList{"Dutch: 0 VP", "Spanish: 1 VP"}));
        QCOMPARE(verdict.reasons.size(), 1);
        QVERIFY2(verdict.notes[0].contains(QStringLiteral("suisses (morale 9)")) &&
                     verdict.notes[0].contains(QStringLiteral("missing")),
                 qPrintable(verdict.notes.join(QLatin1Char('\n'))));
    }

    // N1600 3.4, End of turn: "Flip Commanders ... to their front". Passing to the next turn
    // takes the activation markers off every commander in the same step; the undo puts them back.
    void endOfTurnFlipsTheCommanders()
    {
        core::Battle battle;
        battle.ruleset = QStringLiteral("nieuport1600");
        battle.table.unit = core::MeasureUnit::hex();
        battle.table.hexColumns = 10;
        battle.table.hexRows = 10;
        battle.turn = 1;
        battle.sides = {{QStringLiteral("dutch"), QStringLiteral("Dutch"), {}},
                        {QStringLiteral("spain"), QStringLiteral("Spanish"), {}}};
        core::Commander vere;
        vere.id = QStringLiteral("vere");
        vere.side = QStringLiteral("dutch");
        vere.name = QStringLiteral("Francis Vere");
        vere.rank = QStringLiteral("Wing Commander");
        vere.orders = QStringLiteral("Marchez!");
        vere.markers = {QStringLiteral("Finished"), QStringLiteral("No continuation")};
        battle.commanders = {vere};

        core::Battle sameTurn = battle;
        sameTurn.phase = QStringLiteral("Rout");
        QVERIFY(books().followUps(battle, sameTurn).isEmpty());

        auto session = core::BattleSession::create(std::make_unique<core::MemoryStore>(), battle);
        session->setFollowUps(rulesets::followUpsOf);
        session->record(core::Change{QStringLiteral("turn.changed"),
                                     {{QStringLiteral("turn"), 2}, {QStringLiteral("phase"), QStringLiteral("Initiative")},
                                      {QStringLiteral("activeSide"), QString()}}});
        QCOMPARE(session->battle().commanders[0].markers, QStringList());
        QCOMPARE(session->battle().commanders[0].orders, QStringLiteral("Marchez!")); // orders stay
        QVERIFY2(session->events().last().description.contains(
                     QStringLiteral("end of turn: Francis Vere's Finished marker taken off (N1600 3.4, End of turn; interpreted)")),
                 qPrintable(session->events().last().description));
        session->undo();
        QCOMPARE(session->battle().commanders[0].markers, vere.markers);
        QCOMPARE(session->battle().turn, 1);
    }
};

QTEST_GUILESS_MAIN(TestN1600Books)
#include "tst_n1600books.moc"
