// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/procedureresult.h"

#include <QWidget>

class QChartView;
class QLabel;

namespace adjutant::app {

// A procedure's whole distributions (the score of a test, the hits each side scores) as vertical
// bars, one colour per distribution, the chance of each value in percent. The legend names each
// in full above the bars (the rule set names them by battle group), wrapping rather than cut;
// hovering over a bar gives its value, percentage and exact fraction.
class DistributionChart : public QWidget
{
    Q_OBJECT

public:
    explicit DistributionChart(QWidget *parent = nullptr);

    void setDistributions(const QList<rulesets::NamedDistribution> &distributions);
    int distributionCount() const { return int(mDistributions.size()); }
    // The legend's names, in order, for tests.
    QStringList legend() const;
    // What hovering over the bar of value `value` of distribution `index` shows.
    QString toolTip(int index, int value) const;

    QSize sizeHint() const override;
    // Its height is what the resolver gives it, however the legend wraps: the bars take the rest.
    bool hasHeightForWidth() const override { return false; }

private:
    QLabel *mLegend;
    QChartView *mView;
    QList<rulesets::NamedDistribution> mDistributions;
    int mLowest = 0;
};

} // namespace adjutant::app
