// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QCommandLineParser;

namespace adjutant::cli {

// The club-server commands (docs/club.md): club init|battles URI, push FILE URI, pull URI BATTLE
// FILE. Each prints JSON on stdout and throws core::Error when refused.
int cmdClub(const QCommandLineParser &parser, const QStringList &args);
int cmdPush(const QCommandLineParser &parser, const QStringList &args);
int cmdPull(const QCommandLineParser &parser, const QStringList &args);
void addPushOptions(QCommandLineParser &parser);

} // namespace adjutant::cli
