#include "core/battlefile.h"

#include "core/battlesession.h"
#include "core/error.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"
#include "core/sqlitestore.h"

#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

namespace adjutant::core {

namespace {
// Only for a file this call created and that holds no battle yet.
void removeFileMadeHere(const QString &path)
{
    for (const char *suffix : {"", "-wal", "-shm"})
        QFile::remove(path + QLatin1String(suffix));
}
} // namespace

std::unique_ptr<BattleSession> BattleFile::create(const QString &path, const Battle &initial)
{
    std::unique_ptr<BattleSession> session;
    {
        auto store = SqliteStore::create(path);
        try {
            session = BattleSession::create(std::move(store), initial);
        } catch (...) {
            // The file was made by this call and holds no battle: don't leave it behind.
            session.reset();
            removeFileMadeHere(path);
            throw;
        }
    }
    return session;
}

std::unique_ptr<BattleSession> BattleFile::open(const QString &path)
{
    return BattleSession::open(SqliteStore::open(path));
}

void BattleFile::saveCopy(const BattleSession &session, const QString &path)
{
    // The copy is the same battle: it keeps its identity, and its events their ids.
    auto store = SqliteStore::create(path, session.store().battleId()); // refuses an existing file first
    try {
        store->appendAll(session.events());
    } catch (...) {
        store.reset();
        removeFileMadeHere(path);
        throw;
    }
}

Battle BattleFile::readScenario(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw Error(QStringLiteral("%1: cannot be read: %2").arg(path, file.errorString()));
    return ScenarioReader::readDocument(file.readAll(), path);
}

void BattleFile::writeScenario(const Battle &battle, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw Error(QStringLiteral("%1: cannot be written: %2").arg(path, file.errorString()));
    file.write(QJsonDocument(ScenarioWriter::write(battle)).toJson(QJsonDocument::Indented));
    if (!file.commit())
        throw Error(QStringLiteral("%1: cannot be written: %2").arg(path, file.errorString()));
}

} // namespace adjutant::core
