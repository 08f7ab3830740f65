// SPDX-License-Identifier: GPL-3.0-or-later
// A procedure's input, as `adjutant-cli adjudicate RULESET PROCEDURE INPUT.json` takes it and the
// app's resolver builds it: the first line names the rule set and the procedure ("fogr
// death-roll"), the rest is the input object, its "dice" the typed dice
// (app/cli/adjudicate.cpp). The result is written as the CLI prints it and, with dice, made the
// change that `--record` and the resolver's Apply record.

#include "fuzz/fuzzing.h"

#include "core/change.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "rulesets/common/diceerror.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

using namespace adjutant;

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialize(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);
    const qsizetype newline = input.indexOf('\n');
    if (newline < 0)
        return 0;
    const QList<QByteArray> names = input.left(newline).split(' ');
    if (names.size() != 2)
        return 0;
    const rulesets::Ruleset *rules = rulesets::findRuleset(QString::fromUtf8(names[0]));
    if (!rules || rules->procedures().isEmpty())
        return 0;
    try {
        const QJsonValue document =
            core::JsonReader::parse(input.mid(newline + 1), QStringLiteral("input.json"));
        if (!document.isObject())
            return 0;
        QJsonObject object = document.toObject();
        const QJsonValue typed = object.take(QStringLiteral("dice"));
        rulesets::DiceSource dice =
            typed.isUndefined() ? rulesets::DiceSource::none()
                                : rulesets::DiceSource::fromJson(typed, QStringLiteral("dice"));
        const rulesets::ProcedureResult result =
            rules->run(QString::fromUtf8(names[1]), object, dice);
        result.toJson(dice);
        if (dice.givesDice())
            result.toChange(dice);
    } catch (const core::Error &) {
    } catch (const rulesets::DiceError &) {
    }
    return 0;
}
