// SPDX-License-Identifier: GPL-3.0-or-later
// The app's way into the log (BattleDocument: every view's change, undo and redo, a scenario
// imported, a club battle's news) refuses what the rule set refuses, as adjutant-cli does
// (tst_clivalidation): the three ways in of issue 28 are refused with the unit and the rule,
// nothing is stored and no view is told of a change.
#include "app/gui/document/battledocument.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/error.h"
#include "core/memorystore.h"
#include "core/scenariowriter.h"

#include <QSignalSpy>
#include <QTest>

using namespace adjutant;

Q_DECLARE_METATYPE(adjutant::core::Change)

namespace {

const QString fogrDemo =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");
const QString n1600Example = QStringLiteral(":/rulesets/nieuport1600/example.json");

core::Change baseMoved(const char *unit, const char *base, int column, int row, int facing)
{
    return {QStringLiteral("base.moved"),
            {{QStringLiteral("unit"), QLatin1String(unit)},
             {QStringLiteral("id"), QLatin1String(base)},
             {QStringLiteral("column"), column},
             {QStringLiteral("row"), row},
             {QStringLiteral("facing"), facing}}};
}

core::Change banana()
{
    return {QStringLiteral("unit.stateChanged"),
            {{QStringLiteral("id"), QStringLiteral("dutch1")},
             {QStringLiteral("state"),
              QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Banana")}}}}};
}

} // namespace

class TestBattleDocument : public QObject
{
    Q_OBJECT

private slots:
    void refuses_data();
    void refuses();
    void refusesAScenarioImported_data() { refuses_data(); }
    void refusesAScenarioImported();
    void refusesNewsFromTheClub_data() { refuses_data(); }
    void refusesNewsFromTheClub();
};

void TestBattleDocument::refuses_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<core::Change>("change");
    QTest::addColumn<QString>("message");
    QTest::newRow("FoGR: a cohesion level FoGR does not have")
        << fogrDemo << banana()
        << QStringLiteral("unit \"Dutch foot (front)\": cohesion \"Banana\" is not one of Steady, "
                          "Disrupted, Fragmented or Broken (FoGR, Battle Group Cohesion Levels)");
    QTest::newRow("N1600: two units in one hex")
        << n1600Example << baseMoved("gendarmes", "g", 3, 4, 4)
        << QStringLiteral("unit \"gendarmes\" stands in 0405 with unit \"tercio\": one infantry or "
                          "cavalry unit per hex (N1600 9.1)");
    QTest::newRow("N1600: a double unit's halves facing two vertices")
        << n1600Example << baseMoved("tercio", "right", 3, 5, 2)
        << QStringLiteral("unit \"tercio\": its halves face vertices 1 and 2; a double unit faces "
                          "one vertex (N1600 7, 7.2)");
}

void TestBattleDocument::refuses()
{
    QFETCH(QString, scenario);
    QFETCH(core::Change, change);
    QFETCH(QString, message);
    const core::Battle battle = core::BattleFile::readScenario(scenario);
    app::BattleDocument document(
        core::BattleSession::create(std::make_unique<core::MemoryStore>(), battle), QString());
    QSignalSpy changed(&document, &app::BattleDocument::changed);
    QString refusal;
    try {
        document.record(change);
    } catch (const core::Error &error) {
        refusal = error.message();
    }
    QCOMPARE(refusal, message);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(document.session().store().loadEvents().size(), 1);
    QVERIFY(document.battle() == battle);
}

// File > Import Scenario records the whole battle as one step (battle.imported).
void TestBattleDocument::refusesAScenarioImported()
{
    QFETCH(QString, scenario);
    QFETCH(core::Change, change);
    QFETCH(QString, message);
    const core::Battle battle = core::BattleFile::readScenario(scenario);
    core::Battle bad = battle;
    core::Changes::apply(bad, change);
    app::BattleDocument document(
        core::BattleSession::create(std::make_unique<core::MemoryStore>(), battle), QString());
    QString refusal;
    try {
        document.record({QStringLiteral("battle.imported"),
                         {{QStringLiteral("scenario"), core::ScenarioWriter::write(bad)}}});
    } catch (const core::Error &error) {
        refusal = error.message();
    }
    QCOMPARE(refusal, message);
    QCOMPARE(document.session().store().loadEvents().size(), 1);
}

// A club battle's news (ClubLink catches up on what the umpire or the other table appended):
// a step that leaves a state the rule set refuses is not shown; the document stays as it was.
void TestBattleDocument::refusesNewsFromTheClub()
{
    QFETCH(QString, scenario);
    QFETCH(core::Change, change);
    QFETCH(QString, message);
    const core::Battle battle = core::BattleFile::readScenario(scenario);
    auto store = std::make_unique<core::MemoryStore>();
    std::unique_ptr<core::MemoryStore> server = store->another(QStringLiteral("umpire"));
    app::BattleDocument document(core::BattleSession::create(std::move(store), battle), QString());
    auto other = core::BattleSession::open(std::move(server)); // no rule set: another program
    other->record(change);
    QSignalSpy changed(&document, &app::BattleDocument::changed);
    QString refusal;
    try {
        document.catchUp();
    } catch (const core::Error &error) {
        refusal = error.message();
    }
    QCOMPARE(
        refusal,
        QStringLiteral("memory: event 2 (%1) cannot be replayed: %2").arg(change.type, message));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(document.session().events().size(), 1);
    QVERIFY(document.battle() == battle);
}

QTEST_MAIN(TestBattleDocument)
#include "tst_battledocument.moc"
