#pragma once

#include "rulesets/procedureresult.h"

#include <QChartView>

namespace adjutant::app {

// A procedure's whole distributions (the score of a test, the hits each side scores) as vertical
// bars, one colour per distribution, the chance of each value in percent.
class DistributionChart : public QChartView
{
    Q_OBJECT

public:
    explicit DistributionChart(QWidget *parent = nullptr);

    void setDistributions(const QList<rulesets::NamedDistribution> &distributions);
    int distributionCount() const { return mCount; }

private:
    int mCount = 0;
};

} // namespace adjutant::app
