// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QCommandLineParser;

namespace adjutant::cli {

// The club's tournament commands (docs/club.md, "Tournament"), under `club`: round, rounds,
// result, scoring, standings. Returns -1 for a command that is none of them. Prints JSON (or the
// standings as CSV) on stdout; throws core::Error when refused.
int cmdTournament(const QCommandLineParser &parser, const QStringList &args);
void addTournamentOptions(QCommandLineParser &parser);

} // namespace adjutant::cli
