// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli measure end to end: contacts, overlaps, distances, zones, arcs, command and line of
// sight on the demo, a hex map and Old Dessauer tables; a crowd listed in part, a pile refused.
#include "clitest.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

class TestCliMeasure : public CliTest
{
    Q_OBJECT

private slots:
    void measureTheDemo();
    void measureAHexMap();
    void measureOldDessauer();
    void measureFogrOverlaps();
    void measureAPileIsRefusedAndACrowdIsListedInPart();
    void contactToleranceIsTheBattles();
};

// The book's Example of Combat: the second Dutch battle group is "ready to charge into the
// flank of the tercio"; the first stands 3 MU in front of it, at the arquebus's short range.
void TestCliMeasure::measureTheDemo()
{
    const QJsonObject all = json({QStringLiteral("measure"), demo()}).object();
    QCOMPARE(all[QStringLiteral("unit")].toString(), QStringLiteral("MU"));
    QCOMPARE(all[QStringLiteral("overlaps")].toArray().size(), 0);
    QCOMPARE(all[QStringLiteral("units")].toArray().size(), 3);

    const QJsonObject flank = json({QStringLiteral("measure"), demo(), QStringLiteral("--unit"), QStringLiteral("dutch2")}).object();
    const QJsonArray units = flank[QStringLiteral("units")].toArray();
    QCOMPARE(units.size(), 1);
    const QJsonObject tercio = units[0][QStringLiteral("enemies")][0].toObject();
    QCOMPARE(tercio[QStringLiteral("unit")].toString(), QStringLiteral("tercio"));
    QCOMPARE(tercio[QStringLiteral("distance")].toDouble(), 4.8);
    QCOMPARE(tercio[QStringLiteral("flankOrRearChargePosition")].toBool(), true);
    QCOMPARE(units[0][QStringLiteral("nearestEnemy")].toObject(),
             (QJsonObject{{QStringLiteral("unit"), QStringLiteral("tercio")}, {QStringLiteral("distance"), 4.8}}));

    const QJsonObject front = json({QStringLiteral("measure"), demo(), QStringLiteral("--unit"), QStringLiteral("tercio"),
                                    QStringLiteral("--within"), QStringLiteral("3")})
                                  .object();
    const QJsonArray enemies = front[QStringLiteral("units")][0][QStringLiteral("enemies")].toArray();
    QCOMPARE(enemies.size(), 1);
    QCOMPARE(enemies[0][QStringLiteral("unit")].toString(), QStringLiteral("dutch1"));
    QCOMPARE(enemies[0][QStringLiteral("flankOrRearChargePosition")].toBool(), false);
    QCOMPARE(enemies[0][QStringLiteral("shooting")][QStringLiteral("range")].toString(), QStringLiteral("short"));
    QCOMPARE(enemies[0][QStringLiteral("shooting")][QStringLiteral("inArc")].toBool(), true);
    QCOMPARE(enemies[0][QStringLiteral("lineOfSight")].toBool(), true);

    // A battle file measures the same as its scenario.
    const QString file = path(QStringLiteral("measure.adjutant"));
    QCOMPARE(cli({QStringLiteral("import"), file, demo()}).exitCode, 0);
    QCOMPARE(json({QStringLiteral("measure"), file}).object(), all);
}

