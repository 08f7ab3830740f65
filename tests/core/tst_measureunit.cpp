// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/jsonreader.h"
#include "core/length.h"
#include "core/measureunit.h"
#include "core/scenarioreader.h"

#include <QRandomGenerator>
#include <QTest>

#include <optional>

using adjutant::core::Length;
using adjutant::core::MeasureUnit;

Q_DECLARE_METATYPE(adjutant::core::MeasureUnit)

namespace {

Length um(qint64 micrometres)
{
    return Length::fromMicrometres(micrometres);
}

// The units of measure Adjutant offers for free-form tables, by the name a test row uses.
QList<std::pair<const char *, MeasureUnit>> measuringUnits()
{
    return {{"MU 25 mm", MeasureUnit::movementUnit(um(25000))},
            {"MU 1 inch", MeasureUnit::movementUnit(um(25400))},
            {"MU 40 mm", MeasureUnit::movementUnit(um(40000))},
            {"MU 1.5 inch", MeasureUnit::movementUnit(um(38100))},
            {"inch", MeasureUnit::inch()}};
}

QString exactly(double value)
{
    return QString::number(value, 'g', 17);
}

} // namespace

class TestMeasureUnit : public QObject
{
    Q_OBJECT

private slots:
    void lengthFromMillimetres_data();
    void lengthFromMillimetres();
    void lengthArithmetic();

    void exactConversion_data();
    void exactConversion();
    void fromUnitsRoundsToNearestMicrometre_data();
    void fromUnitsRoundsToNearestMicrometre();
    void roundTrip_data();
    void roundTrip();
    void hexHasNoLength();

    void keys_data();
    void keys();
    void unknownKeys_data();
    void unknownKeys();
    void equality();
};

void TestMeasureUnit::lengthFromMillimetres_data()
{
    QTest::addColumn<double>("millimetres");
    QTest::addColumn<qint64>("micrometres");

    QTest::newRow("zero") << 0.0 << qint64(0);
    QTest::newRow("25 mm") << 25.0 << qint64(25000);
    QTest::newRow("1 inch is 25.4 mm") << 25.4 << qint64(25400);
    QTest::newRow("1.5 inch is 38.1 mm") << 38.1 << qint64(38100);
    QTest::newRow("40 mm") << 40.0 << qint64(40000);
    QTest::newRow("rounds down below half a micrometre") << 1.2344 << qint64(1234);
    QTest::newRow("rounds up above half a micrometre") << 1.2346 << qint64(1235);
    QTest::newRow("negative") << -2.5 << qint64(-2500);
    QTest::newRow("20 m") << 20000.0 << qint64(20'000'000);
}

void TestMeasureUnit::lengthFromMillimetres()
{
    QFETCH(double, millimetres);
    QFETCH(qint64, micrometres);
    const Length length = Length::fromMillimetres(millimetres);
    QCOMPARE(length.micrometres(), micrometres);
    QCOMPARE(length.millimetres(), double(micrometres) / 1000.0);
}

void TestMeasureUnit::lengthArithmetic()
{
    QCOMPARE((um(25400) + um(12700)).micrometres(), qint64(38100));
    QCOMPARE((um(25000) - um(40000)).micrometres(), qint64(-15000));
    QVERIFY(um(25000) < um(25400));
    QVERIFY(um(25400) > um(25000));
    QVERIFY(um(-1) < Length());
    QCOMPARE(um(38100), Length::fromMillimetres(38.1));
    QVERIFY(um(38100) != um(38101));
}

