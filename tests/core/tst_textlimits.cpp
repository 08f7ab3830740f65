// SPDX-License-Identifier: GPL-3.0-or-later
// How long a text a battle takes in (core/textlimits.h, docs/formats.md "Limits"): refused where
// it enters (a scenario, a new battle file, a recorded change) with the field and the limit, and
// kept as it is in a battle that already holds it (an older Adjutant's file).
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/memorystore.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"
#include "core/sqlitestore.h"
#include "core/textlimits.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace adjutant::core;

Q_DECLARE_METATYPE(adjutant::core::Change)

namespace {

const QString demoPath =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

Change change(const char *type, const char *payload)
{
    return Change{QLatin1String(type), QJsonDocument::fromJson(payload).object()};
}

// A change whose payload puts `text` at `field` of `object` (a JSON object of its own).
Change withText(const char *type, const char *payload, const QStringList &field,
                const QString &text)
{
    Change made = change(type, payload);
    QJsonObject inner = made.payload;
    QList<QJsonObject> chain{inner};
    for (qsizetype i = 0; i + 1 < field.size(); ++i)
        chain << chain.last().value(field[i]).toObject();
    chain.last().insert(field.last(), text);
    for (qsizetype i = field.size() - 2; i >= 0; --i)
        chain[i].insert(field[i], chain[i + 1]);
    made.payload = chain.first();
    return made;
}

QString message(const std::function<void()> &action)
{
    try {
        action();
    } catch (const Error &error) {
        return error.message();
    }
    return QStringLiteral("(accepted)");
}

} // namespace

class TestTextLimits : public QObject
{
    Q_OBJECT

private slots:
    void scenarioTextOverItsLimitIsRefused_data();
    void scenarioTextOverItsLimitIsRefused();
    void recordedTextOverItsLimitIsRefused_data();
    void recordedTextOverItsLimitIsRefused();
    void newBattleFileNameOverTheLimitIsRefused();
    void olderBattleWithALongNameOpensAndPlaysOn();
    void shortenedCutsAtTheLimit();
};

void TestTextLimits::scenarioTextOverItsLimitIsRefused_data()
{
    QTest::addColumn<QString>("path"); // a JSON pointer into the demo scenario, '/'-separated
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("expected"); // empty: accepted
    QTest::newRow("battle name at the limit") << QStringLiteral("name") << 200 << QString();
    QTest::newRow("battle name over it")
        << QStringLiteral("name") << 201
        << QStringLiteral("demo: name: is 201 characters long; at most 200");
    QTest::newRow("side name") << QStringLiteral("sides/1/name") << 10000
                               << QStringLiteral(
                                      "demo: sides[1].name: is 10000 characters long; at most 200");
    QTest::newRow("army list is free text") << QStringLiteral("sides/0/army") << 4000 << QString();
    QTest::newRow("army list over free text")
        << QStringLiteral("sides/0/army") << 4001
        << QStringLiteral("demo: sides[0].army: is 4001 characters long; at most 4000");
    QTest::newRow("unit name") << QStringLiteral("units/2/name") << 201
                               << QStringLiteral(
                                      "demo: units[2].name: is 201 characters long; at most 200");
    QTest::newRow("base id")
        << QStringLiteral("units/0/bases/1/id") << 300
        << QStringLiteral("demo: units[0].bases[1].id: is 300 characters long; at most 200");
    QTest::newRow("capability")
        << QStringLiteral("units/0/bases/0/capabilities/0") << 201
        << QStringLiteral(
               "demo: units[0].bases[0].capabilities[0]: is 201 characters long; at most 200");
    QTest::newRow("commander name")
        << QStringLiteral("commanders/0/name") << 201
        << QStringLiteral("demo: commanders[0].name: is 201 characters long; at most 200");
    QTest::newRow("phase") << QStringLiteral("phase") << 201
                           << QStringLiteral("demo: phase: is 201 characters long; at most 200");
}

// Sets the text at `path` (creating the last key) in a JSON document.
static QJsonValue setAt(QJsonValue value, QStringList path, const QString &text)
{
    if (path.isEmpty())
        return text;
    const QString key = path.takeFirst();
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        const int index = key.toInt();
        array[index] = setAt(array[index], path, text);
        return array;
    }
    QJsonObject object = value.toObject();
    object[key] = setAt(object.value(key), path, text);
    return object;
}

void TestTextLimits::scenarioTextOverItsLimitIsRefused()
{
    QFETCH(QString, path);
    QFETCH(int, length);
    QFETCH(QString, expected);
    QFile file(demoPath);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonValue demo = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject edited =
        setAt(demo, path.split(QLatin1Char('/')), QString(length, QLatin1Char('x'))).toObject();
    const QString got = message([&] {
        ScenarioReader::readDocument(QJsonDocument(edited).toJson(), QStringLiteral("demo"));
    });
    QCOMPARE(got, expected.isEmpty() ? QStringLiteral("(accepted)") : expected);
}

