// SPDX-License-Identifier: GPL-3.0-or-later
// How the log words a change, as the players read it: a turn by its angle and side, a terrain
// piece by its type and its place among the pieces of that type, never by its id. How a change is
// read from JSON, or refused naming where.
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/change.h"
#include "core/changes.h"
#include "core/error.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(adjutant::core::Change)

using namespace adjutant::core;

namespace {

Battle demo()
{
    return BattleFile::readScenario(
        QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"));
}

Change change(const char *type, const char *payload)
{
    return Change{QString::fromLatin1(type), QJsonDocument::fromJson(payload).object()};
}

// The tercio's bases, turned by `degrees` about their middle and shifted `shiftX` MU.
Change tercioFrontTurned(double degrees, double shiftX)
{
    QJsonArray moves;
    const Battle battle = demo();
    const Unit &tercio = battle.units[battle.unitIndex(QStringLiteral("tercio"))];
    const MeasureUnit &mu = battle.table.unit;
    double cx = 0;
    double cy = 0;
    for (const Base &base : tercio.bases) {
        cx += mu.toUnits(base.x) / double(tercio.bases.size());
        cy += mu.toUnits(base.y) / double(tercio.bases.size());
    }
    const double a = degrees * M_PI / 180;
    for (const Base &base : tercio.bases) {
        const double x = mu.toUnits(base.x) - cx;
        const double y = mu.toUnits(base.y) - cy;
        // Clockwise by `degrees`, as facings turn (y up the table).
        moves.append(QJsonObject{{QStringLiteral("unit"), tercio.id},
                                 {QStringLiteral("id"), base.id},
                                 {QStringLiteral("x"), cx + shiftX + x * std::cos(a) + y * std::sin(a)},
                                 {QStringLiteral("y"), cy - x * std::sin(a) + y * std::cos(a)},
                                 {QStringLiteral("facing"), base.facing + degrees}});
    }
    return Change{QStringLiteral("bases.moved"), {{QStringLiteral("moves"), moves}}};
}

} // namespace

class TestChanges : public QObject
{
    Q_OBJECT

private slots:
    void aTurnSaysItsAngle_data();
    void aTurnSaysItsAngle();
    void terrainIsNamedByTypeAndPlace_data();
    void terrainIsNamedByTypeAndPlace();
    void everyTypeHasAPlayersName();
    void fieldsAreNamedInWords_data();
    void fieldsAreNamedInWords();
    void aChangeIsReadOrRefusedNamingWhere_data();
    void aChangeIsReadOrRefusedNamingWhere();
};

void TestChanges::aTurnSaysItsAngle_data()
{
    QTest::addColumn<Change>("move");
    QTest::addColumn<QString>("text");
    QTest::newRow("15 degrees left") << tercioFrontTurned(-15, 0)
                                     << QStringLiteral("\"Tercio\" turned 15° left");
    QTest::newRow("5 degrees right") << tercioFrontTurned(5, 0)
                                     << QStringLiteral("\"Tercio\" turned 5° right");
    QTest::newRow("turned and moved")
        << tercioFrontTurned(90, 3)
        << QStringLiteral("Moved 14 bases of \"Tercio\", turned 90° right");
    QTest::newRow("across north") << tercioFrontTurned(-350, 0)
                                  << QStringLiteral("\"Tercio\" turned 10° right");
    QTest::newRow("moved only") << tercioFrontTurned(0, 2)
                                << QStringLiteral("Moved 14 bases of \"Tercio\"");
    QTest::newRow("bases turned differently")
        << change("bases.moved", R"({"moves": [
               {"unit": "tercio", "id": "f1r1", "x": 33.6, "y": 21.6, "facing": 10},
               {"unit": "tercio", "id": "f1r2", "x": 33.6, "y": 20.8, "facing": 20}]})")
        << QStringLiteral("Moved 2 bases of \"Tercio\"");
}

void TestChanges::aTurnSaysItsAngle()
{
    QFETCH(Change, move);
    QFETCH(QString, text);
    QCOMPARE(Changes::describe(demo(), move), text);
}

void TestChanges::terrainIsNamedByTypeAndPlace_data()
{
    // The demo has one piece of woods ("wood1") and one gentle hill ("hill1").
    QTest::addColumn<Change>("edit");
    QTest::addColumn<QString>("text");
    QTest::newRow("another wood")
        << change("terrain.added", R"({"terrain": {"id": "terrain3", "type": "Woods",
               "polygon": [{"x": 1, "y": 1}, {"x": 4, "y": 1}, {"x": 4, "y": 3}]}})")
        << QStringLiteral("Woods (2) added");
    QTest::newRow("a wood put first")
        << change("terrain.added", R"({"terrain": {"id": "terrain3", "type": "Woods",
               "polygon": [{"x": 1, "y": 1}, {"x": 4, "y": 1}, {"x": 4, "y": 3}]}, "index": 0})")
        << QStringLiteral("Woods (1) added");
    QTest::newRow("removed") << change("terrain.removed", R"({"id": "hill1"})")
                             << QStringLiteral("Gentle hill (1) removed");
    QTest::newRow("retyped") << change("terrain.changed", R"({"id": "wood1", "set": {"type": "Forest"}})")
                             << QStringLiteral("Woods (1) is now Forest");
    QTest::newRow("moved")
        << change("terrain.changed", R"({"id": "wood1", "set": {"polygon":
               [{"x": 11, "y": 30}, {"x": 19, "y": 29}, {"x": 21, "y": 36}, {"x": 13, "y": 38}]}})")
        << QStringLiteral("Woods (1) moved");
    QTest::newRow("reshaped")
        << change("terrain.changed", R"({"id": "wood1", "set": {"polygon":
               [{"x": 10, "y": 30}, {"x": 18, "y": 29}, {"x": 20, "y": 35}]}})")
        << QStringLiteral("Woods (1) reshaped");
}

