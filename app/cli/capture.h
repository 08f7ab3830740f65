// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QCommandLineParser;

namespace adjutant::cli {

// capture FILE PHOTO... [--apply]: the bases' places from photos of the table (docs/capture.md),
// as JSON: the photos, every unit's proposal with its warnings, and the one step that would move
// them; with --apply that step recorded for the units without a warning.
void addCaptureOptions(QCommandLineParser &parser);
int cmdCapture(const QCommandLineParser &parser, const QStringList &args);

} // namespace adjutant::cli
