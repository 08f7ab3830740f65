// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QCommandLineParser;

namespace adjutant::core {
struct Battle;
}
namespace adjutant::rulesets {
class Ruleset;
}

namespace adjutant::cli {

// `new FILE`'s options: --ruleset, --name, --unit, --mu, --width, --depth, --contact-tolerance.
void addNewBattleOptions(QCommandLineParser &parser);
// The battle those options describe, in `ruleset`, with no sides yet: what they leave out is the
// rule set's set-up's (its usual unit, its first MU size, the book's table). Throws UsageError
// for an option missing or of the wrong kind (a rule set whose book gives no table size needs
// --width and --depth).
core::Battle battleFromOptions(const QCommandLineParser &parser, const rulesets::Ruleset &ruleset);

} // namespace adjutant::cli
