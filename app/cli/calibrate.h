// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QCommandLineParser;

namespace adjutant::cli {

// calibrate OUT.json PHOTO... [--board OUT.pdf]: the camera's lens from photos of the printed
// board (docs/capture.md, "Lens calibration"), written to OUT.json for `capture --calibration`;
// --board writes the board to print, alone or with a calibration.
void addCalibrateOptions(QCommandLineParser &parser);
int cmdCalibrate(const QCommandLineParser &parser, const QStringList &args);

} // namespace adjutant::cli
