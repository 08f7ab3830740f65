// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a window draws in words, as it draws them: every run of text its painting hands to the
// paint engine, with where it lands on the screen, how large its type is there and its colour.
// A legibility check measures these, not the code that chose them: a label drawn smaller, a
// colour changed or a name elided by any route shows up here.

#include <QColor>
#include <QList>
#include <QRectF>
#include <QString>

class QImage;
class QWidget;

namespace textprobe {

struct DrawnText
{
    QString text;
    QRectF rect;       // in the window's pixels: the run's advance by its ascent and descent,
                       // as much of it as the painter's clips leave in sight
    double pixels = 0; // the type's size (the font's pixel size) in the window's pixels
    QColor colour;     // the pen it is drawn with
};

// Every run of text `window` draws, painted afresh as it stands (graphics items and views
// without their caches, so that text drawn into a cached picture is seen as text).
QList<DrawnText> drawnTexts(QWidget *window);

// The colour most found inside `rect` in `image` (the window as grabbed): what the text there
// stands on.
QColor backgroundBehind(const QImage &image, const QRectF &rect);

} // namespace textprobe
