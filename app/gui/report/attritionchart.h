// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

class QChart;

namespace adjutant::app {

// One side's line on a chart of its count by turn (FoGR: attrition points), with the threshold
// it counts against (FoGR: the break point), if the rule set keeps one.
struct TurnChartLine
{
    QString name;      // the side's name, shown in the legend
    int sideIndex = 0; // in the battle's sides: its colour, line style and marker
    QMap<int, int> values; // turn -> count; turn 0 is the battle as it began
    std::optional<int> threshold;
};

// What the chart's axes and threshold lines are called, in the rule set's words.
struct TurnChartWords
{
    QString threshold; // "break point": the threshold lines are "<side> break point"
    QString count;     // the vertical axis: "Points"
    QString turns;     // the horizontal axis
};

// Fills `chart` (emptied first) with a line per side through its counts by turn, up to
// `lastTurn`, and its threshold as a thin dashed line. The same for the books dock and the battle
// report. A side is told by its colour and also by its line's style and its markers' shape (a
// disc, a square, a triangle ...), so that the chart reads printed in black and white; with
// `labelled` each point also carries its value.
void fillTurnChart(QChart *chart, const QList<TurnChartLine> &lines, int lastTurn,
                   const TurnChartWords &words, bool labelled = false);

} // namespace adjutant::app
