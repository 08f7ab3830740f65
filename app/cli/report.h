// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QCommandLineParser;

namespace adjutant::cli {

// report FILE OUT.pdf|OUT.html [--format] [--page]: the battle report (docs/report.md), drawn with
// the app's own table and chart views off screen.
void addReportOptions(QCommandLineParser &parser);
int cmdReport(const QCommandLineParser &parser, const QStringList &args);

} // namespace adjutant::cli