void TestChanges::terrainIsNamedByTypeAndPlace()
{
    QFETCH(Change, edit);
    QFETCH(QString, text);
    QCOMPARE(Changes::describe(demo(), edit), text);
}

// The log's filter offers each kind of change by a name in words: every type this build knows has
// one of its own, never its key ("unit.basesLost").
void TestChanges::everyTypeHasAPlayersName()
{
    QSet<QString> names;
    for (const QString &type : Changes::knownTypes()) {
        const QString name = Changes::label(type);
        QVERIFY2(name != type && !name.contains(QLatin1Char('.')), qPrintable(type));
        QVERIFY2(name.at(0).isUpper(), qPrintable(name));
        names.insert(name);
    }
    QCOMPARE(names.size(), Changes::knownTypes().size());
    QCOMPARE(Changes::label(QStringLiteral("bases.moved")), QStringLiteral("Bases moved"));
    QCOMPARE(Changes::label(QStringLiteral("unit.basesLost")), QStringLiteral("Strength lost"));
}

// A change of an entity's fields says which, in words, never by their keys ("troopType").
void TestChanges::fieldsAreNamedInWords_data()
{
    QTest::addColumn<Change>("edit");
    QTest::addColumn<QString>("text");
    QTest::newRow("camp sacked")
        << change("side.changed", R"({"id": "spain", "set": {"campSacked": true}})")
        << QStringLiteral("Camp of \"Spain\" sacked");
    QTest::newRow("camp no longer sacked")
        << change("side.changed", R"({"id": "dutch", "set": {"campSacked": false}})")
        << QStringLiteral("Camp of \"Dutch Republic\" no longer sacked");
    QTest::newRow("a side renamed")
        << change("side.changed", R"({"id": "dutch", "set": {"name": "States General"}})")
        << QStringLiteral("Side \"Dutch Republic\": name changed");
    QTest::newRow("a unit's troop type and quality")
        << change("unit.changed",
                  R"({"id": "tercio", "set": {"troopType": "Heavy Foot", "quality": "Veteran"}})")
        << QStringLiteral("Unit \"Tercio\": quality, troop type changed");
}

void TestChanges::fieldsAreNamedInWords()
{
    QFETCH(Change, edit);
    QFETCH(QString, text);
    QCOMPARE(Changes::describe(demo(), edit), text);
}

void TestChanges::aChangeIsReadOrRefusedNamingWhere_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("type");    // read, when there is no problem
    QTest::addColumn<QString>("problem"); // or the refusal, for item 2 of "undo"

    const QString none;
    QTest::newRow("well formed") << QByteArray(R"({"type": "base.moved", "payload": {"x": 3}})")
                                 << QStringLiteral("base.moved") << none;
    QTest::newRow("type with spaces around it") << QByteArray(R"({"payload": {}, "type": " unit.removed\t"})")
                                                << QStringLiteral("unit.removed") << none;
    QTest::newRow("not an object") << QByteArray(R"(["base.moved", {}])") << none
                                   << QStringLiteral("undo[2]: must be an object");
    QTest::newRow("a third field") << QByteArray(R"({"type": "base.moved", "payload": {}, "seq": 4})") << none
                                   << QStringLiteral("undo[2].seq: unknown field (expected one of: type, payload)");
    QTest::newRow("no payload") << QByteArray(R"({"type": "base.moved"})") << none
                                << QStringLiteral("undo[2].payload: is required");
    QTest::newRow("no type, a second field instead") << QByteArray(R"({"kind": "base.moved", "payload": {}})") << none
                                                     << QStringLiteral("undo[2].kind: unknown field (expected one of: type, payload)");
    QTest::newRow("type not a string") << QByteArray(R"({"type": 7, "payload": {}})") << none
                                       << QStringLiteral("undo[2].type: must be a string");
    QTest::newRow("type of spaces") << QByteArray(R"({"type": "  ", "payload": {}})") << none
                                    << QStringLiteral("undo[2].type: must not be empty");
    QTest::newRow("payload not an object") << QByteArray(R"({"type": "base.moved", "payload": [1]})") << none
                                           << QStringLiteral("undo[2].payload: must be an object");
}

void TestChanges::aChangeIsReadOrRefusedNamingWhere()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, type);
    QFETCH(QString, problem);
    const QJsonDocument document = QJsonDocument::fromJson(json);
    QVERIFY(!document.isNull());
    const QJsonValue value = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
    // The item of an array and the value at a path are read alike, and named alike.
    for (const bool item : {true, false}) {
        try {
            const Change change = item ? Change::fromJson(value, QStringLiteral("undo"), 2)
                                       : Change::fromJson(value, QStringLiteral("undo[2]"));
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("read, not refused: ") + problem));
            QCOMPARE(change.type, type);
            QCOMPARE(change.payload, value[QLatin1String("payload")].toObject());
        } catch (const Error &error) {
            QCOMPARE(error.message(), problem);
        }
    }
}

QTEST_GUILESS_MAIN(TestChanges)
#include "tst_changes.moc"
