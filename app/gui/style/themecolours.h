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

// WCAG 2's relative luminance of a colour (0 black to 1 white) and the contrast ratio of two
// colours, 1 (none) to 21 (black on white), whichever is lighter; text reads at 4.5 and more (AA).
// The colours above keep 4.5 on the Base, AlternateBase and Window of both palettes.
double relativeLuminance(const QColor &colour);
double contrastRatio(const QColor &a, const QColor &b);

// A chart in the view's palette's colours (background, titles, legend, axes, grid, bar labels);
// its series keep their own colours. Call again after adding axes or series.
void styleChart(QChartView *view);
// styleChart() now and whenever the view's palette changes or it is shown.
void followPalette(QChartView *view);

} // namespace adjutant::app::themecolours