void TestMeasureUnit::exactConversion_data()
{
    QTest::addColumn<MeasureUnit>("unit");
    QTest::addColumn<double>("units");
    QTest::addColumn<qint64>("micrometres");

    const MeasureUnit mu25 = MeasureUnit::movementUnit(um(25000));
    const MeasureUnit mu254 = MeasureUnit::movementUnit(um(25400));
    const MeasureUnit mu40 = MeasureUnit::movementUnit(um(40000));
    const MeasureUnit mu381 = MeasureUnit::movementUnit(um(38100));
    const MeasureUnit inch = MeasureUnit::inch();

    QTest::newRow("0 MU of 25 mm") << mu25 << 0.0 << qint64(0);
    QTest::newRow("1 MU of 25 mm") << mu25 << 1.0 << qint64(25000);
    QTest::newRow("3 MU of 25 mm") << mu25 << 3.0 << qint64(75000);
    QTest::newRow("base frontage 1.6 MU of 25 mm") << mu25 << 1.6 << qint64(40000);
    QTest::newRow("base depth 0.8 MU of 25 mm") << mu25 << 0.8 << qint64(20000);
    QTest::newRow("0.04 MU of 25 mm") << mu25 << 0.04 << qint64(1000);
    QTest::newRow("table 72 MU of 25 mm") << mu25 << 72.0 << qint64(1'800'000);
    QTest::newRow("-2 MU of 25 mm") << mu25 << -2.0 << qint64(-50000);

    QTest::newRow("1 MU of 25.4 mm") << mu254 << 1.0 << qint64(25400);
    QTest::newRow("3 MU of 25.4 mm") << mu254 << 3.0 << qint64(76200);
    QTest::newRow("1.5 MU of 25.4 mm") << mu254 << 1.5 << qint64(38100);
    QTest::newRow("0.25 MU of 25.4 mm") << mu254 << 0.25 << qint64(6350);
    QTest::newRow("0.1 MU of 25.4 mm") << mu254 << 0.1 << qint64(2540);
    QTest::newRow("table 48 MU of 25.4 mm") << mu254 << 48.0 << qint64(1'219'200);

    QTest::newRow("1 MU of 40 mm") << mu40 << 1.0 << qint64(40000);
    QTest::newRow("3 MU of 40 mm") << mu40 << 3.0 << qint64(120000);
    QTest::newRow("0.1 MU of 40 mm") << mu40 << 0.1 << qint64(4000);
    QTest::newRow("base frontage 1.6 MU of 40 mm") << mu40 << 1.6 << qint64(64000);

    QTest::newRow("1 MU of 38.1 mm") << mu381 << 1.0 << qint64(38100);
    QTest::newRow("3 MU of 38.1 mm") << mu381 << 3.0 << qint64(114300);
    QTest::newRow("0.5 MU of 38.1 mm") << mu381 << 0.5 << qint64(19050);
    QTest::newRow("0.2 MU of 38.1 mm") << mu381 << 0.2 << qint64(7620);

    QTest::newRow("1 inch") << inch << 1.0 << qint64(25400);
    QTest::newRow("3 inches") << inch << 3.0 << qint64(76200);
    QTest::newRow("0.1 inch") << inch << 0.1 << qint64(2540);
    QTest::newRow("6 feet of table, 72 inches") << inch << 72.0 << qint64(1'828'800);
    QTest::newRow("-0.5 inch") << inch << -0.5 << qint64(-12700);
}

void TestMeasureUnit::exactConversion()
{
    QFETCH(MeasureUnit, unit);
    QFETCH(double, units);
    QFETCH(qint64, micrometres);

    QCOMPARE(unit.fromUnits(units).micrometres(), micrometres);
    // Exact, not within a tolerance: QCOMPARE on doubles would forgive a rounding error.
    const double back = unit.toUnits(um(micrometres));
    QVERIFY2(
        back == units,
        qPrintable(
            QStringLiteral("toUnits gave %1, expected %2").arg(exactly(back), exactly(units))));
}

void TestMeasureUnit::fromUnitsRoundsToNearestMicrometre_data()
{
    QTest::addColumn<MeasureUnit>("unit");
    QTest::addColumn<double>("units");
    QTest::addColumn<qint64>("micrometres");

    const MeasureUnit mu25 = MeasureUnit::movementUnit(um(25000));
    QTest::newRow("a third of a 25 mm MU") << mu25 << 1.0 / 3.0 << qint64(8333);
    QTest::newRow("two thirds of a 25 mm MU") << mu25 << 2.0 / 3.0 << qint64(16667);
    QTest::newRow("minus a third of a 25 mm MU") << mu25 << -1.0 / 3.0 << qint64(-8333);
    QTest::newRow("a third of an inch") << MeasureUnit::inch() << 1.0 / 3.0 << qint64(8467);
    QTest::newRow("a seventh of a 38.1 mm MU")
        << MeasureUnit::movementUnit(um(38100)) << 1.0 / 7.0 << qint64(5443);
    // Far beyond any table the count saturates instead of wrapping round to another sign.
    QTest::newRow("1e300 MU saturates") << mu25 << 1e300 << qint64(4e18);
    QTest::newRow("-1e300 inches saturates") << MeasureUnit::inch() << -1e300 << qint64(-4e18);
}

void TestMeasureUnit::fromUnitsRoundsToNearestMicrometre()
{
    QFETCH(MeasureUnit, unit);
    QFETCH(double, units);
    QFETCH(qint64, micrometres);
    QCOMPARE(unit.fromUnits(units).micrometres(), micrometres);
}

void TestMeasureUnit::roundTrip_data()
{
    QTest::addColumn<MeasureUnit>("unit");
    for (const auto &[name, unit] : measuringUnits())
        QTest::newRow(name) << unit;
}

