// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the harnesses of the app's own code share (fuzz_report, fuzz_appopen): Qt as the app has
// it, drawing on the offscreen platform, and a battle played from one input.

#include <QByteArray>

#include <memory>

namespace adjutant::core {
class BattleSession;
}

namespace adjutant::fuzz {

// A QApplication on the offscreen platform (unless QT_QPA_PLATFORM says another), as
// `adjutant-cli report` and the tests draw: no screen, fonts from the system.
void initializeApp(int *argc, char ***argv);

// A battle played in memory from one input: a scenario file (docs/formats.md) read as `import`
// reads it, or a JSON array of a scenario then changes ({"type": ..., "payload": {...}}) recorded
// in turn with the rule set's follow-ups, as `adjutant-cli apply` records them (a change refused
// is left out). None when the scenario is refused.
std::unique_ptr<core::BattleSession> playedBattle(const QByteArray &input);

} // namespace adjutant::fuzz