// A Nieuport 1600 map: the tercio (a double unit, N1600 7.2) faces the gendarmes across one
// hexside; the guns' fire zone (10 hexes, N1600 10.4) reaches the tercio, but the gendarmes and
// the dunes stand in the line of sight (N1600 10.2); the tercio's wing commander is two hexes
// away, the infantry's line of command (N1600 5.1.1).
void TestCliMeasure::measureAHexMap()
{
    const QString map = QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/rulesets/nieuport1600/example.json");
    const QJsonObject all = json({QStringLiteral("measure"), map}).object();
    QCOMPARE(all[QStringLiteral("unit")].toString(), QStringLiteral("hex"));
    QHash<QString, QJsonObject> units;
    for (const QJsonValue &unit : all[QStringLiteral("units")].toArray())
        units.insert(unit[QStringLiteral("unit")].toString(), unit.toObject());
    QCOMPARE(units.size(), 4);

    auto enemy = [&](const QString &unit, const QString &other) {
        for (const QJsonValue &e : units[unit][QStringLiteral("enemies")].toArray()) {
            if (e[QStringLiteral("unit")].toString() == other)
                return e.toObject();
        }
        return QJsonObject();
    };
    const QJsonObject facing = enemy(QStringLiteral("tercio"), QStringLiteral("gendarmes"));
    QCOMPARE(facing[QStringLiteral("distance")].toInt(), 1);
    QCOMPARE(facing[QStringLiteral("inItsArc")].toString(), QStringLiteral("frontal"));
    QCOMPARE(facing[QStringLiteral("inOurFireZone")].toBool(), true);
    const QJsonObject guns = enemy(QStringLiteral("guns"), QStringLiteral("tercio"));
    QCOMPARE(guns[QStringLiteral("distance")].toInt(), 6);
    QCOMPARE(guns[QStringLiteral("inOurFireZone")].toBool(), true);
    QCOMPARE(guns[QStringLiteral("lineOfSight")].toBool(), false);
    QCOMPARE(enemy(QStringLiteral("tercio"), QStringLiteral("musketeers"))[QStringLiteral("lineOfSight")].toBool(), true);

    const QJsonObject command = units[QStringLiteral("tercio")][QStringLiteral("commanders")][0].toObject();
    QCOMPARE(command[QStringLiteral("commander")].toString(), QStringLiteral("mendoza"));
    QCOMPARE(command[QStringLiteral("lineOfCommand")].toBool(), true);
    QCOMPARE(command[QStringLiteral("length")].toInt(), 2);
    QCOMPARE(units[QStringLiteral("gendarmes")][QStringLiteral("commanders")][0][QStringLiteral("lineOfCommand")].toBool(), false);
    // N1600 5.1: "Artillery is always in command."
    QCOMPARE(units[QStringLiteral("guns")][QStringLiteral("commanders")].toArray().size(), 0);
}

