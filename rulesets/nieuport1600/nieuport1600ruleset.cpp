// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/nieuport1600/nieuport1600ruleset.h"

#include "core/error.h"
#include "rulesets/nieuport1600/n1600procedure.h"
#include "rulesets/procedureresult.h"
#include "rulesets/setup.h"
#include "rulesets/troopcatalogue.h"

#include <QJsonArray>

namespace adjutant::rulesets::nieuport1600 {

namespace {

const QString troopTypes = QStringLiteral("troopTypes");

} // namespace

Nieuport1600Ruleset::Nieuport1600Ruleset()
    : mBook(RuleBook::load(QStringLiteral("nieuport1600"))),
      mProcedures(QStringLiteral("nieuport1600"), QStringLiteral("Nieuport 1600"),
                  QStringLiteral("unit"),
                  fireProcedures() + combatProcedures() + moraleProcedures() + commandProcedures())
{
}

QString Nieuport1600Ruleset::id() const
{
    return QStringLiteral("nieuport1600");
}

QString Nieuport1600Ruleset::name() const
{
    return QStringLiteral("Nieuport 1600");
}

// N1600 1.1, Scale: "A hex is 150 meters."
core::MeasureUnit::Kind Nieuport1600Ruleset::measureUnit() const
{
    return core::MeasureUnit::Kind::Hex;
}

// N1600 1.3, Others: "The game uses a 10 sided die (1D10) with 0 equals 0, not 10."
Die Nieuport1600Ruleset::die() const
{
    return kD10ZeroIsZero;
}

QList<TroopType> Nieuport1600Ruleset::troopCatalogue() const
{
    return troopCatalogueFrom(mBook.json(troopTypes, QStringLiteral("types")).toArray()) +
           troopCatalogueFrom(mBook.json(troopTypes, QStringLiteral("artillery")).toArray());
}

// Units carry a morale value on the counter (N1600 2.2), not a quality from a list.
QStringList Nieuport1600Ruleset::qualities() const
{
    return {};
}

QStringList Nieuport1600Ruleset::phases() const
{
    return mBook.strings(QStringLiteral("turn"), QStringLiteral("phases"));
}

// N1600 12: "There are four levels of morale". An eliminated unit (12.1) is off the ladder, as
// FoGR's routed-off battle groups are: its level reads Eliminated.
QStringList Nieuport1600Ruleset::cohesionLadder() const
{
    return mBook.strings(QStringLiteral("morale"), QStringLiteral("levels"));
}

QStringList Nieuport1600Ruleset::cohesionLevels() const
{
    return cohesionLadder() << mBook.string(QStringLiteral("morale"), QStringLiteral("eliminated"));
}

QString Nieuport1600Ruleset::cohesionSource() const
{
    return mBook.value(QStringLiteral("morale"), QStringLiteral("levels")).source +
           QStringLiteral("; ") +
           mBook.value(QStringLiteral("morale"), QStringLiteral("eliminated")).source;
}

RuleValue Nieuport1600Ruleset::startingCohesion() const
{
    return mBook.value(QStringLiteral("morale"), QStringLiteral("start"));
}

const RuleBook &Nieuport1600Ruleset::ruleBook() const
{
    return mBook;
}

Setup Nieuport1600Ruleset::setup() const
{
    Setup setup;
    setup.units = {measureUnit()};
    setup.tableNote =
        QStringLiteral("The Nieuport 1600 rules give no map size: each scenario has its own map.");
    setup.terrainTypes = mBook.strings(QStringLiteral("terrain"), QStringLiteral("types"));
    setup.terrainCitation = mBook.tableSource(QStringLiteral("terrain"));
    for (const QString &type : std::as_const(setup.terrainTypes))
        setup.terrainSources.insert(type, setup.terrainCitation);
    // N1600 1.2, Definitions: "Each army may have one Army Commander and has a Wing Commander for
    // each wing." A line of command is counted per unit kind (5.1.1), not per rank.
    const QString definitions = QStringLiteral("N1600 1.2, Definitions");
    setup.commanders = {{QStringLiteral("Army Commander"), 0, definitions},
                        {QStringLiteral("Wing Commander"), 0, definitions}};
    // N1600 2.2: "These units have movement, fire and morale values as well as a letter
    // indicating their type"; the fire value is the type's (Fire Table). The ranges only bound
    // what may be typed (a morale value as the procedures take it, 0 to 9); they are no rule.
    const QString pieces = QStringLiteral("N1600 2.2, Combat units");
    setup.counterValues = {{QStringLiteral("quality"), QStringLiteral("Morale value"), 0, 9, pieces},
                           {QStringLiteral("movement"), QStringLiteral("Movement points"), 0, 20, pieces}};
    setup.doubleTypes = mBook.strings(QStringLiteral("troopTypes"), QStringLiteral("doubleTypes"));
    // N1600 5.2: "A commander is the leader of a wing and commands all the units of that wing."
    setup.commandProperty = QStringLiteral("wing");
    setup.commandLabel = QStringLiteral("Wing");
    return setup;
}

const Books &Nieuport1600Ruleset::books() const
{
    return mBooks;
}

QList<ProcedureInfo> Nieuport1600Ruleset::procedures() const
{
    QStringList types;
    for (const TroopType &type : troopCatalogue())
        types << type.name;
    const QHash<QString, QStringList> catalogues{
        {QStringLiteral("troopTypes"), types},
        {QStringLiteral("levels"),
         mBook.strings(QStringLiteral("morale"), QStringLiteral("levels"))},
        {QStringLiteral("orders"),
         mBook.strings(QStringLiteral("ordersChange"), QStringLiteral("orders"))}};
    // The procedures of every turn, each with a key (as FoGR's and Old Dessauer's).
    static const QHash<QString, QString> shortcuts{
        {QStringLiteral("morale-test"), QStringLiteral("Ctrl+T")},
        {QStringLiteral("rally"), QStringLiteral("Ctrl+R")},
        {QStringLiteral("fire"), QStringLiteral("Ctrl+Shift+F")},
        {QStringLiteral("close-combat"), QStringLiteral("Ctrl+Shift+M")}};
    return mProcedures.infos(catalogues, shortcuts);
}

QJsonObject Nieuport1600Ruleset::exampleInput(const QString &id) const
{
    return mProcedures.find(id).example;
}

ProcedureResult Nieuport1600Ruleset::run(const QString &id, const QJsonObject &input,
                                         DiceSource &dice) const
{
    return mProcedures.run(id, input, dice, mBook);
}

} // namespace adjutant::rulesets::nieuport1600
