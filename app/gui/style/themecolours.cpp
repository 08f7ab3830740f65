// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/style/themecolours.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QPalette>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace adjutant::app::themecolours {

namespace {

QColor pick(const char *light, const char *onDark)
{
    return QColor(QLatin1String(dark() ? onDark : light));
}

} // namespace

void styleChart(QChartView *view)
{
    QChart *chart = view->chart();
    if (!chart)
        return;
    const QPalette &p = view->palette();
    const QColor text = p.color(QPalette::Text);
    chart->setBackgroundBrush(p.color(QPalette::Base));
    chart->setBackgroundPen(QPen(p.color(QPalette::Mid), 0));
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    QColor grid = p.color(QPalette::Mid);
    grid.setAlpha(110);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(p.color(QPalette::Mid));
        axis->setGridLineColor(grid);
    }
    for (QAbstractSeries *series : chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets())
                set->setLabelColor(text);
        }
    }
    view->setBackgroundBrush(p.color(QPalette::Window));
}

namespace {

// Styles its chart again when the view's palette changes or it is shown.
class Follower : public QObject
{
public:
    explicit Follower(QChartView *view) : QObject(view), mView(view) {}

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == mView &&
            (event->type() == QEvent::PaletteChange || event->type() == QEvent::Show))
            styleChart(mView);
        return false;
    }

private:
    QChartView *mView;
};

} // namespace

bool dark()
{
    const QPalette p = QApplication::palette();
    return p.color(QPalette::Window).lightness() < p.color(QPalette::WindowText).lightness();
}

QColor muted()
{
    return pick("#5f6368", "#a9adb2");
}

QColor secondary()
{
    return pick("#3c4043", "#d2d5d8");
}

QColor problem()
{
    return pick("#b3261e", "#ff8a80");
}

QColor good()
{
    return pick("#1b7a35", "#7fd493");
}

QColor derived()
{
    return pick("#1d4f80", "#8ab4f8");
}

QColor waiting()
{
    return pick("#8a5a00", "#f0b85a");
}

QString css(const QColor &colour)
{
    return QStringLiteral("color: %1;").arg(colour.name());
}

double relativeLuminance(const QColor &colour)
{
    // WCAG 2.x, "relative luminance": sRGB channels made linear, weighted by the eye's response.
    const auto linear = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    const QColor rgb = colour.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF()) +
           0.0722 * linear(rgb.blueF());
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

void followPalette(QChartView *view)
{
    view->installEventFilter(new Follower(view));
    styleChart(view);
}

} // namespace adjutant::app::themecolours
