// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzz/fuzzing.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdlib>

namespace adjutant::fuzz {

void initialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    // The rule sets read their tables on first use: not in the first input's time.
    demoBattles();
}

const QList<core::Battle> &demoBattles()
{
    static const QList<core::Battle> battles = [] {
        QList<core::Battle> list;
        for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
            QString scenario = ruleset->demoBattle();
            if (scenario.isEmpty() && ruleset->tableRules())
                scenario = ruleset->tableRules()->exampleBattle();
            if (scenario.isEmpty())
                continue;
            core::Battle battle = core::BattleFile::readScenario(scenario);
            rulesets::checkBattle(battle, scenario);
            list.append(battle);
        }
        return list;
    }();
    return battles;
}

void fail(const QString &what)
{
    QTextStream(stderr) << "adjutant fuzz: " << what << '\n';
    std::abort();
}

} // namespace adjutant::fuzz
