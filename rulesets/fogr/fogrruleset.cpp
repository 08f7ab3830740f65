// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/fogrruleset.h"

#include "rulesets/fogr/fogrsetup.h"
#include "rulesets/troopcatalogue.h"


namespace adjutant::rulesets::fogr {

namespace {

QList<Procedure> allProcedures()
{
    return combatProcedures() + deteriorationProcedures() + movementProcedures() +
           armyProcedures();
}

} // namespace

// FoGR inputs name a battle group by its id under "battleGroup".
FogrRuleset::FogrRuleset()
    : mBook(RuleBook::load(QStringLiteral("fogr"))),
      mProcedures(QStringLiteral("fogr"), QStringLiteral("FoGR"), QStringLiteral("battleGroup"),
                  allProcedures()),
      mTable(mBook, *this)
{
}

QString FogrRuleset::id() const { return QStringLiteral("fogr"); }

QString FogrRuleset::name() const { return QStringLiteral("Field of Glory Renaissance"); }

core::MeasureUnit::Kind FogrRuleset::measureUnit() const { return core::MeasureUnit::Kind::MovementUnit; }

Die FogrRuleset::die() const { return kD6; }

QList<TroopType> FogrRuleset::troopCatalogue() const
{
    return troopCatalogueFrom(
        mBook.json(QStringLiteral("troopTypes"), QStringLiteral("types")).toArray());
}

QStringList FogrRuleset::qualities() const { return qualityNames(); }

QStringList FogrRuleset::phases() const { return mBook.strings(QStringLiteral("turn"), QStringLiteral("phases")); }

QStringList FogrRuleset::cohesionLadder() const { return cohesionNames(); }

// FoGR, Battle Group Cohesion Levels: "There are four levels of cohesion" (cohesionNames()).
QString FogrRuleset::cohesionSource() const
{
    return QStringLiteral("FoGR, Battle Group Cohesion Levels");
}

RuleValue FogrRuleset::startingCohesion() const
{
    RuleValue start;
    start.key = QStringLiteral("startingCohesion");
    start.status = RuleValue::Status::Source;
    start.value = cohesionNames().first();
    start.source = cohesionSource();
    start.text = QStringLiteral("All battle groups begin the game in good order - we refer to this "
                                "as steady.");
    return start;
}

const RuleBook &FogrRuleset::ruleBook() const { return mBook; }

Setup FogrRuleset::setup() const
{
    return fogrSetup(*this);
}

// FoGR, Troop Types, Quality: poorer troops cost "fewer points per base (see our companion army
// list books for more information on troop point values)": the prices are not in the rules.
PointValue FogrRuleset::pointValue(const core::Unit &) const
{
    PointValue none;
    none.note = QStringLiteral("Field of Glory Renaissance prices troops in its army list books, "
                               "not in the rules (FoGR: Troop Types, Quality).");
    return none;
}

const Books &FogrRuleset::books() const
{
    return mBooks;
}


QList<ProcedureInfo> FogrRuleset::procedures() const
{
    QHash<QString, QStringList> catalogues;
    for (const TroopType &type : troopCatalogue())
        catalogues[QStringLiteral("troopTypes")].append(type.name);
    for (const char *list : {"capabilities", "armour"})
        catalogues.insert(QString::fromLatin1(list), mBook.strings(QStringLiteral("troopTypes"), QString::fromLatin1(list)));
    // The procedures of every turn, each with a key.
    static const QHash<QString, QString> shortcuts{
        {QStringLiteral("cohesion-test"), QStringLiteral("Ctrl+T")},
        {QStringLiteral("death-roll"), QStringLiteral("Ctrl+D")},
        {QStringLiteral("shooting"), QStringLiteral("Ctrl+Shift+F")},
        {QStringLiteral("impact"), QStringLiteral("Ctrl+Shift+I")},
        {QStringLiteral("melee"), QStringLiteral("Ctrl+Shift+M")}};
    return mProcedures.infos(catalogues, shortcuts);
}

QJsonObject FogrRuleset::exampleInput(const QString &id) const
{
    return mProcedures.find(id).example;
}

ProcedureResult FogrRuleset::run(const QString &id, const QJsonObject &input, DiceSource &dice) const
{
    return mProcedures.run(id, input, dice, mBook);
}

core::Change cohesionChange(const QString &battleGroup, Cohesion cohesion)
{
    // Only the cohesion level: the unit's disorder and flags stay as they are.
    const QJsonObject state{{QStringLiteral("cohesion"), cohesionName(cohesion)}};
    return {QStringLiteral("unit.stateChanged"), {{QStringLiteral("id"), battleGroup}, {QStringLiteral("state"), state}}};
}

core::Change basesLostChange(const QString &battleGroup, int count)
{
    return {QStringLiteral("unit.basesLost"), {{QStringLiteral("id"), battleGroup}, {QStringLiteral("count"), count}}};
}

} // namespace adjutant::rulesets::fogr
