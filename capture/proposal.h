// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// From the markers seen in one or more photos of the table to the moves proposed to the players
// (issue 32): each base's new place in the battle's own terms, the battle groups that moved, and
// every reason to look before accepting (a marker unseen, unknown, seen twice or where its base
// cannot be; bases that would overlap; a group whose bases disagree; a counter between hexes).
// Nothing here changes the battle: capturedChange() makes the one step the players accept.

#include "capture/basepose.h"
#include "capture/stickers.h"
#include "core/base.h"
#include "core/change.h"

#include <QImage>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::capture {

// One photo's part: its markers sorted and the camera placed (basepose.h), or why not.
struct PhotoCapture
{
    QString name; // the file as given (or a camera's name), for messages
    QSize size;
    int markersSeen = 0;
    TableCapture table; // table.error: why this photo placed nothing
};

// Reads the photo, finds its markers and places them on the battle's table. Never throws: a photo
// that cannot be used says why in table.error (and the proposal below names it). `image`, when
// given, receives the photo read (upright), to show it.
PhotoCapture capturePhoto(const core::Battle &battle, const QString &path,
                          const CaptureSettings &settings, QImage *image = nullptr);
// The same for a photo already in memory (a camera's frame), `name` for messages.
PhotoCapture captureImage(const core::Battle &battle, const QImage &image, const QString &name,
                          const CaptureSettings &settings);

// A base as the capture places it.
struct CapturedBase
{
    int base = -1;        // its index in the unit
    bool seen = false;    // its own marker (or its unit's tray) was seen
    TablePose before;     // mm, as the battle has it now
    TablePose after;      // mm, as the photos show it (a hex map's: the hex and vertex snapped to)
    core::Base placed;    // the base with `after` in the battle's terms (x, y, facing; or hex, vertex)
    double movedMm = 0.0;
    double turnedDegrees = 0.0; // clockwise positive, in (-180, 180]
};

// A unit's proposal. Moved: its bases are somewhere else; InPlace: within 1 mm and 1 degree of
// where the battle has them (not proposed); NotSeen: it has markers, none was seen; NoMarker: it
// has none to see.
struct CapturedUnit
{
    enum class Status { Moved, InPlace, NotSeen, NoMarker };
    int unit = -1; // its index in the battle
    Status status = Status::NotSeen;
    int markers = 0;     // markers it wears (a tray counts one)
    int markersSeen = 0;
    QList<CapturedBase> bases; // every base, seen or placed from the others (Moved and InPlace)
    // Why to look before accepting, in players' words; a unit with any is not accepted unless the
    // player says so (the app's confirm view unticks it, the CLI's --apply leaves it).
    QStringList warnings;
    // A base placed from its group's seen bases rather than its own marker, in players' words.
    QStringList notes;
    double movedMm = 0.0; // the furthest any of its bases moved
    bool acceptedByDefault() const { return status == Status::Moved && warnings.isEmpty(); }
};

struct CaptureProposal
{
    CaptureSettings settings; // the ones it was made with
    QString error; // set when no photo could be placed on the table: nothing is proposed
    QList<PhotoCapture> photos;
    QList<CapturedUnit> units; // one per unit of the battle, in its order
    // The photos' own warnings: markers no base of this battle wears, a marker seen twice, two
    // photos that disagree, a photo that could not be used beside others that could.
    QStringList warnings;
    int movedUnits() const;
};

// The proposal from the photos of one table (several photos of a large table each place what
// they see; a base seen in two is placed where they agree, within 3 mm and 2 degrees).
CaptureProposal propose(const core::Battle &battle, const QList<PhotoCapture> &photos,
                        const CaptureSettings &settings);

// The one step that moves the accepted units' bases (units by their index in the battle): a
// bases.moved marked as captured from a photo. Nothing when no accepted unit moved.
std::optional<core::Change> capturedChange(const core::Battle &battle,
                                           const CaptureProposal &proposal,
                                           const QList<int> &acceptedUnits);

} // namespace adjutant::capture
