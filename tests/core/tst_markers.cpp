// SPDX-License-Identifier: GPL-3.0-or-later
// Capture markers (issue 32): which marker is on which base or tray, in the scenario file, in the
// change that assigns them (markers.assigned) and in the proposal of the ids to print.
#include "core/battle.h"
#include "core/changes.h"
#include "core/error.h"
#include "core/markers.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"

#include "scenariotesting.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <optional>

Q_DECLARE_METATYPE(adjutant::core::Battle)
Q_DECLARE_METATYPE(adjutant::core::Change)

using namespace adjutant::core;
using namespace scenariotesting;

namespace {

// The minimal scenario: unit u1 with bases b1 and b2, unit u2 with base b1.
Battle minimal(Edits edits = {})
{
    return ScenarioReader::readDocument(minimalWith(edits), QStringLiteral("minimal.json"));
}

Change change(const char *type, const char *payload)
{
    return Change{QString::fromLatin1(type), parse(payload)};
}

QString refusal(Battle battle, const Change &change)
{
    try {
        Changes::apply(battle, change);
    } catch (const Error &error) {
        return error.message();
    }
    return QStringLiteral("(accepted)");
}

QString refusal(const Battle &battle, bool trays)
{
    try {
        markers::propose(battle, trays);
    } catch (const Error &error) {
        return error.message();
    }
    return QStringLiteral("(proposed)");
}

// The ids a battle holds, in its order: "u1: b1 0, b2 -; u2: tray 5" ("-": none).
QString idsOf(const Battle &battle)
{
    QStringList units;
    for (const Unit &unit : battle.units) {
        QStringList parts;
        if (unit.trayMarker != noMarker)
            parts << QStringLiteral("tray %1").arg(unit.trayMarker);
        for (const Base &base : unit.bases) {
            parts << base.id + QLatin1Char(' ') +
                         (base.marker == noMarker ? QStringLiteral("-")
                                                  : QString::number(base.marker));
        }
        units << unit.id + QStringLiteral(": ") + parts.join(QStringLiteral(", "));
    }
    return units.join(QStringLiteral("; "));
}

// A battle of one unit with `count` bases, or of `count` units of one base each.
Battle many(int count, bool units)
{
    Battle battle = minimal();
    Unit unit = battle.units[0];
    const Base base = unit.bases[0];
    battle.units.clear();
    unit.bases.clear();
    for (int i = 0; i < count; ++i) {
        Base b = base;
        b.id = QStringLiteral("b%1").arg(i);
        if (units) {
            Unit u = unit;
            u.id = QStringLiteral("u%1").arg(i);
            u.bases = {b};
            battle.units << u;
        } else {
            unit.bases << b;
        }
    }
    if (!units)
        battle.units << unit;
    return battle;
}

} // namespace

class TestMarkers : public QObject
{
    Q_OBJECT

private slots:
    void fileFields();
    void roundTrip();
    void tableMarkersAreNotBases();
    void assigned_data();
    void assigned();
    void refusals_data();
    void refusals();
    void propose_data();
    void propose();
    void proposeRefusesMoreThanThereAre();
};

// The fields as a file writes them: a base's "marker", a unit's "trayMarker", each only where set.
void TestMarkers::fileFields()
{
    const Battle battle = minimal({{"units[0].bases[1].marker", 0}, {"units[1].trayMarker", 239}});
    QCOMPARE(idsOf(battle), QStringLiteral("u1: b1 -, b2 0; u2: tray 239, b1 -"));
    const QJsonArray units = ScenarioWriter::write(battle).value(QStringLiteral("units")).toArray();
    const QJsonObject u1 = units[0].toObject();
    const QJsonObject u2 = units[1].toObject();
    QVERIFY(!u1.contains(QStringLiteral("trayMarker")));
    QVERIFY(
        !u1[QStringLiteral("bases")].toArray()[0].toObject().contains(QStringLiteral("marker")));
    QCOMPARE(u1[QStringLiteral("bases")].toArray()[1].toObject().value(QStringLiteral("marker")),
             QJsonValue(0));
    QCOMPARE(u2.value(QStringLiteral("trayMarker")), QJsonValue(239));
    QVERIFY(
        !u2[QStringLiteral("bases")].toArray()[0].toObject().contains(QStringLiteral("marker")));
    // A battle without markers writes none: files of other battles stay as they were.
    QVERIFY(!bytes(ScenarioWriter::write(minimal())).contains("arker"));
}

