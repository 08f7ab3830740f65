// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <memory>

namespace adjutant::core {

class BattleSession;
struct Battle;

// The embedded store's battle files (.adjutant): the calls the app and the CLI share.
class BattleFile
{
public:
    static QString suffix() { return QStringLiteral("adjutant"); }
    // A new file holding `initial`; refuses to overwrite an existing file.
    static std::unique_ptr<BattleSession> create(const QString &path, const Battle &initial);
    static std::unique_ptr<BattleSession> open(const QString &path);
    // Writes the whole log of `session` to a battle file (Save As), the same battle. A file at
    // `path` is replaced in one step once the copy is whole: a kill leaves the old file or the
    // new one, and nothing else (SqliteStore::publish()).
    static void saveCopy(const BattleSession &session, const QString &path);
    // Reads and validates a scenario file; throws core::Error naming the file and the problem.
    static Battle readScenario(const QString &path);
    // Writes the battle as a scenario file, replacing `path` only once the whole file is written.
    static void writeScenario(const Battle &battle, const QString &path);
};

} // namespace adjutant::core
