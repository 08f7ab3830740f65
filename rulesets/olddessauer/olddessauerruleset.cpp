#include "rulesets/olddessauer/olddessauerruleset.h"

#include "core/error.h"
#include "rulesets/procedureresult.h"
#include "rulesets/setup.h"
#include "rulesets/troopcatalogue.h"

#include <QJsonArray>

namespace adjutant::rulesets::olddessauer {

namespace {

const QString troopTypes = QStringLiteral("troopTypes");

BooksTerms terms()
{
    BooksTerms terms;
    // OD 6, Morale States: "A unit in may be in one of three states of morale".
    terms.ladder = QStringLiteral("Morale");
    return terms;
}

} // namespace

OldDessauerRuleset::OldDessauerRuleset()
    : mBook(RuleBook::load(QStringLiteral("olddessauer"))),
      mBooks(terms(),
             QStringLiteral("Adjutant does not reckon Old Dessauer's losses, army morale or "
                            "victory yet: keep each unit's morale and figures on the Units "
                            "dock."))
{
}

QString OldDessauerRuleset::id() const
{
    return QStringLiteral("olddessauer");
}

QString OldDessauerRuleset::name() const
{
    return QStringLiteral("Old Dessauer");
}

// OD 2, Game Scales, Dice and Measurements: "All distance and range measurements in the game are
// made in inches."
core::MeasureUnit::Kind OldDessauerRuleset::measureUnit() const
{
    return core::MeasureUnit::Kind::Inch;
}

// OD 2: "All dice used in the game are 6-sided."
Die OldDessauerRuleset::die() const
{
    return kD6;
}

QList<TroopType> OldDessauerRuleset::troopCatalogue() const
{
    return troopCatalogueFrom(mBook.json(troopTypes, QStringLiteral("types")).toArray());
}

QStringList OldDessauerRuleset::qualities() const
{
    return mBook.strings(troopTypes, QStringLiteral("grades"));
}

QStringList OldDessauerRuleset::phases() const
{
    return mBook.strings(QStringLiteral("turn"), QStringLiteral("phases"));
}

QStringList OldDessauerRuleset::cohesionLadder() const
{
    return mBook.strings(QStringLiteral("morale"), QStringLiteral("states"));
}

const RuleBook &OldDessauerRuleset::ruleBook() const
{
    return mBook;
}

Setup OldDessauerRuleset::setup() const
{
    Setup setup;
    setup.units = {measureUnit()};
    setup.tableNote =
        QStringLiteral("The Old Dessauer rules give no table size (OD 1, Introduction: "
                       "\"two fairly equal forces facing one another across a table\").");
    setup.terrainTypes = mBook.strings(QStringLiteral("terrain"), QStringLiteral("types"));
    setup.terrainCitation = mBook.tableSource(QStringLiteral("terrain"));
    for (const QString &type : std::as_const(setup.terrainTypes))
        setup.terrainSources.insert(type, setup.terrainCitation);
    // OD 8.2, Command Distance and Confusion: "A general has a Command Distance of 6", from the
    // measuring table the measurer reads too.
    setup.commanders = {{QStringLiteral("General"),
                         mBook.number(QStringLiteral("measuring"), QStringLiteral("commandDistance")),
                         mBook.value(QStringLiteral("measuring"), QStringLiteral("commandDistance")).source}};
    return setup;
}

const Books &OldDessauerRuleset::books() const
{
    return mBooks;
}

QList<ProcedureInfo> OldDessauerRuleset::procedures() const
{
    return {};
}

QJsonObject OldDessauerRuleset::exampleInput(const QString &) const
{
    throw core::Error(QStringLiteral("Old Dessauer has no procedures yet"));
}

ProcedureResult OldDessauerRuleset::run(const QString &, const QJsonObject &, DiceSource &) const
{
    throw core::Error(QStringLiteral("Old Dessauer has no procedures yet"));
}

} // namespace adjutant::rulesets::olddessauer
