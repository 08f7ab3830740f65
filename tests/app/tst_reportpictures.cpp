// SPDX-License-Identifier: GPL-3.0-or-later
// The report's pictures (report.md): the table as the table view draws it, a hex map's as its
// map, and both the table and the chart read printed in black and white.
#include "app/gui/report/attritionchart.h"
#include "app/gui/report/tablepicture.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "rulesets/ruleset.h"

#include <QChart>
#include <QImage>
#include <QLineSeries>
#include <QSet>
#include <QTest>

#include <cmath>
#include <vector>

using namespace adjutant;

class TestReportPictures : public QObject
{
    Q_OBJECT

private slots:
    void aHexMapIsPictured();
    void theTableReadsWithoutColour();
    void theChartReadsWithoutColour();
};

// Nieuport 1600's table is its hex map, painted as the table view paints it: the picture is the
// map's, not a free-form table's cloth.
void TestReportPictures::aHexMapIsPictured()
{
    const core::Battle map = core::BattleFile::readScenario(rulesets::findRuleset(QStringLiteral("nieuport1600"))->demoBattle());
    const QImage picture = app::tablePicture(map, 800);
    QVERIFY(!picture.isNull());
    QCOMPARE(picture.width(), 800);
    core::Battle cloth = core::BattleFile::readScenario(rulesets::findRuleset(QStringLiteral("fogr"))->demoBattle());
    const QImage table = app::tablePicture(cloth, 800);
    // The cloth's green fills the middle of a free-form table; the map's hexes are paper and
    // terrain, with their grid.
    const auto centre = [](const QImage &image) { return image.pixelColor(image.width() / 2, image.height() / 3); };
    QVERIFY(centre(picture) != centre(table));
    QSet<QRgb> colours;
    for (int x = 0; x < picture.width(); x += 4)
        colours.insert(picture.pixel(x, picture.height() / 2));
    QVERIFY2(colours.size() > 8, "a hex map shows its grid and terrain across the picture");
}

// Printed in black and white, the two sides' bases still differ: their greys are far apart, or
// one side's bases are patterned where the other's are plain. Measured on the report's picture
// of the FoGR demo, inside a base of each side (clear of its front band).
void TestReportPictures::theTableReadsWithoutColour()
{
    const core::Battle battle = core::BattleFile::readScenario(rulesets::findRuleset(QStringLiteral("fogr"))->demoBattle());
    constexpr int width = 1400; // as the report draws it
    const QImage picture = app::tablePicture(battle, width).convertToFormat(QImage::Format_Grayscale8);
    QVERIFY(!picture.isNull());
    const double mmPerMu = battle.table.unit.size().millimetres();
    const double tableWidth = battle.table.width.millimetres();
    const double tableDepth = battle.table.depth.millimetres();
    const double margin = std::max(tableWidth, tableDepth) * 0.02;
    const double zoom = width / (tableWidth + 2 * margin);
    struct Grey
    {
        double mean = 0;
        double spread = 0; // standard deviation
    };
    // The greys in a small window at a base's centre (table MU, y up as the table has it).
    const auto greyAt = [&](double x, double y) {
        const int cx = int(std::lround((x * mmPerMu + margin) * zoom));
        const int cy = int(std::lround((tableDepth - y * mmPerMu + margin) * zoom));
        std::vector<int> values;
        for (int py = cy - 2; py <= cy + 2; ++py) {
            for (int px = cx - 8; px <= cx + 8; ++px)
                values.push_back(qGray(picture.pixel(px, py)));
        }
        Grey grey;
        for (int v : values)
            grey.mean += v;
        grey.mean /= double(values.size());
        for (int v : values)
            grey.spread += (v - grey.mean) * (v - grey.mean);
        grey.spread = std::sqrt(grey.spread / double(values.size()));
        return grey;
    };
    // The tercio's second-rank pike, and the Dutch flank group's middle file (demo positions).
    const Grey spain = greyAt(35.2, 20.8);
    const Grey dutch = greyAt(44.4, 20.4);
    const bool apart = std::abs(spain.mean - dutch.mean) >= 40 || std::abs(spain.spread - dutch.spread) >= 20;
    QVERIFY2(apart, qPrintable(QStringLiteral("Spain grey %1 (spread %2), Dutch grey %3 (spread %4)")
                                   .arg(spain.mean)
                                   .arg(spain.spread)
                                   .arg(dutch.mean)
                                   .arg(dutch.spread)));
}

// Two sides differ by line style and marker shape, not by colour alone.
void TestReportPictures::theChartReadsWithoutColour()
{
    QChart chart;
    app::fillTurnChart(&chart, {{QStringLiteral("A"), 0, {{0, 0}, {1, 2}}, 5}, {QStringLiteral("B"), 1, {{0, 0}, {1, 1}}, 4}}, 1,
                       {QStringLiteral("break point"), QStringLiteral("Points"), QStringLiteral("Turn")}, true);
    QList<QLineSeries *> sides;
    for (QAbstractSeries *series : chart.series()) {
        if (series->name() == QLatin1String("A") || series->name() == QLatin1String("B"))
            sides << qobject_cast<QLineSeries *>(series);
    }
    QCOMPARE(sides.size(), 2);
    QVERIFY(sides[0]->pen().style() != sides[1]->pen().style());
    const auto shape = [](const QImage &marker) {
        QImage alpha = marker.convertToFormat(QImage::Format_Alpha8);
        return alpha;
    };
    QVERIFY(!sides[0]->lightMarker().isNull());
    QVERIFY(shape(sides[0]->lightMarker()) != shape(sides[1]->lightMarker()));
    QVERIFY(sides[0]->pointLabelsVisible());
}

QTEST_MAIN(TestReportPictures)
#include "tst_reportpictures.moc"
