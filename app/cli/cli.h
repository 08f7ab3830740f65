// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <memory>

namespace adjutant::core {
class BattleSession;
}

namespace adjutant::cli {

// The battle at `path`: a battle file, or a club battle given as SERVER#BATTLE (a PostgreSQL URI
// or connection string, then the battle's name or id: docs/club.md). Checked against the
// registry, its changes recorded with the follow-ups its rule set calls for, as the app does.
// Throws core::Error naming `path`.
std::unique_ptr<core::BattleSession> openBattle(const QString &path);

// Runs one command line (arguments[0] is the program). Prints JSON on stdout, messages on
// stderr; returns 0 on success, 1 when the command was refused, 2 on a usage error.
int run(const QStringList &arguments);

} // namespace adjutant::cli
