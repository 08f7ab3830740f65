// SPDX-License-Identifier: GPL-3.0-or-later
// fuzz_seeds OUTDIR: writes the seeds that are made rather than copied (docs/fuzzing.md) into
// OUTDIR/<harness>/: each rule set's demo as a battle file with a few steps recorded, and every
// procedure's example input, without dice and with the dice a seeded roll threw.

#include "fuzz/fuzzing.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/change.h"
#include "core/error.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

using namespace adjutant;

namespace {

void write(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        throw core::Error(
            QStringLiteral("%1: cannot be written: %2").arg(path, file.errorString()));
}

// The next turn, then undone and redone: a log with more than its first event.
void battleFiles(const QDir &out)
{
    for (const core::Battle &demo : fuzz::demoBattles()) {
        const QString path = out.filePath(demo.ruleset + QStringLiteral(".adjutant"));
        QFile::remove(path);
        const auto session = core::BattleFile::create(path, demo);
        session->setFollowUps(rulesets::followUpsOf);
        session->record(core::Change{QStringLiteral("turn.changed"),
                                     {{QStringLiteral("turn"), demo.turn + 1},
                                      {QStringLiteral("phase"), demo.phase},
                                      {QStringLiteral("activeSide"), demo.activeSide}}});
        session->undo();
        session->redo();
    }
}

// The typed dice of a result as the input's "dice" takes them: each roll's faces.
QJsonObject typedDice(const QJsonObject &output)
{
    QJsonObject dice;
    for (const QJsonValue &roll : output.value(QStringLiteral("dice")).toArray()) {
        QJsonArray faces;
        for (const QJsonValue &die : roll.toObject().value(QStringLiteral("dice")).toArray())
            faces.append(die.toObject().value(QStringLiteral("face")));
        dice.insert(roll.toObject().value(QStringLiteral("roll")).toString(), faces);
    }
    return dice;
}

void adjudications(const QDir &out)
{
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        for (const rulesets::ProcedureInfo &procedure : ruleset->procedures()) {
            const QByteArray header =
                (ruleset->id() + QLatin1Char(' ') + procedure.id + QLatin1Char('\n')).toUtf8();
            QJsonObject input = ruleset->exampleInput(procedure.id);
            const QString name = out.filePath(ruleset->id() + QLatin1Char('-') + procedure.id);
            write(name, header + QJsonDocument(input).toJson(QJsonDocument::Compact));
            // A procedure that needs a value the rules text lacks (Nieuport 1600's lost cells)
            // gives its odds but no result: no dice for it.
            rulesets::DiceSource seeded = rulesets::DiceSource::seeded(1);
            QJsonObject output;
            try {
                output = ruleset->run(procedure.id, input, seeded).toJson(seeded);
            } catch (const core::Error &) {
                continue;
            }
            input.insert(QStringLiteral("dice"), typedDice(output));
            write(name + QStringLiteral("-dice"),
                  header + QJsonDocument(input).toJson(QJsonDocument::Compact));
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    fuzz::initialize(&argc, &argv);
    if (argc != 2) {
        QTextStream(stderr) << "usage: fuzz_seeds OUTDIR\n";
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    try {
        for (const char *harness : {"fuzz_battlefile", "fuzz_appopen", "fuzz_adjudicate"}) {
            if (!out.mkpath(QLatin1String(harness)))
                throw core::Error(
                    QStringLiteral("%1: cannot be made").arg(out.filePath(QLatin1String(harness))));
        }
        battleFiles(QDir(out.filePath(QStringLiteral("fuzz_battlefile"))));
        battleFiles(QDir(out.filePath(QStringLiteral("fuzz_appopen"))));
        adjudications(QDir(out.filePath(QStringLiteral("fuzz_adjudicate"))));
    } catch (const core::Error &error) {
        QTextStream(stderr) << error.message() << '\n';
        return 1;
    }
    return 0;
}