void TestTextLimits::recordedTextOverItsLimitIsRefused_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<QString>("expected"); // empty: accepted
    const QString name200(200, QLatin1Char('n'));
    const QString name201(201, QLatin1Char('n'));
    QTest::newRow("side renamed at the limit")
        << withText("side.changed", R"({"id": "dutch", "set": {}})",
                    {QStringLiteral("set"), QStringLiteral("name")}, name200)
        << QString();
    QTest::newRow("side renamed over it")
        << withText("side.changed", R"({"id": "dutch", "set": {}})",
                    {QStringLiteral("set"), QStringLiteral("name")},
                    QString(10000, QLatin1Char('n')))
        << QStringLiteral("sides[1].name: is 10000 characters long; at most 200");
    QTest::newRow("unit added with a long name")
        << withText(
               "unit.added",
               R"({"unit": {"id": "new", "side": "spain", "troopType": "Medium Foot", "strength": {"original": 1}}})",
               {QStringLiteral("unit"), QStringLiteral("name")}, name201)
        << QStringLiteral("units[3].name: is 201 characters long; at most 200");
    QTest::newRow("unit state word")
        << withText("unit.stateChanged", R"({"id": "tercio", "state": {}})",
                    {QStringLiteral("state"), QStringLiteral("cohesion")}, name201)
        << QStringLiteral("units[0].state.cohesion: is 201 characters long; at most 200");
    QTest::newRow("free text in properties")
        << withText("unit.changed", R"({"id": "tercio", "set": {"properties": {}}})",
                    {QStringLiteral("set"), QStringLiteral("properties"), QStringLiteral("note")},
                    QString(4001, QLatin1Char('p')))
        << QStringLiteral("units[0].properties.note: is 4001 characters long; at most 4000");
    // Text a change carries beyond the battle's fields: a procedure's summary and record.
    QTest::newRow("result summary at the limit")
        << withText(
               "adjudication.applied",
               R"({"ruleset": "fogr", "procedure": "death-roll", "changes": [], "record": {}})",
               {QStringLiteral("summary")}, QString(4000, QLatin1Char('s')))
        << QString();
    QTest::newRow("result summary over it")
        << withText(
               "adjudication.applied",
               R"({"ruleset": "fogr", "procedure": "death-roll", "changes": [], "record": {}})",
               {QStringLiteral("summary")}, QString(4001, QLatin1Char('s')))
        << QStringLiteral("payload.summary: is 4001 characters long; at most 4000");
    QTest::newRow("turn phase") << withText("turn.changed", R"({"turn": 2, "activeSide": "spain"})",
                                            {QStringLiteral("phase")}, name201)
                                << QStringLiteral("phase: is 201 characters long; at most 200");
}

void TestTextLimits::recordedTextOverItsLimitIsRefused()
{
    QFETCH(Change, change);
    QFETCH(QString, expected);
    auto session =
        BattleSession::create(std::make_unique<MemoryStore>(), BattleFile::readScenario(demoPath));
    const Battle before = session->battle();
    const qsizetype events = session->events().size();
    const QString got = message([&] { session->record(change); });
    if (expected.isEmpty()) {
        QCOMPARE(got, QStringLiteral("(accepted)"));
        return;
    }
    QCOMPARE(got, expected);
    QCOMPARE(session->events().size(), events);
    QCOMPARE(ScenarioWriter::write(session->battle()), ScenarioWriter::write(before));
}

void TestTextLimits::newBattleFileNameOverTheLimitIsRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Battle battle = BattleFile::readScenario(demoPath);
    battle.name = QString(201, QLatin1Char('b'));
    const QString path = dir.filePath(QStringLiteral("long.adjutant"));
    QCOMPARE(message([&] { BattleFile::create(path, battle); }),
             QStringLiteral("name: is 201 characters long; at most 200"));
    QVERIFY(!QFile::exists(path));
}

// A file of an Adjutant that took any length (written here without the limits, as it was then):
// it opens, plays on, and keeps its name; only a new over-long text is refused.
void TestTextLimits::olderBattleWithALongNameOpensAndPlaysOn()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("old.adjutant"));
    Battle battle = BattleFile::readScenario(demoPath);
    const QString longName(40000, QLatin1Char('L'));
    battle.sides[1].name = longName;
    battle.units[0].name = longName;
    {
        auto store = SqliteStore::stage(path);
        SqliteStore &file = *store;
        const auto written = BattleSession::create(std::move(store), battle);
        file.publish();
    }
    auto session = BattleFile::open(path);
    QCOMPARE(session->battle().sides[1].name, longName);
    // Another field of the same side, and of the same unit, changes; the long names stay.
    session->record(change("side.changed", R"({"id": "dutch", "set": {"army": "Dutch 1620"}})"));
    session->record(change("unit.changed", R"({"id": "tercio", "set": {"quality": "Veteran"}})"));
    session->undo();
    session->redo();
    QCOMPARE(session->battle().sides[1].name, longName);
    QCOMPARE(session->battle().units[0].name, longName);
    // Renaming it to another long name is new text.
    QCOMPARE(message([&] {
                 session->record(withText("side.changed", R"({"id": "dutch", "set": {}})",
                                          {QStringLiteral("set"), QStringLiteral("name")},
                                          longName + QLatin1Char('!')));
             }),
             QStringLiteral("sides[1].name: is 40001 characters long; at most 200"));
    session.reset();
    QCOMPARE(BattleFile::open(path)->battle().sides[1].name, longName);
}

void TestTextLimits::shortenedCutsAtTheLimit()
{
    QCOMPARE(TextLimits::shortened(QStringLiteral("Tercio"), 200), QStringLiteral("Tercio"));
    QCOMPARE(TextLimits::shortened(QString(201, QLatin1Char('x')), 200),
             QString(200, QLatin1Char('x')) + QChar(0x2026));
    QCOMPARE(TextLimits::shortened(QStringLiteral("abcdef"), 3),
             QStringLiteral("abc") + QChar(0x2026));
    // Never half of a character outside the BMP (U+1F40E, a surrogate pair).
    const QString horse =
        QStringLiteral("ab") + QString::fromUcs4(U"\U0001F40E") + QStringLiteral("cd");
    QCOMPARE(TextLimits::shortened(horse, 3), QStringLiteral("ab") + QChar(0x2026));
}

QTEST_GUILESS_MAIN(TestTextLimits)
#include "tst_textlimits.moc"
