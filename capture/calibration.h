// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QJsonObject>
#include <QList>
#include <QPointF>
#include <QSize>
#include <QString>

#include <optional>

namespace adjutant::capture {

// The calibration board: a ChArUco board printed on A4, its white squares holding markers of
// ArUco's 4 x 4 dictionary of 50, not the 5 x 5 one of the bases and the table, so that neither
// is ever read as the other (tst_capturecalibration checks both ways).
inline constexpr int kBoardSquaresX = 7;
inline constexpr int kBoardSquaresY = 5;
inline constexpr double kBoardSquareMm = 30.0;
inline constexpr double kBoardMarkerMm = 22.0;

// The board as printed, black on white, `pixelsPerMm` pixels a millimetre (12 for 300 dpi), no
// margin (the page gives it). Null for a resolution under 2 or over 40.
QImage charucoBoardImage(int pixelsPerMm);

// The board at its printed size on an A4 page turned sideways (a printer's margins stay clear of
// it), 300 dots an inch, its size written under it so that the print can be checked with a ruler:
// a PDF written whole or not at all. Throws core::Error naming the file.
void writeBoardPdf(const QString &path);

// The board's inner corners seen in a photo: each corner's id (row by row, kBoardSquaresX - 1 a
// row) and where it is, photo pixels. None for a photo that cannot be searched (photo.h).
struct BoardView
{
    QList<int> ids;
    QList<QPointF> corners;
};
BoardView findBoard(const QImage &photo);

// One camera's lens at one photo size: OpenCV's pinhole with radial (k1, k2, k3) and tangential
// (p1, p2) distortion, pixels. Invalid (fx 0) means no calibration: a pinhole without distortion,
// its focal length estimated from the table markers.
struct LensCalibration
{
    double fx = 0.0, fy = 0.0, cx = 0.0, cy = 0.0;
    double k1 = 0.0, k2 = 0.0, p1 = 0.0, p2 = 0.0, k3 = 0.0;
    QSize imageSize;
    double rmsPixels = 0.0; // the board's corners against the calibrated camera

    bool isValid() const { return fx > 0.0; }
    // What is wrong with these figures, in one line, or empty: not finite, a focal length that is
    // not positive or not within a camera's range, a principal point off the photo, distortion
    // beyond a phone's lens.
    QString problem() const;
    QJsonObject toJson() const;
    // Refuses, with `error` set to one line naming the key, a missing or non-numeric key and any
    // problem() of the figures.
    static std::optional<LensCalibration> fromJson(const QJsonObject &json, QString *error);
    // The same camera at another photo size of the same aspect (a phone's smaller photos): the
    // focal length and the principal point scaled. Refuses another aspect (another camera, or
    // a cropped photo) in one line.
    std::optional<LensCalibration> scaledTo(QSize size, QString *error) const;
};

// A calibration saved as JSON (adjutant-cli calibrate, Capture Settings…), or nothing with `error`
// set to one line naming the file and what is wrong with it.
std::optional<LensCalibration> readLens(const QString &path, QString *error);

struct CalibrationResult
{
    LensCalibration lens;
    QString error;
    int photosUsed = 0;
};
// The lens from photos of the board, 6 to 10 from different angles, all of one size. Refuses in
// one line fewer than 4 photos showing the board, photos of different sizes, or a calibration
// whose corners miss by more than a pixel.
CalibrationResult calibrate(const QList<QImage> &photos);

} // namespace adjutant::capture