void TestMarkers::roundTrip()
{
    Battle battle = minimal({{"units[0].bases[0].marker", 12}, {"units[0].bases[1].marker", 3}});
    battle.units[1].trayMarker = 0;
    const Battle reread = ScenarioReader::readDocument(bytes(ScenarioWriter::write(battle)),
                                                       QStringLiteral("written.json"));
    QCOMPARE(idsOf(reread), QStringLiteral("u1: b1 12, b2 3; u2: tray 0, b1 -"));
    QVERIFY(reread == battle);
    Battle hex = ScenarioReader::readDocument(hexWith({{"units[0].bases[1].marker", 200}}),
                                              QStringLiteral("hex.json"));
    QCOMPARE(hex.units[0].bases[1].marker, 200);
    QVERIFY(ScenarioReader::readDocument(bytes(ScenarioWriter::write(hex)),
                                         QStringLiteral("hex2.json")) == hex);
}

// capture's dictionary has 250 codes; the last ten are the table's, never a base's.
void TestMarkers::tableMarkersAreNotBases()
{
    QCOMPARE(baseMarkerIdCount, 240);
    QCOMPARE(noMarker, -1);
}

void TestMarkers::assigned_data()
{
    QTest::addColumn<Battle>("before");
    QTest::addColumn<Change>("assign");
    QTest::addColumn<QString>("ids");
    QTest::addColumn<QString>("text");

    QTest::newRow("bases of two units and a tray")
        << minimal()
        << change("markers.assigned", R"({"assignments": [{"unit": "u1", "base": "b1", "marker": 0},
               {"unit": "u1", "base": "b2", "marker": 1}, {"unit": "u2", "marker": 2}]})")
        << "u1: b1 0, b2 1; u2: tray 2, b1 -"
        << "Markers assigned: 2 bases, 1 tray";
    QTest::newRow("the bases of one unit")
        << minimal()
        << change("markers.assigned", R"({"assignments": [{"unit": "u1", "base": "b2", "marker": 7},
               {"unit": "u1", "base": "b1", "marker": 9}]})")
        << "u1: b1 9, b2 7; u2: b1 -"
        << "Markers assigned to \"u1\": 2 bases";
    // One step moves marker 5 from one base to another and puts the second unit on a tray.
    QTest::newRow("moved and changed to a tray")
        << minimal({{"units[0].bases[0].marker", 5}, {"units[1].bases[0].marker", 6}})
        << change("markers.assigned",
                  R"({"assignments": [{"unit": "u1", "base": "b1", "marker": -1},
               {"unit": "u1", "base": "b2", "marker": 5}, {"unit": "u2", "base": "b1", "marker": -1},
               {"unit": "u2", "marker": 6}]})")
        << "u1: b1 -, b2 5; u2: tray 6, b1 -"
        << "Markers assigned: 1 base, 1 tray; cleared: 2 bases";
    QTest::newRow("a tray cleared")
        << minimal({{"units[1].trayMarker", 4}})
        << change("markers.assigned", R"({"assignments": [{"unit": "u2", "marker": -1}]})")
        << "u1: b1 -, b2 -; u2: b1 -"
        << "Markers cleared on \"u2\": 1 tray";
}