// Old Dessauer: a battalion with one enemy flush on its front and another on its rear is
// bookended (OD 14.7); a wood three contours high hides an enemy beyond it (OD Visibility).
void TestCliMeasure::measureOldDessauer()
{
    const QString table = QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/rulesets/olddessauer/example.json");
    const QJsonObject red =
        json({QStringLiteral("measure"), table, QStringLiteral("--unit"), QStringLiteral("red"), QStringLiteral("--within"),
              QStringLiteral("40")})[QStringLiteral("units")][0]
            .toObject();
    QCOMPARE(red[QStringLiteral("bookended")].toBool(), true);
    QHash<QString, QJsonObject> enemies;
    for (const QJsonValue &e : red[QStringLiteral("enemies")].toArray())
        enemies.insert(e[QStringLiteral("unit")].toString(), e.toObject());
    QCOMPARE(enemies.size(), 5);
    QCOMPARE(enemies[QStringLiteral("front")][QStringLiteral("withinApproachLimit")].toBool(), true);
    QCOMPARE(enemies[QStringLiteral("front")][QStringLiteral("inItsPinningZone")].toBool(), true);
    QCOMPARE(enemies[QStringLiteral("front")][QStringLiteral("inOurArcOfFire")].toBool(), true);
    QCOMPARE(enemies[QStringLiteral("rear")][QStringLiteral("inOurArcOfFire")].toBool(), false);
    // Square on, front to front: a contact angle of 0 (OD 14's limit is missing: shown, not judged).
    QCOMPARE(enemies[QStringLiteral("front")][QStringLiteral("contactAngle")].toDouble(), 0.0);
    QVERIFY(!enemies[QStringLiteral("seen")].contains(QStringLiteral("contactAngle")));
    QCOMPARE(enemies[QStringLiteral("hidden")][QStringLiteral("lineOfSight")].toBool(), false);
    QCOMPARE(enemies[QStringLiteral("seen")][QStringLiteral("lineOfSight")].toBool(), true);
    QCOMPARE(enemies[QStringLiteral("seen")][QStringLiteral("withinApproachLimit")].toBool(), false);
    // OD 8.2: the general's command distance of 6 inches, to the nearest point of the unit, by
    // "any path but [not crossing] impassable terrain or enemy units": 7.5 inches straight, but
    // the Austrians at the battalion's rear stand in the way, so 7.85 around them.
    const QJsonObject general = red[QStringLiteral("commanders")][0].toObject();
    QCOMPARE(general[QStringLiteral("range")].toDouble(), 6.0);
    QCOMPARE(general[QStringLiteral("distance")].toDouble(), 7.847);
    QCOMPARE(general[QStringLiteral("inRange")].toBool(), false);
    // The aide is 5.5 inches from the exposed battalion as the crow flies, within 6; the path
    // round the Austrian battalion between them is 6.52: out of command distance.
    const QJsonObject aide =
        json({QStringLiteral("measure"), table, QStringLiteral("--unit"), QStringLiteral("exposed")})[QStringLiteral("units")][0]
            [QStringLiteral("commanders")][1].toObject();
    QCOMPARE(aide[QStringLiteral("commander")].toString(), QStringLiteral("aide"));
    QCOMPARE(aide[QStringLiteral("distance")].toDouble(), 6.524);
    QCOMPARE(aide[QStringLiteral("inRange")].toBool(), false);

    // OD 12.4: "Intervening units ... stop the zone at that point": the battalion behind a
    // screen is out of the pinning zone that reaches the screen.
    auto pinned = [&](const QString &unit) {
        const QJsonObject facts = json({QStringLiteral("measure"), table, QStringLiteral("--unit"), unit})[QStringLiteral("units")][0].toObject();
        for (const QJsonValue &e : facts[QStringLiteral("enemies")].toArray()) {
            if (e[QStringLiteral("unit")].toString() == QStringLiteral("screened"))
                return e[QStringLiteral("inItsPinningZone")].toBool();
        }
        return false;
    };
    QCOMPARE(pinned(QStringLiteral("screen")), true);
    QCOMPARE(pinned(QStringLiteral("exposed")), false);

    // Two battalions in contact straight between an observer and its target: the sight line runs
    // exactly along their join, which is no gap to see through.
    const QJsonObject crack = json({QStringLiteral("measure"), QStringLiteral(ADJUTANT_SOURCE_DIR "/tests/app/data/od-crack.json"),
                                    QStringLiteral("--unit"), QStringLiteral("observer"), QStringLiteral("--within"),
                                    QStringLiteral("36")})[QStringLiteral("units")][0]
                                  .toObject();
    QCOMPARE(crack[QStringLiteral("enemies")][0][QStringLiteral("unit")].toString(), QStringLiteral("target"));
    QCOMPARE(crack[QStringLiteral("enemies")][0][QStringLiteral("lineOfSight")].toBool(), false);

    // OD 19.9: "Visibility is blocked by some terrain and all close-order units including
    // artillery": the same light infantry blocks sight formed in line, not skirmishing.
    auto sees = [&](const QString &observer, const QString &target) {
        const QJsonObject facts = json({QStringLiteral("measure"), QStringLiteral(ADJUTANT_SOURCE_DIR "/tests/app/data/od-screen.json"),
                                        QStringLiteral("--unit"), observer, QStringLiteral("--within"), QStringLiteral("36")})[QStringLiteral("units")][0]
                                      .toObject();
        for (const QJsonValue &e : facts[QStringLiteral("enemies")].toArray()) {
            if (e[QStringLiteral("unit")].toString() == target)
                return e[QStringLiteral("lineOfSight")].toBool() ? QStringLiteral("clear") : QStringLiteral("blocked");
        }
        return QStringLiteral("not measured");
    };
    QCOMPARE(sees(QStringLiteral("observer"), QStringLiteral("target")), QStringLiteral("clear"));
    QCOMPARE(sees(QStringLiteral("observer2"), QStringLiteral("target2")), QStringLiteral("blocked"));

    // OD 19.5: "Units may only cross rivers at bridges or fords": a river runs from side to side
    // of the table between each battalion and its general 6 inches behind it (5.5 to its rear
    // edge). OD 8.2: the CD "may not cross impassable terrain": the east general crosses by the
    // bridge in front of him; the west one must go by that bridge, 27 inches east: from (10, 10)
    // to the river's corner at the bridge (37, 12), across (37, 14), and back to the nearest
    // corner of the battalion (12, 15.5): 27.074 + 2 + 25.045 = 54.119 inches; not round the
    // river's end at the table's edge.
    const QJsonArray river = json({QStringLiteral("measure"), QStringLiteral(ADJUTANT_SOURCE_DIR "/tests/app/data/od-river.json")})[QStringLiteral("units")].toArray();
    QHash<QString, QJsonObject> byGeneral;
    for (const QJsonValue &unit : river) {
        for (const QJsonValue &c : unit[QStringLiteral("commanders")].toArray())
            byGeneral.insert(unit[QStringLiteral("unit")].toString() + QLatin1Char('/') + c[QStringLiteral("commander")].toString(), c.toObject());
    }
    QCOMPARE(byGeneral[QStringLiteral("west/westGeneral")][QStringLiteral("distance")].toDouble(), 54.119);
    QCOMPARE(byGeneral[QStringLiteral("west/westGeneral")][QStringLiteral("inRange")].toBool(), false);
    QCOMPARE(byGeneral[QStringLiteral("east/eastGeneral")][QStringLiteral("distance")].toDouble(), 5.5);
    QCOMPARE(byGeneral[QStringLiteral("east/eastGeneral")][QStringLiteral("inRange")].toBool(), true);

    // OD 14.6: the unit behind the battalion may attack its rear; the one in front may not.
    const QJsonObject rear = json({QStringLiteral("measure"), table, QStringLiteral("--unit"), QStringLiteral("rear")})[QStringLiteral("units")][0].toObject();
    QCOMPARE(rear[QStringLiteral("enemies")][0][QStringLiteral("flankOrRearAttackPosition")].toBool(), true);
    const QJsonObject front = json({QStringLiteral("measure"), table, QStringLiteral("--unit"), QStringLiteral("front")})[QStringLiteral("units")][0].toObject();
    QCOMPARE(front[QStringLiteral("enemies")][0][QStringLiteral("flankOrRearAttackPosition")].toBool(), false);
}

