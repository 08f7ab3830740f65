// SPDX-License-Identifier: GPL-3.0-or-later
// Changes, as `adjutant-cli apply` takes them ({"type": ..., "payload": {...}}, docs/formats.md)
// and the app records them: validated (core::Change::fromJson), applied to a copy and checked by
// the battle's rule set (its state rule), recorded with its follow-ups, then undone and redone.
// Each change goes to every rule set's demo battle. A JSON array is a series of changes, applied in
// turn, so that the fuzzer reaches states one change cannot.

#include "fuzz/fuzzing.h"

#include "core/battle.h"
#include "core/battlesession.h"
#include "core/change.h"
#include "core/changes.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "core/memorystore.h"
#include "core/scenariowriter.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"

#include <QJsonArray>

using namespace adjutant;

namespace {

// cmdApply (app/cli/cli.cpp): the change is checked as record() checks it (it applies, and the
// battle's rule set accepts the state it leaves), then recorded. The demos start with no problem,
// so no state recorded may have one.
void apply(core::BattleSession &session, const QJsonValue &json)
{
    const core::Change change = core::Change::fromJson(json, QString());
    session.check(change);
    session.record(change);
    const QStringList problems = rulesets::stateProblems(session.battle());
    if (!problems.isEmpty())
        fuzz::fail(QStringLiteral("a state the rule set refuses was recorded: ") +
                   problems.first());
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QJsonValue input;
    try {
        input = core::JsonReader::parse(fuzz::bytes(data, size), QStringLiteral("change.json"));
    } catch (const core::Error &) {
        return 0;
    }
    const QJsonArray changes = input.isArray() ? input.toArray() : QJsonArray{input};
    for (const core::Battle &demo : fuzz::demoBattles()) {
        auto session = core::BattleSession::create(std::make_unique<core::MemoryStore>(), demo);
        session->setFollowUps(rulesets::followUpsOf);
        session->setStateRule(rulesets::stateProblems);
        for (const QJsonValue &change : changes) {
            try {
                apply(*session, change);
            } catch (const core::Error &) {
            }
        }
        // The log recorded replays to the same battle, as opening its file does.
        const QJsonObject played = core::ScenarioWriter::write(session->battle());
        try {
            const auto replayed =
                core::BattleSession::open(std::make_unique<core::MemoryStore>(session->events()));
            if (core::ScenarioWriter::write(replayed->battle()) != played)
                fuzz::fail(QStringLiteral("the log replays to another battle"));
        } catch (const core::Error &error) {
            fuzz::fail(QStringLiteral("the log recorded does not replay: ") + error.message());
        }
        // Every step recorded undoes back to the battle it started from, and redoes, as Edit >
        // Undo and `adjutant-cli undo` take it.
        try {
            while (session->canUndo())
                session->undo();
            if (core::ScenarioWriter::write(session->battle()) != core::ScenarioWriter::write(demo))
                fuzz::fail(QStringLiteral("undoing every step leaves another battle"));
            while (session->canRedo())
                session->redo();
            if (core::ScenarioWriter::write(session->battle()) != played)
                fuzz::fail(QStringLiteral("redoing every step leaves another battle"));
        } catch (const core::Error &error) {
            fuzz::fail(QStringLiteral("a recorded step does not undo or redo: ") + error.message());
        }
    }
    return 0;
}
