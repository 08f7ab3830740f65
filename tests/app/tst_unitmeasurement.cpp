// SPDX-License-Identifier: GPL-3.0-or-later
// One unit measured both ways (rulesets::measureBattleUnit, what the app's overlays and inspector show
// while a base is dragged) says exactly what the whole-table measurement (adjutant-cli measure)
// says for that unit: its entry, each enemy's entry about it, and its contacts and overlaps. On
// the demo battle, the test tables and random tables dense with contacts and overlaps.
#include "../measure/measuretesting.h"

#include "measure/measurecache.h"
#include "measure/tablemeasurer.h"
#include "rulesets/measurebattle.h"
#include "rulesets/tablerules.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/error.h"
#include "core/scenarioreader.h"
#include "geometry/tolerance.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace adjutant;

namespace {

core::Battle scenario(const QString &path)
{
    return core::BattleFile::readScenario(QStringLiteral(ADJUTANT_SOURCE_DIR) + QLatin1Char('/') +
                                          path);
}

// The demo with the Dutch charged home on the tercio's front (FoGR's Example of Combat).
core::Battle demoInContact()
{
    core::Battle battle =
        scenario(QStringLiteral("resources/demo/fogr-tercio-and-dutch-foot.json"));
    core::Unit &dutch = battle.units[battle.unitIndex(QStringLiteral("dutch1"))];
    const double xs[] = {35.2, 36.8, 38.4};
    for (core::Base &base : dutch.bases) {
        const int file = base.id.mid(1, 1).toInt() - 1;
        const int rank = base.id.mid(3, 1).toInt() - 1;
        if (file < 0 || file > 2)
            continue;
        base.x = core::Length::fromMillimetres(xs[file] * 25);
        base.y = core::Length::fromMillimetres((22.4 + 0.8 * rank) * 25);
    }
    return battle;
}

// The whole-table answer's pairs that involve a base of `unit`.
QJsonArray pairsOf(const QJsonArray &pairs, const QString &unit)
{
    const QString ours = unit + QLatin1Char('/');
    QJsonArray result;
    for (const QJsonValue &pair : pairs) {
        if (pair[QStringLiteral("a")].toString().startsWith(ours) ||
            pair[QStringLiteral("b")].toString().startsWith(ours))
            result.append(pair);
    }
    return result;
}

struct Counts
{
    int reverse = 0;
    int contacts = 0;
    int overlaps = 0;
    int sightClear = 0;
    int sightBlocked = 0;
};

// Every unit of the battle measured alone equals the whole table's answer for it.
Counts compareEveryUnit(const core::Battle &battle, double within)
{
    Counts counts;
    const QJsonObject all = rulesets::measureBattle(battle, {}, within);
    QHash<QString, QJsonObject> entries;
    for (const QJsonValue &entry : all[QStringLiteral("units")].toArray())
        entries.insert(entry[QStringLiteral("unit")].toString(), entry.toObject());
    // A cache kept over the whole battle, twice round (the second time every sight line is
    // known), must not change a word.
    measure::MeasureCache cache;
    for (int round = 0; round < 2; ++round) {
        for (const core::Unit &unit : battle.units) {
            const measure::UnitMeasurement cached =
                rulesets::measureBattleUnit(battle, unit.id, within, &cache);
            const measure::UnitMeasurement fresh = rulesets::measureBattleUnit(battle, unit.id, within);
            const QByteArray what = unit.id.toUtf8();
            [&] {
                QVERIFY2(cached.facts == fresh.facts && cached.reverse == fresh.reverse,
                         what.constData());
            }();
        }
    }
    for (const core::Unit &unit : battle.units) {
        const measure::UnitMeasurement one = rulesets::measureBattleUnit(battle, unit.id, within);
        const QByteArray what = unit.id.toUtf8();
        if (one.facts != entries.value(unit.id))
            qWarning("%s: %s\nwhole table: %s", what.constData(),
                     QJsonDocument(one.facts).toJson().constData(),
                     QJsonDocument(entries.value(unit.id)).toJson().constData());
        [&] { QVERIFY2(one.facts == entries.value(unit.id), what.constData()); }();
        // Each enemy's entry about us, from its own facts.
        QJsonObject reverse;
        for (const QJsonObject &entry : std::as_const(entries)) {
            for (const QJsonValue &fact : entry[QStringLiteral("enemies")].toArray()) {
                if (fact[QStringLiteral("unit")].toString() == unit.id)
                    reverse[entry[QStringLiteral("unit")].toString()] = fact;
            }
        }
        if (one.reverse != reverse)
            qWarning("%s reverse: %s\nwhole table: %s", what.constData(),
                     QJsonDocument(one.reverse).toJson().constData(),
                     QJsonDocument(reverse).toJson().constData());
        [&] { QVERIFY2(one.reverse == reverse, what.constData()); }();
        [&] {
            QCOMPARE(one.contacts, pairsOf(all[QStringLiteral("contacts")].toArray(), unit.id));
        }();
        [&] {
            QCOMPARE(one.overlaps, pairsOf(all[QStringLiteral("overlaps")].toArray(), unit.id));
        }();
        counts.reverse += int(reverse.size());
        counts.contacts += int(one.contacts.size());
        counts.overlaps += int(one.overlaps.size());
        for (const QJsonValue &enemy : one.facts[QStringLiteral("enemies")].toArray()) {
            if (enemy.toObject().contains(QStringLiteral("lineOfSight")))
                ++(enemy[QStringLiteral("lineOfSight")].toBool() ? counts.sightClear
                                                                 : counts.sightBlocked);
        }
    }
    return counts;
}

} // namespace