// Applied, described in the words of the battle before, and undone by its inverse.
void TestMarkers::assigned()
{
    QFETCH(Battle, before);
    QFETCH(Change, assign);
    QFETCH(QString, ids);
    QFETCH(QString, text);

    Battle after = before;
    Changes::apply(after, assign);
    QCOMPARE(idsOf(after), ids);
    QCOMPARE(Changes::describe(before, assign), text);
    QVERIFY(Changes::isUndoable(assign.type));
    QCOMPARE(Changes::label(assign.type), QStringLiteral("Markers assigned"));
    Battle undone = after;
    for (const Change &back : Changes::inverse(before, assign))
        Changes::apply(undone, back);
    QCOMPARE(idsOf(undone), idsOf(before));
    QVERIFY(undone == before);
}

void TestMarkers::refusals_data()
{
    QTest::addColumn<Battle>("before");
    QTest::addColumn<Change>("refused");
    QTest::addColumn<QString>("message");

    const Battle four = minimal({{"units[0].bases[0].marker", 4}});
    QTest::newRow("out of range") << minimal()
                                  << change("markers.assigned",
                                            R"({"assignments": [{"unit": "u1", "marker": 240}]})")
                                  << "payload.assignments[0].marker: must be between 0 and 239, or "
                                     "-1 for none (240 to 249 mark "
                                     "the table)";
    QTest::newRow("taken by another unit's base")
        << four
        << change("markers.assigned",
                  R"({"assignments": [{"unit": "u2", "base": "b1", "marker": 4}]})")
        << "payload.assignments: marker 4 is on base \"b1\" of \"u1\" and on base \"b1\" of "
           "\"u2\"; each "
           "needs its own";
    QTest::newRow("given twice in one step")
        << minimal()
        << change("markers.assigned",
                  R"({"assignments": [{"unit": "u1", "marker": 8}, {"unit": "u2", "marker": 8}]})")
        << "payload.assignments: marker 8 is on the tray of \"u1\" and on the tray of \"u2\"; each "
           "needs "
           "its own";
    QTest::newRow("a tray for a unit with marked bases")
        << four << change("markers.assigned", R"({"assignments": [{"unit": "u1", "marker": 9}]})")
        << "payload.assignments: unit \"u1\" has a tray marker and markers on its bases; mark the "
           "tray "
           "or the bases, not both";
    QTest::newRow("one base twice")
        << minimal()
        << change("markers.assigned", R"({"assignments": [{"unit": "u1", "base": "b1", "marker": 1},
               {"unit": "u1", "base": "b1", "marker": 2}]})")
        << "payload.assignments[1].base: base \"b1\" of unit \"u1\" is given a marker twice";
    QTest::newRow("unknown base")
        << minimal()
        << change("markers.assigned",
                  R"({"assignments": [{"unit": "u1", "base": "b9", "marker": 1}]})")
        << "payload.assignments[0].base: unit \"u1\" has no base \"b9\"";
    QTest::newRow("no assignments")
        << minimal() << change("markers.assigned", R"({"assignments": []})")
        << "payload.assignments: must name at least one base or unit";
    // Every other way a marker comes in is held to the same rules.
    QTest::newRow("unit.added with a marker in use")
        << four << change("unit.added", R"({"unit": {"id": "u3", "side": "b", "troopType": "Horse",
               "strength": {"original": 1}, "trayMarker": 4}})")
        << "payload.unit: marker 4 is on base \"b1\" of \"u1\" and on the tray of \"u3\"; each "
           "needs its own";
    QTest::newRow("unit.changed to a tray marker in use")
        << four << change("unit.changed", R"({"id": "u2", "set": {"trayMarker": 4}})")
        << "payload.set: marker 4 is on base \"b1\" of \"u1\" and on the tray of \"u2\"; each "
           "needs its own";
    QTest::newRow("unit.changed to a tray marker beside base markers")
        << four << change("unit.changed", R"({"id": "u1", "set": {"trayMarker": 3}})")
        << "payload.set.trayMarker: base \"b1\" has a marker too; mark the tray or the bases, not "
           "both";
    QTest::newRow("base.added with a marker in use")
        << four << change("base.added", R"({"unit": "u2", "base": {"id": "b2", "x": 30, "y": 25,
               "width": 1.6, "depth": 0.8, "marker": 4}})")
        << "payload.base: marker 4 is on base \"b1\" of \"u1\" and on base \"b2\" of \"u2\"; each "
           "needs its own";
    QTest::newRow("base.added to a unit on a tray")
        << minimal({{"units[1].trayMarker", 1}})
        << change("base.added", R"({"unit": "u2", "base": {"id": "b2", "x": 30, "y": 25,
               "width": 1.6, "depth": 0.8, "marker": 2}})")
        << "payload.base: unit \"u2\" has a tray marker and markers on its bases; mark the tray or "
           "the "
           "bases, not both";
}

