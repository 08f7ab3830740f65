// SPDX-License-Identifier: GPL-3.0-or-later
// The options of `new` (docs/cli.md): the table they describe, the rule set's set-up filling what
// they leave out.
#include "app/cli/newbattle.h"

#include "app/cli/usageerror.h"

#include "core/battle.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "core/scenarioreader.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"
#include "rulesets/setup.h"

#include <QCommandLineParser>
#include <QJsonObject>

namespace adjutant::cli {

namespace {

using core::Error;

QString number(double value)
{
    return QString::number(value);
}

// The registry's ids, as the help of --ruleset lists them; the first is the default.
QString rulesetHelp()
{
    return rulesets::rulesetIdList() + QStringLiteral(" (default: the first).");
}

// "Size of one MU in mm: Field of Glory Renaissance 25, 25.4, 40 or 38.1 (default: the first)."
QString muHelp()
{
    QStringList sizes;
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        const rulesets::Setup setup = ruleset->setup();
        if (!setup.movementUnits.isEmpty())
            sizes << QStringLiteral("%1 %2").arg(ruleset->name(), setup.movementUnitList());
    }
    return QStringLiteral("Size of one MU in mm: %1 (default: the first).")
        .arg(sizes.join(QStringLiteral("; ")));
}

} // namespace

void addNewBattleOptions(QCommandLineParser &parser)
{
    parser.addOptions(
        {{QStringLiteral("ruleset"), rulesetHelp(), QStringLiteral("id")},
         {QStringLiteral("name"), QStringLiteral("Name of the battle."), QStringLiteral("text")},
         {QStringLiteral("unit"), QStringLiteral("MU, inch or hex (default by rule set)."),
          QStringLiteral("unit")},
         {QStringLiteral("mu"), muHelp(), QStringLiteral("mm")},
         {QStringLiteral("width"),
          QStringLiteral("Table width in the unit (hex: columns); default: the book's, if "
                         "it gives one."),
          QStringLiteral("n")},
         {QStringLiteral("depth"), QStringLiteral("Table depth in the unit (hex: rows)."),
          QStringLiteral("n")},
         {QStringLiteral("contact-tolerance"),
          QStringLiteral("Bases this close (mm) are in contact: 0.1 to 2, default 0.5."),
          QStringLiteral("mm")}});
}

// The table of `new` from the options, the rule set's set-up filling what they leave out: its
// usual unit, its first MU size, the book's table. A rule set whose book gives no table size
// needs --width and --depth.
core::Battle battleFromOptions(const QCommandLineParser &parser, const rulesets::Ruleset &ruleset)
{
    const rulesets::Setup setup = ruleset.setup();
    QString unit = parser.value(QStringLiteral("unit"));
    if (unit.isEmpty() && !setup.units.isEmpty())
        unit = core::MeasureUnit::keyOf(setup.units.first());
    QJsonObject table{{QStringLiteral("unit"), unit}};
    if (const auto kind = core::MeasureUnit::kindFromKey(unit)) {
        try {
            rulesets::checkTableUnit(ruleset, *kind);
        } catch (const Error &error) {
            throw UsageError{error.message()};
        }
    }
    const bool hex = unit == core::MeasureUnit::keyOf(core::MeasureUnit::Kind::Hex);
    if (unit == core::MeasureUnit::keyOf(core::MeasureUnit::Kind::MovementUnit)) {
        QString mu = parser.value(QStringLiteral("mu"));
        if (mu.isEmpty() && !setup.movementUnits.isEmpty())
            mu = number(setup.movementUnits.first().millimetres);
        if (mu.isEmpty())
            throw UsageError{
                QStringLiteral("--mu is required: the %1 rules give no MU size").arg(ruleset.id())};
        bool ok = true;
        table[QStringLiteral("muMillimetres")] = mu.toDouble(&ok);
        if (!ok)
            throw UsageError{QStringLiteral("--mu: %1 is not a number").arg(mu)};
    }
    const bool bookTable = setup.tableWidth > 0 && setup.tableDepth > 0;
    for (const char *option : {"width", "depth"}) {
        const QString name = QLatin1String(option);
        const bool width = name == QLatin1String("width");
        const QString text = parser.value(name);
        if (text.isEmpty() && !bookTable)
            throw UsageError{QStringLiteral("--%1 is required: the %2 rules give no table size")
                                 .arg(name, ruleset.id())};
        bool ok = true;
        const double value =
            text.isEmpty() ? (width ? setup.tableWidth : setup.tableDepth) : text.toDouble(&ok);
        if (!ok)
            throw UsageError{QStringLiteral("--%1: %2 is not a number").arg(name, text)};
        table[hex ? (width ? QStringLiteral("columns") : QStringLiteral("rows")) : name] = value;
    }
    const QString tolerance = parser.value(QStringLiteral("contact-tolerance"));
    if (!tolerance.isEmpty()) {
        if (hex)
            throw UsageError{
                QStringLiteral("--contact-tolerance: a hex map has no contact tolerance")};
        bool ok = true;
        table[QStringLiteral("contactToleranceMillimetres")] = tolerance.toDouble(&ok);
        if (!ok)
            throw UsageError{
                QStringLiteral("--contact-tolerance: %1 is not a number").arg(tolerance)};
    }
    core::Battle battle;
    battle.ruleset = ruleset.id();
    battle.name = parser.value(QStringLiteral("name"));
    try {
        battle.table =
            core::ScenarioReader::readTable(core::JsonReader(table, QStringLiteral("table")));
        rulesets::checkBattle(battle);
    } catch (const Error &error) {
        throw UsageError{error.message()};
    }
    return battle;
}

} // namespace adjutant::cli