// FoGR, Manoeuvre Phase, overlap positions: a Spanish base side to side with a Dutch base that
// is in front edge contact with Spanish friends (situation 1); a Dutch base front corner to front
// corner beside a friend whose whole front edge fights a Spanish base (situation 2).
void TestCliMeasure::measureFogrOverlaps()
{
    const QString table = QStringLiteral(ADJUTANT_SOURCE_DIR "/tests/app/data/fogr-overlaps.json");
    const QJsonObject all = json({QStringLiteral("measure"), table}).object();
    QHash<QString, QJsonArray> positions;
    for (const QJsonValue &unit : all[QStringLiteral("units")].toArray())
        positions.insert(unit[QStringLiteral("unit")].toString(), unit[QStringLiteral("overlapPositions")].toArray());
    QCOMPARE(positions[QStringLiteral("sp")].size(), 0);
    // FoGR: sp3 stands in corner contact with sp, well within 3 MU: if one breaks the other tests.
    for (const QJsonValue &unit : all[QStringLiteral("units")].toArray()) {
        if (unit[QStringLiteral("unit")].toString() == QStringLiteral("sp3"))
            QCOMPARE(unit[QStringLiteral("friendsWithinBreakTestRange")].toArray(), QJsonArray{QStringLiteral("sp")});
        if (unit[QStringLiteral("unit")].toString() == QStringLiteral("du"))
            QCOMPARE(unit[QStringLiteral("friendsWithinBreakTestRange")].toArray(), QJsonArray());
    }
    QCOMPARE(positions[QStringLiteral("sp3")],
             (QJsonArray{QJsonObject{{QStringLiteral("base"), QStringLiteral("sp3/b1")}, {QStringLiteral("situation"), 1},
                                     {QStringLiteral("against"), QStringLiteral("du/b1")}}}));
    QCOMPARE(positions[QStringLiteral("du")],
             (QJsonArray{QJsonObject{{QStringLiteral("base"), QStringLiteral("du/b3")}, {QStringLiteral("situation"), 2},
                                     {QStringLiteral("besideFriend"), QStringLiteral("du/b2")}}}));
    bool frontToFront = false;
    for (const QJsonValue &contact : all[QStringLiteral("contacts")].toArray()) {
        frontToFront = frontToFront || (contact[QStringLiteral("a")].toString() == QStringLiteral("sp/b1") &&
                                        contact[QStringLiteral("b")].toString() == QStringLiteral("du/b1") &&
                                        contact[QStringLiteral("contact")].toString() == QStringLiteral("front edge to front edge"));
    }
    QVERIFY(frontToFront);
}

