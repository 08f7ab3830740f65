// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/battlefile.h"

#include "core/atomicfile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/inputfile.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"
#include "core/sqlitestore.h"
#include "core/textlimits.h"

#include <QJsonDocument>

namespace adjutant::core {

std::unique_ptr<BattleSession> BattleFile::create(const QString &path, const Battle &initial)
{
    TextLimits::check(initial); // a new battle is new text
    // Built in memory and written whole: a kill or a full disk leaves no file, or one that opens.
    auto store = SqliteStore::stage(path);
    SqliteStore &file = *store;
    auto session = BattleSession::create(std::move(store), initial);
    file.publish();
    return session;
}

std::unique_ptr<BattleSession> BattleFile::open(const QString &path)
{
    return BattleSession::open(SqliteStore::open(path));
}

void BattleFile::saveCopy(const BattleSession &session, const QString &path)
{
    // The copy is the same battle: it keeps its identity, and its events their ids.
    auto store = SqliteStore::stage(path, session.store().battleId(), SqliteStore::Existing::Replace);
    store->appendAll(session.events());
    store->publish();
}

Battle BattleFile::readScenario(const QString &path)
{
    return ScenarioReader::readDocument(InputFile::readFile(path), path);
}

void BattleFile::writeScenario(const Battle &battle, const QString &path)
{
    // Not QSaveFile: a kill before its commit leaves its PATH.XXXXXX behind.
    AtomicFile::replace(path, QJsonDocument(ScenarioWriter::write(battle)).toJson(QJsonDocument::Indented));
}

} // namespace adjutant::core
