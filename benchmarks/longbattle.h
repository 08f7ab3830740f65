// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/change.h"
#include "core/memorystore.h"

#include <QString>

#include <memory>

// The long battles of the store's and the window's benchmarks: the FoGR demo and then moves of
// one base to and fro.
namespace longbattle {

inline const QString demoPath = QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

// The i-th move.
inline adjutant::core::Change moveChange(int i)
{
    return adjutant::core::Change{QStringLiteral("base.moved"),
                                  {{QStringLiteral("unit"), QStringLiteral("dutch1")},
                                   {QStringLiteral("id"), QStringLiteral("f1r1")},
                                   {QStringLiteral("x"), 30.0 + (i % 100) * 0.1},
                                   {QStringLiteral("y"), 30.0}}};
}

// Writes the demo and `moves` moves to a new battle file at `path`: recorded in memory and saved
// as a copy, which writes the same events as recording them in the file one by one would.
inline void write(const QString &path, int moves)
{
    using namespace adjutant::core;
    auto session = BattleSession::create(std::make_unique<MemoryStore>(), BattleFile::readScenario(demoPath));
    for (int i = 1; i <= moves; ++i)
        session->record(moveChange(i));
    BattleFile::saveCopy(*session, path);
}

} // namespace longbattle
