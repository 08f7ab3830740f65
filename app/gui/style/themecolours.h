// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

class QChartView;

namespace adjutant::app::themecolours {

// The windows' own colours for text beside the palette's (Edit > Preferences > Palette): each
// reads on the light and the dark palette alike, chosen by the application's palette as it is
// when asked. The table keeps its own colours (tablestyle.h).
bool dark();
QColor muted();     // citations, notes, hints: quieter than the text
QColor secondary(); // a procedure's description
QColor problem();   // what is wrong or missing, or goes against the player
QColor good();      // what is in the player's favour
QColor derived();   // facts worked out from the table
QColor waiting();   // a roll that waits for its re-rolls
// As a style sheet's "color: ...;".
QString css(const QColor &colour);

// A chart in the view's palette's colours (background, titles, legend, axes, grid, bar labels);
// its series keep their own colours. Call again after adding axes or series.
void styleChart(QChartView *view);
// styleChart() now and whenever the view's palette changes or it is shown.
void followPalette(QChartView *view);

} // namespace adjutant::app::themecolours