// Two bases 1 mm apart, front edge to front edge: apart at the default tolerance of 0.5 mm, in
// contact once the battle's tolerance is 1.5 mm, apart again when that is undone. `measure`
// reads the tolerance from the battle, as the app does.
// Issue 28: the demo with its tercio (14 bases: files of 3, 4, 4 and 3 ranks) stacked `copies`
// times on its spot. Of its 14 places, 36 pairs touch (10 side by side, 10 one behind the other,
// 16 corner to corner), each a contact between any two different copies; a base touches at most
// 8 places. Six copies (a base touching or overlapping at most 9 x 6 - 1 = 53 others) are
// measured: of the 36 x 30 = 1,080 contacts 8 x 96 = 768 are listed and the rest counted, and the
// output still meets its schema (cli()). Eight copies are a pile (71 at f2r2): refused in one
// line, naming the base.
void TestCliMeasure::measureAPileIsRefusedAndACrowdIsListedInPart()
{
    auto stacked = [this](int copies) {
        QFile file(QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("the demo cannot be read");
        QJsonObject scenario = QJsonDocument::fromJson(file.readAll()).object();
        QJsonArray units = scenario[QStringLiteral("units")].toArray();
        const QJsonObject tercio = units[0].toObject();
        units.removeFirst();
        // The Dutch front battle group 3 MU back, out of the tercio's contact (the demo has it in
        // contact, at the impact).
        QJsonObject front = units[0].toObject();
        QJsonArray bases = front[QStringLiteral("bases")].toArray();
        for (QJsonValueRef value : bases) {
            QJsonObject base = value.toObject();
            base[QStringLiteral("y")] = base[QStringLiteral("y")].toDouble() + 3;
            value = base;
        }
        front[QStringLiteral("bases")] = bases;
        units[0] = front;
        for (int k = 0; k < copies; ++k) {
            QJsonObject copy = tercio;
            if (k > 0) // the first keeps the tercio's id, which its commander is attached to
                copy[QStringLiteral("id")] = QStringLiteral("copy%1").arg(k);
            units.append(copy);
        }
        scenario[QStringLiteral("units")] = units;
        const QString name = path(QStringLiteral("stacked%1.json").arg(copies));
        QFile out(name);
        if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(scenario).toJson()) < 0)
            qFatal("the stacked table cannot be written");
        return name;
    };
    const QJsonObject crowd = json({QStringLiteral("measure"), stacked(6)}).object();
    QCOMPARE(crowd[QStringLiteral("contacts")].toArray().size(), 768);
    QCOMPARE(crowd[QStringLiteral("contactsNotListed")].toInteger(), 1080 - 768);
    QCOMPARE(crowd[QStringLiteral("overlaps")].toArray().size(), 14 * 15);
    QVERIFY(!crowd.contains(QStringLiteral("overlapsNotListed")));

    const Run pile = cli({QStringLiteral("measure"), stacked(8)});
    QCOMPARE(pile.exitCode, 1);
    QCOMPARE(pile.out, QByteArray());
    QVERIFY2(pile.err.startsWith(QStringLiteral("adjutant-cli measure: more than 64 bases touch or "
                                                "overlap base tercio/f2r2: ")) &&
                 pile.err.count(QLatin1Char('\n')) == 1,
             qPrintable(pile.err));
}