void TestMarkers::refusals()
{
    QFETCH(Battle, before);
    QFETCH(Change, refused);
    QFETCH(QString, message);
    QCOMPARE(refusal(before, refused), message);
}

void TestMarkers::propose_data()
{
    QTest::addColumn<Battle>("before");
    QTest::addColumn<bool>("trays");
    QTest::addColumn<QString>("ids");

    QTest::newRow("bases, none marked") << minimal() << false << "u1: b1 0, b2 1; u2: b1 2";
    QTest::newRow("bases, ids kept")
        << minimal({{"units[0].bases[1].marker", 0}, {"units[1].bases[0].marker", 2}}) << false
        << "u1: b1 1, b2 0; u2: b1 2";
    QTest::newRow("bases beside a unit on its tray")
        << minimal({{"units[0].trayMarker", 1}}) << false << "u1: tray 1, b1 -, b2 -; u2: b1 0";
    QTest::newRow("trays, none marked")
        << minimal() << true << "u1: tray 0, b1 -, b2 -; u2: tray 1, b1 -";
    // A unit marked base by base keeps its way: its unmarked bases are completed.
    QTest::newRow("trays beside a unit marked on its bases")
        << minimal({{"units[0].bases[0].marker", 0}}) << true << "u1: b1 0, b2 1; u2: tray 2, b1 -";
    QTest::newRow("240 bases: the last gets 239") << many(240, false) << false << QString();
}

// The proposal, applied as the change it is, marks every base (or unit) with the lowest free ids.
void TestMarkers::propose()
{
    QFETCH(Battle, before);
    QFETCH(bool, trays);
    QFETCH(QString, ids);

    const std::optional<Change> proposal = markers::propose(before, trays);
    QVERIFY(proposal);
    QCOMPARE(proposal->type, QStringLiteral("markers.assigned"));
    Battle after = before;
    Changes::apply(after, *proposal);
    if (!ids.isEmpty()) {
        QCOMPARE(idsOf(after), ids);
    } else {
        for (int i = 0; i < 240; ++i)
            QCOMPARE(after.units[0].bases[i].marker, i);
    }
    // Once everything is marked there is nothing left to propose.
    QVERIFY(!markers::propose(after, trays));
}

void TestMarkers::proposeRefusesMoreThanThereAre()
{
    QCOMPARE(
        refusal(many(241, false), false),
        QStringLiteral("the battle needs 241 markers but there are only 240 (ids 0 to 239); mark "
                       "whole units on their trays instead"));
    QCOMPARE(refusal(many(241, true), true),
             QStringLiteral("the battle needs 241 markers but there are only 240 (ids 0 to 239)"));
    QCOMPARE(
        refusal(many(241, true), false),
        QStringLiteral("the battle needs 241 markers but there are only 240 (ids 0 to 239); mark "
                       "whole units on their trays instead"));
    // Ids already given count: 2 kept and 239 more are too many.
    Battle kept = many(241, false);
    kept.units[0].bases[0].marker = 0;
    kept.units[0].bases[1].marker = 1;
    QCOMPARE(refusal(kept, true),
             QStringLiteral("the battle needs 241 markers but there are only 240 (ids 0 to 239)"));
}

QTEST_GUILESS_MAIN(TestMarkers)
#include "tst_markers.moc"
