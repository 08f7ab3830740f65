// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/testing/boardphotos.h"

namespace adjutant::capturetesting {

QList<QImage> boardPhotos(const SyntheticCamera &phone, QRectF board,
                          const Degradation &degradation)
{
    struct View
    {
        double height, tilt, turn;
        QPointF off;
    };
    // Close enough that the board runs off the photo's edges, its corners in the photo's
    // corners, where the distortion is largest and tells k1 from k2.
    const View views[] = {{320, 0, 0, {0, 0}},       {300, 0, 90, {0, 0}},
                          {300, 20, 30, {30, 20}},   {300, 25, 150, {-30, 20}},
                          {300, 30, 240, {30, -20}}, {300, 30, 330, {-30, -20}},
                          {320, 15, 200, {40, 25}},  {300, 35, 100, {0, 0}}};
    SyntheticScene scene;
    scene.board = board;
    QList<QImage> photos;
    Degradation d = degradation;
    for (const View &v : views) {
        SyntheticCamera camera = phone;
        camera.height = v.height;
        camera.tiltDegrees = v.tilt;
        camera.turnDegrees = v.turn;
        camera.target = board.center() + v.off;
        photos.append(render(scene, camera, d).image);
        ++d.seed;
    }
    return photos;
}

} // namespace adjutant::capturetesting