void TestCliMeasure::contactToleranceIsTheBattles()
{
    auto base = [](double y, int facing) {
        return QJsonObject{{QStringLiteral("id"), QStringLiteral("b1")},
                           {QStringLiteral("x"), 30},
                           {QStringLiteral("y"), y},
                           {QStringLiteral("facing"), facing},
                           {QStringLiteral("width"), 1.6},
                           {QStringLiteral("depth"), 0.8}};
    };
    auto unit = [](const char *id, const char *side, const QJsonObject &base) {
        return QJsonObject{
            {QStringLiteral("id"), QLatin1String(id)},
            {QStringLiteral("side"), QLatin1String(side)},
            {QStringLiteral("troopType"), QStringLiteral("Heavy Foot")},
            {QStringLiteral("strength"), QJsonObject{{QStringLiteral("original"), 1}}},
            {QStringLiteral("bases"), QJsonArray{base}}};
    };
    // 1 mm is 0.04 MU of 25 mm: the second base's front edge stands at 20.44, the first's at 20.4.
    const QJsonObject scenario{
        {QStringLiteral("format"), QStringLiteral("adjutant-scenario")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("ruleset"), QStringLiteral("fogr")},
        {QStringLiteral("table"), QJsonObject{{QStringLiteral("unit"), QStringLiteral("MU")},
                                              {QStringLiteral("muMillimetres"), 25},
                                              {QStringLiteral("width"), 72},
                                              {QStringLiteral("depth"), 48}}},
        {QStringLiteral("sides"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("a")}},
                    QJsonObject{{QStringLiteral("id"), QStringLiteral("b")}}}},
        {QStringLiteral("units"),
         QJsonArray{unit("near", "a", base(20, 0)), unit("far", "b", base(20.84, 180))}}};
    const QString json1 = path(QStringLiteral("gap.json"));
    QFile out(json1);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(scenario).toJson());
    out.close();
    const QString file = path(QStringLiteral("gap.adjutant"));
    QCOMPARE(cli({QStringLiteral("import"), file, json1}).exitCode, 0);
    auto measured = [&] { return json({QStringLiteral("measure"), file}).object(); };

    QJsonObject all = measured();
    QCOMPARE(all[QStringLiteral("contactToleranceMillimetres")].toDouble(), 0.5);
    QCOMPARE(all[QStringLiteral("contacts")].toArray().size(), 0);

    const QJsonObject applied =
        json({QStringLiteral("apply"), file, QStringLiteral("-")},
             R"({"type": "table.contactToleranceChanged", "payload": {"millimetres": 1.5}})")
            .object();
    QCOMPARE(applied[QStringLiteral("description")].toString(),
             QStringLiteral("Contact tolerance 0.5 mm → 1.5 mm"));
    all = measured();
    QCOMPARE(all[QStringLiteral("contactToleranceMillimetres")].toDouble(), 1.5);
    const QJsonArray contacts = all[QStringLiteral("contacts")].toArray();
    QCOMPARE(contacts.size(), 1);
    QCOMPARE(contacts[0][QStringLiteral("contact")].toString(),
             QStringLiteral("front edge to front edge"));

    QCOMPARE(cli({QStringLiteral("undo"), file}).exitCode, 0);
    all = measured();
    QCOMPARE(all[QStringLiteral("contactToleranceMillimetres")].toDouble(), 0.5);
    QCOMPARE(all[QStringLiteral("contacts")].toArray().size(), 0);
}

QTEST_GUILESS_MAIN(TestCliMeasure)
#include "tst_climeasure.moc"
