// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/resolver/distributionchart.h"

#include "app/gui/resolver/inputform.h"
#include "app/gui/style/themecolours.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QLabel>
#include <QLegend>
#include <QToolTip>
#include <QValueAxis>
#include <QVBoxLayout>

#include <cmath>

namespace adjutant::app {

namespace {
const QList<QColor> kColours{QColor(0x5b, 0x8d, 0xc9), QColor(0xd0, 0x7b, 0x3c),
                             QColor(0x5a, 0xa4, 0x69), QColor(0x9b, 0x6f, 0xb8)};

// A series' bars and its legend's swatch: as they are on the dark palette, a shade darker on a
// light one, so that each stands 3 : 1 from the window's ground on both (WCAG's non-text contrast).
QColor seriesColour(qsizetype i)
{
    const QColor colour = kColours.at(i % kColours.size());
    return themecolours::dark() ? colour : colour.darker(125);
}
} // namespace

// The view is given its chart as it is made: a chart set later replaces one the view made itself,
// which it lets go of without deleting.
DistributionChart::DistributionChart(QWidget *parent)
    : QWidget(parent), mLegend(new QLabel(this)), mView(new QChartView(new QChart, this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    mLegend->setObjectName(QStringLiteral("legend"));
    mLegend->setTextFormat(Qt::RichText);
    mLegend->setWordWrap(true);
    layout->addWidget(mLegend);
    layout->addWidget(mView, 1);
    QChart *chart = mView->chart();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 8, 4));
    chart->legend()->hide(); // the label above names them in full
    mView->setRenderHint(QPainter::Antialiasing);
    mView->setMinimumHeight(100);
    themecolours::followPalette(mView);
}

QSize DistributionChart::sizeHint() const
{
    // Bars need no more to be read; the resolver gives it what room there is.
    return {320, 200};
}

QStringList DistributionChart::legend() const
{
    QStringList names;
    for (const rulesets::NamedDistribution &named : mDistributions)
        names.append(InputForm::displayWord(named.name));
    return names;
}

QString DistributionChart::toolTip(int index, int value) const
{
    if (index < 0 || index >= mDistributions.size())
        return {};
    const rulesets::Distribution &d = mDistributions[index].distribution;
    return tr("%1: %2 — %3 %, exactly %4")
        .arg(InputForm::displayWord(mDistributions[index].name))
        .arg(value)
        .arg(100.0 * d.probability(value), 0, 'f', 1)
        .arg(QString::fromStdString(d.probabilityText(value)));
}

void DistributionChart::setDistributions(const QList<rulesets::NamedDistribution> &distributions)
{
    QChart *chart = mView->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    mDistributions = distributions;
    mLegend->clear();
    if (distributions.isEmpty())
        return;
    int lowest = distributions.first().distribution.lowest();
    int highest = distributions.first().distribution.highest();
    for (const rulesets::NamedDistribution &named : distributions) {
        lowest = std::min(lowest, named.distribution.lowest());
        highest = std::max(highest, named.distribution.highest());
    }
    // Values no distribution reaches 1 time in 1,000 at either end are left out: the bars
    // would not show, and their columns would leave too little room for the labels.
    auto shows = [&](int k) {
        for (const rulesets::NamedDistribution &named : distributions) {
            if (named.distribution.probability(k) >= 0.001)
                return true;
        }
        return false;
    };
    while (lowest < highest && !shows(lowest))
        ++lowest;
    while (highest > lowest && !shows(highest))
        --highest;
    mLowest = lowest;
    auto *series = new QBarSeries;
    double top = 0;
    QStringList legend;
    for (qsizetype i = 0; i < distributions.size(); ++i) {
        const rulesets::Distribution &d = distributions[i].distribution;
        const QColor colour = seriesColour(i);
        auto *set = new QBarSet(InputForm::displayWord(distributions[i].name));
        set->setColor(colour);
        set->setBorderColor(colour.darker(120));
        for (int k = lowest; k <= highest; ++k) {
            const double p = 100.0 * d.probability(k);
            top = std::max(top, p);
            set->append(p);
        }
        series->append(set);
        legend.append(QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2")
                          .arg(colour.name(), set->label().toHtmlEscaped()));
    }
    mLegend->setText(legend.join(QStringLiteral(" &nbsp; ")));
    connect(series, &QBarSeries::hovered, this,
            [this, series](bool status, int index, QBarSet *set) {
        const int which = int(series->barSets().indexOf(set));
        if (status)
            QToolTip::showText(QCursor::pos(), toolTip(which, mLowest + index), mView);
        else
            QToolTip::hideText();
    });
    series->setBarWidth(distributions.size() > 1 ? 0.8 : 0.7);
    chart->addSeries(series);
    auto *values = new QBarCategoryAxis;
    for (int k = lowest; k <= highest; ++k)
        values->append(QString::number(k));
    values->setGridLineVisible(false);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * (highest - lowest >= 10 ? 0.75 : 0.85));
    values->setLabelsFont(small);
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
    themecolours::styleChart(mView); // the new axes in the palette's colours
}

} // namespace adjutant::app
