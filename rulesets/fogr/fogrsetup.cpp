// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/fogrsetup.h"

#include "core/error.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace adjutant::rulesets::fogr {

namespace {

const QString basics = QStringLiteral("basics");
const QString baseSizes = QStringLiteral("baseSizes");
const QString troopTypes = QStringLiteral("troopTypes");

// "25 mm", or "1 inch (25.4 mm)" for a whole number of half inches.
QString muLabel(double mm)
{
    const double inches = mm / 25.4;
    if (std::abs(inches * 2 - std::round(inches * 2)) < 1e-9)
        return QStringLiteral("%1 inch (%2 mm)").arg(inches).arg(mm);
    return QStringLiteral("%1 mm").arg(mm);
}

QString citationOf(const RuleBook &book, const QString &table, const QString &key)
{
    const RuleValue &cell = book.value(table, key);
    return cell.source.isEmpty() ? book.tableSource(table) : cell.source;
}

FigureScale scale(const RuleBook &book, const QList<TroopType> &types, const QString &id,
                  const QString &label)
{
    FigureScale figures{id, label, {}};
    const QString widthKey = QStringLiteral("width") + id;
    for (const TroopType &type : types) {
        BaseSize size;
        const QString depthKey = QStringLiteral("depth%1.%2").arg(id, type.name);
        size.citation = citationOf(book, baseSizes, widthKey);
        try {
            size.width = book.number(baseSizes, widthKey);
            if (book.has(baseSizes, depthKey))
                size.depth = book.number(baseSizes, depthKey);
            else
                size.missing = QStringLiteral("%1 has no depth for %2")
                                   .arg(book.tableSource(baseSizes), type.name);
        } catch (const MissingRuleValue &missing) {
            size.missing = missing.message();
        }
        figures.bases.insert(type.name, size);
    }
    return figures;
}

} // namespace

Setup fogrSetup(const Ruleset &fogr)
{
    const RuleBook &book = fogr.ruleBook();
    Setup setup;
    // FoGR, The Basics, Measurement: "Measurement in Field of Glory Renaissance is by movement
    // units."
    setup.units = {core::MeasureUnit::Kind::MovementUnit};
    for (const QJsonValue &mm : book.json(basics, QStringLiteral("movementUnits")).toArray())
        setup.movementUnits.append({mm.toDouble(), muLabel(mm.toDouble())});
    setup.movementUnitCitation = citationOf(book, basics, QStringLiteral("movementUnits"));
    setup.tableWidth = book.number(basics, QStringLiteral("tableWidth"));
    setup.tableDepth = book.number(basics, QStringLiteral("tableDepth"));
    setup.tableCitation = citationOf(book, basics, QStringLiteral("tableWidth"));
    setup.tableNote = book.value(basics, QStringLiteral("tableWidth")).text;

    // FoGR, Appendix 1, Base Sizes: "For 15mm scale figures the width of all bases is 40mm. For
    // 25/28mm scale figures the width is always 60mm." The book's 15 mm sizes serve smaller scales.
    const QList<TroopType> types = fogr.troopCatalogue();
    setup.scales = {
        scale(book, types, QStringLiteral("15mm"), QStringLiteral("15 mm figures (and smaller)")),
        scale(book, types, QStringLiteral("25mm"), QStringLiteral("25/28 mm figures"))};

    // FoGR, General Movement Rules, Move Distances and Disorder: "The effect of terrain types is
    // covered in Appendix 2", which the transcription lacks: the terrain the text names elsewhere,
    // and the players' own names, unless they supplied the list from their copy.
    const QString terrain = QStringLiteral("terrain");
    const RuleValue &terrainList = book.value(terrain, QStringLiteral("types"));
    if (terrainList.isAvailable()) {
        setup.terrainTypes = book.strings(terrain, QStringLiteral("types"));
        for (const QString &type : std::as_const(setup.terrainTypes))
            setup.terrainSources.insert(type, terrainList.source);
        setup.terrainCitation = terrainList.source;
    } else {
        for (const QString &key : book.keys(terrain)) {
            if (key == QLatin1String("types"))
                continue;
            const QString type = book.string(terrain, key);
            setup.terrainTypes << type;
            setup.terrainSources.insert(type, book.value(terrain, key).source);
        }
        setup.terrainTypes.sort(Qt::CaseInsensitive);
        setup.terrainOwnNames = true;
        setup.terrainCitation = terrainList.reason;
    }

    // FoGR, Command and Control, Commanders: the ranks and their command ranges, from the
    // commandRanges table the measurer reads too.
    for (const QString &rank : book.keys(QStringLiteral("commandRanges")))
        setup.commanders.append({rank, book.number(QStringLiteral("commandRanges"), rank),
                                 book.value(QStringLiteral("commandRanges"), rank).source});
    std::sort(setup.commanders.begin(), setup.commanders.end(),
              [](const CommanderRank &a, const CommanderRank &b) {
                  return a.commandRange > b.commandRange;
              });

    // FoGR, Troops, Troop Type: "All troop types have an armour qualifier except battle wagons,
    // elephants and artillery of all types."
    setup.armour = book.strings(troopTypes, QStringLiteral("armour"));
    setup.capabilities = book.strings(troopTypes, QStringLiteral("capabilities"));
    for (const TroopType &type : types) {
        if (!type.details.value(QStringLiteral("armour")).toBool(true))
            setup.unarmouredTypes << type.name;
    }
    // The New Unit dialog's first choice: the book's example battle group (FoGR, An Example of
    // Combat: a tercio of heavy foot pike), of average quality. Not a rule.
    setup.usualTroopType = QStringLiteral("Heavy Foot");
    setup.usualQuality = QStringLiteral("Average");
    setup.usualArmour = QStringLiteral("Armoured");
    return setup;
}

} // namespace adjutant::rulesets::fogr
