// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/report/attritionchart.h"

#include "app/gui/style/tablestyle.h"
#include "core/textlimits.h"

#include <QAbstractAxis>
#include <QChart>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QPainterPath>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace adjutant::app {

namespace {

// A tick every 1, 2, 5, 10 ... so that the axis keeps about eight labels.
double tickFor(double range)
{
    for (double tick : {1.0, 2.0, 5.0, 10.0, 20.0, 50.0}) {
        if (range / tick <= 8)
            return tick;
    }
    return 100.0;
}

// Each side's own line style, so that two sides differ without their colours.
Qt::PenStyle lineStyle(int sideIndex)
{
    // Dashed is the thresholds' (the rule sets' chart titles say so).
    static const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashDotDotLine, Qt::DotLine,
                                          Qt::DashDotLine};
    return styles[std::abs(sideIndex) % 4];
}

// Each side's own marker: a disc, a square, a triangle, a diamond; filled with the side's colour
// and outlined in black, so that the shape shows in grey too.
QImage marker(int sideIndex, const QColor &colour)
{
    constexpr int size = 64;
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(Qt::black, 6));
    painter.setBrush(colour);
    const QRectF box(6, 6, size - 12, size - 12);
    QPainterPath path;
    switch (std::abs(sideIndex) % 4) {
    case 0:
        path.addEllipse(box);
        break;
    case 1:
        path.addRect(box);
        break;
    case 2:
        path.moveTo(box.center().x(), box.top());
        path.lineTo(box.bottomRight());
        path.lineTo(box.bottomLeft());
        path.closeSubpath();
        break;
    default:
        path.moveTo(box.center().x(), box.top());
        path.lineTo(box.right(), box.center().y());
        path.lineTo(box.center().x(), box.bottom());
        path.lineTo(box.left(), box.center().y());
        path.closeSubpath();
        break;
    }
    painter.drawPath(path);
    return image;
}

} // namespace

void fillTurnChart(QChart *chart, const QList<TurnChartLine> &lines, int lastTurn,
                   const TurnChartWords &words, bool labelled)
{
    chart->removeAllSeries();
    // removeAxis() hands the axis back to the caller (it leaked one pair a step before).
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    if (lines.isEmpty())
        return;
    lastTurn = std::max(1, lastTurn);
    int top = 1;
    auto *x = new QValueAxis(chart);
    auto *y = new QValueAxis(chart);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (const TurnChartLine &side : lines) {
        const QColor colour = tablestyle::sideColour(side.sideIndex);
        auto *line = new QLineSeries(chart);
        // QtCharts lays a legend's label out in memory that grows with the square of its length
        // (a 20,000-character side name: 420 MB): a name over the limit an older file may hold
        // is shown shortened (docs/formats.md, Limits).
        const QString name = core::TextLimits::shortened(side.name);
        line->setName(name);
        QPen pen(colour, 2.5);
        pen.setStyle(lineStyle(side.sideIndex));
        line->setPen(pen);
        line->setPointsVisible(true);
        line->setMarkerSize(9);
        line->setLightMarker(marker(side.sideIndex, colour));
        if (labelled) {
            line->setPointLabelsFormat(QStringLiteral("@yPoint"));
            line->setPointLabelsVisible(true);
            line->setPointLabelsColor(Qt::black);
            line->setPointLabelsClipping(false);
        }
        for (auto it = side.values.begin(); it != side.values.end(); ++it) {
            line->append(it.key(), it.value());
            top = std::max(top, it.value());
        }
        QList<QLineSeries *> series{line};
        if (side.threshold) {
            auto *threshold = new QLineSeries(chart);
            threshold->setName(QStringLiteral("%1 %2").arg(name, words.threshold));
            QPen thin(colour, 1.5);
            thin.setStyle(Qt::DashLine);
            threshold->setPen(thin);
            threshold->append(0, *side.threshold);
            threshold->append(lastTurn, *side.threshold);
            top = std::max(top, *side.threshold);
            series << threshold;
        }
        for (QLineSeries *s : series) {
            chart->addSeries(s);
            s->attachAxis(x);
            s->attachAxis(y);
        }
        // The legend names the sides; the title says what the dashed lines are.
        if (series.size() > 1) {
            for (QLegendMarker *legend : chart->legend()->markers(series.last()))
                legend->setVisible(false);
        }
    }
    // The legend shows each side's marker, not a swatch of its colour alone.
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    x->setRange(0, lastTurn);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(tickFor(lastTurn));
    x->setLabelFormat(QStringLiteral("%d"));
    x->setTitleText(words.turns);
    y->setRange(0, top + 1);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(tickFor(top + 1));
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTitleText(words.count);
}

} // namespace adjutant::app
