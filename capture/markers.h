// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QList>
#include <QPointF>
#include <QString>

#include <array>

namespace adjutant::capture {

// The marker family every sticker and table marker is printed from: ArUco's 5 x 5 dictionary
// of 250 codes (markers.cpp says why). Ids run 0 .. markerIdCount() - 1.
int markerIdCount();
// The squares a marker is drawn on, its black border included: 7 for a 5 x 5 code.
int markerModules();

// The marker `id` as a black-on-white square of `pixels` x `pixels` (its border black, no white
// margin: the sticker sheet adds the quiet zone). Null for an id outside the dictionary or fewer
// pixels than modules.
QImage markerImage(int id, int pixels);

// A marker seen in a photo: its id and its corners in photo pixels, in the dictionary's order
// (the printed marker's top-left, top-right, bottom-right, bottom-left).
struct SeenMarker
{
    int id = -1;
    std::array<QPointF, 4> corners;
    // Read only with two of its code's bits corrected, where one would not do: a small, far or
    // blurred marker, or another marker's code misread. It counts only where its place confirms
    // it (proposal.h); captureTable never takes it as a table marker or an unknown id.
    bool uncertain = false;
    QPointF centre() const;
    double sidePixels() const; // the mean side
};

// Every marker of the dictionary seen in the photo, whatever its id: the caller tells table
// markers, the battle's bases and unknown ids apart. A message, and no markers, for a photo
// that cannot be searched (photo.h, unusablePhoto).
struct MarkerSearch
{
    QList<SeenMarker> markers;
    QString error;
};
MarkerSearch findMarkers(const QImage &photo);

} // namespace adjutant::capture
