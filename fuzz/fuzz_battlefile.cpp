// SPDX-License-Identifier: GPL-3.0-or-later
// A battle file (.adjutant, an SQLite database), opened as `adjutant-cli show` and the app's
// File > Open open it (app/cli/cli.cpp openBattle): the store's schema checks and migrations
// (core::SqliteStore), the replay of its log (core::BattleSession), the rule set's check. The
// bytes are written to a file of their own for each input.

#include "fuzz/fuzzing.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/scenariowriter.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"

#include <QFile>
#include <QTemporaryDir>

using namespace adjutant;

namespace {

QTemporaryDir &folder()
{
    static QTemporaryDir dir;
    return dir;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialize(argc, argv);
    if (!folder().isValid())
        fuzz::fail(QStringLiteral("no temporary folder: ") + folder().errorString());
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = folder().filePath(QStringLiteral("battle.adjutant"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            file.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size))
            fuzz::fail(QStringLiteral("%1: cannot be written: %2").arg(path, file.errorString()));
    }
    try {
        const auto session = core::BattleFile::open(path);
        rulesets::checkBattle(session->battle(), path);
        session->setFollowUps(rulesets::followUpsOf);
        session->setStateRule(rulesets::stateProblems);
        // What `show` and `export` print of it.
        core::ScenarioWriter::write(session->battle());
    } catch (const core::Error &) {
    }
    // The next input starts from no file, as a first open does.
    for (const char *suffix : {"", "-journal", "-wal", "-shm"})
        QFile::remove(path + QLatin1String(suffix));
    return 0;
}