class TestUnitMeasurement : public QObject
{
    Q_OBJECT

private slots:
    void equalsWholeTable_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("seed");
        QTest::addColumn<double>("within");
        QTest::newRow("FoGR demo battle, every enemy") << QStringLiteral("demo") << 0 << 1e6;
        QTest::newRow("FoGR demo battle, Dutch charged home on the tercio")
            << QStringLiteral("demo in contact") << 0 << 1e6;
        QTest::newRow("FoGR overlaps (test table)")
            << QStringLiteral("tests/app/data/fogr-overlaps.json") << 0 << 1e6;
        QTest::newRow("Old Dessauer bookend (test table)")
            << QStringLiteral("resources/rulesets/olddessauer/example.json") << 0 << 1e6;
        QTest::newRow("Old Dessauer sight along a join (test table)")
            << QStringLiteral("tests/app/data/od-crack.json") << 0 << 1e6;
        QTest::newRow("N1600 hex map (test table)")
            << QStringLiteral("resources/rulesets/nieuport1600/example.json") << 0 << 1e6;
        for (int seed = 1; seed <= 4; ++seed) {
            QTest::addRow("random FoGR table %d, every enemy", seed)
                << QStringLiteral("random") << seed << 1e6;
            QTest::addRow("random FoGR table %d, enemies within 6 MU", seed)
                << QStringLiteral("random") << seed << 6.0;
        }
    }

    void equalsWholeTable()
    {
        QFETCH(QString, kind);
        QFETCH(int, seed);
        QFETCH(double, within);
        const core::Battle battle =
            kind == QLatin1String("demo")
                ? scenario(QStringLiteral("resources/demo/fogr-tercio-and-dutch-foot.json"))
            : kind == QLatin1String("demo in contact") ? demoInContact()
            : kind == QLatin1String("random")          ? measuretesting::crowdedTable(quint32(seed), 40)
                                                       : scenario(kind);
        const Counts counts = compareEveryUnit(battle, within);
        if (QTest::currentTestFailed())
            return;
        // The comparison had something to compare: enemies both ways, and on the crowded
        // tables contacts, overlaps and sight both clear and blocked.
        QVERIFY(counts.reverse > 0);
        if (kind == QLatin1String("demo in contact"))
            QVERIFY(counts.contacts > 0);
        if (kind == QLatin1String("random")) {
            QVERIFY(counts.contacts > 0);
            QVERIFY(counts.overlaps > 0);
            QVERIFY(counts.sightClear > 0);
            QVERIFY(counts.sightBlocked > 0);
        }
    }

    // The battle's contact tolerance decides a battle group's front rank (FoGR, Restricted Area:
    // "directly in front of an enemy battle group" is in front of its front rank). The enemy's
    // rear base stands 1 mm behind its front base and half a base to the right; our base stands
    // 1 MU ahead of the rear base's uncovered half. At 0.5 mm the rear base is a front rank of
    // its own and we are in its restricted area; at 2 mm the front base covers it and we are
    // not. A cache kept over the change (Table > Contact Tolerance while the overlays are on)
    // must answer as a fresh measurement does.
    void cacheKeptOverAToleranceChangeEqualsUncached()
    {
        auto base = [](const char *id, double x, double y, int facing) {
            return QJsonObject{{"id", id},         {"x", x},       {"y", y},
                               {"facing", facing}, {"width", 1.6}, {"depth", 0.8}};
        };
        auto unit = [](const char *id, const char *side, const QJsonArray &bases) {
            return QJsonObject{{"id", id},
                               {"side", side},
                               {"troopType", "Heavy Foot"},
                               {"strength", QJsonObject{{"original", int(bases.size())}}},
                               {"bases", bases}};
        };
        const QJsonObject json{
            {"format", "adjutant-scenario"},
            {"version", 1},
            {"ruleset", "fogr"},
            {"table",
             QJsonObject{{"unit", "MU"}, {"muMillimetres", 25}, {"width", 48}, {"depth", 32}}},
            {"sides", QJsonArray{QJsonObject{{"id", "a"}}, QJsonObject{{"id", "b"}}}},
            {"units", QJsonArray{unit("enemy", "b",
                                      {base("front", 30, 20, 0), base("rear", 30.8, 19.16, 0)}),
                                 unit("us", "a", {base("b1", 32, 20.96, 180)})}}};
        core::Battle battle = core::ScenarioReader::readDocument(QJsonDocument(json).toJson(),
                                                                 QStringLiteral("staggered"));
        auto inItsRestrictedArea = [](const measure::UnitMeasurement &m) {
            return m.facts[QStringLiteral("enemies")][0][QStringLiteral("inItsRestrictedArea")]
                .toBool();
        };
        measure::MeasureCache cache;
        QVERIFY(
            inItsRestrictedArea(rulesets::measureBattleUnit(battle, QStringLiteral("us"), 1e6, &cache)));
        rulesets::measureBattleUnit(battle, QStringLiteral("enemy"), 1e6, &cache);

        battle.table.contactTolerance = geometry::maxContactTolerance;
        for (const char *id : {"us", "enemy"}) {
            const measure::UnitMeasurement cached =
                rulesets::measureBattleUnit(battle, QLatin1String(id), 1e6, &cache);
            const measure::UnitMeasurement fresh =
                rulesets::measureBattleUnit(battle, QLatin1String(id), 1e6);
            QVERIFY2(cached.facts == fresh.facts && cached.reverse == fresh.reverse, id);
        }
        QVERIFY(
            !inItsRestrictedArea(rulesets::measureBattleUnit(battle, QStringLiteral("us"), 1e6, &cache)));
    }

    // As the app drags a base: one cache kept over every step of the drag, while the dragged
    // unit's base moves and turns through the crowd; each step's answer with the cache equals
    // the whole table's (the shapes and sight answers the cache kept for units that did not move
    // must not leak into the moved one's).
    void cacheKeptOverADragEqualsWholeTable_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 2; ++seed)
            QTest::addRow("random FoGR table %d, one base dragged across it", seed) << seed;
    }

    void cacheKeptOverADragEqualsWholeTable()
    {
        QFETCH(int, seed);
        core::Battle battle = measuretesting::crowdedTable(quint32(seed), 40);
        measure::MeasureCache cache;
        const std::size_t dragged = 0;
        QVERIFY(!battle.units[dragged].bases.empty());
        const QString id = battle.units[dragged].id;
        const double x0 = battle.units[dragged].bases[0].x.millimetres();
        const double y0 = battle.units[dragged].bases[0].y.millimetres();
        int enemiesSeen = 0;
        for (int step = 0; step < 24; ++step) {
            core::Base &base = battle.units[dragged].bases[0];
            base.x = core::Length::fromMillimetres(x0 + (step % 12) * 25.0 * 2.0 - 300.0 * (step / 12));
            base.y = core::Length::fromMillimetres(y0 + (step % 7) * 25.0 * 0.6);
            if (step % 5 == 4)
                base.facing = std::fmod(base.facing + 35.0, 360.0);
            const measure::UnitMeasurement cached = rulesets::measureBattleUnit(battle, id, 1e6, &cache);
            // Another unit measured with the same cache in between, as the inspector may.
            rulesets::measureBattleUnit(battle, battle.units[std::size_t(1 + step % 5)].id, 1e6, &cache);
            const QJsonObject all = rulesets::measureBattle(battle, {}, 1e6);
            QJsonObject whole;
            for (const QJsonValue &entry : all[QStringLiteral("units")].toArray()) {
                if (entry[QStringLiteral("unit")].toString() == id)
                    whole = entry.toObject();
            }
            const QByteArray what = QByteArray::number(step);
            QVERIFY2(cached.facts == whole, what.constData());
            const measure::UnitMeasurement fresh = rulesets::measureBattleUnit(battle, id, 1e6);
            QVERIFY2(cached.reverse == fresh.reverse && cached.contacts == fresh.contacts &&
                         cached.overlaps == fresh.overlaps,
                     what.constData());
            enemiesSeen += int(cached.reverse.size());
        }
        QVERIFY(enemiesSeen > 0);
    }

    // The cache's sight answers are kept by what may block them (the bases of the side's other
    // units and the terrain): when a base of another unit moves, friend or enemy, the answers
    // through the old blockers must not be given for the new ones. Units near the dragged base
    // are measured with one cache at every step and compared with the measurement without it.
    void cacheKeptWhileABlockerMovesEqualsUncached_data()
    {
        QTest::addColumn<int>("seed");
        for (int seed = 3; seed <= 4; ++seed)
            QTest::addRow("random FoGR table %d, another unit's base dragged across it", seed)
                << seed;
    }

    void cacheKeptWhileABlockerMovesEqualsUncached()
    {
        QFETCH(int, seed);
        core::Battle battle = measuretesting::crowdedTable(quint32(seed), 40);
        measure::MeasureCache cache;
        const std::size_t dragged = 0;
        QVERIFY(!battle.units[dragged].bases.empty());
        const double x0 = battle.units[dragged].bases[0].x.millimetres();
        const double y0 = battle.units[dragged].bases[0].y.millimetres();
        int sightChanged = 0;
        QHash<QString, QJsonObject> before;
        for (int step = 0; step < 16; ++step) {
            core::Base &base = battle.units[dragged].bases[0];
            base.x =
                core::Length::fromMillimetres(x0 + (step % 8) * 25.0 * 2.5 - 250.0 * (step / 8));
            base.y = core::Length::fromMillimetres(y0 + (step % 5) * 25.0 * 1.5);
            for (qsizetype u = 1; u < battle.units.size() && u <= 8; ++u) {
                const QString id = battle.units[u].id;
                const measure::UnitMeasurement cached =
                    rulesets::measureBattleUnit(battle, id, 1e6, &cache);
                const measure::UnitMeasurement fresh = rulesets::measureBattleUnit(battle, id, 1e6);
                const QByteArray what = QByteArray::number(step) + ' ' + id.toUtf8();
                QVERIFY2(cached.facts == fresh.facts && cached.reverse == fresh.reverse,
                         what.constData());
                if (before.contains(id) && before.value(id) != fresh.facts)
                    ++sightChanged;
                before.insert(id, fresh.facts);
            }
        }
        // The moving base changed some other unit's facts (else nothing was tested).
        QVERIFY(sightChanged > 0);
    }

    void unknownUnitIsRefused()
    {
        const core::Battle battle =
            scenario(QStringLiteral("resources/demo/fogr-tercio-and-dutch-foot.json"));
        QVERIFY_THROWS_EXCEPTION(core::Error,
                                 rulesets::measureBattleUnit(battle, QStringLiteral("nobody"), 1e6));
    }
};

QTEST_GUILESS_MAIN(TestUnitMeasurement)
#include "tst_unitmeasurement.moc"
