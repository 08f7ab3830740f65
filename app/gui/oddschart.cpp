#include "app/gui/oddschart.h"

#include "app/gui/themecolours.h"
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QRegularExpression>
#include <QValueAxis>

namespace adjutant::app {

OddsChart::OddsChart(QWidget *parent)
    : QChartView(parent), mSeries(new QHorizontalBarSeries), mSet(new QBarSet(tr("Chance"))),
      mCategories(new QBarCategoryAxis), mPercent(new QValueAxis)
{
    auto *chart = new QChart;
    chart->legend()->hide();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 16, 4));
    chart->setBackgroundRoundness(4);
    mSet->setColor(QColor(0x2f, 0x6f, 0xb3));
    mSet->setBorderColor(QColor(0x24, 0x58, 0x90));
    QFont labelFont = font();
    labelFont.setBold(true);
    mSet->setLabelFont(labelFont);
    mSeries->append(mSet);
    mSeries->setBarWidth(0.62);
    mSeries->setLabelsVisible(true);
    mSeries->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    mSeries->setLabelsFormat(QStringLiteral("@value %"));
    mSeries->setLabelsPrecision(3);
    chart->addSeries(mSeries);
    mPercent->setRange(0, 100);
    mPercent->setTickCount(6);
    mPercent->setLabelFormat(QStringLiteral("%d %"));
    QFont axisFont = font();
    mCategories->setLabelsFont(axisFont);
    mCategories->setGridLineVisible(false);
    chart->addAxis(mCategories, Qt::AlignLeft);
    chart->addAxis(mPercent, Qt::AlignBottom);
    mSeries->attachAxis(mCategories);
    mSeries->attachAxis(mPercent);
    setChart(chart);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(150);
    themecolours::followPalette(this);
}

QString OddsChart::labelOf(const rulesets::Outcome &outcome)
{
    return QStringLiteral("%1   %2").arg(outcome.label, outcome.exact.text());
}

void OddsChart::setOutcomes(const QList<rulesets::Outcome> &outcomes)
{
    chart()->setTitle(QString());
    mSet->remove(0, mSet->count());
    mCategories->clear();
    // Horizontal bars run bottom to top: the first outcome goes last to be drawn on top.
    QStringList labels;
    QList<qreal> values;
    for (qsizetype i = outcomes.size() - 1; i >= 0; --i) {
        // Two lines: the outcome, then its exact chance (axis labels take rich text).
        // "Drop one level: FRAGMENTED" over two lines, the exact chance after the level (axis
        // labels take rich text; one long line would be cut).
        const QString text = outcomes[i].label.toHtmlEscaped();
        const qsizetype colon = text.indexOf(QStringLiteral(": "));
        QString label =
            colon < 0 ? QStringLiteral("%1<br><span style=\"color:%2\">%3</span>")
                            .arg(text, themecolours::muted().name(), outcomes[i].exact.text())
                      : QStringLiteral("%1:<br><b>%2</b> <span style=\"color:%3\">%4</span>")
                            .arg(text.left(colon), text.mid(colon + 2), themecolours::muted().name(),
                                 outcomes[i].exact.text());
        while (labels.contains(label))
            label += QLatin1Char(' '); // categories must differ
        labels.append(label);
        values.append(100.0 * outcomes[i].probability);
    }
    mCategories->append(labels);
    mSet->append(values);
    mPercent->setRange(0, 100);
    mPercent->setVisible(true);
    // Room for the longest label beside the bars and the percentage beyond the longest bar.
    setMinimumHeight(std::max<int>(180, 70 + 48 * int(outcomes.size())));
}

void OddsChart::clearOutcomes(const QString &message)
{
    mSet->remove(0, mSet->count());
    mCategories->clear();
    mPercent->setVisible(false);
    chart()->setTitle(message);
}

QStringList OddsChart::labels() const
{
    QStringList labels = mCategories->categories();
    std::reverse(labels.begin(), labels.end());
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    for (QString &label : labels) {
        label.replace(QStringLiteral(":<br>"), QStringLiteral(": "))
            .replace(QStringLiteral("</b> "), QStringLiteral("   "));
        label.replace(QStringLiteral("<br>"), QStringLiteral("   "));
        label = label.remove(tags).trimmed();
    }
    return labels;
}

QList<double> OddsChart::percentages() const
{
    QList<double> values;
    for (int i = mSet->count() - 1; i >= 0; --i)
        values.append(mSet->at(i));
    return values;
}

} // namespace adjutant::app
