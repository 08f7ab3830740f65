// SPDX-License-Identifier: GPL-3.0-or-later
// The rule overrides file (docs/rulesets/README.md), as a rule set reads it when the program
// starts (rulesets::RuleBook::load, through $ADJUTANT_RULE_OVERRIDES): the file names its rule
// set, which is built afresh on it, as the registry builds it; every procedure then runs on its
// example input with seeded dice, as the book's values, the player's among them, drive them.

#include "fuzz/fuzzing.h"

#include "core/error.h"
#include "rulesets/common/diceerror.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/fogrruleset.h"
#include "rulesets/nieuport1600/nieuport1600ruleset.h"
#include "rulesets/olddessauer/olddessauerruleset.h"
#include "rulesets/procedureresult.h"
#include "rulesets/rulebook.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <memory>

using namespace adjutant;

namespace {

QTemporaryDir &folder()
{
    static QTemporaryDir dir;
    return dir;
}

// The registry keeps one of each rule set for the program's life, built on the overrides of its
// start; each input needs its rule set built on its own.
std::unique_ptr<rulesets::Ruleset> freshRuleset(const QString &id)
{
    if (id == QLatin1String("fogr"))
        return std::make_unique<rulesets::fogr::FogrRuleset>();
    if (id == QLatin1String("olddessauer"))
        return std::make_unique<rulesets::olddessauer::OldDessauerRuleset>();
    if (id == QLatin1String("nieuport1600"))
        return std::make_unique<rulesets::nieuport1600::Nieuport1600Ruleset>();
    return nullptr;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::initialize(argc, argv);
    if (!folder().isValid())
        fuzz::fail(QStringLiteral("no temporary folder: ") + folder().errorString());
    qputenv("ADJUTANT_RULE_OVERRIDES",
            folder().filePath(QStringLiteral("overrides.json")).toLocal8Bit());
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = folder().filePath(QStringLiteral("overrides.json"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            file.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size))
            fuzz::fail(QStringLiteral("%1: cannot be written: %2").arg(path, file.errorString()));
    }
    // A file naming another rule set, or none, is passed by (RuleBook::load) or refused by each.
    const QJsonValue named =
        QJsonDocument::fromJson(fuzz::bytes(data, size)).object().value(QStringLiteral("ruleset"));
    std::unique_ptr<rulesets::Ruleset> ruleset;
    try {
        ruleset = freshRuleset(named.toString(QStringLiteral("fogr")));
        if (!ruleset)
            return 0;
    } catch (const core::Error &) {
        return 0; // refused, naming the file and the field
    }
    for (const rulesets::ProcedureInfo &procedure : ruleset->procedures()) {
        try {
            rulesets::DiceSource dice = rulesets::DiceSource::seeded(std::uint32_t(size));
            const rulesets::ProcedureResult result =
                ruleset->run(procedure.id, ruleset->exampleInput(procedure.id), dice);
            result.toJson(dice);
            result.toChange(dice);
        } catch (const core::Error &) {
        } catch (const rulesets::DiceError &) {
        }
    }
    return 0;
}
