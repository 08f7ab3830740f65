// SPDX-License-Identifier: GPL-3.0-or-later
// Helper of tst_crashsafety, not a test: records base.moved events into an existing battle file
// until it is killed. After each record() has returned, i.e. once the event is committed, it
// prints the event's seq on a line of its own and flushes, so that whatever the test reads was
// promised to be on disk. With --save-copy FROM TO it saves FROM as TO (File > Save As), to be
// killed on the way (ADJUTANT_KILL_AT).

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <cstdio>

using namespace adjutant::core;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv); // the SQL driver is a plugin, loaded through the application
    if (argc == 4 && qstrcmp(argv[1], "--save-copy") == 0) {
        try {
            BattleFile::saveCopy(*BattleFile::open(QString::fromLocal8Bit(argv[2])), QString::fromLocal8Bit(argv[3]));
            return 0;
        } catch (const Error &error) {
            std::fprintf(stderr, "crashwriter: %s\n", error.what());
            return 1;
        }
    }
    if (argc != 2) {
        std::fprintf(stderr, "usage: crashwriter BATTLE_FILE | crashwriter --save-copy FROM TO\n");
        return 2;
    }
    try {
        auto session = BattleFile::open(QString::fromLocal8Bit(argv[1]));
        const Battle &battle = session->battle();
        const Unit *unit = nullptr;
        for (const Unit &candidate : battle.units) {
            if (!candidate.bases.isEmpty()) {
                unit = &candidate;
                break;
            }
        }
        if (!unit)
            throw Error(QStringLiteral("the battle has no base to move"));
        const QString unitId = unit->id;
        const QString baseId = unit->bases.first().id;
        // Two places near the middle of the table, where the base fits at any facing.
        const double x = battle.table.unit.toUnits(battle.table.width) / 2;
        const double y = battle.table.unit.toUnits(battle.table.depth) / 2;
        for (qint64 i = 0;; ++i) {
            const Event &event =
                session->record(Change{QStringLiteral("base.moved"),
                                       {{QStringLiteral("unit"), unitId},
                                        {QStringLiteral("id"), baseId},
                                        {QStringLiteral("x"), i % 2 ? x + 1 : x - 1},
                                        {QStringLiteral("y"), y},
                                        {QStringLiteral("facing"), double(i % 360)}}});
            std::printf("%lld\n", static_cast<long long>(event.seq));
            std::fflush(stdout);
        }
    } catch (const Error &error) {
        std::fprintf(stderr, "crashwriter: %s\n", error.what());
        return 1;
    }
}
