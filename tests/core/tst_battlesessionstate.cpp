// SPDX-License-Identifier: GPL-3.0-or-later
// BattleSession with a state rule (core/staterule.h): every event that comes into the log,
// recorded, undone, redone or brought in from another writer, is refused when it leaves a
// problem the battle did not have, and nothing is stored then; a battle that holds a problem
// already opens and plays on. Core knows no rule: the rule here is the test's own (a unit whose
// level is "Bad"); the rule sets' own are tested in tst_battlecheck and end to end in
// tst_clivalidation and tst_battledocument.
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/memorystore.h"
#include "core/scenariowriter.h"

#include <QTest>

using namespace adjutant::core;

namespace {

QStringList badUnits(const Battle &battle)
{
    QStringList problems;
    for (const Unit &unit : battle.units) {
        if (unit.state.cohesion == QLatin1String("Bad"))
            problems << QStringLiteral("unit \"%1\": bad").arg(unit.id);
    }
    return problems;
}

Battle demo()
{
    return BattleFile::readScenario(
        QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"));
}

Change level(const QString &unit, const QString &cohesion)
{
    return Change{QStringLiteral("unit.stateChanged"),
                  {{QStringLiteral("id"), unit},
                   {QStringLiteral("state"), QJsonObject{{QStringLiteral("cohesion"), cohesion}}}}};
}

Change imported(const Battle &battle)
{
    return Change{QStringLiteral("battle.imported"),
                  {{QStringLiteral("scenario"), ScenarioWriter::write(battle)}}};
}

// The refusal of `step`, or empty when it was not refused.
QString refusal(const std::function<void()> &step)
{
    try {
        step();
    } catch (const Error &error) {
        return error.message();
    }
    return {};
}

} // namespace

class TestBattleSessionState : public QObject
{
    Q_OBJECT

private slots:
    void aStepLeavingAProblemIsRefused();
    void aProblemTheBattleHadIsNotTheStepsDoing();
    void aWholeBattleImportedIsRefusedForAnyProblem();
    void undoAndRedoAreChecked();
    void eventsOfAnotherWriterAreChecked();
    void aLogFromElsewhereIsCheckedAsItIsReplayed();
};

void TestBattleSessionState::aStepLeavingAProblemIsRefused()
{
    auto session = BattleSession::create(std::make_unique<MemoryStore>(), demo());
    session->setStateRule(badUnits);
    const Battle before = session->battle();
    QCOMPARE(
        refusal([&] { session->check(level(QStringLiteral("dutch1"), QStringLiteral("Bad"))); }),
        QStringLiteral("unit \"dutch1\": bad"));
    QCOMPARE(
        refusal([&] { session->record(level(QStringLiteral("dutch1"), QStringLiteral("Bad"))); }),
        QStringLiteral("unit \"dutch1\": bad"));
    QCOMPARE(session->store().loadEvents().size(), 1);
    QCOMPARE(session->events().size(), 1);
    QVERIFY(session->battle() == before);
    QVERIFY(!session->canUndo());
    // A step the rule accepts is recorded as ever.
    QCOMPARE(refusal([&] {
                 session->check(level(QStringLiteral("dutch1"), QStringLiteral("Disrupted")));
             }),
             QString());
    QCOMPARE(session->events().size(), 1); // check() records nothing
    session->record(level(QStringLiteral("dutch1"), QStringLiteral("Disrupted")));
    QCOMPARE(session->store().loadEvents().size(), 2);
}

// A file written before the rule, holding a problem: it opens, other steps are recorded, a step
// that brings a problem of its own is refused, and a step that mends it is recorded.
void TestBattleSessionState::aProblemTheBattleHadIsNotTheStepsDoing()
{
    Battle old = demo();
    old.units[old.unitIndex(QStringLiteral("dutch1"))].state.cohesion = QStringLiteral("Bad");
    auto made = BattleSession::create(std::make_unique<MemoryStore>(), old);
    auto session = BattleSession::open(std::make_unique<MemoryStore>(made->events()));
    session->setStateRule(badUnits);
    QCOMPARE(session->battle()
                 .units[session->battle().unitIndex(QStringLiteral("dutch1"))]
                 .state.cohesion,
             QStringLiteral("Bad"));
    QCOMPARE(refusal([&] {
                 session->record(level(QStringLiteral("tercio"), QStringLiteral("Disrupted")));
             }),
             QString());
    QCOMPARE(
        refusal([&] { session->record(level(QStringLiteral("dutch2"), QStringLiteral("Bad"))); }),
        QStringLiteral("unit \"dutch2\": bad"));
    QCOMPARE(refusal([&] {
                 session->record(level(QStringLiteral("dutch1"), QStringLiteral("Steady")));
             }),
             QString());
    QCOMPARE(session->store().loadEvents().size(), 3);
}

void TestBattleSessionState::aWholeBattleImportedIsRefusedForAnyProblem()
{
    Battle old = demo();
    old.units[0].state.cohesion = QStringLiteral("Bad");
    auto session = BattleSession::create(std::make_unique<MemoryStore>(), old);
    session->setStateRule(badUnits);
    // The same problem, brought in again by a whole battle: this step's doing.
    QCOMPARE(refusal([&] { session->record(imported(old)); }),
             QStringLiteral("unit \"tercio\": bad"));
    QCOMPARE(session->store().loadEvents().size(), 1);
    QCOMPARE(refusal([&] { session->record(imported(demo())); }), QString());
}

// Undo and redo come into the log as events: the rule asks of them what it asks of any step.
void TestBattleSessionState::undoAndRedoAreChecked()
{
    auto session = BattleSession::create(std::make_unique<MemoryStore>(), demo());
    session->record(level(QStringLiteral("dutch1"), QStringLiteral("Disrupted")));
    session->setStateRule([](const Battle &battle) {
        QStringList problems;
        for (const Unit &unit : battle.units) {
            if (unit.id == QLatin1String("dutch1") &&
                unit.state.cohesion == QLatin1String("Steady"))
                problems << QStringLiteral("unit \"dutch1\": steady");
        }
        return problems;
    });
    QCOMPARE(refusal([&] { session->undo(); }), QStringLiteral("unit \"dutch1\": steady"));
    QCOMPARE(session->store().loadEvents().size(), 2);
    QVERIFY(session->canUndo());
    session->setStateRule({});
    session->undo();
    session->setStateRule([](const Battle &battle) {
        return battle.units[battle.unitIndex(QStringLiteral("dutch1"))].state.cohesion ==
                       QLatin1String("Disrupted")
                   ? QStringList{QStringLiteral("unit \"dutch1\": disrupted")}
                   : QStringList();
    });
    QCOMPARE(refusal([&] { session->redo(); }), QStringLiteral("unit \"dutch1\": disrupted"));
    QCOMPARE(session->store().loadEvents().size(), 3);
    QVERIFY(session->canRedo());
}

// A club pull: what another writer appended is replayed only if it passes, and the session stays
// as it was otherwise.
void TestBattleSessionState::eventsOfAnotherWriterAreChecked()
{
    auto mine = std::make_unique<MemoryStore>();
    std::unique_ptr<MemoryStore> theirs = mine->another(QStringLiteral("umpire"));
    auto session = BattleSession::create(std::move(mine), demo());
    session->setStateRule(badUnits);
    auto other = BattleSession::open(std::move(theirs));
    other->record(level(QStringLiteral("tercio"), QStringLiteral("Disrupted")));
    other->record(level(QStringLiteral("dutch1"), QStringLiteral("Bad")));
    const Battle before = session->battle();
    QCOMPARE(refusal([&] { session->catchUp(); }),
             QStringLiteral(
                 "memory: event 3 (unit.stateChanged) cannot be replayed: unit \"dutch1\": bad"));
    QVERIFY(session->battle() == before);
    QCOMPARE(session->events().size(), 1);
}

// A log read from elsewhere (adjutant-cli pull and push check it so): without the rule it replays
// as a file written before the rule opens; with it, the first event that brings a problem is named.
void TestBattleSessionState::aLogFromElsewhereIsCheckedAsItIsReplayed()
{
    auto session = BattleSession::create(std::make_unique<MemoryStore>(), demo());
    session->record(level(QStringLiteral("dutch1"), QStringLiteral("Bad")));
    const QList<Event> log = session->events();
    QCOMPARE(BattleSession::open(std::make_unique<MemoryStore>(log))->events().size(), 2);
    QCOMPARE(refusal([&] { BattleSession::open(std::make_unique<MemoryStore>(log), badUnits); }),
             QStringLiteral(
                 "memory: event 2 (unit.stateChanged) cannot be replayed: unit \"dutch1\": bad"));
    Battle old = demo();
    old.units[0].state.cohesion = QStringLiteral("Bad");
    const QList<Event> start =
        BattleSession::create(std::make_unique<MemoryStore>(), old)->events();
    QCOMPARE(refusal([&] { BattleSession::open(std::make_unique<MemoryStore>(start), badUnits); }),
             QStringLiteral(
                 "memory: event 1 (battle.created) cannot be replayed: unit \"tercio\": bad"));
}

QTEST_GUILESS_MAIN(TestBattleSessionState)
#include "tst_battlesessionstate.moc"
