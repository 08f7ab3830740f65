#pragma once

#include "rulesets/procedureresult.h"

#include <QChartView>
#include <QList>

class QBarCategoryAxis;
class QBarSet;
class QHorizontalBarSeries;
class QValueAxis;

namespace adjutant::app {

// The chance of each outcome of a procedure (pass, drop one level, lose a base ...) as horizontal
// bars, the exact fraction in each label and the percentage at the end of each bar.
class OddsChart : public QChartView
{
    Q_OBJECT

public:
    explicit OddsChart(QWidget *parent = nullptr);

    void setOutcomes(const QList<rulesets::Outcome> &outcomes);
    // No odds: `message` says why (the facts are incomplete, the procedure has no dice).
    void clearOutcomes(const QString &message);

    // What is drawn, top to bottom, for tests: the labels and the percentages.
    QStringList labels() const;
    QList<double> percentages() const;

    static QString labelOf(const rulesets::Outcome &outcome);

private:
    QHorizontalBarSeries *mSeries;
    QBarSet *mSet;
    QBarCategoryAxis *mCategories;
    QValueAxis *mPercent;
};

} // namespace adjutant::app
