// SPDX-License-Identifier: GPL-3.0-or-later
// `adjutant-cli measure SCENARIO.json`: a scenario read and checked as `measure` reads it, then
// measured whole by its rule set (rulesets::measureBattle: contacts, overlaps, distances, zones,
// arcs, line of sight, command), as the app's inspector and overlays measure it.

#include "fuzz/fuzzing.h"

#include "core/battle.h"
#include "core/error.h"
#include "core/scenarioreader.h"
#include "rulesets/battlecheck.h"
#include "rulesets/measurebattle.h"

using namespace adjutant;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString source = QStringLiteral("scenario.json");
    try {
        const core::Battle battle =
            core::ScenarioReader::readDocument(fuzz::bytes(data, size), source);
        rulesets::checkBattle(battle, source);
        // --within's default (app/cli/cli.cpp).
        rulesets::measureBattle(battle, QString(), 12);
    } catch (const core::Error &) {
    }
    return 0;
}