void TestMeasureUnit::roundTrip()
{
    QFETCH(MeasureUnit, unit);

    QList<qint64> values;
    for (qint64 v = -2000; v <= 2000; ++v)
        values << v;
    for (qint64 v = 1; v < 1'000'000'000'000; v *= 10)
        values << v - 1 << v << v + 1 << -v;
    constexpr qint64 twentyMetres = 20'000'000; // the largest table a scenario may have
    values << twentyMetres - 1 << twentyMetres << twentyMetres + 1;
    QRandomGenerator random(20240601);
    for (int i = 0; i < 20000; ++i)
        values << random.bounded(-qint64(40'000'000), qint64(40'000'000));

    for (qint64 v : values) {
        const double units = unit.toUnits(um(v));
        const qint64 back = unit.fromUnits(units).micrometres();
        if (back != v) {
            QFAIL(qPrintable(QStringLiteral("%1 um -> %2 %3 -> %4 um")
                                 .arg(v)
                                 .arg(exactly(units), unit.symbol())
                                 .arg(back)));
        }
    }
}

void TestMeasureUnit::hexHasNoLength()
{
    const MeasureUnit hex = MeasureUnit::hex();
    QVERIFY(hex.isHex());
    QCOMPARE(hex.kind(), MeasureUnit::Kind::Hex);
    QCOMPARE(hex.size(), Length());
    // Hex maps count hexes; a length has no meaning there.
    QCOMPARE(hex.toUnits(um(25000)), 0.0);
    QCOMPARE(hex.fromUnits(3.0), Length());
    QVERIFY(!MeasureUnit::inch().isHex());
    QVERIFY(!MeasureUnit::movementUnit(um(25000)).isHex());
}

void TestMeasureUnit::keys_data()
{
    QTest::addColumn<MeasureUnit>("unit");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("symbol");
    QTest::addColumn<QString>("label");

    QTest::newRow("MU of 25 mm") << MeasureUnit::movementUnit(um(25000)) << "MU"
                                 << "MU"
                                 << "MU (25 mm)";
    QTest::newRow("MU of 25.4 mm") << MeasureUnit::movementUnit(um(25400)) << "MU"
                                   << "MU"
                                   << "MU (25.4 mm)";
    QTest::newRow("MU of 38.1 mm") << MeasureUnit::movementUnit(um(38100)) << "MU"
                                   << "MU"
                                   << "MU (38.1 mm)";
    QTest::newRow("inch") << MeasureUnit::inch() << "inch"
                          << "in"
                          << "inches";
    QTest::newRow("hex") << MeasureUnit::hex() << "hex"
                         << "hex"
                         << "hexes";
}

void TestMeasureUnit::keys()
{
    QFETCH(MeasureUnit, unit);
    QFETCH(QString, key);
    QFETCH(QString, symbol);
    QFETCH(QString, label);
    QCOMPARE(MeasureUnit::keyOf(unit.kind()), key);

    QCOMPARE(unit.key(), key);
    QCOMPARE(unit.symbol(), symbol);
    QCOMPARE(unit.label(), label);
    const std::optional<MeasureUnit::Kind> kind = MeasureUnit::kindFromKey(key);
    QVERIFY(kind.has_value());
    QCOMPARE(*kind, unit.kind());
}

void TestMeasureUnit::unknownKeys_data()
{
    QTest::addColumn<QString>("key");
    QTest::newRow("empty") << "";
    QTest::newRow("lower-case mu") << "mu";
    QTest::newRow("symbol in instead of key inch") << "in";
    QTest::newRow("capitalised Inch") << "Inch";
    QTest::newRow("plural inches") << "inches";
    QTest::newRow("plural hexes") << "hexes";
    QTest::newRow("leading space") << " MU";
    QTest::newRow("millimetres") << "mm";
}

void TestMeasureUnit::unknownKeys()
{
    QFETCH(QString, key);
    QVERIFY(!MeasureUnit::kindFromKey(key).has_value());
}

void TestMeasureUnit::equality()
{
    // A unit read from a scenario's table equals the one made in code.
    const auto readUnit = [](const QJsonObject &table) {
        return adjutant::core::ScenarioReader::readTable(adjutant::core::JsonReader(table, QStringLiteral("table"))).unit;
    };
    QCOMPARE(readUnit({{"unit", "MU"}, {"muMillimetres", 25.4}, {"width", 48}, {"depth", 32}}),
             MeasureUnit::movementUnit(um(25400)));
    QVERIFY(MeasureUnit::movementUnit(um(25000)) != MeasureUnit::movementUnit(um(25400)));
    // Same size, different kind: an MU of one inch is not the inch itself.
    QVERIFY(MeasureUnit::movementUnit(um(25400)) != MeasureUnit::inch());
    QCOMPARE(readUnit({{"unit", "hex"}, {"columns", 30}, {"rows", 20}}), MeasureUnit::hex());
    QVERIFY(MeasureUnit::hex() != MeasureUnit::inch());
}

QTEST_GUILESS_MAIN(TestMeasureUnit)
#include "tst_measureunit.moc"
