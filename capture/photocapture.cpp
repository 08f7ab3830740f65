// SPDX-License-Identifier: GPL-3.0-or-later
// A photo read and placed on the battle's table (proposal.h): the file, its markers, the camera
// fitted to the table markers, each expected base marker's pose.
#include "capture/proposal.h"

#include "capture/photo.h"
#include "core/battle.h"

namespace adjutant::capture {

PhotoCapture capturePhoto(const core::Battle &battle, const QString &path,
                          const CaptureSettings &settings, QImage *image)
{
    const Photo photo = loadPhoto(path);
    if (!photo.error.isEmpty()) {
        // loadPhoto names the file; the proposal names it once, before the reason.
        PhotoCapture refused;
        refused.name = path;
        const QString prefix = path + QStringLiteral(": ");
        refused.table.error = photo.error.startsWith(prefix) ? photo.error.mid(prefix.size()) : photo.error;
        return refused;
    }
    if (image)
        *image = photo.image;
    // The camera's own focal length when the photo records it and the player gave none.
    CaptureSettings used = settings;
    if (used.focalPixels <= 0.0)
        used.focalPixels = photo.focalPixels;
    return captureImage(battle, photo.image, path, used);
}

PhotoCapture captureImage(const core::Battle &battle, const QImage &image, const QString &name,
                          const CaptureSettings &settings)
{
    PhotoCapture result;
    result.name = name;
    result.size = image.size();
    const MarkerSearch search = findMarkers(image);
    if (!search.error.isEmpty()) {
        result.table.error = search.error;
        return result;
    }
    result.markersSeen = int(search.markers.size());
    QList<BaseMarker> worn;
    for (const WornMarker &marker : wornMarkers(battle))
        worn.append({marker.id, settings.heightMm});
    result.table = captureTable(search.markers, tableMarkers(battle.table, settings), worn,
                                result.size, settings.focalPixels, &settings.lens);
    return result;
}

} // namespace adjutant::capture
