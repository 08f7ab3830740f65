// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzz/fuzzingapp.h"

#include "fuzz/fuzzing.h"

#include "core/battle.h"
#include "core/battlesession.h"
#include "core/change.h"
#include "core/changes.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "core/memorystore.h"
#include "core/scenarioreader.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>

// LeakSanitizer's hook: fontconfig (Debian's, not instrumented) keeps a block of its first font
// lookup that no pointer it still holds reaches. That is the system's, the same on every run, and
// not Adjutant's: it is not reported.
extern "C" const char *__lsan_default_suppressions()
{
    return "leak:libfontconfig.so\n";
}

namespace adjutant::fuzz {

void initializeApp(int *argc, char ***argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Never destroyed: at exit, Qt's own static objects go before a static application would,
    // and its post routines then crash (the process is ending anyway).
    static QApplication *app = new QApplication(*argc, *argv);
    (void)app;
    // The rule sets read their tables on first use: not in the first input's time.
    demoBattles();
}

std::unique_ptr<core::BattleSession> playedBattle(const QByteArray &input)
{
    const QString source = QStringLiteral("battle.json");
    try {
        const QJsonValue json = core::JsonReader::parse(input, source);
        const QJsonArray steps = json.isArray() ? json.toArray() : QJsonArray{json};
        if (steps.isEmpty() || !steps.first().isObject())
            return nullptr;
        const core::Battle battle = core::ScenarioReader::readDocument(
            QJsonDocument(steps.first().toObject()).toJson(QJsonDocument::Compact), source);
        rulesets::checkNewState(battle, source);
        auto session = core::BattleSession::create(std::make_unique<core::MemoryStore>(), battle);
        session->setFollowUps(rulesets::followUpsOf);
        for (qsizetype i = 1; i < steps.size(); ++i) {
            // As cmdApply (app/cli/cli.cpp): a change that applies is checked by the rule set
            // before it is recorded; one that does not is refused by record().
            try {
                const core::Change change = core::Change::fromJson(steps[i], QString());
                core::Battle after = session->battle();
                bool applies = true;
                try {
                    core::Changes::apply(after, change);
                } catch (const core::Error &) {
                    applies = false;
                }
                if (applies)
                    rulesets::checkNewState(after);
                session->record(change);
            } catch (const core::Error &) {
            }
        }
        return session;
    } catch (const core::Error &) {
        return nullptr;
    }
}

} // namespace adjutant::fuzz
