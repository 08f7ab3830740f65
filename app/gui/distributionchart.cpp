#include "app/gui/distributionchart.h"

#include "app/gui/inputform.h"
#include "app/gui/themecolours.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QValueAxis>

#include <cmath>

namespace adjutant::app {

namespace {
const QList<QColor> kColours{QColor(0x5b, 0x8d, 0xc9), QColor(0xd0, 0x7b, 0x3c),
                             QColor(0x5a, 0xa4, 0x69), QColor(0x9b, 0x6f, 0xb8)};
}

DistributionChart::DistributionChart(QWidget *parent) : QChartView(parent)
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 8, 4));
    chart->legend()->setAlignment(Qt::AlignTop);
    setChart(chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(190);
    themecolours::followPalette(this);
}

void DistributionChart::setDistributions(const QList<rulesets::NamedDistribution> &distributions)
{
    QChart *chart = this->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    mCount = int(distributions.size());
    if (distributions.isEmpty())
        return;
    int lowest = distributions.first().distribution.lowest();
    int highest = distributions.first().distribution.highest();
    for (const rulesets::NamedDistribution &named : distributions) {
        lowest = std::min(lowest, named.distribution.lowest());
        highest = std::max(highest, named.distribution.highest());
    }
    auto *series = new QBarSeries;
    double top = 0;
    for (qsizetype i = 0; i < distributions.size(); ++i) {
        const rulesets::Distribution &d = distributions[i].distribution;
        auto *set = new QBarSet(InputForm::displayWord(distributions[i].name));
        set->setColor(kColours.at(i % kColours.size()));
        set->setBorderColor(kColours.at(i % kColours.size()).darker(120));
        for (int k = lowest; k <= highest; ++k) {
            const double p = 100.0 * d.probability(k);
            top = std::max(top, p);
            set->append(p);
        }
        series->append(set);
    }
    series->setBarWidth(distributions.size() > 1 ? 0.8 : 0.7);
    chart->addSeries(series);
    auto *values = new QBarCategoryAxis;
    for (int k = lowest; k <= highest; ++k)
        values->append(QString::number(k));
    values->setGridLineVisible(false);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    values->setLabelsFont(small);
    values->setTitleText(
        distributions.size() == 1 ? InputForm::displayWord(distributions.first().name) : QString());
    auto *percent = new QValueAxis;
    // Four steps of a round 5, 10, 15 ... percent.
    const double step = std::max(5.0, std::ceil(top / 4.0 / 5.0) * 5.0);
    percent->setRange(0, 4 * step);
    percent->setLabelFormat(QStringLiteral("%d %"));
    percent->setTickCount(5);
    chart->addAxis(values, Qt::AlignBottom);
    chart->addAxis(percent, Qt::AlignLeft);
    series->attachAxis(values);
    series->attachAxis(percent);
    chart->legend()->setVisible(distributions.size() > 1);
    themecolours::styleChart(this); // the new axes in the palette's colours
}

} // namespace adjutant::app
