// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/olddessauer/olddessauerruleset.h"

#include "rulesets/olddessauer/odprocedure.h"
#include "rulesets/procedureresult.h"
#include "rulesets/troopcatalogue.h"

#include <QJsonArray>

namespace adjutant::rulesets::olddessauer {

namespace {

const QString troopTypes = QStringLiteral("troopTypes");

} // namespace

OldDessauerRuleset::OldDessauerRuleset()
    : mBook(RuleBook::load(QStringLiteral("olddessauer"))),
      mProcedures(QStringLiteral("olddessauer"), QStringLiteral("Old Dessauer"),
                  QStringLiteral("unit"),
                  moraleProcedures() + fireProcedures() + combatProcedures() +
                      commandProcedures())
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

QString OldDessauerRuleset::cohesionSource() const
{
    return mBook.value(QStringLiteral("morale"), QStringLiteral("states")).source;
}

RuleValue OldDessauerRuleset::startingCohesion() const
{
    return mBook.value(QStringLiteral("morale"), QStringLiteral("start"));
}

const RuleBook &OldDessauerRuleset::ruleBook() const
{
    return mBook;
}

const Books &OldDessauerRuleset::books() const
{
    return mBooks;
}

QList<ProcedureInfo> OldDessauerRuleset::procedures() const
{
    const QHash<QString, QStringList> catalogues{
        {QStringLiteral("grades"), qualities()},
        {QStringLiteral("weapons"), mBook.strings(QStringLiteral("fire"), QStringLiteral("weapons"))},
        {QStringLiteral("combatArms"), mBook.strings(QStringLiteral("combat"), QStringLiteral("arms"))},
        {QStringLiteral("dieTests"), mBook.strings(QStringLiteral("dieTests"), QStringLiteral("tests"))}};
    // The procedures of every turn, each with a key (as FoGR's: a test Ctrl+T, fire Ctrl+Shift+F).
    static const QHash<QString, QString> shortcuts{
        {QStringLiteral("rally-test"), QStringLiteral("Ctrl+R")},
        {QStringLiteral("fire-test"), QStringLiteral("Ctrl+T")},
        {QStringLiteral("fire"), QStringLiteral("Ctrl+Shift+F")},
        {QStringLiteral("close-combat"), QStringLiteral("Ctrl+Shift+M")}};
    return mProcedures.infos(catalogues, shortcuts);
}

QJsonObject OldDessauerRuleset::exampleInput(const QString &id) const
{
    return mProcedures.find(id).example;
}

ProcedureResult OldDessauerRuleset::run(const QString &id, const QJsonObject &input,
                                        DiceSource &dice) const
{
    return mProcedures.run(id, input, dice, mBook);
}

} // namespace adjutant::rulesets::olddessauer
